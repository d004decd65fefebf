import { screen } from '@testing-library/react';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { RequestPasswordReset } from './request-password-reset';

const confirmation = 'If an account exists for that address, a link to reset the password is on its way; it works once, for one hour';

async function requestLinkFor(email: string) {
  const { user } = renderWithProviders(<RequestPasswordReset />, { url: '/email-password-reset-link' });
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('request a password reset link', () => {
  it('asks the server to mail a link to the address given', async () => {
    const { callsTo } = stubApi({ 'POST /auth/password/forgot': ok(null) });
    await requestLinkFor('amara.nwosu@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(confirmation);
    expect(callsTo('POST', '/auth/password/forgot').map((c) => c.body)).toEqual([{ email: 'amara.nwosu@example.com' }]);
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/');
  });

  it('gives the same answer for an address without an account', async () => {
    // The server answers alike for both; the screen must not tell them apart either.
    stubApi({ 'POST /auth/password/forgot': ok(null) });
    await requestLinkFor('nobody@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(confirmation);
    expect(screen.queryByText(/no account|not found|unknown/i)).not.toBeInTheDocument();
  });

  it('refuses an address that is not an e-mail address without asking the server', async () => {
    const { callsTo } = stubApi({});
    await requestLinkFor('amara.nwosu');
    expect(await screen.findByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST', '/auth/password/forgot')).toHaveLength(0);
  });

  it('shows the server’s message when the link cannot be sent', async () => {
    stubApi({ 'POST /auth/password/forgot': fail(429, 'Too many attempts: try again in 5 minutes') });
    await requestLinkFor('amara.nwosu@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts: try again in 5 minutes');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
