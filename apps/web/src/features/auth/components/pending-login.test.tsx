import { screen } from '@testing-library/react';
import type { PendingLogin } from '@repertoire/contract';
import { createSession } from '../../../testing/factories';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { LandingPage } from './landing-page';

const noSession = { 'GET /auth/session': fail(401, 'You are not logged in') };

const pending = (second_factor: PendingLogin['second_factor']): PendingLogin => ({
  second_factor,
  challenge: 'challenge-123',
  expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
});

const recoveryCodes = ['2fk9m-x7q4p', 'a8c3d-k2m9w', 'b4n7r-q1z5t', 'c9p2s-v6x3y', 'd3k8m-w7n2q', 'e5t1v-y4r8z', 'f7w6x-z2s9k', 'g2y5z-p8v4m', 'h6a9b-n3t7w', 'j1c4d-r5x8y'];

const setup = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/Repertoire:sam%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Repertoire' };

async function logIn(email = 'sam@example.com') {
  const rendered = renderWithProviders(<LandingPage />, { url: '/', path: '/', routes: [landmark('/dashboard')] });
  await rendered.user.type(await screen.findByLabelText(/^Email/), email);
  await rendered.user.type(screen.getByLabelText(/^Password/), 'steady-review-desk-2026');
  await rendered.user.click(screen.getByRole('button', { name: 'Log in' }));
  return rendered;
}

describe('logging in with two-step sign-in', () => {
  it('asks for the code after the password and logs in with it', async () => {
    const { callsTo } = stubApi({ ...noSession, 'POST /auth/login': ok(pending('required')), 'POST /auth/login/second-factor': ok(createSession()) });
    const { user } = await logIn();
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
    expect(callsTo('POST', '/auth/login/second-factor').map((c) => c.body)).toEqual([{ challenge: 'challenge-123', code: '123 456' }]);
  });

  it('shows a refused code on the field, and logs in with the next one', async () => {
    const wrong = 'The code is not correct: enter the current code from your authenticator app, or one of your recovery codes';
    let attempts = 0;
    stubApi({
      ...noSession,
      'POST /auth/login': ok(pending('required')),
      'POST /auth/login/second-factor': () => (++attempts === 1 ? fail(400, wrong, [{ path: 'code', message: wrong }]) : ok(createSession())),
    });
    const { user } = await logIn();
    const code = await screen.findByLabelText(/^Code/);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
  });

  it('says how many recovery codes are left when one was used', async () => {
    stubApi({
      ...noSession,
      'POST /auth/login': ok(pending('required')),
      'POST /auth/login/second-factor': { status: 200, body: { message: 'Logged in with a recovery code: 9 are left', data: { data: createSession() } } },
    });
    const { user } = await logIn();
    await user.type(await screen.findByLabelText(/^Code/), '2fk9m-x7q4p');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Logged in with a recovery code: 9 are left')).toBeInTheDocument();
    expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
  });

  it('goes back to the password when the login has expired', async () => {
    const expired = 'This login has expired: please log in again';
    stubApi({ ...noSession, 'POST /auth/login': ok(pending('required')), 'POST /auth/login/second-factor': fail(401, expired) });
    const { user } = await logIn();
    await user.type(await screen.findByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    await user.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(await screen.findByLabelText(/^Password/)).toHaveValue('');
  });

  it('checks the code before calling the API', async () => {
    const { callsTo } = stubApi({ ...noSession, 'POST /auth/login': ok(pending('required')) });
    const { user } = await logIn();
    await screen.findByLabelText(/^Code/);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter the code from your authenticator app or one of your recovery codes')).toBeInTheDocument();
    expect(callsTo('POST', '/auth/login/second-factor')).toHaveLength(0);
  });
});

describe('staff setting up two-step sign-in at their first login', () => {
  it('scan the QR code, confirm the first code, save the recovery codes, and only then go on', async () => {
    const { callsTo } = stubApi({
      ...noSession,
      'POST /auth/login': ok(pending('setup_required')),
      'POST /auth/second-factor/setup': ok(setup),
      'POST /auth/second-factor/confirm': ok({ recovery_codes: recoveryCodes, session: createSession({ role: 'staff' }) }),
    });
    const { user } = await logIn();
    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));

    expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(callsTo('POST', '/auth/second-factor/setup').map((c) => c.body)).toEqual([{ challenge: 'challenge-123' }]);

    await user.type(screen.getByLabelText(/^Code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(callsTo('POST', '/auth/second-factor/confirm').map((c) => c.body)).toEqual([{ challenge: 'challenge-123', code: '123456' }]);

    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent('2fk9m-x7q4p');
    expect(screen.getByRole('button', { name: 'Download the codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy the codes' }));
    expect(await navigator.clipboard.readText()).toBe(recoveryCodes.join('\n'));

    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    expect(screen.queryByText('at /dashboard')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('I have saved my recovery codes'));
    await user.click(proceed);
    expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
  });

  it('show a refused first code on the field', async () => {
    const wrong = 'The code is not correct: enter the current code from your authenticator app';
    stubApi({
      ...noSession,
      'POST /auth/login': ok(pending('setup_required')),
      'POST /auth/second-factor/setup': ok(setup),
      'POST /auth/second-factor/confirm': fail(400, wrong, [{ path: 'code', message: wrong }]),
    });
    const { user } = await logIn();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(await screen.findByLabelText(/^Code from the app/), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code from the app/)).toHaveAccessibleDescription(wrong);
  });

  it('need a 6-digit code before anything is sent', async () => {
    const { callsTo } = stubApi({ ...noSession, 'POST /auth/login': ok(pending('setup_required')), 'POST /auth/second-factor/setup': ok(setup) });
    const { user } = await logIn();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(await screen.findByLabelText(/^Code from the app/), '12ab');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(callsTo('POST', '/auth/second-factor/confirm')).toHaveLength(0);
  });
});
