import { screen } from '@testing-library/react';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { ChangePassword } from './change-password';

const wrongCurrentPassword = 'Your current password is not correct';

async function changePassword({ current, next }: { current: string; next: string }) {
  const { user } = renderWithProviders(<ChangePassword />, { url: '/reset-password' });
  if (current) await user.type(await screen.findByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm password/), next);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change the password while logged in', () => {
  it('needs the current password', async () => {
    const { callsTo } = stubApi({});
    await changePassword({ current: '', next: 'quiet-harbour-lantern-42' });
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(callsTo('POST', '/auth/password/change')).toHaveLength(0);
  });

  it('sends the current and the new password, confirms with a toast and empties the form', async () => {
    const { callsTo } = stubApi({ 'POST /auth/password/change': ok(null) });
    await changePassword({ current: 'old-harbour-lantern-1', next: 'quiet-harbour-lantern-42' });

    expect(await screen.findByText('Your password has been changed; other devices have been logged out')).toBeInTheDocument();
    expect(callsTo('POST', '/auth/password/change').map((c) => c.body)).toEqual([{ current_password: 'old-harbour-lantern-1', new_password: 'quiet-harbour-lantern-42' }]);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  it('shows the server’s refusal of the current password on that field, once', async () => {
    stubApi({ 'POST /auth/password/change': fail(400, wrongCurrentPassword, [{ path: 'current_password', message: wrongCurrentPassword }]) });
    await changePassword({ current: 'not-my-password', next: 'quiet-harbour-lantern-42' });

    expect(await screen.findByText(wrongCurrentPassword)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(wrongCurrentPassword);
    expect(screen.getAllByText(wrongCurrentPassword)).toHaveLength(1);
    expect(screen.getByLabelText(/^Current password/)).toHaveFocus();
  });

  it('shows a refusal that names no field above the submit button, and moves the focus to it', async () => {
    stubApi({ 'POST /auth/password/change': fail(429, 'Too many attempts: try again in 5 minutes') });
    await changePassword({ current: 'old-harbour-lantern-1', next: 'quiet-harbour-lantern-42' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts: try again in 5 minutes');
    expect(alert).toHaveFocus();
    // Above the submit button: the last thing before it in the page's order.
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: 'Change password' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(alert.compareDocumentPosition(screen.getByLabelText(/^Confirm password/))).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });
});
