import { screen, within } from '@testing-library/react';
import type { ReviewQueueItem } from '@repertoire/contract';
import { listMeta } from '../../../testing/catalogue-factories';
import { ok, stubApi } from '../../../testing/api-stub';
import { createReviewQueueItem } from '../../../testing/staff-review-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { ReviewQueueScreen } from './review-queue-screen';

const work = createReviewQueueItem({ title: 'Harbour Lights', identifier: 'T0345246801', member: { id: '7c1e0d4a-3b2f-4a5c-9d8e-1f2a3b4c5d6e', name: 'Amara Nwosu' } });
const recording = createReviewQueueItem({ kind: 'sound-recordings', title: 'Night Ferry', identifier: 'GBABC2400001', submitted_at: '2024-05-04T09:30:00.000Z' });
const change = createReviewQueueItem({ title: 'Lantern Street', identifier: null, is_change: true, submitted_at: '2024-05-05T09:30:00.000Z' });

const page = (items: ReviewQueueItem[], counts = { 'musical-works': 2, 'sound-recordings': 1 }, total = items.length, pageNumber = 1) =>
  ok(items, { ...listMeta(total, pageNumber), counts });

function renderQueue(url = '/staff/review') {
  return renderWithProviders(<ReviewQueueScreen />, { url });
}

describe('the review queue', () => {
  it('lists what waits, oldest first, with kind, identifier, member, date and a badge on changes', async () => {
    stubApi({ 'GET /staff/review-queue': page([work, recording, change]) });
    renderQueue();
    const table = await screen.findByRole('table', { name: 'Items in review' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Harbour Lights', 'Night Ferry', 'Lantern StreetChange']);
    expect(rows[0]).toHaveTextContent('Musical work');
    expect(rows[0]).toHaveTextContent('T-034.524.680-1');
    expect(rows[0]).toHaveTextContent('Amara Nwosu');
    expect(rows[0]).toHaveTextContent('03/05/2024');
    expect(rows[1]).toHaveTextContent('GB-ABC-24-00001');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Night Ferry' })).toHaveAttribute('href', `/staff/review/sound-recordings/${recording.id}`);
  });

  it('filters by kind, showing how many of each wait', async () => {
    const api = stubApi({
      'GET /staff/review-queue': ({ url }) => (new URL(url, 'http://localhost').searchParams.get('kind') === 'sound-recordings' ? page([recording]) : page([work, recording, change])),
    });
    const { user, router } = renderQueue();
    expect(await screen.findByText('Works (2)')).toBeInTheDocument();
    expect(screen.getByText('All (3)')).toBeInTheDocument();
    await user.click(screen.getByText('Recordings (1)'));
    expect(await screen.findByRole('link', { name: 'Night Ferry' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Harbour Lights' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?kind=sound-recordings');
    expect(new URL(api.callsTo('GET', '/staff/review-queue').at(-1)?.url ?? '', 'http://localhost').searchParams.get('kind')).toBe('sound-recordings');
  });

  it('searches titles, identifiers and members, and offers to clear a search that finds nothing', async () => {
    const api = stubApi({
      'GET /staff/review-queue': ({ url }) => (new URL(url, 'http://localhost').searchParams.get('q') ? page([], { 'musical-works': 0, 'sound-recordings': 0 }) : page([work])),
    });
    const { user } = renderQueue();
    await screen.findByRole('link', { name: 'Harbour Lights' });
    await user.type(screen.getByLabelText('Search the queue'), 'Nwosu');
    expect(await screen.findByText('Nothing in review matches')).toBeInTheDocument();
    expect(new URL(api.callsTo('GET', '/staff/review-queue').at(-1)?.url ?? '', 'http://localhost').searchParams.get('q')).toBe('Nwosu');
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('link', { name: 'Harbour Lights' })).toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    stubApi({ 'GET /staff/review-queue': page([], { 'musical-works': 0, 'sound-recordings': 0 }) });
    renderQueue();
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
  });

  it('pages with the spec’s pagination', async () => {
    const api = stubApi({ 'GET /staff/review-queue': ({ url }) => page([work], undefined, 45, Number(new URL(url, 'http://localhost').searchParams.get('page') ?? 1)) });
    const { user } = renderQueue();
    await screen.findByRole('link', { name: 'Harbour Lights' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await vi.waitFor(() => expect(new URL(api.callsTo('GET', '/staff/review-queue').at(-1)?.url ?? '', 'http://localhost').searchParams.get('page')).toBe('2'));
  });
});
