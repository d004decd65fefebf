import { screen, within } from '@testing-library/react';
import type { InboxItem } from '@repertoire/contract';
import { ok, stubApi } from '../../../testing/api-stub';
import { listMeta } from '../../../testing/catalogue-factories';
import { createInboxItem } from '../../../testing/staff-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { InboxScreen } from './inbox-screen';

const question = createInboxItem({ summary: 'How do I add a co-writer?' });
const crash = createInboxItem({ kind: 'error-reports', summary: 'TypeError: x is undefined', member: null, created_at: '2024-05-31T09:00:00.000Z' });
const handled = createInboxItem({ summary: 'Bank details', handled_at: '2024-06-02T10:00:00.000Z', handled_by: 'Sam Reviewer' });

const page = (items: InboxItem[], unhandled = { 'error-reports': 1, 'support-requests': 1 }, total = items.length, pageNumber = 1) =>
  ok(items, { ...listMeta(total, pageNumber), unhandled });
const paramsOf = (url: string) => new URL(url, 'http://localhost').searchParams;

describe('the staff inbox', () => {
  it('lists what waits, newest first, with kind, sender and date, and how many of each kind wait', async () => {
    const api = stubApi({ 'GET /staff/inbox': page([question, crash]) });
    renderWithProviders(<InboxScreen />, { url: '/staff/inbox' });
    const table = await screen.findByRole('table', { name: 'Inbox' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Support request');
    expect(first).toHaveTextContent('Amara Nwosu');
    expect(within(first as HTMLElement).getByRole('link', { name: 'How do I add a co-writer?' })).toHaveAttribute(
      'href',
      `/staff/inbox/support-requests/${question.id}`,
    );
    expect(second).toHaveTextContent('Error report');
    expect(second).toHaveTextContent('Not logged in');
    expect(second).toHaveTextContent('31/05/2024');
    expect(screen.getByText('All (2 waiting)')).toBeInTheDocument();
    expect(screen.getByText('Error reports (1 waiting)')).toBeInTheDocument();
    // Waiting ones first: the list asks for what is not handled.
    expect(paramsOf(api.callsTo('GET', '/staff/inbox')[0]?.url ?? '').get('handled')).toBe('false');
  });

  it('filters by kind and shows handled ones with who handled them', async () => {
    const api = stubApi({
      'GET /staff/inbox': ({ url }) => {
        const params = paramsOf(url);
        if (params.get('handled') === 'true') return page([handled]);
        return params.get('kind') === 'error-reports' ? page([crash]) : page([question, crash]);
      },
    });
    const { user, router } = renderWithProviders(<InboxScreen />, { url: '/staff/inbox' });
    await screen.findByRole('link', { name: 'How do I add a co-writer?' });
    await user.click(screen.getByText('Error reports (1 waiting)'));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'How do I add a co-writer?' })).not.toBeInTheDocument());
    expect(paramsOf(api.callsTo('GET', '/staff/inbox').at(-1)?.url ?? '').get('kind')).toBe('error-reports');
    await user.click(screen.getByText('Handled'));
    expect(await screen.findByText(/Handled by Sam Reviewer/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=error-reports&status=handled');
  });

  it('says when nothing waits', async () => {
    stubApi({ 'GET /staff/inbox': page([], { 'error-reports': 0, 'support-requests': 0 }) });
    renderWithProviders(<InboxScreen />, { url: '/staff/inbox' });
    expect(await screen.findByText('Nothing waiting')).toBeInTheDocument();
  });

  it('pages with the spec’s pagination', async () => {
    const api = stubApi({ 'GET /staff/inbox': ({ url }) => page([question], undefined, 45, Number(paramsOf(url).get('page') ?? 1)) });
    const { user } = renderWithProviders(<InboxScreen />, { url: '/staff/inbox' });
    await screen.findByRole('link', { name: 'How do I add a co-writer?' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await vi.waitFor(() => expect(paramsOf(api.callsTo('GET', '/staff/inbox').at(-1)?.url ?? '').get('page')).toBe('2'));
  });
});
