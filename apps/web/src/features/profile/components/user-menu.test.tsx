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
