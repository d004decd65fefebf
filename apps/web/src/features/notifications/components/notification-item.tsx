import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { Notification } from '@repertoire/contract';
import { formatRelativeTime } from '../../../lib/relative-time';
import { paths } from '../../../config/paths';

/** Where opening a notification leads: its own link, else the dashboard (docs/architecture.md#header). */
export const notificationHref = (item: Notification) => item.link ?? paths.app.dashboard.getHref();

/** One notification as the dropdown and the notifications page show it; an unread one is marked. */
export function NotificationItem({ item }: { item: Notification }) {
  const unread = !item.readAt;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={item.user.profile_pic} alt="" radius="xl" size="sm" name={item.user.full_name} />
      <Stack gap={2}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={unread ? 700 : 500}>
            {item.title}
          </Text>
          {unread && (
            <Badge size="xs" variant="filled" color="blue">
              Unread
            </Badge>
          )}
        </Group>
        <Text size="sm">{item.message}</Text>
        <Text size="xs" c="dimmed">
          from {item.user.full_name} · {formatRelativeTime(item.createdAt)}
        </Text>
      </Stack>
    </Group>
  );
}
