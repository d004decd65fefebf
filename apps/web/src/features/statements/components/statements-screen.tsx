import { Anchor, Stack, Text } from '@mantine/core';
import type { StatementSummary } from '@repertoire/contract';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CurrencyAmounts } from '../../../components/ui/currency-amounts';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useStatements } from '../api/get-statements';
import { EarningsChart } from './earnings-chart';

/** One line per currency: a distribution pays each in its own, never converted. */
function Amounts({ statement, part }: { statement: StatementSummary; part: 'earned' | 'held' }) {
  const shown = statement.totals.filter((total) => part === 'earned' || total[part] !== '0');
  return <CurrencyAmounts amounts={shown.map((total) => ({ currency: total.currency, amount: total[part] }))} />;
}

const columns: DataTableColumn<StatementSummary>[] = [
  {
    key: 'distribution',
    header: 'Distribution',
    render: (statement) => (
      <Stack gap={0}>
        <Anchor component={Link} to={paths.app.statement.getHref(statement.distribution_id)} size="sm" fw={500}>
          {statement.name}
        </Anchor>
        <Text size="xs" c="dimmed" fw={400}>
          {formatDate(statement.period_start)} – {formatDate(statement.period_end)}
        </Text>
      </Stack>
    ),
  },
  { key: 'earned', header: 'Earned', align: 'right', render: (statement) => <Amounts statement={statement} part="earned" /> },
  {
    key: 'held',
    header: 'Held',
    align: 'right',
    // Nothing held: no value, so a phone's card leaves the label out rather than show it empty.
    render: (statement) => (statement.totals.some((total) => total.held !== '0') ? <Amounts statement={statement} part="held" /> : null),
  },
  { key: 'closed', header: 'Ready since', visibleFrom: 'sm', noWrap: true, render: (statement) => formatDate(statement.closed_at) },
];

/**
 * `/statements`: what each closed distribution paid the member, and what it holds for them (the unclaimed part of a
 * right, a work in dispute), per currency (docs/domain.md#royalties).
 */
export function StatementsScreen() {
  const [page, setPage] = useState(1);
  const statements = useStatements({ page });
  return (
    <Stack gap="lg">
      <PageHeader title="Statements" description="What each distribution paid you, and what it holds for you" />
      <EarningsChart />
      <PagedQueryTable
        label="Your statements"
        columns={columns}
        query={statements}
        getRowKey={(statement) => statement.distribution_id}
        onPageChange={setPage}
        empty={
          <EmptyState
            icon={<IconReceipt size={28} />}
            title="No statements yet"
            description="When the society closes a distribution that pays for your registered works or recordings, its statement appears here and you are told."
          />
        }
      />
    </Stack>
  );
}
