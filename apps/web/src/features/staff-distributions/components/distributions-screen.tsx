import { Anchor, Stack, Text } from '@mantine/core';
import type { Distribution } from '@repertoire/contract';
import { IconCoins } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CurrencyAmounts } from '../../../components/ui/currency-amounts';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useDistributions } from '../api/get-distributions';
import { periodText } from '../utils/labels';
import { DistributionForm } from './distribution-form';
import { DistributionStateBadge } from './state-badges';

const PAGE_SIZE = 20;

const columns: DataTableColumn<Distribution>[] = [
  {
    key: 'name',
    header: 'Distribution',
    card: 'title',
    render: (distribution) => (
      <Stack gap={0}>
        <Anchor component={Link} to={paths.staff.distribution.getHref(distribution.id)} fw={500} size="sm">
          {distribution.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {periodText(distribution)}
        </Text>
      </Stack>
    ),
  },
  { key: 'state', header: 'State', render: (distribution) => <DistributionStateBadge state={distribution.state} /> },
  { key: 'lines', header: 'Lines', align: 'right', render: (distribution) => distribution.lines.toLocaleString('en-GB') },
  {
    key: 'input',
    header: 'Input',
    align: 'right',
    render: (distribution) => <CurrencyAmounts amounts={distribution.balances.map(({ currency, input }) => ({ currency, amount: input }))} />,
  },
  {
    key: 'date',
    header: 'Closed',
    visibleFrom: 'sm',
    noWrap: true,
    render: (distribution) => (distribution.closed_at ? formatDate(distribution.closed_at) : null),
  },
];

/** `/staff/distributions`: a new distribution for a period, and the distributions so far, newest period first. */
export function DistributionsScreen() {
  const { page, setPage } = useListParams({});
  const query = useDistributions({ page, pageSize: PAGE_SIZE });
  return (
    <>
      <PageHeader
        title="Distributions"
        description="Open a distribution for a period, import the usage files that report what was used and paid, check the preview, then close it: members then see their statements."
      />
      <Stack gap="lg">
        <SectionCard title="New distribution">
          <DistributionForm />
        </SectionCard>
        <SectionCard title="All distributions">
          <PagedQueryTable
            query={query}
            label="Distributions"
            columns={columns}
            getRowKey={(distribution) => distribution.id}
            onPageChange={setPage}
            empty={
              <EmptyState
                icon={<IconCoins size={26} />}
                title="No distributions yet"
                description="A distribution gathers the usage files of a period and splits their money between the rights holders."
              />
            }
          />
        </SectionCard>
      </Stack>
    </>
  );
}
