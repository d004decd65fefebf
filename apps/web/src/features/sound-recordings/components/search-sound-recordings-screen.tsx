import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { SoundRecordingRegistryItem } from '@repertoire/contract';
import { soundRecordingRegistryQuery } from '@repertoire/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { RegistryResults } from '../../../components/registration/registry-results';
import { RegistrySearchForm } from '../../../components/registration/registry-search-form';
import { useRegistrySearchParams } from '../../../components/registration/use-registry-search-params';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useSoundRecordingsRegistry } from '../api/search-sound-recordings-registry';
import { isrcColumn } from './isrc-column';

export const REGISTRY_PAGE_SIZE = 20;

const criteriaSchema = soundRecordingRegistryQuery.pick({ q: true, isrc: true, artist: true, label: true });
type CriteriaInput = z.input<typeof criteriaSchema>;
type Criteria = z.output<typeof criteriaSchema>;

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
  { key: 'registered', header: 'Registered', visibleFrom: 'sm', render: (recording) => formatDate(recording.registered_at) },
];

/** `/sound-recording/search`: the society's registry of registered recordings, by title (typo-tolerant), ISRC, artist or label. */
export function SearchSoundRecordingsScreen() {
  const registry = useRegistrySearchParams(['q', 'isrc', 'artist', 'label']);
  const results = useSoundRecordingsRegistry({ page: registry.page, pageSize: REGISTRY_PAGE_SIZE, ...registry.criteria }, { enabled: registry.hasCriteria });

  const form = useForm<CriteriaInput, unknown, Criteria>({ resolver: zodResolver(criteriaSchema), values: registry.values });
  const { errors } = form.formState;

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
        <RegistrySearchForm label="Search registered recordings" onSearch={form.handleSubmit(registry.search)} onClear={registry.hasCriteria ? registry.clear : undefined}>
          <TextInput label="Title" description="Spelling need not be exact" {...form.register('q')} error={errors.q?.message} />
          <TextInput label="ISRC" description="e.g. GB-ABC-24-00001" {...form.register('isrc')} error={errors.isrc?.message} />
          <TextInput label="Artist" description="A main or featured artist" {...form.register('artist')} error={errors.artist?.message} />
          <TextInput label="Label" description="Record label" {...form.register('label')} error={errors.label?.message} />
        </RegistrySearchForm>
        <RegistryResults
          hasCriteria={registry.hasCriteria}
          query={results}
          onPageChange={registry.setPage}
          label="Registered recordings found"
          columns={columns}
          noMatch={{ title: 'No registered recordings match', description: 'Check the spelling of a name, or search by ISRC, artist or label.' }}
          hint="Search by title, ISRC, artist or record label. Drafts and recordings in review are not in the registry."
        />
      </Stack>
    </>
  );
}
