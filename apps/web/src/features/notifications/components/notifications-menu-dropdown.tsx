import { Group, Loader, Menu, ScrollArea, Text } from '@mantine/core';
import { IconChecks, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LoadedMenuProps } from '../../../components/ui/menu-on-demand';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import type { NotificationPage } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { NotificationItem, notificationHref } from './notification-item';

type NotificationsMenuDropdownProps = LoadedMenuProps & {
  notifications: UseQueryResult<NotificationPage>;
  unread: number;
  timedOut: boolean;
  retry: () => void;
};

/** The notifications menu itself, loaded with its first opening (notifications-menu.tsx shows the bell until then). */
export function NotificationsMenuDropdown({ target, menuProps, notifications, unread, timedOut, retry }: NotificationsMenuDropdownProps) {
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  return (
    <Menu {...menuProps} width={340} position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>{target}</Menu.Target>
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
  );
}
