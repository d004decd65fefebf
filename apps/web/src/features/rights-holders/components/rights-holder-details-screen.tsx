import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { RightsHolderDetails } from '@repertoire/contract';
import { formatIswc, formatIsni, isPendingIsni, rightsHolderKindLabels, rightsHolderRoleLabels, workRoleLabels } from '@repertoire/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { CountryName } from '../../../components/ui/country-name';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import type { MissingItem } from '../../../components/ui/item-not-found';
import { PendingState, QueryState } from '../../../components/ui/loading-state';
import { DetailField, NoValue } from '../../../components/ui/detail-field';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { ownRightsHolderQueryOptions } from '../../../lib/rights-holders/get-own-rights-holder';
import { useRightsHolder } from '../api/get-rights-holder';
import { useRightsHolderIsni } from '../api/get-rights-holder-isni';
import { IdentifierText } from '../../../components/ui/identifier-text';

const rightsHolderNotFound: MissingItem = {
  noun: 'rights holder',
  description: 'The link may be wrong.',
  back: { label: 'Musical Works', href: paths.app.musicalWorks.getHref() },
};

/**
 * `/rightsholder/details?id=…`: one rights holder's identity, ISNI (through the fixed
 * GET /user/rightsholder_isni/{id}), IPI, roles, nationality and registered works.
 * Without an id: the member's own record.
 */
export function RightsHolderDetailsScreen() {
  const [searchParams] = useSearchParams();
  const idParam = searchParams.get('id') || undefined;
  const own = useQuery({ ...ownRightsHolderQueryOptions(), enabled: !idParam });
  const id = idParam ?? own.data?.id;
  const holder = useRightsHolder(id);

  if (!idParam) {
    if (own.isPending || own.isError) return <QueryState query={own}>{() => null}</QueryState>;
    if (!own.data) {
      return (
        <>
          <PageHeader title="Rights holder details" />
          <EmptyState title="You have no rights-holder record yet" description="It is created with your account; if it is missing, contact the society through Help." />
        </>
      );
    }
  }
  return (
    <QueryState query={holder} notFound={rightsHolderNotFound}>
      {(details) => <RightsHolderView holder={details} />}
    </QueryState>
  );
}



/** The ISNI as the fixed call answers it (docs/architecture.md#the-five-fixed-calls): its display form, or "Pending" while missing or all zeros. */
function RightsHolderIsni({ id }: { id: string }) {
  const isni = useRightsHolderIsni(id);
  if (isni.isPending) return <PendingState query={isni} loader={<Loader size="xs" aria-label="Loading the ISNI" />} />;
  if (isni.isError) {
    return (
      <Text span size="sm" c="red">
        Could not be loaded
      </Text>
    );
  }
  const number = isni.data.isni_number;
  if (isPendingIsni(number)) {
    return (
      <Tooltip label="No ISNI has been assigned yet">
        <Badge variant="light" color="yellow">
          Pending
        </Badge>
      </Tooltip>
    );
  }
  return <IdentifierText>{formatIsni(number ?? '')}</IdentifierText>;
}

const registeredWorkColumns: DataTableColumn<RightsHolderDetails['works'][number]>[] = [
  { key: 'title', header: 'Title', render: (work) => work.title },
  { key: 'iswc', header: 'ISWC', render: (work) => (work.iswc ? <IdentifierText>{formatIswc(work.iswc)}</IdentifierText> : <NoValue />) },
  { key: 'role', header: 'Role', render: (work) => workRoleLabels[work.role] },
];

function RightsHolderView({ holder }: { holder: RightsHolderDetails }) {
  return (
    <>
      <PageHeader
        title={holder.name}
        description={
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
            <Text span size="sm" c="dimmed">
              {rightsHolderKindLabels[holder.kind]}
            </Text>
            {holder.is_self ? (
              <Badge size="sm" variant="light" component="span">
                Your record
              </Badge>
            ) : holder.is_member ? (
              <Badge size="sm" variant="light" color="gray" component="span">
                Member of the society
              </Badge>
            ) : null}
          </span>
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg" component="section" aria-label="Identity">
          <Title order={2} size="h4" mb="md">
            Identity
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <DetailField label="Name">{holder.name}</DetailField>
            <DetailField label="Kind">{rightsHolderKindLabels[holder.kind]}</DetailField>
            <DetailField label="ISNI">
              <RightsHolderIsni id={holder.id} />
            </DetailField>
            <DetailField label="IPI name number">{holder.ipi_name_number ?? <NoValue />}</DetailField>
            <DetailField label="IPI base number">{holder.ipi_base_number ?? <NoValue />}</DetailField>
            <DetailField label={holder.kind === 'organisation' ? 'Country' : 'Nationality'}>
              <CountryName code={holder.nationality} />
            </DetailField>
            <DetailField label="Roles">
              {holder.roles.length ? (
                <Group gap={4}>
                  {holder.roles.map((role) => (
                    <Badge key={role} variant="outline" color="gray" size="sm">
                      {rightsHolderRoleLabels[role]}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <NoValue />
              )}
            </DetailField>
          </SimpleGrid>
        </Paper>

        <Paper withBorder radius="md" p="lg" component="section" aria-label="Registered works">
          <Title order={2} size="h4" mb="md">
            Registered works
          </Title>
          <DataTable
            label={`Registered works of ${holder.name}`}
            columns={registeredWorkColumns}
            rows={holder.works}
            getRowKey={(work) => `${work.id}-${work.role}`}
            minWidth={420}
            empty={
              <Text size="sm" c="dimmed">
                {holder.name} holds no share in a registered work yet.
              </Text>
            }
          />
        </Paper>
      </Stack>
    </>
  );
}
