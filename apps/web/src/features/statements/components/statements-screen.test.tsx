import { screen, within } from '@testing-library/react';
import type { StatementSummary } from '@repertoire/contract';
import { ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { formatMinorUnits } from '../../../lib/format';
import { chartRows } from './earnings-chart';
import { StatementsScreen } from './statements-screen';

const meta = (total: number) => ({ page: 1, pageSize: 20, total, totalPages: total === 0 ? 0 : 1, totalIsCapped: false });

const q3: StatementSummary = {
  distribution_id: '0b6c1d2e-3f40-4a51-8b62-7c839da0b1c2',
  name: '2026 Q3',
  period_start: '2026-07-01',
  period_end: '2026-09-30',
  closed_at: '2026-10-15T09:00:00.000Z',
  totals: [
    { currency: 'EUR', earned: '1200', held: '0' },
    { currency: 'GBP', earned: '123456', held: '-250' },
  ],
};

describe('statements screen', () => {
  it('shows each distribution with what it paid and holds, per currency, exact to the minor unit', async () => {
    stubApi({ 'GET /statements': ok([q3], meta(1)) });
    renderWithProviders(<StatementsScreen />);
    const table = await screen.findByRole('table', { name: 'Your statements' });
    const row = within(table).getByText('2026 Q3').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('£1,234.56')).toBeInTheDocument();
    expect(within(row).getByText('€12.00')).toBeInTheDocument();
    // Held: only the currency that holds something.
    expect(within(row).getByText('-£2.50')).toBeInTheDocument();
    expect(within(row).queryByText('€0.00')).not.toBeInTheDocument();
  });

  it('links each statement to its page', async () => {
    stubApi({ 'GET /statements': ok([q3], meta(1)) });
    renderWithProviders(<StatementsScreen />);
    expect(await screen.findByRole('link', { name: '2026 Q3' })).toHaveAttribute('href', `/statements/${q3.distribution_id}`);
  });

  it('charts the earnings of each distribution once there are some, and not before', async () => {
    stubApi({
      'GET /statements': ok([q3], meta(1)),
      'GET /statements/history': ok([
        { key: q3.distribution_id, label: '2026 Q3', currency: 'GBP', earned: '123456', held: '0' },
        { key: q3.distribution_id, label: '2026 Q3', currency: 'EUR', earned: '1200', held: '0' },
      ]),
    });
    renderWithProviders(<StatementsScreen />);
    expect(await screen.findByRole('region', { name: 'Earnings over time' })).toBeInTheDocument();
  });

  it('leaves the held column empty when nothing is held', async () => {
    stubApi({ 'GET /statements': ok([{ ...q3, totals: [{ currency: 'EUR', earned: '1200', held: '0' }] }], meta(1)) });
    renderWithProviders(<StatementsScreen />);
    const row = (await screen.findByText('2026 Q3')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2026 Q301/07/2026 – 30/09/2026', '€12.00', '', '15/10/2026']);
  });

  it('says when there is no statement yet', async () => {
    stubApi({ 'GET /statements': ok([], meta(0)), 'GET /statements/history': ok([]) });
    renderWithProviders(<StatementsScreen />);
    expect(await screen.findByText('No statements yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Earnings over time' })).not.toBeInTheDocument();
  });
});

describe('chartRows', () => {
  it('gives one row per distribution with each currency in its major unit', () => {
    const rows = chartRows([
      { key: 'a', label: '2026 Q2', currency: 'GBP', earned: '1050', held: '0' },
      { key: 'a', label: '2026 Q2', currency: 'JPY', earned: '1234', held: '0' },
      { key: 'b', label: '2026 Q3', currency: 'GBP', earned: '-5', held: '0' },
    ]);
    expect(rows).toEqual({ rows: [{ distribution: '2026 Q2', GBP: 10.5, JPY: 1234 }, { distribution: '2026 Q3', GBP: -0.05 }], currencies: ['GBP', 'JPY'] });
  });
});

describe('formatMinorUnits', () => {
  it('writes whole minor units in their currency without a float', () => {
    expect(formatMinorUnits('123456', 'GBP')).toBe('£1,234.56');
    expect(formatMinorUnits('5', 'EUR')).toBe('€0.05');
    expect(formatMinorUnits('-250', 'GBP')).toBe('-£2.50');
    expect(formatMinorUnits('1234', 'JPY')).toBe('JP¥1,234');
    // Past what a float holds exactly: 2^53 + 1 cents.
    expect(formatMinorUnits('9007199254740993', 'USD')).toBe('US$90,071,992,547,409.93');
  });
});
