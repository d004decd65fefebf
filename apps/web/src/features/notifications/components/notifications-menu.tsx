import { ActionIcon, Group, Indicator, Loader, Menu, ScrollArea, Text } from '@mantine/core';
import { IconBell, IconChecks, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useQueryTimeout } from '../../../hooks/use-loading-timeout';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { NotificationItem, notificationHref } from './notification-item';

/**
 * Header dropdown (spec §2): titled Notifications; each item shows the title, "from" the
 * sender and the relative time. The bell carries the unread count; opening an item marks it
 * read and follows its link (the dashboard when it has none). New ones arrive live.
 */
export function NotificationsMenu() {
  const notifications = useNotifications();
  const { timedOut, retry } = useQueryTimeout(notifications);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  useNotificationStream();
  const unread = notifications.data?.meta?.unread ?? 0;

  return (
    // The count sits on the bell beside the menu's button, not on it: the button is the element
    // that carries the menu's ARIA state, and the count is already in its name.
    <Indicator label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>} disabled={unread === 0} size={16} offset={6} color="red">
      <Menu width={340} position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={unread ? `Notifications (${unread} unread)` : 'Notifications'}>
            <IconBell size={20} />
          </ActionIcon>
        </Menu.Target>
        {/* A menu holds only menu items (ARIA menu pattern): the title is a label, the states
            are plain text, and every action is an item. */}
        <Menu.Dropdown>
          <Menu.Label>Notifications</Menu.Label>
          {unread > 0 && (
            <Menu.Item closeMenuOnClick={false} onClick={() => markAllRead.mutate()} disabled={markAllRead.isPending} leftSection={<IconChecks size={16} />}>
              Mark all as read
            </Menu.Item>
          )}
          {notifications.isError || timedOut ? (
            <>
              <Text size="sm" c="red" px="sm" py={4}>
                {timedOut ? 'The notifications did not arrive within 2 minutes' : errorMessage(notifications.error)}
              </Text>
              <Menu.Item closeMenuOnClick={false} onClick={retry} c="red" leftSection={<IconRefresh size={16} />}>
                Retry
              </Menu.Item>
            </>
          ) : notifications.isPending ? (
            <Group justify="center" gap="xs" p="md">
              <Loader size="sm" />
              <Text size="sm" c="dimmed">
                Loading notifications
              </Text>
            </Group>
          ) : notifications.data.data.length === 0 ? (
            <Text size="sm" c="dimmed" p="sm">
              Notifications not found
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              {notifications.data.data.map((item) => (
                <Menu.Item
                  key={item._id}
                  component={Link}
                  to={notificationHref(item)}
                  onClick={() => {
                    if (!item.readAt) markRead.mutate(item._id);
                  }}
                >
                  <NotificationItem item={item} />
                </Menu.Item>
              ))}
            </ScrollArea.Autosize>
          )}
          <Menu.Divider />
          <Menu.Item component={Link} to={paths.app.notifications.getHref()}>
            <Text size="sm" ta="center" c="var(--mantine-color-anchor)">
              All notifications
            </Text>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}
