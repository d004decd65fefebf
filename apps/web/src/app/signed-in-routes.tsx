import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { dashboardSummaryQueryOptions } from '../features/dashboard/api/get-dashboard-summary';
import { sessionQueryOptions } from '../lib/auth';
import type { RouteHandle } from './layouts';
import { lazyScreen } from './lazy-route';

/**
 * A route loader that asks for a screen's main query while the screen's code loads, rather than
 * once it has rendered: the dashboard's summary is what its first paint waits for. Only for a
 * member with a session (a visitor without one is sent to `/`); it waits for nothing else.
 */
const prefetchForMember =
  (queryClient: QueryClient, prefetch: (client: QueryClient) => Promise<void>) =>
  async (): Promise<null> => {
    const session = await queryClient.ensureQueryData(sessionQueryOptions());
    if (session) void prefetch(queryClient);
    return null;
  };

/**
 * Spec §2 routes for members and staff, inside the layout routes, which check the session. The
 * router learns them on the first visit to one (router.tsx): the landing page's code need not
 * carry this table.
 */
export const signedInRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    // Ids let React Router see a route it has already been given (router.tsx patches each visit).
    id: 'member',
    lazy: lazyScreen(() => import('./routes/app/root')),
    children: [
      {
        path: paths.app.dashboard.path,
        loader: prefetchForMember(queryClient, (client) => client.prefetchQuery(dashboardSummaryQueryOptions())),
        lazy: lazyScreen(() => import('./routes/app/dashboard')),
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
      { path: paths.app.profile.path, lazy: lazyScreen(() => import('./routes/app/profile')) },
      { path: paths.password.change.path, lazy: lazyScreen(() => import('./routes/app/change-password')), handle: { forStaffToo: true } satisfies RouteHandle },
      { path: paths.app.bankDetails.path, lazy: lazyScreen(() => import('./routes/app/bank-details')) },
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
      { index: true, element: <Navigate to={paths.staff.reviewQueue.getHref()} replace /> },
      { path: paths.staff.reviewQueue.path, lazy: lazyScreen(() => import('./routes/staff/review-queue')) },
      { path: paths.staff.registrationReview.path, lazy: lazyScreen(() => import('./routes/staff/registration-review')) },
      { path: paths.staff.members.path, lazy: lazyScreen(() => import('./routes/staff/members')) },
      { path: paths.staff.memberDetails.path, lazy: lazyScreen(() => import('./routes/staff/member-details')) },
      { path: paths.staff.disputes.path, lazy: lazyScreen(() => import('./routes/staff/disputes')) },
      { path: paths.staff.disputeDetails.path, lazy: lazyScreen(() => import('./routes/staff/dispute-details')) },
      { path: paths.staff.announcements.path, lazy: lazyScreen(() => import('./routes/staff/announcements')) },
      { path: paths.staff.inbox.path, lazy: lazyScreen(() => import('./routes/staff/inbox')) },
      { path: paths.staff.inboxEntry.path, lazy: lazyScreen(() => import('./routes/staff/inbox-entry')) },
      { path: '*', lazy: lazyScreen(() => import('./routes/app/not-found')) },
    ],
  },
];
