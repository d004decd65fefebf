import { Anchor, Chip, Group, Stack, Text } from '@mantine/core';
import {
  disputeReasonLabels,
  disputeStateLabels,
  disputeStateValues,
  formatIswc,
  type DisputeListItem,
  type DisputeState,
  type DisputeStateCounts,
} from '@repertoire/contract';
import type { UseQueryOptions } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DisputeListPage, DisputeListParams } from '../../lib/disputes/get-dispute-list';
import { formatRelativeTime } from '../../lib/relative-time';
import { useListParams } from '../../lib/use-list-params';
import type { DataTableColumn } from '../ui/data-table';
import { EmptyState } from '../ui/empty-state';
import { NoMatchState } from '../ui/no-match-state';
import { PagedQueryTable } from '../ui/paged-query-table';
import { SearchInput } from '../ui/search-input';
import { DisputeDeadline } from './dispute-deadline';
import { DisputeStateBadge } from './dispute-state-badge';
import { identifierColumn } from '../ui/identifier-text';

const ALL = 'all';

const isDisputeState = (value: string): value is DisputeState => (disputeStateValues as readonly string[]).includes(value);

type DisputeListProps = {
  /** The list's page for the state and search chosen (GET /disputes or GET /staff/disputes). */
  queryOptions: (params: DisputeListParams) => UseQueryOptions<DisputeListPage, Error, DisputeListPage, unknown[]>;
  /** Where a dispute's work title leads. */
  detailsHref: (item: DisputeListItem) => string;
  /** Accessible name of the table. */
  label: string;
  searchLabel: string;
  /** Columns after the standard ones (staff: how many parties). */
  extraColumns?: DataTableColumn<DisputeListItem>[];
  /** Shown when there is no dispute at all. */
  empty: { title: string; description: string; action?: ReactNode };
};

function stateFilterLabel(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

/** The state filter: every state with how many disputes are in it under the search. */
function StateFilter({ value, counts, onChange }: { value: string; counts: DisputeStateCounts | undefined; onChange: (value: string) => void }) {
  const all = counts ? disputeStateValues.reduce((sum, state) => sum + counts[state], 0) : undefined;
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap="xs" wrap="wrap" role="radiogroup" aria-label="State">
        <Chip value={ALL} size="sm">
          {stateFilterLabel('All', all)}
        </Chip>
        {disputeStateValues.map((state) => (
          <Chip key={state} value={state} size="sm">
            {stateFilterLabel(disputeStateLabels[state], counts?.[state])}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/**
 * A list of disputes by state, with the count of each, a search on the work's title or ISWC and
 * the app's pagination: the member's disputes and staff's desk are this one list over two
 * endpoints.
 */
export function DisputeList({ queryOptions, detailsHref, label, searchLabel, extraColumns = [], empty }: DisputeListProps) {
  const { page, values, setPage, setValues } = useListParams({ state: ALL, q: '' });
  const state = isDisputeState(values.state) ? values.state : undefined;
  const query = useQuery(queryOptions({ page, state, q: values.q || undefined }));
  const isFiltered = Boolean(state || values.q);

  const columns: DataTableColumn<DisputeListItem>[] = [
    {
      key: 'work',
      header: 'Work',
      render: (item) => (
        <Anchor component={Link} to={detailsHref(item)} fw={500} size="sm">
          {item.work.title}
        </Anchor>
      ),
    },
    identifierColumn('iswc', 'ISWC', (item) => item.work.iswc && formatIswc(item.work.iswc)),
    { key: 'reason', header: 'Reason', visibleFrom: 'sm', render: (item) => disputeReasonLabels[item.reason] },
    { key: 'state', header: 'State', render: (item) => <DisputeStateBadge state={item.state} /> },
    { key: 'deadline', header: 'Evidence deadline', render: (item) => <DisputeDeadline deadline={item.evidence_deadline} state={item.state} /> },
    {
      key: 'activity',
      header: 'Last activity',
      visibleFrom: 'md',
      render: (item) => (
        <Text size="sm" title={item.last_activity_at}>
          {formatRelativeTime(item.last_activity_at)}
        </Text>
      ),
    },
    ...extraColumns,
  ];

  return (
    <Stack gap="md">
      <SearchInput
        label={searchLabel}
        placeholder="Title or ISWC of the work"
        value={values.q}
        onSearch={(q) => setValues({ q }, { replace: true })}
        maw={480}
      />
      <StateFilter value={state ?? ALL} counts={query.data?.meta.counts} onChange={(value) => setValues({ state: value })} />
      <PagedQueryTable
        query={query}
        label={label}
        columns={columns}
        getRowKey={(item) => item.id}
        onPageChange={setPage}
        empty={
          isFiltered ? (
            <NoMatchState title="No disputes match" description="No dispute matches this search or state." onClear={() => setValues({ q: '', state: ALL })} />
          ) : (
            <EmptyState title={empty.title} description={empty.description} action={empty.action} />
          )
        }
      />
    </Stack>
  );
}
