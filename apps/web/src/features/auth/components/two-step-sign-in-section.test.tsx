import { screen, within } from '@testing-library/react';
import type { SecondFactorStatus } from '@repertoire/contract';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { TwoStepSignInSection } from './two-step-sign-in-section';

const off: SecondFactorStatus = { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false };
const on: SecondFactorStatus = { enabled: true, enabled_at: '2026-03-02T09:00:00.000Z', recovery_codes_left: 10, required: false };

const codes = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i}abc-defgh`);

const setup = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/Repertoire:amara%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Repertoire' };

function renderSection() {
  const rendered = renderWithProviders(<TwoStepSignInSection />);
  return { ...rendered, section: () => screen.getByRole('region', { name: 'Two-step sign-in' }) };
}

describe("the profile's two-step sign-in", () => {
  it('turns it on: the QR code, the first code, the recovery codes, then it reads On', async () => {
    let status = off;
    const { callsTo } = stubApi({
      'GET /auth/second-factor': () => ok(status),
      'POST /auth/second-factor/setup': ok(setup),
      'POST /auth/second-factor/confirm': () => {
        status = on;
        return ok({ recovery_codes: codes('a') });
      },
    });
    const { user, section } = renderSection();
    expect(await within(section()).findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeInTheDocument();
    // Logged in: no challenge is sent.
    expect(callsTo('POST', '/auth/second-factor/setup').map((c) => c.body)).toEqual([{}]);

    await user.type(screen.getByLabelText(/^Code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(callsTo('POST', '/auth/second-factor/confirm').map((c) => c.body)).toEqual([{ code: '123456' }]);

    await user.click(screen.getByLabelText('I have saved my recovery codes'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await within(section()).findByText('On')).toBeInTheDocument();
    expect(within(section()).getByText('Since 02/03/2026 · 10 recovery codes left')).toBeInTheDocument();
  });

  it('can be cancelled during the set-up', async () => {
    stubApi({ 'GET /auth/second-factor': ok(off), 'POST /auth/second-factor/setup': ok(setup) });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
  });

  it('turns it off with the password and a code, and shows a refused password on its field', async () => {
    const wrongPassword = 'Your password is not correct';
    let status = on;
    let attempts = 0;
    const { callsTo } = stubApi({
      'GET /auth/second-factor': () => ok(status),
      'POST /auth/second-factor/disable': () => {
        attempts += 1;
        if (attempts === 1) return fail(400, wrongPassword, [{ path: 'password', message: wrongPassword }]);
        status = off;
        return ok(null);
      },
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText(/^Password/), 'not-my-password');
    await user.type(screen.getByLabelText(/^Code/), '2fk9m-x7q4p');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByText(wrongPassword)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(wrongPassword);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'quiet-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByText('Two-step sign-in is off: your password alone logs you in')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
    expect(callsTo('POST', '/auth/second-factor/disable')[1]?.body).toEqual({ password: 'quiet-harbour-lantern-42', code: '2fk9m-x7q4p' });
  });

  it('gives new recovery codes for a code from the app', async () => {
    const { callsTo } = stubApi({ 'GET /auth/second-factor': ok({ ...on, recovery_codes_left: 2 }), 'POST /auth/second-factor/recovery-codes': ok({ recovery_codes: codes('n') }) });
    const { user } = renderSection();
    expect(await screen.findByText('Few recovery codes are left: get new ones before they run out.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText(/^Code from your authenticator app/), '654321');
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent('n0abc-defgh');
    expect(callsTo('POST', '/auth/second-factor/recovery-codes').map((c) => c.body)).toEqual([{ code: '654321' }]);
  });

  it('offers no way to turn it off where the account must keep it (staff)', async () => {
    stubApi({ 'GET /auth/second-factor': ok({ ...on, required: true }) });
    renderSection();
    expect(await screen.findByText('Staff accounts keep two-step sign-in on.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });
});
