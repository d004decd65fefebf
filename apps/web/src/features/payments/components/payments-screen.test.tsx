import { screen, within } from '@testing-library/react';
import type { Payment } from '@repertoire/contract';
import { ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { PaymentsScreen } from './payments-screen';

const meta = (total: number) => ({ page: 1, pageSize: 20, total, totalPages: total === 0 ? 0 : 1, totalIsCapped: false });

const sent: Payment = {
  id: '5d0c7a52-1f3b-4c8e-9a61-2b7d4e8f0a13',
  distribution_id: '0b6c1d2e-3f40-4a51-8b62-7c839da0b1c2',
  distribution_name: '2026 Q3',
  currency: 'EUR',
  amount: '2500',
  state: 'in_file',
  account: 'DE893704004405320*****',
  payment_run_id: '7e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
  method: 'sepa',
  sent_at: '2026-12-01T09:00:00.000Z',
  created_at: '2026-11-30T09:00:00.000Z',
};

const waiting: Payment = {
  ...sent,
  id: '6e1d8b63-2a4c-4d9f-8b72-3c8e5f9a1b24',
  distribution_name: '2026 Q4',
  currency: 'GBP',
  amount: '123456',
  state: 'waiting_for_bank_details',
  account: null,
  payment_run_id: null,
  method: null,
  sent_at: null,
};

describe('payments screen', () => {
  it('lists each payment with its amount, state and the account, masked, and what is carried forward', async () => {
    stubApi({
      'GET /payments': ok([sent], meta(1)),
      'GET /payments/carried-forward': ok([{ currency: 'EUR', amount: '300' }]),
    });
    renderWithProviders(<PaymentsScreen />);
    const table = await screen.findByRole('table', { name: 'Your payments' });
    const row = within(table).getByText('2026 Q3').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2026 Q3', '€25.00', 'On its way', 'DE893704004405320*****', '01/12/2026']);
    expect(await screen.findByText('Carried forward until it reaches the minimum payment: €3.00')).toBeInTheDocument();
    expect(screen.queryByText('A payment is waiting for your bank details')).not.toBeInTheDocument();
  });

  it('leads to the bank details when a payment waits for them', async () => {
    stubApi({ 'GET /payments': ok([waiting, sent], meta(2)), 'GET /payments/carried-forward': ok([]) });
    renderWithProviders(<PaymentsScreen />);
    const row = (await screen.findByText('2026 Q4')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('£1,234.56')).toBeInTheDocument();
    expect(within(row).getByText('Waiting for bank details')).toBeInTheDocument();
    expect(screen.getByText('A payment is waiting for your bank details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your bank details' })).toHaveAttribute('href', '/bank-details');
    expect(screen.queryByText(/Carried forward/)).not.toBeInTheDocument();
  });

  it('says when there is no payment yet', async () => {
    stubApi({ 'GET /payments': ok([], meta(0)), 'GET /payments/carried-forward': ok([]) });
    renderWithProviders(<PaymentsScreen />);
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  });
});
