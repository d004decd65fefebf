import { Anchor, Button } from '@mantine/core';
import type { SoundRecordingListItem } from '@repertoire/contract';
import { IconSearch, IconVinyl } from '@tabler/icons-react';
import { Link } from 'react-router';
import { lastChangeColumn } from '../../../components/registration/last-change-column';
import { RegistrationList } from '../../../components/registration/registration-list';
import type { SortOption } from '../../../components/registration/use-registration-list-params';
import { useRegistrationListParams } from '../../../components/registration/use-registration-list-params';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { RegistrationStatusBadge } from '../../../components/ui/registration-status-badge';
import { paths } from '../../../config/paths';
import type { SoundRecordingSortField } from '../api/get-sound-recordings';
import { useSoundRecordings } from '../api/get-sound-recordings';
import { isrcColumn } from './isrc-column';

export const RECORDINGS_PAGE_SIZE = 20;

const DEFAULT_SORT = 'updated_at:desc';
const sortOptions: SortOption<SoundRecordingSortField>[] = [
  { value: 'updated_at:desc', label: 'Last change, newest first' },
  { value: 'updated_at:asc', label: 'Last change, oldest first' },
  { value: 'title:asc', label: 'Title, A to Z' },
  { value: 'title:desc', label: 'Title, Z to A' },
  { value: 'release_date:desc', label: 'Release date, newest first' },
  { value: 'release_date:asc', label: 'Release date, oldest first' },
  { value: 'created_at:desc', label: 'Added, newest first' },
  { value: 'created_at:asc', label: 'Added, oldest first' },
];

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
  { key: 'version', header: 'Version', visibleFrom: 'md', render: (recording) => recording.version ?? <EmptyCell /> },
  isrcColumn(),
  {
    key: 'artists',
    header: 'Main artists',
    visibleFrom: 'sm',
    render: (recording) => (recording.main_artists.length ? recording.main_artists.join(', ') : <EmptyCell />),
  },
  { key: 'status', header: 'Status', render: (recording) => <RegistrationStatusBadge status={recording.status} /> },
  lastChangeColumn(),
];

/** `/sound-recordings`: the member's sound recordings with search, status filter, sort and the spec's pagination. */
export function SoundRecordingsScreen() {
  const list = useRegistrationListParams(sortOptions, DEFAULT_SORT);
  const recordings = useSoundRecordings({ page: list.page, pageSize: RECORDINGS_PAGE_SIZE, q: list.q, status: list.status, sort: list.sort, order: list.order });

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
      <RegistrationList
        params={list}
        searchLabel="Search your recordings"
        searchPlaceholder="Title, artist or ISRC"
        sortOptions={sortOptions}
        query={recordings}
        label="Your sound recordings"
        columns={columns}
        noMatch={{ title: 'No recordings match', description: 'None of your recordings matches this search or status.' }}
        empty={
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
        }
      />
    </>
  );
}
