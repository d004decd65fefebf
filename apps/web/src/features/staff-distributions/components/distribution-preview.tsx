import { Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usageRightLabels, type CurrencyBalance, type Distribution, type DistributionPreview, type DistributionTotal } from '@repertoire/contract';
import { IconChartBar } from '@tabler/icons-react';
import { CountryName } from '../../../components/ui/country-name';
import { CountsGrid } from '../../../components/ui/counts-grid';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/loading-state';
import { SectionCard } from '../../../components/ui/section-card';
import { formatMinorUnits } from '../../../lib/format';
import { useDistributionPreview } from '../api/get-distribution';

const money = (amount: string, currency: string) => (
  <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
    {formatMinorUnits(amount, currency)}
  </Text>
);

/** Allocated + held + unmatched, less the input: zero when every minor unit of the input is accounted for. */
const difference = (balance: CurrencyBalance) => BigInt(balance.allocated) + BigInt(balance.held) + BigInt(balance.unmatched) - BigInt(balance.input);

const balanceColumns: DataTableColumn<CurrencyBalance>[] = [
  { key: 'currency', header: 'Currency', card: 'title', render: (balance) => <Text fw={500} size="sm">{balance.currency}</Text> },
  { key: 'input', header: 'Input', align: 'right', render: (balance) => money(balance.input, balance.currency) },
  { key: 'allocated', header: 'Allocated', align: 'right', render: (balance) => money(balance.allocated, balance.currency) },
  { key: 'held', header: 'Held', align: 'right', render: (balance) => money(balance.held, balance.currency) },
  { key: 'unmatched', header: 'Unmatched', align: 'right', render: (balance) => money(balance.unmatched, balance.currency) },
  {
    key: 'check',
    header: 'Balance',
    render: (balance) => {
      const off = difference(balance);
      return off === 0n ? (
        <Badge component="span" variant="light" color="green">
          Balanced
        </Badge>
      ) : (
        <Badge component="span" variant="light" color="red">
          Off by {formatMinorUnits(off.toString(), balance.currency)}
        </Badge>
      );
    },
  },
];

type Grouping = { value: 'by_source' | 'by_territory' | 'by_right'; tab: string; header: string; key: (total: DistributionTotal) => ReactNode };

const groupings: Grouping[] = [
  { value: 'by_source', tab: 'By source', header: 'Source', key: (total) => total.key },
  { value: 'by_territory', tab: 'By territory', header: 'Territory', key: (total) => <CountryName code={total.key} /> },
  {
    value: 'by_right',
    tab: 'By right',
    header: 'Right',
    key: (total) => (usageRightLabels as Readonly<Record<string, string>>)[total.key] ?? total.key,
  },
];

const totalColumns = (grouping: Grouping): DataTableColumn<DistributionTotal>[] => [
  { key: 'key', header: grouping.header, card: 'title', render: (total) => <Text size="sm" fw={500}>{grouping.key(total)}</Text> },
  { key: 'currency', header: 'Currency', render: (total) => total.currency },
  { key: 'lines', header: 'Lines', align: 'right', render: (total) => total.lines.toLocaleString('en-GB') },
  { key: 'amount', header: 'Amount', align: 'right', render: (total) => money(total.amount, total.currency) },
];

type Earner = DistributionPreview['top_earners'][number];

const earnerColumns: DataTableColumn<Earner>[] = [
  { key: 'name', header: 'Rights holder', card: 'title', render: (earner) => <Text size="sm" fw={500}>{earner.name}</Text> },
  { key: 'amount', header: 'Allocated', align: 'right', render: (earner) => money(earner.amount, earner.currency) },
];

/**
 * Where the distribution's money comes from and goes: per currency its input and where it went (allocated, held,
 * unmatched, which add up to the input), the lines by how they matched, totals per source, territory and right, and
 * the rights holders who earn most. Before closing it is the preview; closed, the split as it stands.
 */
export function DistributionPreviewCard({ distribution }: { distribution: Distribution }) {
  const isOpen = distribution.state === 'open';
  const title = isOpen ? 'Preview' : 'The split';
  if (distribution.lines === 0) {
    return (
      <SectionCard title={title}>
        <EmptyState
          icon={<IconChartBar size={26} />}
          title="Nothing to preview yet"
          description={isOpen ? 'Import a usage file: its lines show here, with where their money goes.' : 'The distribution closed without lines.'}
        />
      </SectionCard>
    );
  }
  return (
    <SectionCard
      title={title}
      description={isOpen ? 'What closing would make final. Each currency is kept apart: amounts are never converted.' : 'Final: members see their part in their statements.'}
    >
      <Preview distribution={distribution} />
    </SectionCard>
  );
}

function Preview({ distribution }: { distribution: Distribution }) {
  const query = useDistributionPreview(distribution.id);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Where the money went
        </Title>
        <DataTable label="Balances per currency" columns={balanceColumns} rows={distribution.balances} getRowKey={(balance) => balance.currency} empty={null} minWidth={720} />
      </Stack>
      <QueryState query={query}>
        {(preview) => (
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={3} size="h5">
                Lines
              </Title>
              <CountsGrid
                label="Lines by how they matched"
                counts={[
                  { label: 'All lines', value: distribution.lines },
                  { label: 'Matched', value: preview.lines.matched },
                  { label: 'With held parts', value: preview.lines.with_held_parts, color: preview.lines.with_held_parts > 0 ? 'orange.9' : undefined },
                  { label: 'Unmatched', value: preview.lines.unmatched, color: preview.lines.unmatched > 0 ? 'red.8' : undefined },
                ]}
              />
            </Stack>
            <Stack gap="xs">
              <Title order={3} size="h5">
                Totals
              </Title>
              <Tabs defaultValue="by_source" keepMounted={false}>
                <Tabs.List mb="sm">
                  {groupings.map((grouping) => (
                    <Tabs.Tab key={grouping.value} value={grouping.value}>
                      {grouping.tab}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {groupings.map((grouping) => (
                  <Tabs.Panel key={grouping.value} value={grouping.value}>
                    <DataTable
                      label={`Totals ${grouping.tab.toLowerCase()}`}
                      columns={totalColumns(grouping)}
                      rows={preview[grouping.value]}
                      getRowKey={(total) => `${total.key}-${total.currency}`}
                      empty={<EmptyState title="No totals" description="No line has been imported yet." />}
                    />
                  </Tabs.Panel>
                ))}
              </Tabs>
            </Stack>
            <Stack gap="xs">
              <Title order={3} size="h5">
                Top earners
              </Title>
              <DataTable
                label="Top earners"
                columns={earnerColumns}
                rows={preview.top_earners}
                getRowKey={(earner) => `${earner.rights_holder_id}-${earner.currency}`}
                empty={<EmptyState title="No earners yet" description="No line has matched a work or recording with rights holders yet." />}
              />
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
