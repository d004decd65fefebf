import { Anchor, Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  formatIsrc,
  formatIswc,
  reviewKindLabels,
  reviewKindValues,
  type ReviewKind,
  type ReviewQueueCounts,
  type ReviewQueueItem,
} from '@repertoire/contract';
import { IconClipboardCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { NoMatchState } from '../../../components/ui/no-match-state';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useListParams } from '../../../lib/use-list-params';
import { useReviewQueue } from '../api/get-review-queue';
import { identifierColumn } from '../../../components/ui/identifier-text';

const ALL = 'all';

/** An ISWC or ISRC in the form people read. */
export function formatIdentifier(kind: ReviewKind, value: string): string {
  return kind === 'musical-works' ? formatIswc(value) : formatIsrc(value);
}

/**
 * The kinds' tabs, each with its count: short, so that the three fit side by side on a phone's
 * screen (390 px) with counts in the hundreds; the page and its Kind column say what they are.
 */
const kindTabLabels: Record<ReviewKind, string> = { 'musical-works': 'Works', 'sound-recordings': 'Recordings' };

const columns: DataTableColumn<ReviewQueueItem>[] = [
  { key: 'kind', header: 'Kind', render: (item) => reviewKindLabels[item.kind] },
  {
    key: 'title',
    header: 'Title',
    render: (item) => (
      <Group gap="xs" wrap="nowrap">
        <Anchor component={Link} to={paths.staff.registrationReview.getHref(item.kind, item.id)} fw={500}>
          {item.title}
        </Anchor>
        {item.is_change ? (
          <Badge size="sm" variant="light" color="grape">
            Change
          </Badge>
        ) : null}
      </Group>
    ),
  },
  identifierColumn('identifier', 'Identifier', (item) => item.identifier && formatIdentifier(item.kind, item.identifier)),
  { key: 'member', header: 'Member', visibleFrom: 'sm', render: (item) => item.member.name },
  {
    key: 'submitted',
    header: 'Submitted',
    render: (item) => (
      <Text size="sm" title={formatRelativeTime(item.submitted_at)}>
        {formatDate(item.submitted_at)}
      </Text>
    ),
  },
];

function kindOptions(counts: ReviewQueueCounts | undefined) {
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  const all = counts ? counts['musical-works'] + counts['sound-recordings'] : undefined;
  return [{ value: ALL, label: `All${count(all)}` }, ...reviewKindValues.map((kind) => ({ value: kind, label: `${kindTabLabels[kind]}${count(counts?.[kind])}` }))];
}

const isReviewKind = (value: string): value is ReviewKind => (reviewKindValues as readonly string[]).includes(value);

/** `/staff/review`: works and recordings waiting for the society's decision, oldest first. */
export function ReviewQueueScreen() {
  const { page, values, setPage, setValues } = useListParams({ kind: ALL, q: '' });
  const kind = isReviewKind(values.kind) ? values.kind : undefined;
  const query = useReviewQueue({ page, kind, q: values.q || undefined });
  const isFiltered = Boolean(kind || values.q);

  return (
    <>
      <PageHeader title="Review queue" description="Submitted works and recordings, and changes to registered ones, oldest first." />
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SearchInput
            label="Search the queue"
            placeholder="Title, ISWC, ISRC or member"
            value={values.q}
            onSearch={(q) => setValues({ q }, { replace: true })}
            style={{ flex: '1 1 240px' }}
          />
          <SegmentedControl aria-label="Kind" value={kind ?? ALL} onChange={(value) => setValues({ kind: value })} data={kindOptions(query.data?.meta.counts)} />
        </Group>
        <QueryState query={query}>
          {(result) => (
            <DataTable
              label="Items in review"
              columns={columns}
              rows={result.data}
              getRowKey={(item) => `${item.kind}:${item.id}`}
              meta={result.meta}
              onPageChange={setPage}
              isFetching={query.isPlaceholderData}
              empty={
                isFiltered ? (
                  <NoMatchState
                    title="Nothing in review matches"
                    description="No work or recording in review matches this search or kind."
                    onClear={() => setValues({ q: '', kind: ALL })}
                  />
                ) : (
                  <EmptyState title="Nothing to review" description="Every submitted work and recording has been decided." icon={<IconClipboardCheck size={26} />} />
                )
              }
            />
          )}
        </QueryState>
      </Stack>
    </>
  );
}
