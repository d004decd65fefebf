/**
 * Every page of the web app (docs/architecture.md#routes-and-menus), declared once: `path` is the
 * web router's pattern, `getHref` builds a link to it, for the web's own links and for the links
 * the server puts in mail and notifications.
 */
export const pagePaths = {
  home: { path: '/', getHref: (query?: { verify?: string }) => (query?.verify ? `/?verify=${encodeURIComponent(query.verify)}` : '/') },

  signup: {
    individual: { path: '/signup/individual', getHref: () => '/signup/individual' },
    individualRole: { path: '/signup/individual/role', getHref: () => '/signup/individual/role' },
    corporate: { path: '/signup/corporate', getHref: () => '/signup/corporate' },
    account: { path: '/signup/account', getHref: () => '/signup/account' },
    success: { path: '/signup/success', getHref: () => '/signup/success' },
  },

  password: {
    requestReset: { path: '/email-password-reset-link', getHref: () => '/email-password-reset-link' },
    reset: {
      path: '/account/password/reset/:userId',
      getHref: (userId: string, token: string) =>
        `/account/password/reset/${encodeURIComponent(userId)}?token=${encodeURIComponent(token)}`,
    },
    change: { path: '/reset-password', getHref: () => '/reset-password' },
  },

  /** The link of an invitation to act for a member (POST /people/invitations). */
  invitation: { path: '/invitations/accept', getHref: (token: string) => `/invitations/accept?token=${encodeURIComponent(token)}` },

  /** The link mailed to a new e-mail address (POST /user/email-change). */
  emailChangeConfirm: { path: '/account/email/confirm', getHref: (token: string) => `/account/email/confirm?token=${encodeURIComponent(token)}` },

  app: {
    dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
    /** A member's people and roles (administrators). */
    people: { path: '/people', getHref: () => '/people' },
    help: { path: '/dashboard/help', getHref: () => '/dashboard/help' },
    /** A member's royalty statements, one per closed distribution that paid or held money for them. */
    statements: { path: '/statements', getHref: () => '/statements' },
    /** A member's payments, and what is carried forward until it reaches the minimum. */
    payments: { path: '/payments', getHref: () => '/payments' },
    /** One statement: its totals, its breakdown and its CSV. */
    statement: { path: '/statements/:distributionId', getHref: (distributionId: string) => `/statements/${encodeURIComponent(distributionId)}` },

    musicalWorks: { path: '/music-composition', getHref: () => '/music-composition' },
    musicalWorkAdd: { path: '/music-composition/add', getHref: () => '/music-composition/add' },
    musicalWorkSearch: {
      path: '/music-composition/search',
      /** Opens the registry search already filled in, e.g. on one work's ISWC. */
      getHref: (query?: { q?: string; iswc?: string }) => {
        const params = new URLSearchParams(Object.entries(query ?? {}).filter(([, value]) => Boolean(value)));
        return `/music-composition/search${params.size ? `?${params}` : ''}`;
      },
    },
    musicalWorkDetails: {
      path: '/music-composition/details/:compositionId',
      /** `edit: true` opens the edit form on the details page (there is no edit route). */
      getHref: (compositionId: string, query?: { edit?: boolean }) =>
        `/music-composition/details/${encodeURIComponent(compositionId)}${query?.edit ? '?edit=1' : ''}`,
    },

    /** Catalogue files: a new import of works or recordings, and one import's steps (mapping, check, import). */
    catalogueImportNew: {
      path: '/catalogue/import',
      getHref: (kind?: 'works' | 'recordings') => `/catalogue/import${kind ? `?kind=${kind}` : ''}`,
    },
    catalogueImport: { path: '/catalogue/imports/:importId', getHref: (importId: string) => `/catalogue/imports/${encodeURIComponent(importId)}` },

    /** CWR files a member sends: the upload with their submissions so far, and one submission's answers (docs/cwr.md). */
    cwrSubmissions: { path: '/cwr/submissions', getHref: () => '/cwr/submissions' },
    cwrSubmission: {
      path: '/cwr/submissions/:submissionId',
      getHref: (submissionId: string) => `/cwr/submissions/${encodeURIComponent(submissionId)}`,
    },

    disputes: { path: '/musicalworks-indispute', getHref: () => '/musicalworks-indispute' },
    /** `dispute` picks one of the work's disputes; without it, the newest. */
    disputeDetails: {
      path: '/musicalworks-indispute/details/:musicalworkId',
      getHref: (musicalworkId: string, query?: { dispute?: string }) =>
        `/musicalworks-indispute/details/${encodeURIComponent(musicalworkId)}${query?.dispute ? `?dispute=${encodeURIComponent(query.dispute)}` : ''}`,
    },
    openDispute: {
      path: '/musical-work/dispute/:musicalworkId',
      getHref: (musicalworkId: string) => `/musical-work/dispute/${encodeURIComponent(musicalworkId)}`,
      /** The link's state: the registry hands the work over, since a member cannot read another member's work by its id. */
      state: (work: { id: string; title: string; iswc: string | null }) => ({ work: { id: work.id, title: work.title, iswc: work.iswc } }),
    },

    rightsHolderSearch: {
      path: '/musical-work/rightsholder/search/:musicalworkId',
      getHref: (musicalworkId: string) => `/musical-work/rightsholder/search/${encodeURIComponent(musicalworkId)}`,
    },
    newRightsHolder: {
      path: '/musical-work/new-rightsholder/:musicalworkId',
      getHref: (musicalworkId: string) => `/musical-work/new-rightsholder/${encodeURIComponent(musicalworkId)}`,
    },
    rightsHolderAddSearch: {
      path: '/musical-work/rightsholder/add/search/:musicalworkId',
      getHref: (musicalworkId: string) => `/musical-work/rightsholder/add/search/${encodeURIComponent(musicalworkId)}`,
    },
    /** The fixed route has no parameter: the rights holder is `?id=`; without it, the member's own record. */
    rightsHolderDetails: {
      path: '/rightsholder/details',
      getHref: (rightsHolderId?: string) =>
        rightsHolderId ? `/rightsholder/details?id=${encodeURIComponent(rightsHolderId)}` : '/rightsholder/details',
    },

    soundRecordings: { path: '/sound-recordings', getHref: () => '/sound-recordings' },
    soundRecordingAdd: { path: '/sound-recording/add', getHref: () => '/sound-recording/add' },
    soundRecordingSearch: { path: '/sound-recording/search', getHref: () => '/sound-recording/search' },
    soundRecordingDetails: {
      path: '/sound-recording/details/:soundrecordingId',
      /** `edit: true` opens the edit form on the details page (there is no edit route). */
      getHref: (soundrecordingId: string, query?: { edit?: boolean }) =>
        `/sound-recording/details/${encodeURIComponent(soundrecordingId)}${query?.edit ? '?edit=1' : ''}`,
    },
    /** `recordingId` opens the logs filtered to one recording. */
    soundRecordingLogs: {
      path: '/sound-recording-logs',
      getHref: (query?: { recordingId?: string }) =>
        query?.recordingId ? `/sound-recording-logs?recording=${encodeURIComponent(query.recordingId)}` : '/sound-recording-logs',
    },

    profile: { path: '/profile', getHref: () => '/profile' },
    bankDetails: { path: '/bank-details', getHref: () => '/bank-details' },
    notifications: { path: '/notifications', getHref: () => '/notifications' },
    test: { path: '/test', getHref: () => '/test' },
  },

  /** The staff console (docs/domain.md#staff): staff land here, members never see it. */
  staff: {
    home: { path: '/staff', getHref: () => '/staff' },
    reviewQueue: { path: '/staff/review', getHref: () => '/staff/review' },
    /** `kind` is the API's: musical-works or sound-recordings. */
    registrationReview: {
      path: '/staff/review/:kind/:id',
      getHref: (kind: string, id: string) => `/staff/review/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
    },
    members: { path: '/staff/members', getHref: () => '/staff/members' },
    memberDetails: { path: '/staff/members/:id', getHref: (id: string) => `/staff/members/${encodeURIComponent(id)}` },
    disputes: { path: '/staff/disputes', getHref: () => '/staff/disputes' },
    disputeDetails: { path: '/staff/disputes/:id', getHref: (id: string) => `/staff/disputes/${encodeURIComponent(id)}` },
    announcements: { path: '/staff/announcements', getHref: () => '/staff/announcements' },
    inbox: { path: '/staff/inbox', getHref: () => '/staff/inbox' },
    /** CWR files sent to other societies, and their acknowledgements (docs/cwr.md). */
    cwrExports: { path: '/staff/cwr-exports', getHref: () => '/staff/cwr-exports' },
    cwrExport: { path: '/staff/cwr-exports/:id', getHref: (id: string) => `/staff/cwr-exports/${encodeURIComponent(id)}` },
    /** Royalty distributions: usage files imported into one, its preview, and its closing (docs/domain.md#royalties). */
    distributions: { path: '/staff/distributions', getHref: () => '/staff/distributions' },
    /** `file` opens one of its usage files: its mapping, its import or its problems. */
    distribution: {
      path: '/staff/distributions/:id',
      getHref: (id: string, query?: { file?: string }) =>
        `/staff/distributions/${encodeURIComponent(id)}${query?.file ? `?file=${encodeURIComponent(query.file)}` : ''}`,
    },
    /** Staff accounts and their roles: administrators only (docs/domain.md#staff-roles). */
    accounts: { path: '/staff/accounts', getHref: () => '/staff/accounts' },
    /** `kind` is the API's: error-reports or support-requests. */
    inboxEntry: {
      path: '/staff/inbox/:kind/:id',
      getHref: (kind: string, id: string) => `/staff/inbox/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
    },
  },
} as const;
