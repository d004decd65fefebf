import { ActionIcon, Button, Group, Indicator, Loader, Menu, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
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
    <Menu width={340} position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Indicator label={unread > 99 ? '99+' : unread} disabled={unread === 0} size={16} offset={6} color="red">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={unread ? `Notifications (${unread} unread)` : 'Notifications'}>
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        <Group justify="space-between" wrap="nowrap">
          <Menu.Label>Notifications</Menu.Label>
          {unread > 0 && (
            <Button size="compact-xs" variant="subtle" onClick={() => markAllRead.mutate()} loading={markAllRead.isPending}>
              Mark all as read
            </Button>
          )}
        </Group>
        {notifications.isError || timedOut ? (
          <Stack gap="xs" p="sm" align="flex-start">
            <Text size="sm" c="red">
              {timedOut ? 'The notifications did not arrive within 2 minutes' : errorMessage(notifications.error)}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={retry}>
              Retry
            </Button>
          </Stack>
        ) : notifications.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label="Loading notifications" />
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
          <Text size="sm" ta="center" c="blue">
            All notifications
          </Text>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
