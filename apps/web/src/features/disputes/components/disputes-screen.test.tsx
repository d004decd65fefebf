import { screen, within } from '@testing-library/react';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { listMeta } from '../../../testing/catalogue-factories';
import { createDisputeListItem, createWorkClaim, disputePage } from '../../../testing/dispute-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { DisputesScreen } from './disputes-screen';

const overclaim = createDisputeListItem({ work: { id: '00000000-0000-4000-8000-00000000d001', title: 'Harbour Lights', iswc: 'T0345246801' }, state: 'open' });
const reviewed = createDisputeListItem({
  work: { id: '00000000-0000-4000-8000-00000000d002', title: 'Night Ferry', iswc: null },
  reason: 'missing_writer',
  state: 'under_review',
});
const counts = { open: 1, under_review: 1, resolved: 3 };

/** A member who made no claim: the page shows no claims section. */
const noClaims = { 'GET /claims': ok([], listMeta(0)) };

const searchParam = (url: string | undefined, name: string) => new URL(url ?? '', 'http://localhost').searchParams.get(name);

function renderList(url = '/musicalworks-indispute') {
  return renderWithProviders(<DisputesScreen />, { url });
}

describe('Musical Works in Dispute', () => {
  it('lists each dispute with its work, ISWC, reason, state, deadline and a link to its details', async () => {
    stubApi({ ...noClaims, 'GET /disputes': disputePage([overclaim, reviewed], counts) });
    renderList();
    const table = await screen.findByRole('table', { name: 'Your disputes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('T-034.524.680-1');
    expect(rows[0]).toHaveTextContent('Overclaim');
    expect(rows[0]).toHaveTextContent('Open');
    expect(rows[0]).toHaveTextContent('40 days left');
    expect(rows[1]).toHaveTextContent('Missing writer');
    expect(rows[1]).toHaveTextContent('Under review');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute(
      'href',
      `/musicalworks-indispute/details/${overclaim.work.id}?dispute=${overclaim.id}`,
    );
  });

  it('filters by state, showing how many disputes are in each', async () => {
    const api = stubApi({
      ...noClaims,
      'GET /disputes': ({ url }) => (searchParam(url, 'state') === 'under_review' ? disputePage([reviewed], counts) : disputePage([overclaim, reviewed], counts)),
    });
    const { user, router } = renderList();
    expect(await screen.findByRole('radio', { name: 'All (5)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Resolved (3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Under review (1)' }));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Harbour Lights' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Night Ferry' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=under_review');
    expect(searchParam(api.callsTo('GET', '/disputes').at(-1)?.url, 'state')).toBe('under_review');
  });

  it('searches by title or ISWC and offers to clear a search that finds nothing', async () => {
    const api = stubApi({ ...noClaims, 'GET /disputes': ({ url }) => (searchParam(url, 'q') ? disputePage([], {}) : disputePage([overclaim], counts)) });
    const { user } = renderList();
    await screen.findByRole('link', { name: 'Harbour Lights' });
    await user.type(screen.getByLabelText('Search your disputes'), 'Lantern');
    expect(await screen.findByText('No disputes match')).toBeInTheDocument();
    expect(searchParam(api.callsTo('GET', '/disputes').at(-1)?.url, 'q')).toBe('Lantern');
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('link', { name: 'Harbour Lights' })).toBeInTheDocument();
  });

  it('says when the member is party to no dispute', async () => {
    stubApi({ ...noClaims, 'GET /disputes': disputePage([]) });
    renderList();
    expect(await screen.findByText('No musical works in dispute')).toBeInTheDocument();
  });

  it('pages with the spec’s pagination', async () => {
    const api = stubApi({ ...noClaims, 'GET /disputes': ({ url }) => disputePage([overclaim], counts, 45, Number(searchParam(url, 'page') ?? 1)) });
    const { user } = renderList();
    await screen.findByRole('link', { name: 'Harbour Lights' });
    expect(screen.getByText('Showing 1–1 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await vi.waitFor(() => expect(searchParam(api.callsTo('GET', '/disputes').at(-1)?.url, 'page')).toBe('2'));
  });

  it('shows an error with Retry when the list cannot be read', async () => {
    stubApi({ ...noClaims, 'GET /disputes': { status: 500, body: { message: 'The server could not answer' } } });
    renderList();
    expect(await screen.findByText('The server could not answer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists the member’s own claims, says when a pending one joins by itself, and withdraws it after asking', async () => {
    const pending = createWorkClaim({ work: { id: overclaim.work.id, title: 'Harbour Lights', iswc: 'T0345246801' }, performance_share: 10, mechanical_share: 10 });
    const disputed = createWorkClaim({
      work: { id: '00000000-0000-4000-8000-00000000d003', title: 'Quay Song', iswc: null },
      status: 'in_dispute',
      confirm_by: null,
      dispute_id: '00000000-0000-4000-8000-00000000e001',
    });
    const api = stubApi({
      'GET /disputes': disputePage([]),
      'GET /claims': ok([pending, disputed], listMeta(2)),
      [`POST /claims/${pending.id}/withdraw`]: ok({ ...pending, status: 'withdrawn', confirm_by: null }),
    });
    const { user } = renderList();
    const table = await screen.findByRole('table', { name: 'Your claims' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Harbour Lights');
    expect(rows[1]).toHaveTextContent('10.00% / 10.00%');
    expect(rows[1]).toHaveTextContent('Waiting for confirmation');
    expect(rows[1]).toHaveTextContent('Joins by itself on 01/07/2024');
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'Open the dispute' })).toHaveAttribute(
      'href',
      '/musicalworks-indispute/details/00000000-0000-4000-8000-00000000d003?dispute=00000000-0000-4000-8000-00000000e001',
    );
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();

    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Withdraw your claim on Harbour Lights' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw the claim' }));
    await vi.waitFor(() => expect(api.callsTo('POST', `/claims/${pending.id}/withdraw`)).toHaveLength(1));
    expect(await screen.findByText('Your claim on “Harbour Lights” is withdrawn')).toBeInTheDocument();
  });

  it('shows no claims section to a member who made none', async () => {
    stubApi({ ...noClaims, 'GET /disputes': disputePage([overclaim], counts) });
    renderList();
    expect(await screen.findByText('Harbour Lights')).toBeInTheDocument();
    expect(screen.queryByText('Your claims')).not.toBeInTheDocument();
  });

  it('says so when the claims cannot be read', async () => {
    stubApi({ 'GET /disputes': disputePage([overclaim], counts), 'GET /claims': fail(503, 'The database is not answering: try again in a moment') });
    renderList();
    expect(await screen.findByText('The database is not answering: try again in a moment')).toBeInTheDocument();
  });
});
