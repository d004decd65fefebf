import { screen } from '@testing-library/react';
import { createCorporateProfile, createProfile, createSession } from '../../../testing/factories';
import { ok, stubApi } from '../../../testing/api-stub';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { UserMenu } from './user-menu';

describe('user menu', () => {
  it('shows an individual by given name and other names, with the e-mail address inside', async () => {
    stubApi({ 'GET /user/profile': ok(createProfile()) });
    const { user } = renderWithProviders(<UserMenu />);
    const target = await screen.findByRole('button', { name: /Amara Nwosu/ });
    expect(screen.queryByText('amara.nwosu@example.com')).not.toBeInTheDocument();
    await user.click(target);
    expect(await screen.findByText('amara.nwosu@example.com')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Statements' })).toHaveAttribute('href', '/statements');
    expect(screen.getByRole('menuitem', { name: 'Payments' })).toHaveAttribute('href', '/payments');
    expect(screen.getByRole('menuitem', { name: 'Reset Password' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    // A menu holds only menu items (ARIA menu pattern): the name and e-mail are a label, not items.
    const menu = screen.getByRole('menu');
    const roles = [...menu.querySelectorAll('[role], button, a, input')].map((element) => element.getAttribute('role'));
    expect(new Set(roles)).toEqual(new Set(['menuitem']));
  });

  it('offers Statements and Payments to the member’s finance people, not to those in charge of registrations', async () => {
    const personOf = (role: 'finance' | 'registrations') => ({
      person: { id: '9b2f6c1e-4d3a-4e5f-8a7b-1c2d3e4f5a6b', name: 'Jane Doe', email: 'jane.doe@example.com', role, is_member: false },
    });
    stubApi({ 'GET /user/profile': ok(createProfile()), 'GET /auth/session': ok(createSession({}, personOf('finance'))) });
    const finance = renderWithProviders(<UserMenu />);
    await finance.user.click(await screen.findByRole('button', { name: /Amara Nwosu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Payments' })).toHaveAttribute('href', '/payments');
    expect(screen.getByRole('menuitem', { name: 'Statements' })).toBeInTheDocument();
    finance.unmount();

    stubApi({ 'GET /user/profile': ok(createProfile()), 'GET /auth/session': ok(createSession({}, personOf('registrations'))) });
    const registrations = renderWithProviders(<UserMenu />);
    await registrations.user.click(await screen.findByRole('button', { name: /Amara Nwosu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Payments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Statements' })).not.toBeInTheDocument();
  });

  it('opens from the keyboard and gives the focus back to its button when it closes', async () => {
    stubApi({ 'GET /user/profile': ok(createProfile()) });
    const { user } = renderWithProviders(<UserMenu />);
    await screen.findByRole('button', { name: /Amara Nwosu/ });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Amara Nwosu/ })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /Amara Nwosu/ })).toHaveFocus());
  });

  it('opens again after an item was chosen', async () => {
    stubApi({ 'GET /user/profile': ok(createProfile()) });
    const { user } = renderWithProviders(<UserMenu />);
    await user.click(await screen.findByRole('button', { name: /Amara Nwosu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await vi.waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Amara Nwosu/ })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: /Amara Nwosu/ }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Amara Nwosu/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Reset Password' })).toBeVisible();
  });

  it('shows a corporate account by its corporation name, not a person', async () => {
    stubApi({ 'GET /user/profile': ok(createCorporateProfile({ given_name: 'Siobhan', other_names: 'Kelly' })) });
    renderWithProviders(<UserMenu />);
    expect(await screen.findByRole('button', { name: /Harbour Lights Music Ltd/ })).toBeInTheDocument();
    expect(screen.queryByText(/Siobhan/)).not.toBeInTheDocument();
  });

  it('lets a person leave the member they act for, once they confirm', async () => {
    const label = { id: '0e4c1c8a-7d0e-4d55-8f7a-5b2d1c3e4f60', register_as: 'corporate' as const, display_name: 'Harbour Lights Music Ltd', email: 'office@harbour.example' };
    const session = createSession(label, {
      person: { id: '7a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d', name: 'Jane Doe', email: 'jane@example.com', role: 'registrations', is_member: false },
    });
    const { callsTo } = stubApi({
      'GET /user/profile': ok(createCorporateProfile()),
      'GET /auth/session': ok(session),
      'POST /people/leave': { status: 200, body: { message: 'You no longer act for Harbour Lights Music Ltd', data: { data: null } } },
    });
    const { user } = renderWithProviders(<UserMenu />);
    await user.click(await screen.findByRole('button', { name: /Harbour Lights Music Ltd/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Leave Harbour Lights Music Ltd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Harbour Lights Music Ltd?' });
    expect(dialog).toHaveTextContent('you will be logged out');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callsTo('POST', '/people/leave')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Harbour Lights Music Ltd/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Leave Harbour Lights Music Ltd' }));
    await user.click(await screen.findByRole('button', { name: 'Leave Harbour Lights Music Ltd' }));
    expect(await screen.findByText('You no longer act for Harbour Lights Music Ltd')).toBeInTheDocument();
    expect(callsTo('POST', '/people/leave')).toHaveLength(1);
  });

  it('offers no leaving to a member’s own login', async () => {
    stubApi({ 'GET /user/profile': ok(createProfile()), 'GET /auth/session': ok(createSession()) });
    const { user } = renderWithProviders(<UserMenu />);
    await user.click(await screen.findByRole('button', { name: /Amara Nwosu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /^Leave/ })).not.toBeInTheDocument();
  });

  it('logs out on the server and reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { callsTo } = stubApi({ 'GET /user/profile': ok(createProfile()), 'POST /auth/logout': ok(null) });
    const { user } = renderWithProviders(<UserMenu />, { routes: [landmark('/profile')] });
    await user.click(await screen.findByRole('button', { name: /Amara Nwosu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(callsTo('POST', '/auth/logout')).toHaveLength(1);
  });
});
