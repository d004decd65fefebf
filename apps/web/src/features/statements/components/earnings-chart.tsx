import { BarChart } from '@mantine/charts';
import { currencyMinorDigits, decimalAmount, type StatementHistoryPoint } from '@repertoire/contract';
import { SectionCard } from '../../../components/ui/section-card';
import { useStatementHistory } from '../api/get-statement-history';

const PALETTE = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6'] as const;

/**
 * The chart's rows, one per distribution with a value per currency. A chart draws numbers, so amounts become floats
 * here and only here: the figures a member reads (the tables, the CSV) stay exact.
 */
export function chartRows(points: readonly StatementHistoryPoint[]): { rows: Record<string, string | number>[]; currencies: string[] } {
  const rows = new Map<string, Record<string, string | number>>();
  const currencies = new Set<string>();
  for (const point of points) {
    const row = rows.get(point.key) ?? { distribution: point.label };
    row[point.currency] = Number(decimalAmount(BigInt(point.earned), currencyMinorDigits(point.currency)));
    rows.set(point.key, row);
    currencies.add(point.currency);
  }
  return { rows: [...rows.values()], currencies: [...currencies].sort() };
}

/** What the member earned, distribution by distribution, a bar per currency; nothing until there is something to show. */
export function EarningsChart() {
  const history = useStatementHistory();
  if (!history.data || history.data.length === 0) return null;
  const { rows, currencies } = chartRows(history.data);
  return (
    <SectionCard title="Earnings over time" description="What each distribution paid you, in each currency it paid in.">
      <BarChart
        h={240}
        data={rows}
        dataKey="distribution"
        series={currencies.map((currency, index) => ({ name: currency, color: PALETTE[index % PALETTE.length] ?? 'indigo.6' }))}
        withLegend={currencies.length > 1}
        valueFormatter={(value) => value.toLocaleString('en-GB', { maximumFractionDigits: 3 })}
        // A chart is a picture to a screen reader: its name says what it shows; the table below has the figures.
        role="img"
        aria-label="Earnings per distribution"
      />
    </SectionCard>
  );
}
