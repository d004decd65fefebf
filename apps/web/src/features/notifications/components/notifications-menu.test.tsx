import { act, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_EVENT } from '@repertoire/contract';
import { createNotification } from '../../../testing/factories';
import { ok, stubApi } from '../../../testing/api-stub';
import { stubEventSource } from '../../../testing/event-source-stub';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { NotificationsMenu } from './notifications-menu';

const meta = (total: number, unread = total) => ({ page: 1, pageSize: 10, total, totalPages: total ? 1 : 0, unread });
const READ_AT = '2026-01-02T03:04:05.000Z';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notifications dropdown', () => {
  it('says "Notifications not found" when there are none', async () => {
    stubApi({ 'GET /notifications': ok([], meta(0)) });
    const { user } = renderWithProviders(<NotificationsMenu />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Notifications not found')).toBeInTheDocument();
    expect(screen.getAllByText('Notifications').length).toBeGreaterThan(0);
    expect(screen.queryByRole('menuitem', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('holds nothing but menu items in its menu, whatever state the list is in', async () => {
    stubApi({ 'GET /notifications': ok([createNotification()], meta(1)) });
    const { user } = renderWithProviders(<NotificationsMenu />);
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: /Dispute opened/ });
    const roles = [...menu.querySelectorAll('[role], button, a, input')].map((element) => element.getAttribute('role'));
    expect(new Set(roles)).toEqual(new Set(['menuitem']));
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Mark all as read',
      expect.stringContaining('Dispute opened'),
      'All notifications',
    ]);
  });

  it('lists each notification with its title, message, sender and time, marking the unread ones', async () => {
    stubApi({
      'GET /notifications': ok(
        [
          createNotification(),
          createNotification({
            _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
            title: 'Share changed',
            message: 'Shares were revised',
            user: { full_name: 'Tunde Bello', profile_pic: null },
            createdAt: new Date(Date.now() - 5_000).toISOString(),
            readAt: READ_AT,
            link: '/music-composition',
          }),
        ],
        meta(2, 1),
      ),
    });
    const { user } = renderWithProviders(<NotificationsMenu />);
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));

    const first = await screen.findByRole('menuitem', { name: /Dispute opened/ });
    expect(first).toHaveTextContent('A dispute was opened on “Harbour Lights”');
    expect(first).toHaveTextContent('from Siobhan Kelly');
    expect(first).toHaveTextContent('2 hours ago');
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveAttribute('href', '/dashboard');

    const second = screen.getByRole('menuitem', { name: /Share changed/ });
    expect(second).toHaveTextContent('from Tunde Bello');
    expect(second).toHaveTextContent('a few moments ago');
    expect(second).not.toHaveTextContent('Unread');
    expect(second).toHaveAttribute('href', '/music-composition');
    expect(screen.getByRole('menuitem', { name: 'All notifications' })).toHaveAttribute('href', '/notifications');
  });

  it('shows the unread count on the bell', async () => {
    stubApi({ 'GET /notifications': ok([createNotification()], meta(1)) });
    renderWithProviders(<NotificationsMenu />);
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    expect(screen.getByText('1')).toBeInTheDocument();
  });

  it('marks a notification read when it is opened, and follows its link', async () => {
    const item = createNotification({ link: '/bank-details' });
    let read = false;
    const api = stubApi({
      'GET /notifications': () => (read ? ok([{ ...item, readAt: READ_AT }], meta(1, 0)) : ok([item], meta(1))),
      [`POST /notifications/${item._id}/read`]: () => {
        read = true;
        return ok({ ...item, readAt: READ_AT });
      },
    });
    const { user } = renderWithProviders(<NotificationsMenu />, { routes: [landmark('/bank-details')] });
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    await user.click(await screen.findByRole('menuitem', { name: /Dispute opened/ }));
    expect(await screen.findByText('at /bank-details')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', `/notifications/${item._id}/read`)).toHaveLength(1));
  });

  it('marks all as read', async () => {
    let read = false;
    const api = stubApi({
      'GET /notifications': () => (read ? ok([createNotification({ readAt: READ_AT })], meta(1, 0)) : ok([createNotification()], meta(1))),
      'POST /notifications/read-all': () => {
        read = true;
        return ok({ marked: 1 });
      },
    });
    const { user } = renderWithProviders(<NotificationsMenu />);
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/notifications/read-all')).toHaveLength(1);
  });

  it('adds a notification that arrives on the stream, raises the count and shows a toast', async () => {
    const EventSource = stubEventSource();
    stubApi({ 'GET /notifications': ok([], meta(0)) });
    const { user, unmount } = renderWithProviders(<NotificationsMenu />);
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(EventSource.instances).toHaveLength(1));
    const source = EventSource.instances[0];
    expect(source?.url).toBe('/api/v1/notifications/stream');
    expect(source?.init).toEqual({ withCredentials: true });

    act(() => source?.emit(NOTIFICATION_EVENT, createNotification({ title: 'Office closed', message: 'On Friday' })));
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    expect(await screen.findByText('On Friday')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Notifications (1 unread)' }));
    expect(await screen.findByRole('menuitem', { name: /Office closed/ })).toBeInTheDocument();

    unmount();
    expect(source?.closed).toBe(true);
  });
});
