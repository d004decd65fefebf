import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { inboxKindLabels, inboxKindValues, type InboxItem, type InboxKind, type InboxUnhandledCounts } from '@repertoire/contract';
import { IconInbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useListParams } from '../../../lib/use-list-params';
import { useInbox } from '../api/get-inbox';
import { HandledBadge, SenderName } from './inbox-labels';

const ALL = 'all';
const statusValues = ['waiting', 'handled', ALL] as const;
type StatusFilter = (typeof statusValues)[number];
const statusLabels: Record<StatusFilter, string> = { waiting: 'Waiting', handled: 'Handled', all: 'All' };
const handledOf: Record<StatusFilter, boolean | undefined> = { waiting: false, handled: true, all: undefined };

const kindPlurals: Record<InboxKind, string> = { 'error-reports': 'Error reports', 'support-requests': 'Support requests' };

const columns: DataTableColumn<InboxItem>[] = [
  {
    key: 'kind',
    header: 'Kind',
    render: (item) => (
      <Badge variant="light" size="sm" color={item.kind === 'error-reports' ? 'red' : 'blue'}>
        {inboxKindLabels[item.kind]}
      </Badge>
    ),
  },
  {
    key: 'summary',
    header: 'Subject',
    render: (item) => (
      <Anchor component={Link} to={paths.staff.inboxEntry.getHref(item.kind, item.id)} fw={500} lineClamp={1}>
        {item.summary || '(no text)'}
      </Anchor>
    ),
  },
  { key: 'from', header: 'From', visibleFrom: 'sm', render: (item) => <SenderName member={item.member} /> },
  {
    key: 'received',
    header: 'Received',
    render: (item) => (
      <Text size="sm" title={formatRelativeTime(item.created_at)}>
        {formatDate(item.created_at)}
      </Text>
    ),
  },
  { key: 'status', header: 'Status', visibleFrom: 'md', render: (item) => <HandledBadge item={item} /> },
];

function kindOptions(unhandled: InboxUnhandledCounts | undefined) {
  const waiting = (n: number | undefined) => (n ? ` (${n} waiting)` : '');
  const all = unhandled ? unhandled['error-reports'] + unhandled['support-requests'] : undefined;
  return [{ value: ALL, label: `All${waiting(all)}` }, ...inboxKindValues.map((kind) => ({ value: kind, label: `${kindPlurals[kind]}${waiting(unhandled?.[kind])}` }))];
}

const isInboxKind = (value: string): value is InboxKind => (inboxKindValues as readonly string[]).includes(value);
const isStatus = (value: string): value is StatusFilter => (statusValues as readonly string[]).includes(value);

/** `/staff/inbox`: error reports and members' support requests, newest first, waiting ones by default. */
export function InboxScreen() {
  const { page, values, setPage, setValues } = useListParams({ kind: ALL, status: 'waiting' });
  const kind = isInboxKind(values.kind) ? values.kind : undefined;
  const status = isStatus(values.status) ? values.status : 'waiting';
  const query = useInbox({ page, kind, handled: handledOf[status] });

  return (
    <>
      <PageHeader title="Inbox" description="Error reports from the web app and members' support requests, newest first." />
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <SegmentedControl aria-label="Kind" value={kind ?? ALL} onChange={(value) => setValues({ kind: value })} data={kindOptions(query.data?.meta.unhandled)} />
          <SegmentedControl
            aria-label="Status"
            value={status}
            onChange={(value) => setValues({ status: value })}
            data={statusValues.map((value) => ({ value, label: statusLabels[value] }))}
          />
        </Group>
        <PagedQueryTable
          query={query}
          label="Inbox"
          columns={columns}
          getRowKey={(item) => `${item.kind}:${item.id}`}
          onPageChange={setPage}
          empty={
            status === 'waiting' ? (
              <EmptyState title="Nothing waiting" description="Every error report and support request has been handled." icon={<IconInbox size={26} />} />
            ) : (
              <EmptyState
                title="Nothing here"
                description="No error report or support request matches these filters."
                action={
                  <Button variant="light" onClick={() => setValues({ kind: ALL, status: 'waiting' })}>
                    Show what is waiting
                  </Button>
                }
              />
            )
          }
        />
      </Stack>
    </>
  );
}
