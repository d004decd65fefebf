import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { MusicalWorkListItem, SortOrder } from '@repertoire/contract';
import { formatIswc } from '@repertoire/contract';
import { IconMusicPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { RegistrationStatusBadge } from '../../../components/ui/registration-status-badge';
import { ALL_STATUSES, parseRegistrationStatus, RegistrationStatusFilter } from '../../../components/ui/registration-status-filter';
import { SearchInput } from '../../../components/ui/search-input';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useListParams } from '../../../lib/use-list-params';
import type { MusicalWorkSortField } from '../../../lib/musical-works/get-musical-works';
import { useMusicalWorks } from '../../../lib/musical-works/get-musical-works';

export const WORKS_PAGE_SIZE = 20;

const sortOptions: { value: `${MusicalWorkSortField}:${SortOrder}`; label: string }[] = [
  { value: 'updated_at:desc', label: 'Last change, newest first' },
  { value: 'updated_at:asc', label: 'Last change, oldest first' },
  { value: 'title:asc', label: 'Title, A to Z' },
  { value: 'title:desc', label: 'Title, Z to A' },
  { value: 'created_at:desc', label: 'Added, newest first' },
  { value: 'created_at:asc', label: 'Added, oldest first' },
];
const isSort = (value: string): value is (typeof sortOptions)[number]['value'] => sortOptions.some((o) => o.value === value);

const columns: DataTableColumn<MusicalWorkListItem>[] = [
  {
    key: 'title',
    header: 'Title',
    render: (work) => (
      <Anchor component={Link} to={paths.app.musicalWorkDetails.getHref(work.id)} fw={500}>
        {work.title}
      </Anchor>
    ),
  },
  { key: 'iswc', header: 'ISWC', render: (work) => (work.iswc ? <Text size="sm" ff="monospace">{formatIswc(work.iswc)}</Text> : <Text size="sm" c="dimmed">—</Text>) },
  { key: 'writers', header: 'Writers', visibleFrom: 'sm', render: (work) => (work.writers.length ? work.writers.join(', ') : <Text size="sm" c="dimmed">—</Text>) },
  { key: 'status', header: 'Status', render: (work) => <RegistrationStatusBadge status={work.status} /> },
  {
    key: 'updated',
    header: 'Last change',
    render: (work) => (
      <Stack gap={0}>
        <Text size="sm">{formatDate(work.updated_at)}</Text>
        <Text size="xs" c="dimmed">
          {formatRelativeTime(work.updated_at)}
        </Text>
      </Stack>
    ),
  },
];

/** `/music-composition`: the member's musical works with search, status filter, sort and the spec's pagination. */
export function MusicalWorksScreen() {
  const { page, values, setPage, setValues } = useListParams({ q: '', status: ALL_STATUSES, sort: 'updated_at:desc' });
  const status = parseRegistrationStatus(values.status);
  const sortValue = isSort(values.sort) ? values.sort : 'updated_at:desc';
  const [sort, order] = sortValue.split(':') as [MusicalWorkSortField, SortOrder];
  const q = values.q.trim() || undefined;
  const works = useMusicalWorks({ page, pageSize: WORKS_PAGE_SIZE, q, status, sort, order });
  const isFiltered = Boolean(q || status);

  return (
    <>
      <PageHeader
        title="Musical Works"
        description="Your compositions, who holds which share, and where each registration stands."
        actions={
          <>
            <Button component={Link} to={paths.app.musicalWorkSearch.getHref()} variant="default" leftSection={<IconSearch size={16} />}>
              Search the registry
            </Button>
            <Button component={Link} to={paths.app.musicalWorkAdd.getHref()} leftSection={<IconMusicPlus size={16} />}>
              Add a musical work
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SearchInput
            label="Search your works"
            placeholder="Title or ISWC"
            value={values.q}
            onSearch={(text) => setValues({ q: text }, { replace: true })}
            style={{ flex: '1 1 240px' }}
          />
          <RegistrationStatusFilter value={status} onChange={(value) => setValues({ status: value })} />
          <Select label="Sort by" data={sortOptions} value={sortValue} onChange={(value) => setValues({ sort: value ?? '' })} allowDeselect={false} w={240} />
        </Group>
        <QueryState query={works}>
          {(result) => (
            <DataTable
              label="Your musical works"
              columns={columns}
              rows={result.data}
              getRowKey={(work) => work.id}
              meta={result.meta}
              onPageChange={setPage}
              isFetching={works.isPlaceholderData}
              empty={
                isFiltered ? (
                  <EmptyState
                    title="No works match"
                    description="None of your works matches this search or status."
                    action={
                      <Button variant="light" onClick={() => setValues({ q: '', status: ALL_STATUSES })}>
                        Clear the search
                      </Button>
                    }
                  />
                ) : (
                  <EmptyState
                    title="No musical works yet"
                    description="Register your first composition: its title, writers and their shares. You can save a draft and finish it later."
                    icon={<IconMusicPlus size={26} />}
                    action={
                      <Button component={Link} to={paths.app.musicalWorkAdd.getHref()}>
                        Add your first work
                      </Button>
                    }
                  />
                )
              }
            />
          )}
        </QueryState>
      </Stack>
    </>
  );
}
