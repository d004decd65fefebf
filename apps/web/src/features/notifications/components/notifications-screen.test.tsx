import { screen, waitFor } from '@testing-library/react';
import { createNotification } from '../../../testing/factories';
import { ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { NotificationsScreen } from './notifications-screen';

const READ_AT = '2026-01-02T03:04:05.000Z';

describe('notifications page', () => {
  it('lists a page of notifications, marks the unread ones and pages on', async () => {
    const api = stubApi({
      'GET /notifications': ({ url }) =>
        new URL(url, 'http://localhost').searchParams.get('page') === '2'
          ? ok([createNotification({ _id: '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', title: 'Older one', readAt: READ_AT })], { page: 2, pageSize: 10, total: 11, totalPages: 2, unread: 1 })
          : ok([createNotification()], { page: 1, pageSize: 10, total: 11, totalPages: 2, unread: 1 }),
    });
    const { user } = renderWithProviders(<NotificationsScreen />);
    expect(await screen.findByText('Dispute opened')).toBeInTheDocument();
    expect(screen.getByText('Unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(api.callsTo('GET', '/notifications').at(-1)?.url).toContain('page=2');
  });

  it('marks all as read', async () => {
    let read = false;
    const api = stubApi({
      'GET /notifications': () =>
        ok([createNotification(read ? { readAt: READ_AT } : {})], { page: 1, pageSize: 10, total: 1, totalPages: 1, unread: read ? 0 : 1 }),
      'POST /notifications/read-all': () => {
        read = true;
        return ok({ marked: 1 });
      },
    });
    const { user } = renderWithProviders(<NotificationsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/notifications/read-all')).toHaveLength(1);
  });
});
