import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import type { StaffSection } from '../config/staff-sections';
import { dashboardSummaryQueryOptions } from '../features/dashboard/api/get-dashboard-summary';
import { userIsniQueryOptions } from '../features/isni/api/get-user-isni';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { profileQueryOptions } from '../features/profile/api/get-profile';
import { sessionQueryOptions } from '../lib/auth';
import type { RouteHandle } from './layouts';
import { lazyFrameScreen, lazyScreen } from './lazy-route';

/**
 * A route loader that asks for what a screen shows while its code loads, rather than once it has
 * rendered: the dashboard's summary is what its first paint waits for, and the header's data,
 * come before the header, draws it once rather than piece by piece. Only for a member with a
 * session (a visitor without one is sent to `/`, staff to their console); it waits for nothing else.
 */
const prefetchForMember =
  (queryClient: QueryClient, prefetch: (client: QueryClient) => Promise<unknown>) =>
  async (): Promise<null> => {
    // A session that could not be read is the layout's to show (with Retry), not the loader's.
    const session = await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null);
    if (session?.user.role === 'member') void prefetch(queryClient);
    return null;
  };

/** What the members' header shows: their name and picture, their ISNI, their latest notifications. */
const prefetchHeader = (client: QueryClient) =>
  Promise.all([client.prefetchQuery(profileQueryOptions()), client.prefetchQuery(userIsniQueryOptions()), client.prefetchQuery(notificationsQueryOptions())]);

/** A staff console screen of a section (docs/domain.md#staff-roles): staff whose roles do not cover it are told so. */
const staffScreen = (staffSection: StaffSection, path: string, load: Parameters<typeof lazyScreen>[0]): RouteObject => ({
  path,
  lazy: lazyScreen(load),
  handle: { staffSection } satisfies RouteHandle,
});

/**
 * Fixed routes (docs/architecture.md#routes-and-menus) for members and staff, inside the layout routes, which check the session. The
 * router learns them on the first visit to one (router.tsx): the landing page's code need not
 * carry this table.
 */
export const signedInRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    // Ids let React Router see a route it has already been given (router.tsx patches each visit).
    id: 'member',
    loader: prefetchForMember(queryClient, prefetchHeader),
    // The header's queries keep themselves fresh: asked for once, as the first page loads.
    shouldRevalidate: () => false,
    lazy: lazyFrameScreen(() => import('./routes/app/root')),
    children: [
      {
        path: paths.app.dashboard.path,
        loader: prefetchForMember(queryClient, (client) => client.prefetchQuery(dashboardSummaryQueryOptions())),
        lazy: lazyFrameScreen(() => import('./routes/app/dashboard')),
      },
      { path: paths.app.help.path, lazy: lazyScreen(() => import('./routes/app/help')) },
      { path: paths.app.musicalWorks.path, lazy: lazyScreen(() => import('./routes/app/musical-works')) },
      { path: paths.app.musicalWorkAdd.path, lazy: lazyScreen(() => import('./routes/app/musical-work-add')) },
      { path: paths.app.musicalWorkSearch.path, lazy: lazyScreen(() => import('./routes/app/musical-work-search')) },
      { path: paths.app.musicalWorkDetails.path, lazy: lazyScreen(() => import('./routes/app/musical-work-details')) },
      { path: paths.app.disputes.path, lazy: lazyScreen(() => import('./routes/app/disputes')) },
      { path: paths.app.disputeDetails.path, lazy: lazyScreen(() => import('./routes/app/dispute-details')) },
      { path: paths.app.openDispute.path, lazy: lazyScreen(() => import('./routes/app/open-dispute')) },
      { path: paths.app.rightsHolderSearch.path, lazy: lazyScreen(() => import('./routes/app/rights-holder-search')) },
      { path: paths.app.newRightsHolder.path, lazy: lazyScreen(() => import('./routes/app/new-rights-holder')) },
      { path: paths.app.rightsHolderAddSearch.path, lazy: lazyScreen(() => import('./routes/app/rights-holder-add-search')) },
      { path: paths.app.rightsHolderDetails.path, lazy: lazyScreen(() => import('./routes/app/rights-holder-details')) },
      { path: paths.app.soundRecordings.path, lazy: lazyScreen(() => import('./routes/app/sound-recordings')) },
      { path: paths.app.soundRecordingAdd.path, lazy: lazyScreen(() => import('./routes/app/sound-recording-add')) },
      { path: paths.app.soundRecordingSearch.path, lazy: lazyScreen(() => import('./routes/app/sound-recording-search')) },
      { path: paths.app.soundRecordingDetails.path, lazy: lazyScreen(() => import('./routes/app/sound-recording-details')) },
      { path: paths.app.soundRecordingLogs.path, lazy: lazyScreen(() => import('./routes/app/sound-recording-logs')) },
      { path: paths.app.catalogueImportNew.path, lazy: lazyScreen(() => import('./routes/app/catalogue-import-new')) },
      { path: paths.app.catalogueImport.path, lazy: lazyScreen(() => import('./routes/app/catalogue-import')) },
      { path: paths.app.cwrSubmissions.path, lazy: lazyScreen(() => import('./routes/app/cwr-submissions')) },
      { path: paths.app.cwrSubmission.path, lazy: lazyScreen(() => import('./routes/app/cwr-submission')) },
      { path: paths.app.profile.path, lazy: lazyScreen(() => import('./routes/app/profile')) },
      { path: paths.password.change.path, lazy: lazyScreen(() => import('./routes/app/change-password')), handle: { forStaffToo: true } satisfies RouteHandle },
      { path: paths.app.bankDetails.path, lazy: lazyScreen(() => import('./routes/app/bank-details')) },
      { path: paths.app.people.path, lazy: lazyScreen(() => import('./routes/app/people')) },
      { path: paths.app.statements.path, lazy: lazyScreen(() => import('./routes/app/statements')) },
      { path: paths.app.payments.path, lazy: lazyScreen(() => import('./routes/app/payments')) },
      { path: paths.app.statement.path, lazy: lazyScreen(() => import('./routes/app/statement')) },
      { path: paths.app.notifications.path, lazy: lazyScreen(() => import('./routes/app/notifications')), handle: { forStaffToo: true } satisfies RouteHandle },
      { path: paths.app.test.path, lazy: lazyScreen(() => import('./routes/app/diagnostics')) },
      { path: '*', lazy: lazyScreen(() => import('./routes/app/not-found')) },
    ],
  },
  {
    id: 'staff',
    path: paths.staff.home.path,
    lazy: lazyScreen(() => import('./routes/staff/root')),
    children: [
      { index: true, lazy: lazyScreen(() => import('./routes/staff/home')) },
      staffScreen('reviewQueue', paths.staff.reviewQueue.path, () => import('./routes/staff/review-queue')),
      staffScreen('reviewQueue', paths.staff.registrationReview.path, () => import('./routes/staff/registration-review')),
      staffScreen('members', paths.staff.members.path, () => import('./routes/staff/members')),
      staffScreen('members', paths.staff.memberDetails.path, () => import('./routes/staff/member-details')),
      staffScreen('disputes', paths.staff.disputes.path, () => import('./routes/staff/disputes')),
      staffScreen('disputes', paths.staff.disputeDetails.path, () => import('./routes/staff/dispute-details')),
      staffScreen('announcements', paths.staff.announcements.path, () => import('./routes/staff/announcements')),
      staffScreen('inbox', paths.staff.inbox.path, () => import('./routes/staff/inbox')),
      staffScreen('inbox', paths.staff.inboxEntry.path, () => import('./routes/staff/inbox-entry')),
      staffScreen('cwrExports', paths.staff.cwrExports.path, () => import('./routes/staff/cwr-exports')),
      staffScreen('cwrExports', paths.staff.cwrExport.path, () => import('./routes/staff/cwr-export')),
      staffScreen('distributions', paths.staff.distributions.path, () => import('./routes/staff/distributions')),
      staffScreen('distributions', paths.staff.distribution.path, () => import('./routes/staff/distribution')),
      staffScreen('staffAccounts', paths.staff.accounts.path, () => import('./routes/staff/staff-accounts')),
      { path: '*', lazy: lazyScreen(() => import('./routes/app/not-found')) },
    ],
  },
];
