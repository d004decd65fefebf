import { ActionIcon, Avatar, Button, Group, Loader, Menu, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useQueryTimeout } from '../../../hooks/use-loading-timeout';
import { useNotifications } from '../api/get-notifications';

/**
 * Header dropdown (spec §2): titled Notifications; each item shows the title, "from" the
 * sender, the relative time and links to the dashboard. The spec shows no unread count.
 */
export function NotificationsMenu() {
  const notifications = useNotifications();
  const { timedOut, retry } = useQueryTimeout(notifications);

  return (
    <Menu width={340} position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
          <IconBell size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Notifications</Menu.Label>
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
              <Menu.Item key={item._id} component={Link} to={paths.app.dashboard.getHref()}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar src={item.user.profile_pic} alt="" radius="xl" size="sm" name={item.user.full_name} />
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {item.title}
                    </Text>
                    <Text size="sm">{item.message}</Text>
                    <Text size="xs" c="dimmed">
                      from {item.user.full_name} · {formatRelativeTime(item.createdAt)}
                    </Text>
                  </Stack>
                </Group>
              </Menu.Item>
            ))}
          </ScrollArea.Autosize>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
