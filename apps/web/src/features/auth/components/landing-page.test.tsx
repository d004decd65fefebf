import { screen } from '@testing-library/react';
import { createSession } from '../../../testing/factories';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { LandingPage } from './landing-page';

const noSession = { 'GET /auth/session': fail(401, 'You are not logged in') };

function renderLanding(url = '/') {
  return renderWithProviders(<LandingPage />, { url, path: '/', routes: [landmark('/dashboard')] });
}

describe('landing page login', () => {
  it('shows the message the API gives for refused credentials', async () => {
    stubApi({ ...noSession, 'POST /auth/login': fail(401, 'The e-mail address or password is not correct') });
    const { user } = renderLanding();
    await user.type(await screen.findByLabelText(/^Email/), 'amara@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail address or password is not correct');
    // The refusal names no field: the focus moves to it, and stays on what the member types next.
    expect(alert).toHaveFocus();
    await user.type(screen.getByLabelText(/^Password/), 'x');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Send a new verification link' })).not.toBeInTheDocument();
  });

  it('offers a new verification link when the address is not verified', async () => {
    const { callsTo } = stubApi({
      ...noSession,
      'POST /auth/login': fail(403, 'Verify your e-mail address before logging in'),
      'POST /auth/verify-email/resend': ok(null),
    });
    const { user } = renderLanding();
    await user.type(await screen.findByLabelText(/^Email/), 'amara@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'quiet-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Send a new verification link' }));
    await vi.waitFor(() => expect(callsTo('POST', '/auth/verify-email/resend')).toHaveLength(1));
    expect(callsTo('POST', '/auth/verify-email/resend')[0]?.body).toEqual({ email: 'amara@example.com' });
    expect(await screen.findByText('If the address belongs to an unverified account, a new verification link is on its way')).toBeInTheDocument();
  });

  it('says at what time to try again after too many attempts, and waits until then', async () => {
    stubApi({
      ...noSession,
      'POST /auth/login': { ...fail(429, 'Too many attempts: try again in 2 minutes'), headers: { 'Retry-After': '120' } },
    });
    const { user } = renderLanding();
    await user.type(await screen.findByLabelText(/^Email/), 'amara@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    const clockIn2Minutes = () => new Date(Date.now() + 120_000).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
    const earliest = clockIn2Minutes();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    // The answer arrives between the two readings, which differ only when a minute turns meanwhile.
    const shown = [earliest, clockIn2Minutes()].map((time) => `You can try again at ${time}.`);
    expect(alert).toHaveTextContent('Too many attempts: try again in 2 minutes');
    expect(shown.some((text) => alert.textContent?.includes(text))).toBe(true);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });

  it('logs in and goes to the dashboard', async () => {
    const { callsTo } = stubApi({ ...noSession, 'POST /auth/login': ok(createSession()) });
    const { user } = renderLanding();
    await user.type(await screen.findByLabelText(/^Email/), 'Amara@Example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'quiet-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
    expect(callsTo('POST', '/auth/login')[0]?.body).toEqual({ email: 'amara@example.com', password: 'quiet-harbour-lantern-42' });
  });

  it('checks the fields before calling the API', async () => {
    const { callsTo } = stubApi(noSession);
    const { user } = renderLanding();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(callsTo('POST', '/auth/login')).toHaveLength(0);
    // The first field in error has the caret; a corrected field loses its message as it changes.
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^Email/), 'amara@example.com');
    await vi.waitFor(() => expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument());
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('shows the password on request, from a button reached by keyboard', async () => {
    stubApi(noSession);
    const { user } = renderLanding();
    const password = await screen.findByLabelText(/^Password/);
    await user.type(password, 'quiet-harbour');
    expect(password).toHaveAttribute('type', 'password');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show the password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide the password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links to password reset and both sign-ups', async () => {
    stubApi(noSession);
    renderLanding();
    expect(await screen.findByRole('link', { name: 'Sign up as an individual' })).toHaveAttribute('href', '/signup/individual');
    expect(screen.getByRole('link', { name: 'Sign up as a corporation' })).toHaveAttribute('href', '/signup/corporate');
    expect(screen.getByRole('link', { name: /Forgot your password/ })).toHaveAttribute('href', '/email-password-reset-link');
  });
});

describe('landing page e-mail verification', () => {
  it('posts the token from the link and confirms the address', async () => {
    const { callsTo } = stubApi({ ...noSession, 'POST /auth/verify-email': ok(null) });
    renderLanding('/?verify=tok-123');
    expect(await screen.findByText('Your email address is verified: you can log in now')).toBeInTheDocument();
    expect(callsTo('POST', '/auth/verify-email').map((c) => c.body)).toEqual([{ token: 'tok-123' }]);
  });

  it('shows why a link could not be used', async () => {
    const badLink = 'This verification link is not valid or has expired: log in below and we will offer to send you a new one';
    stubApi({ ...noSession, 'POST /auth/verify-email': fail(400, badLink) });
    renderLanding('/?verify=old');
    expect(await screen.findByText(badLink)).toBeInTheDocument();
    expect(screen.queryByText(/is verified/)).not.toBeInTheDocument();
  });
});
