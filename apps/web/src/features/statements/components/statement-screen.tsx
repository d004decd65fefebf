import { Button, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  statementDimensionLabels,
  statementDimensionValues,
  type StatementBreakdownRow,
  type StatementDetails,
  type StatementDimension,
  type StatementTotal,
} from '@repertoire/contract';
import { IconArrowLeft, IconDownload, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { formatDate, formatMinorUnits } from '../../../lib/format';
import { useStatementDownload } from '../api/download-statement';
import { useStatement } from '../api/get-statement';

const statements = { label: 'your statements', href: paths.app.statements.getHref() };

const figures = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * `/statements/:distributionId`: one statement (docs/domain.md#royalties): what the distribution paid the member and
 * holds for them per currency, broken down by work or recording, territory, source, right or month, and its CSV.
 */
export function StatementScreen() {
  const { distributionId = '' } = useParams();
  const [by, setBy] = useState<StatementDimension>('work_or_recording');
  const [page, setPage] = useState(1);
  const query = useStatement({ distributionId, by, page });
  const choose = (value: string) => {
    setBy(value as StatementDimension);
    setPage(1);
  };
  return (
    <QueryState
      query={query}
      notFound={{ noun: 'statement', description: 'The link may be wrong. Only your own statements of closed distributions can be opened here.', back: statements }}
    >
      {(statement) => <StatementPage statement={statement} by={by} onByChange={choose} onPageChange={setPage} isFetching={query.isPlaceholderData} />}
    </QueryState>
  );
}

type StatementPageProps = {
  statement: StatementDetails;
  by: StatementDimension;
  onByChange: (value: string) => void;
  onPageChange: (page: number) => void;
  isFetching: boolean;
};

function StatementPage({ statement, by, onByChange, onPageChange, isFetching }: StatementPageProps) {
  const download = useStatementDownload();
  return (
    <>
      <PageHeader
        title={`Statement ${statement.name}`}
        description={`${formatDate(statement.period_start)} – ${formatDate(statement.period_end)} · ready since ${formatDate(statement.closed_at)}`}
        actions={
          <>
            <Button component={Link} to={statements.href} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
              Your statements
            </Button>
            <Button variant="default" leftSection={<IconDownload size={16} />} disabled={download.isPending} onClick={() => download.start({ statement, format: 'pdf' })}>
              Download PDF
            </Button>
            <Button leftSection={<IconDownload size={16} />} disabled={download.isPending} onClick={() => download.start({ statement, format: 'csv' })}>
              Download CSV
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        <Totals totals={statement.totals} />
        <SectionCard title="Breakdown" description="Your part of the distribution, grouped one way at a time; each currency on its own row.">
          {/* The choice shows at once; the table keeps the rows it has, and their dimension, until the new ones come. */}
          <SegmentedControl
            aria-label="Break down by"
            value={by}
            onChange={onByChange}
            data={statementDimensionValues.map((value) => ({ value, label: statementDimensionLabels[value] }))}
            style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          />
          <DataTable
            label={`Statement by ${statementDimensionLabels[statement.by].toLowerCase()}`}
            columns={breakdownColumns(statement.by)}
            rows={statement.breakdown}
            getRowKey={(row) => `${row.key} ${row.currency}`}
            meta={statement.breakdown_meta}
            onPageChange={onPageChange}
            isFetching={isFetching}
            empty={<EmptyState icon={<IconReceipt size={28} />} title="Nothing to break down" description="This statement has no lines of yours." />}
          />
        </SectionCard>
      </Stack>
    </>
  );
}

/** Why money is held, in the member's words, with the amount of each reason that holds any. */
function heldBecause(total: StatementTotal): string {
  const reasons = [
    total.held_dispute !== '0' ? `${formatMinorUnits(total.held_dispute, total.currency)} while a work is in dispute` : null,
    total.held_unclaimed !== '0' ? `${formatMinorUnits(total.held_unclaimed, total.currency)} unclaimed` : null,
  ].filter((reason) => reason !== null);
  return reasons.join('; ');
}

/** One card per currency: a distribution pays each in its own, never converted. */
function Totals({ totals }: { totals: StatementTotal[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(3, Math.max(1, totals.length)) }} spacing="sm" component="section" aria-label="Totals">
      {totals.map((total) => (
        <Paper key={total.currency} withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Earned in {total.currency}
          </Text>
          <Text size="xl" fw={700} style={figures}>
            {formatMinorUnits(total.earned, total.currency)}
          </Text>
          <Text size="sm" c="dimmed">
            {total.lines.toLocaleString('en-GB')} {total.lines === 1 ? 'line' : 'lines'}
          </Text>
          {total.held !== '0' ? (
            <Text size="sm" mt="xs">
              Held: <span style={figures}>{formatMinorUnits(total.held, total.currency)}</span> ({heldBecause(total)})
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function breakdownColumns(by: StatementDimension): DataTableColumn<StatementBreakdownRow>[] {
  return [
    {
      key: 'label',
      header: statementDimensionLabels[by],
      card: 'title',
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.label}
        </Text>
      ),
    },
    { key: 'lines', header: 'Lines', align: 'right', visibleFrom: 'sm', render: (row) => row.lines.toLocaleString('en-GB') },
    { key: 'units', header: 'Units', align: 'right', visibleFrom: 'sm', render: (row) => row.units.toLocaleString('en-GB') },
    { key: 'earned', header: 'Earned', align: 'right', render: (row) => <span style={figures}>{formatMinorUnits(row.earned, row.currency)}</span> },
    // Nothing held: no value, so a phone's card leaves the label out rather than show it empty.
    { key: 'held', header: 'Held', align: 'right', render: (row) => (row.held === '0' ? null : <span style={figures}>{formatMinorUnits(row.held, row.currency)}</span>) },
  ];
}
