import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { SortOrder, SoundRecordingListItem } from '@repertoire/contract';
import { formatIsrc } from '@repertoire/contract';
import { IconSearch, IconVinyl } from '@tabler/icons-react';
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
import type { SoundRecordingSortField } from '../api/get-sound-recordings';
import { useSoundRecordings } from '../api/get-sound-recordings';

export const RECORDINGS_PAGE_SIZE = 20;

const DEFAULT_SORT = 'updated_at:desc';
const sortOptions: { value: `${SoundRecordingSortField}:${SortOrder}`; label: string }[] = [
  { value: 'updated_at:desc', label: 'Last change, newest first' },
  { value: 'updated_at:asc', label: 'Last change, oldest first' },
  { value: 'title:asc', label: 'Title, A to Z' },
  { value: 'title:desc', label: 'Title, Z to A' },
  { value: 'release_date:desc', label: 'Release date, newest first' },
  { value: 'release_date:asc', label: 'Release date, oldest first' },
  { value: 'created_at:desc', label: 'Added, newest first' },
  { value: 'created_at:asc', label: 'Added, oldest first' },
];
const isSort = (value: string): value is (typeof sortOptions)[number]['value'] => sortOptions.some((o) => o.value === value);

const none = (
  <Text size="sm" c="dimmed">
    —
  </Text>
);

const columns: DataTableColumn<SoundRecordingListItem>[] = [
  {
    key: 'title',
    header: 'Title',
    render: (recording) => (
      <Anchor component={Link} to={paths.app.soundRecordingDetails.getHref(recording.id)} fw={500}>
        {recording.title}
      </Anchor>
    ),
  },
  { key: 'version', header: 'Version', visibleFrom: 'md', render: (recording) => recording.version ?? none },
  {
    key: 'isrc',
    header: 'ISRC',
    render: (recording) =>
      recording.isrc ? (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {formatIsrc(recording.isrc)}
        </Text>
      ) : (
        none
      ),
  },
  {
    key: 'artists',
    header: 'Main artists',
    visibleFrom: 'sm',
    render: (recording) => (recording.main_artists.length ? recording.main_artists.join(', ') : none),
  },
  { key: 'status', header: 'Status', render: (recording) => <RegistrationStatusBadge status={recording.status} /> },
  {
    key: 'updated',
    header: 'Last change',
    render: (recording) => (
      <Stack gap={0}>
        <Text size="sm">{formatDate(recording.updated_at)}</Text>
        <Text size="xs" c="dimmed">
          {formatRelativeTime(recording.updated_at)}
        </Text>
      </Stack>
    ),
  },
];

/** `/sound-recordings`: the member's sound recordings with search, status filter, sort and the spec's pagination. */
export function SoundRecordingsScreen() {
  const { page, values, setPage, setValues } = useListParams({ q: '', status: ALL_STATUSES, sort: DEFAULT_SORT });
  const status = parseRegistrationStatus(values.status);
  const sortValue = isSort(values.sort) ? values.sort : DEFAULT_SORT;
  const [sort, order] = sortValue.split(':') as [SoundRecordingSortField, SortOrder];
  const q = values.q.trim() || undefined;
  const recordings = useSoundRecordings({ page, pageSize: RECORDINGS_PAGE_SIZE, q, status, sort, order });
  const isFiltered = Boolean(q || status);

  return (
    <>
      <PageHeader
        title="Sound Recordings"
        description="Your recordings, who performs on them, who owns the master, and where each registration stands."
        actions={
          <>
            <Button component={Link} to={paths.app.soundRecordingSearch.getHref()} variant="default" leftSection={<IconSearch size={16} />}>
              Search the registry
            </Button>
            <Button component={Link} to={paths.app.soundRecordingAdd.getHref()} leftSection={<IconVinyl size={16} />}>
              Add a sound recording
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SearchInput
            label="Search your recordings"
            placeholder="Title, artist or ISRC"
            value={values.q}
            onSearch={(text) => setValues({ q: text }, { replace: true })}
            style={{ flex: '1 1 240px' }}
          />
          <RegistrationStatusFilter value={status} onChange={(value) => setValues({ status: value })} />
          <Select label="Sort by" data={sortOptions} value={sortValue} onChange={(value) => setValues({ sort: value ?? '' })} allowDeselect={false} w={240} />
        </Group>
        <QueryState query={recordings}>
          {(result) => (
            <DataTable
              label="Your sound recordings"
              columns={columns}
              rows={result.data}
              getRowKey={(recording) => recording.id}
              meta={result.meta}
              onPageChange={setPage}
              isFetching={recordings.isPlaceholderData}
              empty={
                isFiltered ? (
                  <EmptyState
                    title="No recordings match"
                    description="None of your recordings matches this search or status."
                    action={
                      <Button variant="light" onClick={() => setValues({ q: '', status: ALL_STATUSES })}>
                        Clear the search
                      </Button>
                    }
                  />
                ) : (
                  <EmptyState
                    title="No sound recordings yet"
                    description="Register your first recording: its ISRC, artists, release, line-up and who owns the master. You can save a draft and finish it later."
                    icon={<IconVinyl size={26} />}
                    action={
                      <Button component={Link} to={paths.app.soundRecordingAdd.getHref()}>
                        Add your first recording
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
