import { screen, within } from '@testing-library/react';
import type { StatementDetails } from '@repertoire/contract';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { StatementScreen } from './statement-screen';

const id = '0b6c1d2e-3f40-4a51-8b62-7c839da0b1c2';
const meta = (total: number, page = 1) => ({ page, pageSize: 20, total, totalPages: Math.ceil(total / 20), totalIsCapped: false });

const statement: StatementDetails = {
  distribution_id: id,
  name: '2026 Q3',
  period_start: '2026-07-01',
  period_end: '2026-09-30',
  closed_at: '2026-10-15T09:00:00.000Z',
  totals: [
    { currency: 'EUR', lines: 2, earned: '438', held: '0', held_dispute: '0', held_unclaimed: '0' },
    { currency: 'GBP', lines: 3, earned: '1752', held: '2001', held_dispute: '2001', held_unclaimed: '0' },
  ],
  by: 'work_or_recording',
  breakdown: [
    { key: 'w1', label: 'Harbour Lights (T-000.000.001-0)', currency: 'GBP', lines: 2, units: 5, earned: '1752', held: '0' },
    { key: 'w2', label: 'Quiet Tide', currency: 'GBP', lines: 1, units: 7, earned: '0', held: '2001' },
  ],
  breakdown_meta: meta(2),
};

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

function renderStatement() {
  return renderWithProviders(<StatementScreen />, { url: `/statements/${id}`, path: '/statements/:distributionId' });
}

describe('statement screen', () => {
  it('shows earned and held per currency, and why money is held', async () => {
    stubApi({ [`GET /statements/${id}`]: ok(statement) });
    renderStatement();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('£17.52')).toBeInTheDocument();
    expect(within(totals).getByText('€4.38')).toBeInTheDocument();
    expect(within(totals).getByText(/£20\.01 while a work is in dispute/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Statement 2026 Q3' })).toBeInTheDocument();
  });

  it('breaks the statement down by the dimension chosen, from its first page', async () => {
    const api = stubApi({
      [`GET /statements/${id}`]: ({ url }) => {
        const by = new URL(url, 'http://localhost').searchParams.get('by');
        if (by === 'territory') {
          return ok({ ...statement, by, breakdown: [{ key: 'FR', label: 'France', currency: 'EUR', lines: 1, units: 5, earned: '49', held: '0' }], breakdown_meta: meta(1) });
        }
        return ok(statement);
      },
    });
    const { user } = renderStatement();
    const table = await screen.findByRole('table', { name: 'Statement by work or recording' });
    const row = within(table).getByText('Quiet Tide').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Quiet Tide', '1', '7', '£0.00', '£20.01']);

    await user.click(screen.getByRole('radio', { name: 'Territory' }));
    const byTerritory = await screen.findByRole('table', { name: 'Statement by territory' });
    expect(within(byTerritory).getByText('France')).toBeInTheDocument();
    const last = api.callsTo('GET', `/statements/${id}`).at(-1);
    expect(new URL(last?.url ?? '', 'http://localhost').searchParams.get('by')).toBe('territory');
    expect(new URL(last?.url ?? '', 'http://localhost').searchParams.get('page')).toBe('1');
  });

  it('says when a breakdown has nothing in it', async () => {
    stubApi({ [`GET /statements/${id}`]: ok({ ...statement, breakdown: [], breakdown_meta: meta(0) }) });
    renderStatement();
    expect(await screen.findByText('Nothing to break down')).toBeInTheDocument();
  });

  it('downloads the CSV under the name the server gives it', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    stubApi({
      [`GET /statements/${id}`]: ok(statement),
      [`GET /statements/${id}/statement.csv`]: { status: 200, body: 'Line,Used on\r\n', headers: { 'content-disposition': 'attachment; filename="statement-2026-Q3.csv"' } },
    });
    const { user } = renderStatement();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloaded statement-2026-Q3.csv')).toBeInTheDocument();
  });

  it('downloads the PDF to file', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const api = stubApi({
      [`GET /statements/${id}`]: ok(statement),
      [`GET /statements/${id}/statement.pdf`]: { status: 200, body: '%PDF-1.3', headers: { 'content-disposition': 'attachment; filename="statement-2026-Q3.pdf"' } },
    });
    const { user } = renderStatement();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Downloaded statement-2026-Q3.pdf')).toBeInTheDocument();
    expect(api.callsTo('GET', `/statements/${id}/statement.csv`)).toHaveLength(0);
  });

  it('says a statement is not found when it is not the member’s, with a way back', async () => {
    stubApi({ [`GET /statements/${id}`]: fail(404, 'Statement not found') });
    renderStatement();
    expect(await screen.findByRole('link', { name: /your statements/i })).toHaveAttribute('href', '/statements');
  });
});
