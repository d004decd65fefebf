import { Stack, Text } from '@mantine/core';
import type { SoundRecordingRegistryItem } from '@repertoire/contract';
import { soundRecordingRegistryQuery } from '@repertoire/contract';
import { registeredColumn, registryTitleColumn } from '../../../components/registration/registry-columns';
import type { RegistryCriterion } from '../../../components/registration/registry-search-screen';
import { RegistrySearchScreen } from '../../../components/registration/registry-search-screen';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { soundRecordingsRegistryQueryOptions } from '../api/search-sound-recordings-registry';
import { isrcColumn } from './isrc-column';

const criteriaSchema = soundRecordingRegistryQuery.pick({ q: true, isrc: true, artist: true, label: true });
type RecordingCriterion = keyof typeof criteriaSchema.shape;

const columns: DataTableColumn<SoundRecordingRegistryItem>[] = [
  registryTitleColumn((recording) => recording.version),
  isrcColumn(),
  {
    key: 'artists',
    header: 'Artists',
    render: (recording) =>
      recording.main_artists.length || recording.featured_artists.length ? (
        <Text size="sm">
          {recording.main_artists.join(', ')}
          {recording.featured_artists.length ? (
            <Text span size="sm" c="dimmed">
              {' '}
              feat. {recording.featured_artists.join(', ')}
            </Text>
          ) : null}
        </Text>
      ) : (
        <EmptyCell />
      ),
  },
  { key: 'label', header: 'Label', visibleFrom: 'sm', render: (recording) => recording.record_label ?? <EmptyCell /> },
  {
    key: 'release',
    header: 'Release',
    visibleFrom: 'md',
    render: (recording) =>
      recording.release_title || recording.release_date ? (
        <Stack gap={0}>
          {recording.release_title ? <Text size="sm">{recording.release_title}</Text> : null}
          {recording.release_date ? (
            <Text size="xs" c="dimmed">
              {formatDate(recording.release_date)}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <EmptyCell />
      ),
  },
  {
    key: 'p-line',
    header: '℗ line',
    visibleFrom: 'md',
    render: (recording) =>
      recording.p_year || recording.p_owner ? <Text size="sm">{[recording.p_year, recording.p_owner].filter(Boolean).join(' ')}</Text> : <EmptyCell />,
  },
  registeredColumn(),
];

const criteria: RegistryCriterion<RecordingCriterion>[] = [
  { name: 'q', label: 'Title', description: 'Spelling need not be exact' },
  { name: 'isrc', label: 'ISRC', description: 'The whole ISRC or its start, e.g. GB-ABC-24' },
  { name: 'artist', label: 'Artist', description: 'A main or featured artist' },
  { name: 'label', label: 'Label', description: 'Record label' },
];

/** `/sound-recording/search`: the society's registry of registered recordings, by title (typo-tolerant), ISRC, artist or label. */
export function SearchSoundRecordingsScreen() {
  return (
    <RegistrySearchScreen
      description="Registered sound recordings of every member of the society."
      back={{ label: 'Your sound recordings', href: paths.app.soundRecordings.getHref() }}
      criteria={criteria}
      schema={criteriaSchema}
      queryOptions={soundRecordingsRegistryQueryOptions}
      searchLabel="Search registered recordings"
      label="Registered recordings found"
      columns={columns}
      noMatch={{ title: 'No registered recordings match', description: 'Check the spelling of a name, or search by ISRC, artist or label.' }}
      hint="Search by title, ISRC, artist or record label. Drafts and recordings in review are not in the registry."
    />
  );
}
