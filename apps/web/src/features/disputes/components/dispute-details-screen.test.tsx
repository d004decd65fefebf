import { screen, within } from '@testing-library/react';
import { DISPUTE_MESSAGE_MAX_LENGTH, type DisputeDetails } from '@repertoire/contract';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { createWorkShare } from '../../../testing/catalogue-factories';
import { createDispute, createDisputeEvent, createDisputeParty, createDisputeEvidence, createDisputeListItem, harbourLights, noAbilities } from '../../../testing/dispute-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { DisputeDetailsScreen } from './dispute-details-screen';

const detailsUrl = (query = '') => `/musicalworks-indispute/details/${harbourLights.id}${query}`;

function renderDetails(dispute: DisputeDetails, handlers: Parameters<typeof stubApi>[0] = {}, url = detailsUrl()) {
  const api = stubApi({
    [`GET /musical-works/${harbourLights.id}/disputes`]: ok([createDisputeListItem({ id: dispute.id, state: dispute.state })]),
    [`GET /disputes/${dispute.id}`]: ok(dispute),
    ...handlers,
  });
  return { api, ...renderWithProviders(<DisputeDetailsScreen />, { url, path: '/musicalworks-indispute/details/:musicalworkId' }) };
}

const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('a dispute’s page', () => {
  it('shows the work, its state, the deadline with the days left, the reason and the description', async () => {
    renderDetails(createDispute());
    expect(await screen.findByRole('heading', { name: 'Dispute over “Harbour Lights”' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'The dispute' });
    expect(summary).toHaveTextContent('T-034.524.680-1');
    expect(summary).toHaveTextContent('Open');
    expect(summary).toHaveTextContent('Overclaim');
    expect(summary).toHaveTextContent('40 days left');
    expect(summary).toHaveTextContent('I co-wrote the lyrics in 2021 and hold half of both rights.');
  });

  it('sets the registered shares and each party’s split side by side, with totals, marking those over 100%', async () => {
    renderDetails(createDispute());
    const table = await screen.findByRole('table', { name: 'Shares side by side' });
    const [parties] = within(table).getAllByRole('row');
    expect(parties).toHaveTextContent('Registered');
    expect(parties).toHaveTextContent('Tunde Bello');
    expect(parties).toHaveTextContent('You');

    const tunde = within(table).getByRole('rowheader', { name: /Tunde Bello/ }).closest('tr') as HTMLElement;
    expect(cellTexts(tunde)).toEqual(['100.00%', '100.00%', '100.00%', '100.00%', '100.00%', '100.00%']);
    const amara = within(table).getByRole('rowheader', { name: /Amara Nwosu/ }).closest('tr') as HTMLElement;
    expect(cellTexts(amara)).toEqual(['–', '–', '–', '–', '50.00%', '50.00%']);

    const totals = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(cellTexts(totals)).toEqual(['100.00%', '100.00%', '100.00%', '100.00%', '150.00% (over 100%)', '150.00% (over 100%)']);
    const over = within(totals).getAllByRole('cell').filter((cell) => cell.hasAttribute('data-over'));
    expect(over).toHaveLength(2);
  });

  it('shows the events and messages in order, and the evidence as downloads', async () => {
    const evidence = createDisputeEvidence({ file_name: 'split-sheet.pdf' });
    renderDetails(
      createDispute({
        events: [
          createDisputeEvent({ kind: 'message', body: 'Here is the split sheet we signed.', created_at: '2024-06-02T10:00:00.000Z' }),
          createDisputeEvent({ kind: 'opened', created_at: '2024-06-01T10:00:00.000Z' }),
          createDisputeEvent({ kind: 'evidence', evidence_id: evidence.id, created_at: '2024-06-03T10:00:00.000Z' }),
        ],
        evidence: [evidence],
      }),
    );
    const timeline = await screen.findByRole('region', { name: 'Messages and events' });
    expect(timeline.textContent?.indexOf('Dispute opened')).toBeLessThan(timeline.textContent?.indexOf('Here is the split sheet we signed.') ?? 0);
    expect(timeline).toHaveTextContent('Evidence added');
    const files = screen.getByRole('list', { name: 'Evidence files' });
    const link = within(files).getByRole('link', { name: 'split-sheet.pdf' });
    expect(link).toHaveAttribute('href', expect.stringMatching(new RegExp(`/api/v1/disputes/.+/evidence/${evidence.id}$`)));
    expect(link).toHaveAttribute('download', 'split-sheet.pdf');
  });

  it('gives each evidence file’s size in bytes, kB or MB', async () => {
    renderDetails(
      createDispute({
        evidence: [createDisputeEvidence({ file_name: 'note.png', content_type: 'image/png', size: 17 }), createDisputeEvidence({ file_name: 'contract.pdf', size: 1_234_567 })],
      }),
    );
    const files = await screen.findByRole('list', { name: 'Evidence files' });
    expect(files).toHaveTextContent('note.png17 bytes');
    expect(files).toHaveTextContent('contract.pdf1.2 MB');
  });

  it('offers only what `can` allows', async () => {
    renderDetails(createDispute({ can: { ...noAbilities, withdraw: true } }));
    expect(await screen.findByRole('button', { name: 'Withdraw the dispute' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revise my claim' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
  });

  it('offers to accept only the proposals that differ from the member’s own', async () => {
    const dispute = createDispute();
    const mine = dispute.parties.find((party) => party.is_you)?.shares ?? [];
    renderDetails({ ...dispute, parties: [...dispute.parties, createDisputeParty({ name: 'Kofi Mensah', role: 'holder', shares: mine })] });
    expect(await screen.findByRole('button', { name: 'Accept Tunde Bello’s proposal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Kofi Mensah’s proposal' })).not.toBeInTheDocument();
  });

  it('sends a message and shows the dispute as the API answers', async () => {
    const dispute = createDispute();
    const answered = { ...dispute, events: [...dispute.events, createDisputeEvent({ kind: 'message', body: 'The split sheet is attached.' })] };
    const { api, user } = renderDetails(dispute, { [`POST /disputes/${dispute.id}/messages`]: ok(answered) });
    await user.type(await screen.findByLabelText('Message'), 'The split sheet is attached.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await within(screen.getByRole('region', { name: 'Messages and events' })).findByText('The split sheet is attached.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/disputes/${dispute.id}/messages`)[0]?.body).toEqual({ body: 'The split sheet is attached.' });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows why a message was refused on a closed dispute', async () => {
    const dispute = createDispute();
    const { user } = renderDetails(dispute, { [`POST /disputes/${dispute.id}/messages`]: fail(409, 'This dispute is closed') });
    await user.type(await screen.findByLabelText('Message'), 'Anyone there?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('This dispute is closed')).toBeInTheDocument();
  });

  it('refuses a revised claim whose right does not add up to 100%, before sending it', async () => {
    const dispute = createDispute();
    const { api, user } = renderDetails(dispute, { [`POST /disputes/${dispute.id}/claims`]: ok(dispute) });
    await user.click(await screen.findByRole('button', { name: 'Revise my claim' }));
    const form = await screen.findByRole('form', { name: 'Revise my claim' });
    const tunde = within(form).getByRole('group', { name: 'Tunde Bello' });
    // The dialog starts on its first line's first field, not on its close button.
    await vi.waitFor(() => expect(within(tunde).getByLabelText('Role')).toHaveFocus());
    const performance = within(tunde).getByLabelText('Performance %');
    expect(performance).toHaveValue('100');
    await user.clear(performance);
    await user.type(performance, '50');
    expect(within(form).getByText('Mechanical shares add up to 150.00%: they must add up to exactly 100%')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Revise my claim' }));
    expect(within(form).getByText('Mechanical shares add up to 150.00%: they must add up to exactly 100%')).toBeInTheDocument();
    expect(api.callsTo('POST', `/disputes/${dispute.id}/claims`)).toHaveLength(0);
  });

  it('sends a revised claim of exactly 100% a right', async () => {
    const dispute = createDispute();
    const { api, user } = renderDetails(dispute, { [`POST /disputes/${dispute.id}/claims`]: ok(dispute) });
    await user.click(await screen.findByRole('button', { name: 'Revise my claim' }));
    const form = await screen.findByRole('form', { name: 'Revise my claim' });
    for (const holder of ['Tunde Bello', 'Amara Nwosu']) {
      for (const right of ['Performance %', 'Mechanical %']) {
        const input = within(within(form).getByRole('group', { name: holder })).getByLabelText(right);
        await user.clear(input);
        await user.type(input, '50');
      }
    }
    await user.click(within(form).getByRole('button', { name: 'Revise my claim' }));
    await vi.waitFor(() => expect(api.callsTo('POST', `/disputes/${dispute.id}/claims`)).toHaveLength(1));
    const sent = api.callsTo('POST', `/disputes/${dispute.id}/claims`)[0]?.body as { shares: { performance_share: number; mechanical_share: number }[] };
    expect(sent.shares.map((line) => [line.performance_share, line.mechanical_share])).toEqual([
      [50, 50],
      [50, 50],
    ]);
    expect(await screen.findByText('Your claim is revised: the other parties have been told')).toBeInTheDocument();
  });

  it('accepts another party’s proposal after asking', async () => {
    const dispute = createDispute();
    const tunde = dispute.parties[0];
    const settled: DisputeDetails = { ...dispute, state: 'resolved', can: noAbilities, closed_at: '2024-06-05T10:00:00.000Z', registered_shares: [createWorkShare()] };
    const { api, user } = renderDetails(dispute, { [`POST /disputes/${dispute.id}/accept`]: ok(settled) });
    await user.click(await screen.findByRole('button', { name: 'Accept Tunde Bello’s proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Tunde Bello’s proposal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept the proposal' }));
    await vi.waitFor(() => expect(api.callsTo('POST', `/disputes/${dispute.id}/accept`)[0]?.body).toEqual({ party_id: tunde?.id }));
    expect(await within(screen.getByRole('region', { name: 'The dispute' })).findByText('Resolved')).toBeInTheDocument();
  });

  it('withdraws the dispute after asking, with the reason given', async () => {
    const dispute = createDispute({ can: { ...noAbilities, withdraw: true } });
    const { api, user } = renderDetails(dispute, { [`POST /disputes/${dispute.id}/withdraw`]: ok({ ...dispute, state: 'withdrawn', can: noAbilities }) });
    await user.click(await screen.findByRole('button', { name: 'Withdraw the dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this dispute?' });
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Reason')).toHaveFocus());
    await user.keyboard('We settled it between us');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw the dispute' }));
    await vi.waitFor(() => expect(api.callsTo('POST', `/disputes/${dispute.id}/withdraw`)[0]?.body).toEqual({ reason: 'We settled it between us' }));
    expect(await within(screen.getByRole('region', { name: 'The dispute' })).findByText('Withdrawn')).toBeInTheDocument();
  });

  it('opens the dispute `?dispute=` names when the work has several', async () => {
    const older = createDispute({ reason: 'missing_writer', description: 'A writer is missing.' });
    const newer = createDispute();
    stubApi({
      [`GET /musical-works/${harbourLights.id}/disputes`]: ok([createDisputeListItem({ id: newer.id }), createDisputeListItem({ id: older.id, reason: 'missing_writer' })]),
      [`GET /disputes/${newer.id}`]: ok(newer),
      [`GET /disputes/${older.id}`]: ok(older),
    });
    renderWithProviders(<DisputeDetailsScreen />, { url: detailsUrl(`?dispute=${older.id}`), path: '/musicalworks-indispute/details/:musicalworkId' });
    expect(await screen.findByText('A writer is missing.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Other disputes over this work' })).toHaveTextContent('Overclaim');
  });

  it('says so when the member is party to no dispute over the work', async () => {
    stubApi({ [`GET /musical-works/${harbourLights.id}/disputes`]: ok([]) });
    renderWithProviders(<DisputeDetailsScreen />, { url: detailsUrl(), path: '/musicalworks-indispute/details/:musicalworkId' });
    expect(await screen.findByText('No dispute over this work')).toBeInTheDocument();
  });

  it('shows the not-found page for a dispute `?dispute=` names that is not among the member’s, rather than another one', async () => {
    stubApi({ [`GET /musical-works/${harbourLights.id}/disputes`]: ok([createDisputeListItem()]) });
    renderWithProviders(<DisputeDetailsScreen />, { url: detailsUrl('?dispute=5b0c6f0e-8a43-4c4e-9d1a-7f3e2b1c0d9e'), path: '/musicalworks-indispute/details/:musicalworkId' });
    expect(await screen.findByRole('heading', { name: 'Dispute not found' })).toBeInTheDocument();
    expect(document.title).toBe('Dispute not found · Repertoire');
    expect(screen.getByRole('link', { name: 'Back to Musical Works in Dispute' })).toHaveAttribute('href', '/musicalworks-indispute');
  });

  it('shows the not-found page for an address whose work id is not one', async () => {
    stubApi({ ['GET /musical-works/not-an-id/disputes']: fail(400, 'Not a valid id') });
    renderWithProviders(<DisputeDetailsScreen />, { url: '/musicalworks-indispute/details/not-an-id', path: '/musicalworks-indispute/details/:musicalworkId' });
    expect(await screen.findByRole('heading', { name: 'Dispute not found' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load this part of the page')).not.toBeInTheDocument();
  });
});

describe('a message to the other parties', () => {
  const limit = DISPUTE_MESSAGE_MAX_LENGTH;

  it('keeps a pasted text whole, counts it near the limit, and refuses to send more than the limit with the contract’s message', async () => {
    const dispute = createDispute();
    const { api, user } = renderDetails(dispute, { [`POST /disputes/${dispute.id}/messages`]: ok(dispute) });
    const box = await screen.findByLabelText('Message');
    await user.click(box);
    await user.paste('a'.repeat(limit - 1500));
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();

    await user.paste('b'.repeat(1600));
    expect(box).toHaveValue(`${'a'.repeat(limit - 1500)}${'b'.repeat(1600)}`);
    expect(screen.getByText('5,100 of 5,000 characters: 100 too many')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message must be at most 5000 characters')).toBeInTheDocument();
    expect(api.callsTo('POST', `/disputes/${dispute.id}/messages`)).toHaveLength(0);
  });

  it('shows the count at the limit and sends a message of exactly the limit', async () => {
    const dispute = createDispute();
    const { api, user } = renderDetails(dispute, { [`POST /disputes/${dispute.id}/messages`]: ok(dispute) });
    await user.click(await screen.findByLabelText('Message'));
    await user.paste('c'.repeat(limit));
    expect(screen.getByText('5,000 of 5,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(api.callsTo('POST', `/disputes/${dispute.id}/messages`)[0]?.body).toEqual({ body: 'c'.repeat(limit) }));
  });
});
