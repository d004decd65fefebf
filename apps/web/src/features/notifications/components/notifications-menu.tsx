import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy } from 'react';
import { MenuOnDemand } from '../../../components/ui/menu-on-demand';
import { useQueryTimeout } from '../../../hooks/use-loading-timeout';
import { useNotifications } from '../api/get-notifications';
import { useNotificationStream, type OnNotificationArrival } from '../hooks/use-notification-stream';

const loadDropdown = () => import('./notifications-menu-dropdown');
const NotificationsMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.NotificationsMenuDropdown })));

/**
 * Header dropdown (docs/architecture.md#header): titled Notifications; each item shows the title, "from" the
 * sender and the relative time. The bell carries the unread count; opening an item marks it
 * read and follows its link (the dashboard when it has none). New ones arrive live, and
 * `onArrival` is told of each. The menu itself loads when it is first opened
 * (notifications-menu-dropdown.tsx).
 */
export function NotificationsMenu({ onArrival }: { onArrival?: OnNotificationArrival }) {
  const notifications = useNotifications();
  const { timedOut, retry } = useQueryTimeout(notifications);
  useNotificationStream(onArrival);
  const unread = notifications.data?.meta?.unread ?? 0;

  return (
    // The count sits on the bell beside the menu's button, not on it: the button is the element
    // that carries the menu's ARIA state, and the count is already in its name.
    <Indicator label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>} disabled={unread === 0} size={16} offset={6} color="red">
      <MenuOnDemand
        target={
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={unread ? `Notifications (${unread} unread)` : 'Notifications'}>
            <IconBell size={20} />
          </ActionIcon>
        }
        preload={loadDropdown}
        renderMenu={(menu) => <NotificationsMenuDropdown {...menu} notifications={notifications} unread={unread} timedOut={timedOut} retry={retry} />}
      />
    </Indicator>
  );
}
