import type { SoundRecordingListItem } from '@repertoire/contract';
import { IconVinyl } from '@tabler/icons-react';
import { RegistrationListScreen, type RegistrationListActions } from '../../../components/registration/registration-list-screen';
import { registrationSortOptions } from '../../../components/registration/use-registration-list-params';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { paths } from '../../../config/paths';
import { soundRecordingsQueryOptions } from '../api/get-sound-recordings';
import { isrcColumn } from './isrc-column';

const sortOptions = registrationSortOptions([
  { value: 'release_date:desc', label: 'Release date, newest first' },
  { value: 'release_date:asc', label: 'Release date, oldest first' },
]);

/** A recording's own columns: the list screen adds the title, the status and the last change around them. */
const columns: DataTableColumn<SoundRecordingListItem>[] = [
  { key: 'version', header: 'Version', visibleFrom: 'md', render: (recording) => recording.version ?? <EmptyCell /> },
  isrcColumn(),
  {
    key: 'artists',
    header: 'Main artists',
    visibleFrom: 'sm',
    render: (recording) => (recording.main_artists.length ? recording.main_artists.join(', ') : <EmptyCell />),
  },
];

/** `/sound-recordings`: the member's sound recordings with search, status filter, sort and the app's pagination. */
export function SoundRecordingsScreen({ moreActions }: RegistrationListActions) {
  return (
    <RegistrationListScreen
      moreActions={moreActions}
      title="Sound Recordings"
      description="Your recordings, who performs on them, who owns the master, and where each registration stands."
      registryHref={paths.app.soundRecordingSearch.getHref()}
      add={{ href: paths.app.soundRecordingAdd.getHref(), label: 'Add a sound recording', icon: IconVinyl }}
      sortOptions={sortOptions}
      queryOptions={soundRecordingsQueryOptions}
      detailsHref={(id) => paths.app.soundRecordingDetails.getHref(id)}
      searchLabel="Search your recordings"
      searchPlaceholder="Title, artist or ISRC"
      label="Your sound recordings"
      columns={columns}
      noMatch={{ title: 'No recordings match', description: 'None of your recordings matches this search or status.' }}
      empty={{
        title: 'No sound recordings yet',
        description:
          'Register your first recording: its ISRC, artists, release, line-up and who owns the master. You can save a draft and finish it later.',
        action: 'Add your first recording',
      }}
    />
  );
}
