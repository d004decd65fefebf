import { Button, Stack } from '@mantine/core';
import type { Notification } from '@repertoire/contract';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { SectionCard } from '../../../components/ui/section-card';
import { useNotificationPage } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { NotificationItem, notificationHref } from './notification-item';

function OpenButton({ item }: { item: Notification }) {
  const markRead = useMarkNotificationRead();
  return (
    <Button
      size="xs"
      variant="light"
      component={Link}
      to={notificationHref(item)}
      onClick={() => {
        if (!item.readAt) markRead.mutate(item._id);
      }}
    >
      Open
    </Button>
  );
}

const columns: DataTableColumn<Notification>[] = [
  { key: 'notification', header: 'Notification', render: (item) => <NotificationItem item={item} /> },
  { key: 'open', header: '', render: (item) => <OpenButton item={item} /> },
];

/** `/notifications`: every notification of the logged-in user, newest first, a page at a time. */
export function NotificationsScreen() {
  const [page, setPage] = useState(1);
  const query = useNotificationPage({ page });
  const markAllRead = useMarkAllNotificationsRead();
  const unread = query.data?.meta?.unread ?? 0;
  return (
    <>
      <PageHeader title="Notifications" description="What the society told you, newest first." />
      <Stack gap="lg">
        <SectionCard title="All notifications">
          <Stack gap="sm">
            {unread > 0 && (
              <Button size="xs" variant="light" style={{ alignSelf: 'flex-end' }} onClick={() => markAllRead.mutate()} loading={markAllRead.isPending}>
                Mark all as read
              </Button>
            )}
            <PagedQueryTable
              query={query}
              label="Notifications"
              columns={columns}
              getRowKey={(item) => item._id}
              onPageChange={setPage}
              empty={<EmptyState title="Notifications not found" description="What the society tells you shows here." icon={<IconBell size={26} />} />}
            />
          </Stack>
        </SectionCard>
      </Stack>
    </>
  );
}
