import { screen } from '@testing-library/react';
import { createNotification } from '../../../testing/factories';
import { ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { NotificationsMenu } from './notifications-menu';

const meta = (total: number) => ({ page: 1, pageSize: 10, total, totalPages: total ? 1 : 0, unread: total });

describe('notifications dropdown', () => {
  it('says "Notifications not found" when there are none', async () => {
    stubApi({ 'GET /notifications': ok([], meta(0)) });
    const { user } = renderWithProviders(<NotificationsMenu />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Notifications not found')).toBeInTheDocument();
    expect(screen.getAllByText('Notifications').length).toBeGreaterThan(0);
  });

  it('lists each notification with its title, message, sender and time, linking to the dashboard', async () => {
    stubApi({
      'GET /notifications': ok(
        [
          createNotification(),
          createNotification({ _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', title: 'Share changed', message: 'Shares were revised', user: { full_name: 'Tunde Bello', profile_pic: null }, createdAt: new Date(Date.now() - 5_000).toISOString() }),
        ],
        meta(2),
      ),
    });
    const { user } = renderWithProviders(<NotificationsMenu />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));

    const first = await screen.findByRole('menuitem', { name: /Dispute opened/ });
    expect(first).toHaveTextContent('A dispute was opened on “Harbour Lights”');
    expect(first).toHaveTextContent('from Siobhan Kelly');
    expect(first).toHaveTextContent('2 hours ago');
    expect(first).toHaveAttribute('href', '/dashboard');

    const second = screen.getByRole('menuitem', { name: /Share changed/ });
    expect(second).toHaveTextContent('from Tunde Bello');
    expect(second).toHaveTextContent('a few moments ago');
    expect(screen.queryByText('Notifications not found')).not.toBeInTheDocument();
  });

  it('shows no unread count', async () => {
    stubApi({ 'GET /notifications': ok([createNotification()], meta(1)) });
    renderWithProviders(<NotificationsMenu />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  });
});
