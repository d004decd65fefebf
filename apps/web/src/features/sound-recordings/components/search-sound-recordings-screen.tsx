import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { SoundRecordingRegistryItem } from '@repertoire/contract';
import { formatIsrc, soundRecordingRegistryQuery } from '@repertoire/contract';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useSoundRecordingsRegistry } from '../api/search-sound-recordings-registry';

export const REGISTRY_PAGE_SIZE = 20;

const criteriaSchema = soundRecordingRegistryQuery.pick({ q: true, isrc: true, artist: true, label: true });
type CriteriaInput = z.input<typeof criteriaSchema>;
type Criteria = z.output<typeof criteriaSchema>;

const none = (
  <Text size="sm" c="dimmed">
    —
  </Text>
);

const columns: DataTableColumn<SoundRecordingRegistryItem>[] = [
  {
    key: 'title',
    header: 'Title',
    render: (recording) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {recording.title}
        </Text>
        {recording.version ? (
          <Text size="xs" c="dimmed">
            {recording.version}
          </Text>
        ) : null}
      </Stack>
    ),
  },
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
        none
      ),
  },
  { key: 'label', header: 'Label', visibleFrom: 'sm', render: (recording) => recording.record_label ?? none },
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
        none
      ),
  },
  {
    key: 'p-line',
    header: '℗ line',
    visibleFrom: 'md',
    render: (recording) =>
      recording.p_year || recording.p_owner ? <Text size="sm">{[recording.p_year, recording.p_owner].filter(Boolean).join(' ')}</Text> : none,
  },
  { key: 'registered', header: 'Registered', visibleFrom: 'sm', render: (recording) => formatDate(recording.registered_at) },
];

/** `/sound-recording/search`: the society's registry of registered recordings, by title (typo-tolerant), ISRC, artist or label. */
export function SearchSoundRecordingsScreen() {
  const { page, values, setPage, setValues } = useListParams({ q: '', isrc: '', artist: '', label: '' });
  const hasCriteria = Boolean(values.q || values.isrc || values.artist || values.label);
  const results = useSoundRecordingsRegistry(
    {
      page,
      pageSize: REGISTRY_PAGE_SIZE,
      q: values.q || undefined,
      isrc: values.isrc || undefined,
      artist: values.artist || undefined,
      label: values.label || undefined,
    },
    { enabled: hasCriteria },
  );

  const form = useForm<CriteriaInput, unknown, Criteria>({ resolver: zodResolver(criteriaSchema), values });
  const { errors } = form.formState;
  const handleSearch = form.handleSubmit((criteria) =>
    setValues({ q: criteria.q ?? '', isrc: criteria.isrc ?? '', artist: criteria.artist ?? '', label: criteria.label ?? '' }),
  );

  return (
    <>
      <PageHeader
        title="Search the registry"
        description="Registered sound recordings of every member of the society."
        actions={
          <Button component={Link} to={paths.app.soundRecordings.getHref()} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Your sound recordings
          </Button>
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <form onSubmit={(event) => void handleSearch(event)} noValidate role="search" aria-label="Search registered recordings">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <TextInput label="Title" description="Spelling need not be exact" {...form.register('q')} error={errors.q?.message} />
              <TextInput label="ISRC" description="e.g. GB-ABC-24-00001" {...form.register('isrc')} error={errors.isrc?.message} />
              <TextInput label="Artist" description="A main or featured artist" {...form.register('artist')} error={errors.artist?.message} />
              <TextInput label="Label" description="Record label" {...form.register('label')} error={errors.label?.message} />
            </SimpleGrid>
            <Group justify="flex-end" mt="md">
              {hasCriteria ? (
                <Button variant="default" onClick={() => setValues({ q: '', isrc: '', artist: '', label: '' })}>
                  Clear
                </Button>
              ) : null}
              <Button type="submit" leftSection={<IconSearch size={16} />}>
                Search
              </Button>
            </Group>
          </form>
        </Paper>

        {hasCriteria ? (
          <QueryState query={results}>
            {(found) => (
              <DataTable
                label="Registered recordings found"
                columns={columns}
                rows={found.data}
                getRowKey={(recording) => recording.id}
                meta={found.meta}
                onPageChange={setPage}
                isFetching={results.isPlaceholderData}
                empty={
                  <EmptyState
                    title="No registered recordings match"
                    description="Check the spelling of a name, or search by ISRC, artist or label."
                  />
                }
              />
            )}
          </QueryState>
        ) : (
          <Text c="dimmed" size="sm">
            Search by title, ISRC, artist or record label. Drafts and recordings in review are not in the registry.
          </Text>
        )}
      </Stack>
    </>
  );
}
