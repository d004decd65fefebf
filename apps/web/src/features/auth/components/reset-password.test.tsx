import { screen, within } from '@testing-library/react';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { ResetPassword } from './reset-password';

const userId = '5d1f7a62-3c1b-4f7e-9a11-2b7c8d9e0f10';
const badLinkMessage = 'This password reset link is not valid or has expired: ask for a new one';
/** The link as the server reads it when the page opens. */
const goodLink = { 'POST /auth/password/reset/status': ok({ status: 'valid', expires_at: '2030-01-01T10:00:00.000Z' }) };

function renderResetPassword(url = `/account/password/reset/${userId}?token=mailed-token`) {
  return renderWithProviders(<ResetPassword />, {
    url,
    path: '/account/password/reset/:userId',
    routes: [landmark('/'), landmark('/email-password-reset-link')],
  });
}

async function setNewPassword(user: ReturnType<typeof renderResetPassword>['user'], password: string, confirmation = password) {
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('set a new password from the mailed link', () => {
  it('sends the new password with the link’s user and token, then leads to log in', async () => {
    const { callsTo } = stubApi({ ...goodLink, 'POST /auth/password/reset': ok(null) });
    const { user, router } = renderResetPassword();
    await setNewPassword(user, 'quiet-harbour-lantern-42');

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed: log in with your new password');
    expect(callsTo('POST', '/auth/password/reset/status').map((c) => c.body)).toEqual([{ userId, token: 'mailed-token' }]);
    expect(callsTo('POST', '/auth/password/reset').map((c) => c.body)).toEqual([{ userId, token: 'mailed-token', password: 'quiet-harbour-lantern-42' }]);
    await user.click(screen.getByRole('link', { name: 'Go to log in' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses a confirmation that does not match, without asking the server', async () => {
    const { callsTo } = stubApi(goodLink);
    const { user } = renderResetPassword();
    await setNewPassword(user, 'quiet-harbour-lantern-42', 'quiet-harbour-lantern-24');

    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription('The passwords do not match');
    expect(callsTo('POST', '/auth/password/reset')).toHaveLength(0);
  });

  it('shows the server’s message for a link used up after the page opened, once, and offers a new link', async () => {
    stubApi({ ...goodLink, 'POST /auth/password/reset': fail(400, badLinkMessage, [{ path: 'token', message: badLinkMessage }]) });
    const { user } = renderResetPassword();
    await setNewPassword(user, 'quiet-harbour-lantern-42');

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('This link cannot be used');
    // The server's message as sent, and ours about reset links in an element of its own.
    expect(within(problem).getByText(badLinkMessage)).toBeInTheDocument();
    expect(within(problem).getByText('Reset links work once, for one hour')).toBeInTheDocument();
    expect(screen.getAllByText(/not valid or has expired/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/email-password-reset-link');
  });

  it('shows the server’s message exactly as sent, with nothing added to it', async () => {
    stubApi({ ...goodLink, 'POST /auth/password/reset': fail(400, 'This reset link has expired', [{ path: 'token', message: 'This reset link has expired' }]) });
    const { user } = renderResetPassword();
    await setNewPassword(user, 'quiet-harbour-lantern-42');

    const problem = await screen.findByRole('alert');
    expect(within(problem).getByText('This reset link has expired')).toBeInTheDocument();
    expect(problem).not.toHaveTextContent('This reset link has expired.');
  });

  it.each([
    ['used', 'This reset link has been used already, or a newer one was sent since: ask for a new link if you still need to set a password'],
    ['expired', 'This reset link has expired: reset links work for one hour'],
    ['unknown', 'This reset link is not valid: open the whole link from the e-mail, or ask for a new one'],
  ])('says a link that is %s cannot be used as the page opens, before a password is typed, and offers a new link', async (status, message) => {
    const { callsTo } = stubApi({ 'POST /auth/password/reset/status': ok({ status, expires_at: null }) });
    renderResetPassword();
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('This link cannot be used');
    expect(within(problem).getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/email-password-reset-link');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(callsTo('POST', '/auth/password/reset')).toHaveLength(0);
  });

  it('says a malformed link is not valid', async () => {
    stubApi({ 'POST /auth/password/reset/status': fail(400, 'This reset link is not valid', [{ path: 'userId', message: 'This reset link is not valid' }]) });
    renderResetPassword('/account/password/reset/not-an-id?token=mailed-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is not valid: open the whole link from the e-mail, or ask for a new one');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('says a link without its token is incomplete', async () => {
    stubApi({});
    renderResetPassword(`/account/password/reset/${userId}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is incomplete: open the link from the e-mail again, or ask for a new one');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
