import { screen, within } from '@testing-library/react';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { createProfile } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { ConfirmEmailChange } from './confirm-email-change';
import { ProfileScreen } from './profile-screen';

const said = (message: string) => ({ status: 200, body: { message, data: { data: null } } });

describe('changing the e-mail address', () => {
  it('asks for the new address and the password, then says where the link went', async () => {
    const profile = createProfile();
    const api = stubApi({
      'GET /user/profile': ok(profile),
      'POST /user/email-change': said('Check the mailbox of new@example.com: open the link we sent there within 24 hours to finish the change'),
    });
    const { user } = renderWithProviders(<ProfileScreen />);
    await user.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    const form = screen.getByRole('form', { name: 'Change e-mail address' });
    await user.click(within(form).getByRole('button', { name: 'Send the confirmation link' }));
    expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Enter your password to confirm the change')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^New e-mail address/), 'New@Example.com');
    await user.type(within(form).getByLabelText(/^Your password/), 'quiet-harbour-lantern-42');
    await user.click(within(form).getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Check the mailbox of new@example.com: open the link we sent there within 24 hours to finish the change. Until then you keep logging in with ${profile.email}.`,
    );
    expect(api.callsTo('POST', '/user/email-change').map((call) => call.body)).toEqual([{ email: 'new@example.com', password: 'quiet-harbour-lantern-42' }]);
  });

  it('shows a wrong password on the password field', async () => {
    stubApi({
      'GET /user/profile': ok(createProfile()),
      'POST /user/email-change': fail(400, 'Your password is not correct', [{ path: 'password', message: 'Your password is not correct' }]),
    });
    const { user } = renderWithProviders(<ProfileScreen />);
    await user.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    const form = screen.getByRole('form', { name: 'Change e-mail address' });
    await user.type(within(form).getByLabelText(/^New e-mail address/), 'new@example.com');
    await user.type(within(form).getByLabelText(/^Your password/), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Send the confirmation link' }));
    expect(await within(form).findByText('Your password is not correct')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Your password/)).toHaveAccessibleDescription(/Your password is not correct/);
  });

  it('confirms the mailed link with a button, and says when it cannot be used', async () => {
    const api = stubApi({
      'POST /user/email-change/confirm': ({ body }) =>
        (body as { token: string }).token === 'good'
          ? said('Your email address has been changed: log in with the new one from now on')
          : fail(400, 'This link is not valid or has expired: ask for the change again from your profile'),
    });
    const good = renderWithProviders(<ConfirmEmailChange />, { url: '/account/email/confirm?token=good', path: '/account/email/confirm' });
    await good.user.click(await screen.findByRole('button', { name: 'Confirm the new address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your email address has been changed: log in with the new one from now on');
    expect(api.callsTo('POST', '/user/email-change/confirm').map((call) => call.body)).toEqual([{ token: 'good' }]);
    good.unmount();

    const bad = renderWithProviders(<ConfirmEmailChange />, { url: '/account/email/confirm?token=old', path: '/account/email/confirm' });
    await bad.user.click(await screen.findByRole('button', { name: 'Confirm the new address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid or has expired: ask for the change again from your profile');
  });
});
