import { useMemo } from 'react';
import type { RouteObject } from 'react-router';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import type { RouteHandle } from './layouts';
import { RouteError } from './routes/route-error';

type RouteModule = { Component: React.ComponentType };

/**
 * Every screen is its own chunk (Vite 8 / rolldown splits on these dynamic imports) and comes
 * with all of Mantine's styles, fetched beside it (only the first paint's block the page).
 */
const lazy = (load: () => Promise<RouteModule>) => async () => {
  const [module] = await Promise.all([load(), import('./styles/all-components.css')]);
  return { Component: module.Component };
};

/** The landing page, which the first paint's styles cover (styles/first-paint.css), comes without the others. */
const lazyFirstPage = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).Component });

/** Spec §2 routes. Protected ones sit inside the layout route, which checks the session. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: paths.home.path, lazy: lazyFirstPage(() => import('./routes/landing')) },
      { path: paths.signup.individual.path, lazy: lazy(() => import('./routes/auth/signup-individual')) },
      { path: paths.signup.individualRole.path, lazy: lazy(() => import('./routes/auth/signup-individual-role')) },
      { path: paths.signup.corporate.path, lazy: lazy(() => import('./routes/auth/signup-corporate')) },
      { path: paths.signup.account.path, lazy: lazy(() => import('./routes/auth/signup-account')) },
      { path: paths.signup.success.path, lazy: lazy(() => import('./routes/auth/signup-success')) },
      { path: paths.password.requestReset.path, lazy: lazy(() => import('./routes/auth/request-password-reset')) },
      { path: paths.password.reset.path, lazy: lazy(() => import('./routes/auth/reset-password')) },
      { path: paths.emailChangeConfirm.path, lazy: lazy(() => import('./routes/auth/confirm-email-change')) },
      {
        lazy: lazy(() => import('./routes/app/root')),
        children: [
          { path: paths.app.dashboard.path, lazy: lazy(() => import('./routes/app/dashboard')) },
          { path: paths.app.help.path, lazy: lazy(() => import('./routes/app/help')) },
          { path: paths.app.musicalWorks.path, lazy: lazy(() => import('./routes/app/musical-works')) },
          { path: paths.app.musicalWorkAdd.path, lazy: lazy(() => import('./routes/app/musical-work-add')) },
          { path: paths.app.musicalWorkSearch.path, lazy: lazy(() => import('./routes/app/musical-work-search')) },
          { path: paths.app.musicalWorkDetails.path, lazy: lazy(() => import('./routes/app/musical-work-details')) },
          { path: paths.app.disputes.path, lazy: lazy(() => import('./routes/app/disputes')) },
          { path: paths.app.disputeDetails.path, lazy: lazy(() => import('./routes/app/dispute-details')) },
          { path: paths.app.openDispute.path, lazy: lazy(() => import('./routes/app/open-dispute')) },
          { path: paths.app.rightsHolderSearch.path, lazy: lazy(() => import('./routes/app/rights-holder-search')) },
          { path: paths.app.newRightsHolder.path, lazy: lazy(() => import('./routes/app/new-rights-holder')) },
          { path: paths.app.rightsHolderAddSearch.path, lazy: lazy(() => import('./routes/app/rights-holder-add-search')) },
          { path: paths.app.rightsHolderDetails.path, lazy: lazy(() => import('./routes/app/rights-holder-details')) },
          { path: paths.app.soundRecordings.path, lazy: lazy(() => import('./routes/app/sound-recordings')) },
          { path: paths.app.soundRecordingAdd.path, lazy: lazy(() => import('./routes/app/sound-recording-add')) },
          { path: paths.app.soundRecordingSearch.path, lazy: lazy(() => import('./routes/app/sound-recording-search')) },
          { path: paths.app.soundRecordingDetails.path, lazy: lazy(() => import('./routes/app/sound-recording-details')) },
          { path: paths.app.soundRecordingLogs.path, lazy: lazy(() => import('./routes/app/sound-recording-logs')) },
          { path: paths.app.profile.path, lazy: lazy(() => import('./routes/app/profile')) },
          { path: paths.password.change.path, lazy: lazy(() => import('./routes/app/change-password')), handle: { forStaffToo: true } satisfies RouteHandle },
          { path: paths.app.bankDetails.path, lazy: lazy(() => import('./routes/app/bank-details')) },
          { path: paths.app.notifications.path, lazy: lazy(() => import('./routes/app/notifications')), handle: { forStaffToo: true } satisfies RouteHandle },
          { path: paths.app.test.path, lazy: lazy(() => import('./routes/app/diagnostics')) },
          { path: '*', lazy: lazy(() => import('./routes/app/not-found')) },
        ],
      },
      {
        path: paths.staff.home.path,
        lazy: lazy(() => import('./routes/staff/root')),
        children: [
          { index: true, element: <Navigate to={paths.staff.reviewQueue.getHref()} replace /> },
          { path: paths.staff.reviewQueue.path, lazy: lazy(() => import('./routes/staff/review-queue')) },
          { path: paths.staff.registrationReview.path, lazy: lazy(() => import('./routes/staff/registration-review')) },
          { path: paths.staff.members.path, lazy: lazy(() => import('./routes/staff/members')) },
          { path: paths.staff.memberDetails.path, lazy: lazy(() => import('./routes/staff/member-details')) },
          { path: paths.staff.disputes.path, lazy: lazy(() => import('./routes/staff/disputes')) },
          { path: paths.staff.disputeDetails.path, lazy: lazy(() => import('./routes/staff/dispute-details')) },
          { path: paths.staff.announcements.path, lazy: lazy(() => import('./routes/staff/announcements')) },
          { path: paths.staff.inbox.path, lazy: lazy(() => import('./routes/staff/inbox')) },
          { path: paths.staff.inboxEntry.path, lazy: lazy(() => import('./routes/staff/inbox-entry')) },
          { path: '*', lazy: lazy(() => import('./routes/app/not-found')) },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return <RouterProvider router={router} />;
}
