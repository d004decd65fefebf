import { Badge, Stack, Text } from '@mantine/core';
import type { Announcement } from '@repertoire/contract';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate } from '../../../lib/format';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useAnnouncements } from '../api/get-announcements';
import { AnnouncementForm } from './announcement-form';

const columns: DataTableColumn<Announcement>[] = [
  {
    key: 'sent',
    header: 'Sent',
    render: (announcement) => (
      <Text size="sm" title={formatRelativeTime(announcement.created_at)}>
        {formatDate(announcement.created_at)}
      </Text>
    ),
  },
  {
    key: 'title',
    header: 'Announcement',
    render: (announcement) => (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {announcement.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {announcement.message}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'to',
    header: 'To',
    render: (announcement) =>
      announcement.audience === 'all' ? `Every member (${announcement.recipients.toLocaleString('en-GB')})` : (announcement.member?.name ?? 'A former member'),
  },
  {
    key: 'mail',
    header: 'By e-mail',
    visibleFrom: 'sm',
    render: (announcement) =>
      announcement.mail ? (
        <Badge variant="light" color="teal" size="sm">
          Mailed
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          No
        </Text>
      ),
  },
  { key: 'by', header: 'Sent by', visibleFrom: 'md', render: (announcement) => announcement.sent_by },
];

/** `/staff/announcements`: write to every member or to one, and what was sent. */
export function AnnouncementsScreen() {
  const [page, setPage] = useState(1);
  const query = useAnnouncements({ page });
  return (
    <>
      <PageHeader title="Announcements" description="Tell every member, or one, in their notifications, and by e-mail if you wish." />
      <Stack gap="lg">
        <SectionCard title="New announcement">
          <AnnouncementForm />
        </SectionCard>
        <SectionCard title="Sent announcements">
          <PagedQueryTable
            query={query}
            label="Sent announcements"
            columns={columns}
            getRowKey={(announcement) => announcement.id}
            onPageChange={setPage}
            empty={<EmptyState title="Nothing sent yet" description="Announcements you send show here." icon={<IconSpeakerphone size={26} />} />}
          />
        </SectionCard>
      </Stack>
    </>
  );
}
