import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { MusicalWorkRegistryItem } from '@repertoire/contract';
import { formatIswc, formatPercent, musicalWorkRegistryQuery, workRoleLabels } from '@repertoire/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { InDisputeBadge } from '../../../components/disputes/dispute-state-badge';
import { registeredColumn, registryTitleColumn } from '../../../components/registration/registry-columns';
import type { RegistryCriterion } from '../../../components/registration/registry-search-screen';
import { RegistrySearchScreen } from '../../../components/registration/registry-search-screen';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { musicalWorksRegistryQueryOptions } from '../../../lib/musical-works/search-musical-works-registry';
import { ClaimShareDialog } from './claim-share-dialog';
import { NotControlledBadge } from './work-shares-table';
import { identifierColumn } from '../../../components/ui/identifier-text';

const criteriaSchema = musicalWorkRegistryQuery.pick({ q: true, iswc: true, writer: true, ipi: true });
type WorkCriterion = keyof typeof criteriaSchema.shape;

/** A registered work's two answers: claim a share of it, or dispute it. */
function WorkActions({ work }: { work: MusicalWorkRegistryItem }) {
  const [isClaiming, setIsClaiming] = useState(false);
  return (
    // Room between the two: on a phone's card they are touch targets side by side (WCAG 2.5.8).
    <Group gap="md" justify="flex-end">
      <Button size="xs" variant="light" onClick={() => setIsClaiming(true)} aria-label={`Claim a share of ${work.title}`}>
        Claim a share
      </Button>
      <Anchor component={Link} to={paths.app.openDispute.getHref(work.id)} state={paths.app.openDispute.state(work)} size="sm" aria-label={`Raise a dispute on ${work.title}`}>
        Raise a dispute
      </Anchor>
      {isClaiming ? <ClaimShareDialog work={work} opened={isClaiming} onClose={() => setIsClaiming(false)} /> : null}
    </Group>
  );
}

const columns: DataTableColumn<MusicalWorkRegistryItem>[] = [
  registryTitleColumn((work) => (work.alternative_titles.length ? `Also known as ${work.alternative_titles.map((alternative) => alternative.title).join(', ')}` : null)),
  identifierColumn('iswc', 'ISWC', (work) => work.iswc && formatIswc(work.iswc)),
  {
    key: 'parties',
    header: 'Writers and publishers (performance / mechanical)',
    render: (work) => (
      <Stack gap={2}>
        {work.parties.map((party, index) => (
          <Text key={`${party.name}-${party.role}-${index}`} size="sm">
            {party.name}{' '}
            <Text span size="xs" c="dimmed">
              {workRoleLabels[party.role]}
              {party.ipi_name_number ? ` · IPI ${party.ipi_name_number}` : ''}
              {` · ${formatPercent(party.performance_share)} / ${formatPercent(party.mechanical_share)}`}
            </Text>
            {party.controlled ? null : (
              <>
                {' '}
                <NotControlledBadge />
              </>
            )}
          </Text>
        ))}
      </Stack>
    ),
  },
  {
    key: 'left',
    header: 'Left to claim',
    render: (work) => (
      <Stack gap={2}>
        <Text size="sm">
          {formatPercent(work.unclaimed.performance)} / {formatPercent(work.unclaimed.mechanical)} unclaimed
        </Text>
        {work.claims_waiting.performance > 0 || work.claims_waiting.mechanical > 0 ? (
          <Text size="xs" c="dimmed">
            {formatPercent(work.claims_waiting.performance)} / {formatPercent(work.claims_waiting.mechanical)} in claims waiting
          </Text>
        ) : null}
      </Stack>
    ),
  },
  registeredColumn(),
  { key: 'dispute', header: <VisuallyHidden>In dispute</VisuallyHidden>, render: (work) => (work.in_dispute ? <InDisputeBadge /> : null) },
  { key: 'actions', header: <VisuallyHidden>Actions</VisuallyHidden>, render: (work) => <WorkActions work={work} /> },
];

const criteria: RegistryCriterion<WorkCriterion>[] = [
  { name: 'q', label: 'Title', description: 'Spelling need not be exact' },
  { name: 'iswc', label: 'ISWC', description: 'The whole ISWC or its start, e.g. T-034.524' },
  { name: 'writer', label: 'Writer', description: 'Name of a writer' },
  { name: 'ipi', label: 'IPI', description: 'IPI name number' },
];

/** `/music-composition/search`: the society-wide registry of registered works, by title (typo-tolerant), ISWC, writer or IPI. */
export function SearchMusicalWorksScreen() {
  return (
    <RegistrySearchScreen
      description="Registered musical works of every member of the society."
      back={{ label: 'Your musical works', href: paths.app.musicalWorks.getHref() }}
      criteria={criteria}
      schema={criteriaSchema}
      queryOptions={musicalWorksRegistryQueryOptions}
      searchLabel="Search registered works"
      label="Registered works found"
      columns={columns}
      noMatch={{ title: 'No registered works match', description: 'Check the spelling of a name, or search by ISWC or IPI name number.' }}
      hint="Search by title, ISWC, writer or IPI name number. Drafts and works in review are not in the registry."
    />
  );
}
