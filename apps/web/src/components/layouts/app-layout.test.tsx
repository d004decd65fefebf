import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/test-utils';
import { AppLayout } from './app-layout';
import { memberNavItems, staffNavItems } from './nav-items';

const expectedEntries = [
  ['Dashboard', '/dashboard'],
  ['Sound Recordings', '/sound-recordings'],
  ['Musical Works', '/music-composition'],
  ['Musical Works in Dispute', '/musicalworks-indispute'],
  ['Sound Recording Logs', '/sound-recording-logs'],
  ['Bank Details', '/bank-details'],
  ['Account', '/profile'],
  ['Help', '/dashboard/help'],
];

function entriesOf(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('app layout menus', () => {
  it('has a side menu with exactly the eight entries in order', () => {
    renderWithProviders(<AppLayout navItems={memberNavItems} headerActions={null}>content</AppLayout>, { url: '/dashboard' });
    expect(entriesOf(screen.getByRole('navigation', { name: 'Side menu' }))).toEqual(expectedEntries);
  });

  it('marks the entry of the current screen', () => {
    renderWithProviders(<AppLayout navItems={memberNavItems} headerActions={null}>content</AppLayout>, { url: '/sound-recording/details/abc' });
    const nav = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(nav).getByRole('link', { name: 'Sound Recordings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Sound Recording Logs' })).not.toHaveAttribute('aria-current');
  });

  it('opens an identical mobile menu from the burger', async () => {
    const { user } = renderWithProviders(<AppLayout navItems={memberNavItems} headerActions={null}>content</AppLayout>, { url: '/dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = await screen.findByRole('navigation', { name: 'Mobile menu' });
    expect(entriesOf(mobile)).toEqual(expectedEntries);
  });

  it('closes the mobile menu after choosing an entry', async () => {
    const { user, router } = renderWithProviders(<AppLayout navItems={memberNavItems} headerActions={null}>content</AppLayout>, { url: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('navigation', { name: 'Mobile menu' })).getByRole('link', { name: 'Help' }));
    expect(router.state.location.pathname).toBe('/dashboard/help');
    await vi.waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument());
  });

  it('gives the focus back to the burger when the mobile menu closes', async () => {
    const { user } = renderWithProviders(<AppLayout navItems={memberNavItems} headerActions={null}>content</AppLayout>, { url: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Mobile menu' });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument());
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  });
});

describe('the staff console layout', () => {
  it('has the console menu, and the logo leads to the console', () => {
    renderWithProviders(
      <AppLayout navItems={staffNavItems} home={{ href: '/staff', label: 'the staff console' }} headerActions={null}>
        content
      </AppLayout>,
      { url: '/staff/review/musical-works/abc' },
    );
    const nav = screen.getByRole('navigation', { name: 'Side menu' });
    expect(entriesOf(nav)).toEqual([
      ['Review queue', '/staff/review'],
      ['Members', '/staff/members'],
      ['Disputes', '/staff/disputes'],
      ['Announcements', '/staff/announcements'],
      ['Inbox', '/staff/inbox'],
      ['CWR exports', '/staff/cwr-exports'],
      ['Distributions', '/staff/distributions'],
      ['Staff accounts', '/staff/accounts'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Review queue' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Repertoire, go to the staff console' })).toHaveAttribute('href', '/staff');
  });

  it('offers to skip the header and the menu on the first Tab, and moves the focus to the content', async () => {
    const { user } = renderWithProviders(<AppLayout navItems={memberNavItems} headerActions={null}>content</AppLayout>, { url: '/dashboard' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveTextContent('content');
  });
});
