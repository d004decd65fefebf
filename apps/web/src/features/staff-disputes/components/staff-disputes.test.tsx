import { screen, within } from '@testing-library/react';
import type { DisputeDetails } from '@repertoire/contract';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { createDispute, createDisputeListItem, disputePage, noAbilities } from '../../../testing/dispute-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { StaffDisputeScreen } from './staff-dispute-screen';
import { StaffDisputesScreen } from './staff-disputes-screen';

function renderDispute(dispute: DisputeDetails, handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ [`GET /disputes/${dispute.id}`]: ok(dispute), ...handlers });
  return { api, ...renderWithProviders(<StaffDisputeScreen />, { url: `/staff/disputes/${dispute.id}`, path: '/staff/disputes/:id' }) };
}

const staffView = (overrides: Partial<DisputeDetails> = {}) => {
  const dispute = createDispute({ can: noAbilities, ...overrides });
  return { ...dispute, parties: dispute.parties.map((party) => ({ ...party, is_you: false })) };
};

describe('the staff disputes desk', () => {
  it('lists every dispute with its state, deadline and parties, counting each state', async () => {
    const item = createDisputeListItem({ party_count: 3, state: 'under_review' });
    stubApi({ 'GET /staff/disputes': disputePage([item], { open: 4, under_review: 1 }) });
    renderWithProviders(<StaffDisputesScreen />, { url: '/staff/disputes' });
    const table = await screen.findByRole('table', { name: 'Disputes' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Under review');
    expect(row).toHaveTextContent('3');
    expect(within(row as HTMLElement).getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute('href', `/staff/disputes/${item.id}`);
    expect(screen.getByRole('radio', { name: 'Open (4)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All (5)' })).toBeChecked();
  });

  it('shows the parties’ shares side by side, and takes an open dispute under review', async () => {
    const dispute = staffView({ can: { ...noAbilities, take: true } });
    const taken = { ...dispute, state: 'under_review' as const, reviewer: { name: 'Sam Okafor' }, can: { ...noAbilities, decide: true } };
    const { api, user } = renderDispute(dispute, { [`POST /staff/disputes/${dispute.id}/take`]: ok(taken) });
    const table = await screen.findByRole('table', { name: 'Shares side by side' });
    expect(within(table).getAllByRole('row')[0]).toHaveTextContent('Amara Nwosu');
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take under review' }));
    expect(await screen.findByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(api.callsTo('POST', `/staff/disputes/${dispute.id}/take`)).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'The dispute' })).toHaveTextContent('Sam Okafor');
  });

  it('resolves with final shares started from a party’s proposal, with a reason', async () => {
    const dispute = staffView({ state: 'under_review', can: { ...noAbilities, decide: true } });
    const { api, user } = renderDispute(dispute, { [`POST /staff/disputes/${dispute.id}/decision`]: ok({ ...dispute, state: 'resolved', can: noAbilities }) });
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const form = await screen.findByRole('form', { name: 'Resolve the dispute' });
    expect(within(form).queryByRole('group', { name: 'Amara Nwosu' })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Start from'), 'Amara Nwosu’s proposal');
    const amara = within(form).getByRole('group', { name: 'Amara Nwosu' });
    expect(within(form).getByText('Performance shares add up to 150.00%: they must add up to exactly 100%')).toBeInTheDocument();

    const tunde = within(form).getByRole('group', { name: 'Tunde Bello' });
    for (const right of ['Performance %', 'Mechanical %']) {
      await user.clear(within(tunde).getByLabelText(right));
      await user.type(within(tunde).getByLabelText(right), '50');
    }
    await user.type(within(form).getByLabelText(/Reason/), 'The signed split sheet gives half to each');
    await user.click(within(form).getByRole('button', { name: 'Resolve with these shares' }));

    await vi.waitFor(() => expect(api.callsTo('POST', `/staff/disputes/${dispute.id}/decision`)).toHaveLength(1));
    const body = api.callsTo('POST', `/staff/disputes/${dispute.id}/decision`)[0]?.body as { decision: string; reason: string; shares: { performance_share: number }[] };
    expect(body.decision).toBe('resolve');
    expect(body.reason).toBe('The signed split sheet gives half to each');
    expect(body.shares.map((line) => line.performance_share)).toEqual([50, 50]);
    expect(amara).not.toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'The dispute' })).findByText('Resolved')).toBeInTheDocument();
  });

  it('will not reject without a reason', async () => {
    const dispute = staffView({ state: 'under_review', can: { ...noAbilities, decide: true } });
    const { api, user } = renderDispute(dispute, { [`POST /staff/disputes/${dispute.id}/decision`]: ok({ ...dispute, state: 'rejected', can: noAbilities }) });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const form = await screen.findByRole('form', { name: 'Reject the dispute' });
    await user.click(within(form).getByRole('button', { name: 'Reject the dispute' }));
    expect(await within(form).findByText('Give the reason for rejecting the dispute')).toBeInTheDocument();
    expect(api.callsTo('POST', `/staff/disputes/${dispute.id}/decision`)).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Reason/), 'The claim has no evidence');
    await user.click(within(form).getByRole('button', { name: 'Reject the dispute' }));
    await vi.waitFor(() => expect(api.callsTo('POST', `/staff/disputes/${dispute.id}/decision`)[0]?.body).toEqual({ decision: 'reject', reason: 'The claim has no evidence' }));
  });

  it('shows why a decision was refused', async () => {
    const dispute = staffView({ state: 'under_review', can: { ...noAbilities, decide: true } });
    const { user } = renderDispute(dispute, { [`POST /staff/disputes/${dispute.id}/decision`]: fail(409, 'This dispute is already decided') });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const form = await screen.findByRole('form', { name: 'Reject the dispute' });
    await user.type(within(form).getByLabelText(/Reason/), 'No evidence');
    await user.click(within(form).getByRole('button', { name: 'Reject the dispute' }));
    expect(await within(form).findByText('This dispute is already decided')).toBeInTheDocument();
  });
});
