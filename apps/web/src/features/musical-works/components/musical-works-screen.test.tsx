import { screen, within } from '@testing-library/react';
import { createMusicalWorkListItem, listMeta } from '../../../testing/catalogue-factories';
import { ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { MusicalWorksScreen } from './musical-works-screen';

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

function renderList(url = '/music-composition') {
  return renderWithProviders(<MusicalWorksScreen />, { url, path: '/music-composition' });
}

describe('musical works list', () => {
  it('shows each work with its ISWC in display form, writers, status and last change', async () => {
    stubApi({
      'GET /musical-works': ok(
        [
          createMusicalWorkListItem({ title: 'Harbour Lights', writers: ['Amara Nwosu', 'Tunde Bello'], status: 'registered', updated_at: '2024-05-02T10:00:00.000Z' }),
          createMusicalWorkListItem({ title: 'Night Ferry', iswc: null, writers: [], status: 'draft' }),
        ],
        listMeta(2),
      ),
    });
    renderList();

    const table = await screen.findByRole('table', { name: 'Your musical works' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute('href', expect.stringMatching(/^\/music-composition\/details\//));
    expect(first).toHaveTextContent('T-034.524.680-1');
    expect(first).toHaveTextContent('Amara Nwosu, Tunde Bello');
    expect(first).toHaveTextContent('Registered');
    expect(first).toHaveTextContent('02/05/2024');
    expect(second).toHaveTextContent('Draft');
    expect(second).toHaveTextContent('3 days ago');
    expect(screen.getByRole('link', { name: 'Search the registry' })).toHaveAttribute('href', '/music-composition/search');
  });

  it('invites the member to add a first work when there is none', async () => {
    stubApi({ 'GET /musical-works': ok([], listMeta(0)) });
    renderList();
    expect(await screen.findByText('No musical works yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first work' })).toHaveAttribute('href', '/music-composition/add');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through the works with the spec pagination', async () => {
    const { calls } = stubApi({
      'GET /musical-works': ({ url }) => {
        const page = Number(queryOf(url).get('page'));
        const items = Array.from({ length: page === 3 ? 5 : 20 }, (_, i) => createMusicalWorkListItem({ title: `Work ${(page - 1) * 20 + i + 1}` }));
        return ok(items, listMeta(45, page));
      },
    });
    const { user, router } = renderList();

    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Work 21' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.map((c) => queryOf(c.url).get('page'))).toEqual(['1', '2']);
  });

  it('searches once typing pauses, filters by status and sorts, back on page 1', async () => {
    const { calls } = stubApi({ 'GET /musical-works': ok([createMusicalWorkListItem()], listMeta(1)) });
    const { user } = renderList('/music-composition?page=2');
    await screen.findByRole('table');

    await user.type(screen.getByLabelText('Search your works'), 'harbour');
    await vi.waitFor(() => expect(calls.some((c) => queryOf(c.url).get('q') === 'harbour')).toBe(true));
    // Debounced: no request for every letter typed.
    expect(calls.filter((c) => queryOf(c.url).has('q')).map((c) => queryOf(c.url).get('q'))).toEqual(['harbour']);
    expect(queryOf(calls.at(-1)?.url ?? '').get('page')).toBe('1');
    // A search lists the best matches first until another sort is picked.
    expect([queryOf(calls.at(-1)?.url ?? '').get('sort')]).toEqual(['relevance']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Best match first');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Registered' }));
    await vi.waitFor(() => expect(queryOf(calls.at(-1)?.url ?? '').get('status')).toBe('registered'));

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Title, A to Z' }));
    await vi.waitFor(() => {
      const last = queryOf(calls.at(-1)?.url ?? '');
      expect([last.get('sort'), last.get('order'), last.get('q'), last.get('status')]).toEqual(['title', 'asc', 'harbour', 'registered']);
    });
  });

  it('says so when no work matches the search, and clears it', async () => {
    stubApi({ 'GET /musical-works': ({ url }) => (queryOf(url).get('q') ? ok([], listMeta(0)) : ok([createMusicalWorkListItem()], listMeta(1))) });
    const { user } = renderList('/music-composition?q=zzz');
    expect(await screen.findByText('No works match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('table', { name: 'Your musical works' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search your works')).toHaveValue('');
  });
});
