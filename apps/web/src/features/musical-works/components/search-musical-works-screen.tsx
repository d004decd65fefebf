import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { MusicalWorkRegistryItem } from '@repertoire/contract';
import { formatIswc, musicalWorkRegistryQuery, workRoleLabels } from '@repertoire/contract';
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
import { useMusicalWorksRegistry } from '../../../lib/musical-works/search-musical-works-registry';

export const REGISTRY_PAGE_SIZE = 20;

const criteriaSchema = musicalWorkRegistryQuery.pick({ q: true, iswc: true, writer: true, ipi: true });
type CriteriaInput = z.input<typeof criteriaSchema>;
type Criteria = z.output<typeof criteriaSchema>;

const columns: DataTableColumn<MusicalWorkRegistryItem>[] = [
  {
    key: 'title',
    header: 'Title',
    render: (work) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {work.title}
        </Text>
        {work.alternative_titles.length ? (
          <Text size="xs" c="dimmed">
            Also known as {work.alternative_titles.join(', ')}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'iswc', header: 'ISWC', render: (work) => (work.iswc ? <Text size="sm" ff="monospace">{formatIswc(work.iswc)}</Text> : <EmptyCell />) },
  {
    key: 'parties',
    header: 'Writers and publishers',
    render: (work) => (
      <Stack gap={2}>
        {work.parties.map((party, index) => (
          <Text key={`${party.name}-${party.role}-${index}`} size="sm">
            {party.name}{' '}
            <Text span size="xs" c="dimmed">
              {workRoleLabels[party.role]}
              {party.ipi_name_number ? ` · IPI ${party.ipi_name_number}` : ''}
            </Text>
          </Text>
        ))}
      </Stack>
    ),
  },
  { key: 'registered', header: 'Registered', visibleFrom: 'sm', render: (work) => formatDate(work.registered_at) },
  {
    key: 'dispute',
    header: <VisuallyHidden>Actions</VisuallyHidden>,
    render: (work) => (
      <Anchor component={Link} to={paths.app.openDispute.getHref(work.id)} size="sm" aria-label={`Raise a dispute on ${work.title}`}>
        Raise a dispute
      </Anchor>
    ),
  },
];

/** `/music-composition/search`: the society-wide registry of registered works, by title (typo-tolerant), ISWC, writer or IPI. */
export function SearchMusicalWorksScreen() {
  const registry = useRegistrySearchParams(['q', 'iswc', 'writer', 'ipi']);
  const results = useMusicalWorksRegistry({ page: registry.page, pageSize: REGISTRY_PAGE_SIZE, ...registry.criteria }, { enabled: registry.hasCriteria });

  const form = useForm<CriteriaInput, unknown, Criteria>({ resolver: zodResolver(criteriaSchema), values: registry.values });
  const { errors } = form.formState;

  return (
    <>
      <PageHeader
        title="Search the registry"
        description="Registered musical works of every member of the society."
        actions={
          <Button component={Link} to={paths.app.musicalWorks.getHref()} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Your musical works
          </Button>
        }
      />
      <Stack gap="md">
        <RegistrySearchForm label="Search registered works" onSearch={form.handleSubmit(registry.search)} onClear={registry.hasCriteria ? registry.clear : undefined}>
          <TextInput label="Title" description="Spelling need not be exact" {...form.register('q')} error={errors.q?.message} />
          <TextInput label="ISWC" description="e.g. T-034.524.680-1" {...form.register('iswc')} error={errors.iswc?.message} />
          <TextInput label="Writer" description="Name of a writer" {...form.register('writer')} error={errors.writer?.message} />
          <TextInput label="IPI" description="IPI name number" {...form.register('ipi')} error={errors.ipi?.message} />
        </RegistrySearchForm>
        <RegistryResults
          hasCriteria={registry.hasCriteria}
          query={results}
          onPageChange={registry.setPage}
          label="Registered works found"
          columns={columns}
          noMatch={{ title: 'No registered works match', description: 'Check the spelling of a name, or search by ISWC or IPI name number.' }}
          hint="Search by title, ISWC, writer or IPI name number. Drafts and works in review are not in the registry."
        />
      </Stack>
    </>
  );
}
