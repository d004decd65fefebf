import type { StaffRole } from '@repertoire/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createProfile, createSession } from '../testing/factories';
import { fail, ok, stubApi } from '../testing/api-stub';
import { createDashboardSummary } from '../testing/dashboard-factories';
import { disputePage } from '../testing/dispute-factories';
import { createTestQueryClient } from '../testing/test-utils';
import { AppProvider } from './provider';
import { routerOptions, routes } from './router';

function renderApp(url: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { ...routerOptions(queryClient), initialEntries: [url] });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const memberApi = {
  'GET /auth/session': ok(createSession()),
  'GET /user/profile': ok(createProfile()),
  'GET /user/user_isni': ok({ isni_number: null }),
  'GET /notifications': ok([], { page: 1, pageSize: 10, total: 0, totalPages: 0, unread: 0 }),
};

describe('protected routes', () => {
  it.each(['/dashboard', '/music-composition', '/profile', '/reset-password', '/no-such-page'])('send a visitor without a session from %s to /', async (url) => {
    stubApi({ 'GET /auth/session': fail(401, 'You are not logged in') });
    const router = renderApp(url);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('show the layout and the screen to a member with a session', async () => {
    stubApi(memberApi);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Amara Nwosu/ })).toBeInTheDocument();
    expect(screen.getByText('ISNI pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Musical works' })).toHaveAttribute('href', '/music-composition');
  });

  it("ask for the dashboard's summary while its code loads, once", async () => {
    const { callsTo } = stubApi({ ...memberApi, 'GET /dashboard/summary': ok(createDashboardSummary()) });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Drafts to finish' })).toBeInTheDocument();
    expect(callsTo('GET', '/dashboard/summary')).toHaveLength(1);
    // The header's data was asked for beside it, once.
    expect(await screen.findByRole('button', { name: /Amara Nwosu/ })).toBeInTheDocument();
    for (const path of ['/user/profile', '/user/user_isni', '/notifications']) expect([path, callsTo('GET', path)]).toEqual([path, [expect.anything()]]);
  });

  it("ask for the dashboard's summary afresh on every visit", async () => {
    const { callsTo } = stubApi({
      ...memberApi,
      'GET /dashboard/summary': ok(createDashboardSummary()),
      'GET /musical-works': ok([], { page: 1, pageSize: 10, total: 0, totalPages: 0 }),
    });
    const router = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Drafts to finish' })).toBeInTheDocument();
    await act(() => router.navigate('/music-composition'));
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Drafts to finish' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/dashboard/summary')).toHaveLength(2));
  });

  it('log the member out when a protected call answers 401', async () => {
    // The session ends between the first check and the next call.
    let sessionChecks = 0;
    stubApi({
      ...memberApi,
      'GET /auth/session': () => (sessionChecks++ === 0 ? ok(createSession()) : fail(401, 'Your session has ended')),
      'GET /user/profile': fail(401, 'Your session has ended'),
    });
    const router = renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('show the not-found page for unknown addresses of a member', async () => {
    stubApi(memberApi);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('public routes', () => {
  it('open the sign-up wizard without a session', async () => {
    stubApi({ 'GET /auth/session': fail(401, 'You are not logged in') });
    renderApp('/signup/corporate');
    expect(await screen.findByRole('heading', { name: 'Sign up as a corporation' })).toBeInTheDocument();
  });
});

const staffApi = {
  ...memberApi,
  'GET /auth/session': ok(createSession({ role: 'staff', display_name: 'Sam Reviewer', email: 'staff@example.com' })),
  'GET /user/profile': ok(createProfile({ email: 'staff@example.com', profile: { given_name: 'Sam', other_names: 'Reviewer', roles: [] } })),
  'GET /staff/review-queue': ok([], { page: 1, pageSize: 20, total: 0, totalPages: 0, counts: { 'musical-works': 0, 'sound-recordings': 0 } }),
};

describe('the staff console', () => {
  it('is where staff land: /staff opens the review queue in the console frame', async () => {
    stubApi(staffApi);
    const router = renderApp('/staff');
    expect(await screen.findByRole('heading', { name: 'Review queue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/review');
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toHaveTextContent('Announcements');
    expect(await screen.findByRole('button', { name: /Sam Reviewer/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('ISNI pending')).not.toBeInTheDocument();
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
  });

  it.each(['/dashboard', '/music-composition', '/sound-recordings', '/profile', '/no-such-page'])('sends staff from the member screen %s to the console', async (url) => {
    stubApi(staffApi);
    const router = renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Review queue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/review');
  });

  it('lets staff change their password inside the console', async () => {
    stubApi(staffApi);
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toHaveTextContent('Review queue');
  });

  it('opens the disputes desk', async () => {
    stubApi({ ...staffApi, 'GET /staff/disputes': disputePage([]) });
    renderApp('/staff/disputes');
    expect(await screen.findByText('No disputes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Disputes' })).toBeInTheDocument();
  });

  it.each(['/staff', '/staff/review', '/staff/members', '/staff/inbox'])('shows a member the not-found page at %s', async (url) => {
    stubApi(memberApi);
    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toHaveTextContent('Sound Recordings');
    expect(screen.getByRole('navigation', { name: 'Side menu' })).not.toHaveTextContent('Review queue');
  });

  const staffWithRoles = (staff_roles: StaffRole[]) => ({
    ...staffApi,
    'GET /auth/session': ok(createSession({ role: 'staff', staff_roles, display_name: 'Sam Reviewer', email: 'staff@example.com' })),
  });
  const menuEntries = () => within(screen.getByRole('navigation', { name: 'Side menu' })).getAllByRole('link').map((link) => link.textContent);

  it('shows a staff member the sections their roles cover, and opens on the first', async () => {
    stubApi({ ...staffWithRoles(['disputes']), 'GET /staff/disputes': disputePage([]) });
    const router = renderApp('/staff');
    expect(await screen.findByText('No disputes')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/disputes');
    expect(menuEntries()).toEqual(['Disputes']);
  });

  it.each(['/staff/disputes', '/staff/disputes/6b0d1d0e-8a43-4c7e-9a57-1f7f5b0d2c11', '/staff/inbox', '/staff/accounts', '/staff/distributions'])(
    'tells a reviewer that %s is not part of their roles, and asks for nothing there',
    async (url) => {
      const { calls } = stubApi(staffWithRoles(['reviewer']));
      renderApp(url);
      expect(await screen.findByRole('heading', { name: 'Not part of your roles' })).toBeInTheDocument();
      expect(screen.getByText(/Your staff roles \(Reviewer\) do not cover this part of the console/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the console' })).toHaveAttribute('href', '/staff');
      expect(menuEntries()).toEqual(['Review queue', 'CWR exports']);
      expect(calls.filter((call) => call.path.startsWith('/staff/'))).toEqual([]);
    },
  );

  it('shows finance staff the distributions, and opens on them', async () => {
    stubApi({ ...staffWithRoles(['finance']), 'GET /staff/distributions': ok([], { page: 1, pageSize: 20, total: 0, totalPages: 0 }) });
    const router = renderApp('/staff');
    expect(await screen.findByRole('heading', { name: 'No distributions yet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/distributions');
    expect(menuEntries()).toEqual(['Distributions']);
  });

  it('tells staff whose roles cover no section that there is nothing for them', async () => {
    stubApi(staffWithRoles([]));
    const router = renderApp('/staff');
    expect(await screen.findByRole('heading', { name: 'Nothing here for your roles yet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');
    expect(screen.getByRole('navigation', { name: 'Side menu' })).not.toHaveTextContent('Review queue');
  });

  it('shows an administrator every section, staff accounts included', async () => {
    stubApi(staffWithRoles(['administrator']));
    renderApp('/staff/review');
    expect(await screen.findByRole('heading', { name: 'Review queue' })).toBeInTheDocument();
    expect(menuEntries()).toEqual(['Review queue', 'Members', 'Disputes', 'Announcements', 'Inbox', 'CWR exports', 'Distributions', 'Staff accounts']);
  });

  it('sends a visitor without a session from /staff to /', async () => {
    stubApi({ 'GET /auth/session': fail(401, 'You are not logged in') });
    const router = renderApp('/staff/review');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
