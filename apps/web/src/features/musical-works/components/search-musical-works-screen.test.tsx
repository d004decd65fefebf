import { screen, within } from '@testing-library/react';
import { createRegistryItem, createRegistryParty, listMeta } from '../../../testing/catalogue-factories';
import { ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { SearchMusicalWorksScreen } from './search-musical-works-screen';

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

function renderSearch(url = '/music-composition/search') {
  return renderWithProviders(<SearchMusicalWorksScreen />, { url, path: '/music-composition/search' });
}

describe('registry search', () => {
  it('asks nothing of the server until a criterion is given', () => {
    const { calls } = stubApi({});
    renderSearch();
    expect(screen.getByText(/Search by title, ISWC, writer or IPI name number/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('finds registered works by title and shows their ISWC, writers and publishers', async () => {
    const { calls } = stubApi({
      'GET /musical-works/search': ok(
        [
          createRegistryItem({
            title: 'Yesterday Once More',
            alternative_titles: [{ title: 'Once More', type: 'alternative' }],
            parties: [
              createRegistryParty({ name: 'Tunde Bello', role: 'composer_author', ipi_name_number: '00014107338', performance_share: 50, mechanical_share: 50 }),
              createRegistryParty({ name: 'Harbour Lights Music Ltd', role: 'original_publisher', ipi_name_number: null, performance_share: 50, mechanical_share: 50 }),
            ],
          }),
        ],
        listMeta(1),
      ),
    });
    const { user, router } = renderSearch();

    await user.type(screen.getByLabelText(/^Title/), 'yesterdy');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table', { name: 'Registered works found' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Yesterday Once More');
    expect(row).toHaveTextContent('Also known as Once More');
    expect(row).toHaveTextContent('T-034.524.680-1');
    expect(row).toHaveTextContent('Tunde Bello Composer/Author · IPI 00014107338 · 50.00% / 50.00%');
    expect(row).toHaveTextContent('Harbour Lights Music Ltd Original publisher · 50.00% / 50.00%');
    expect(row).toHaveTextContent('0.00% / 0.00% unclaimed');
    expect(row).toHaveTextContent('20/11/2023');
    expect(queryOf(calls[0]?.url ?? '').get('q')).toBe('yesterdy');
    expect(router.state.location.search).toBe('?q=yesterdy');
  });

  it('sends ISWC and IPI compact, and refuses a bad ISWC with the contract’s message', async () => {
    const { calls } = stubApi({ 'GET /musical-works/search': ok([createRegistryItem()], listMeta(1)) });
    const { user } = renderSearch();
    expect(screen.getByText('The whole ISWC or its start, e.g. T-034.524')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^ISWC/), 'T-034.524.680-2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const message = 'ISWC must look like T-123.456.789-C with a valid check digit, or be its start: T and at least 4 digits (T-123.4)';
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^ISWC/));
    await user.type(screen.getByLabelText(/^ISWC/), 'T-034');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^ISWC/));
    await user.type(screen.getByLabelText(/^ISWC/), 'T-034.524.680-1');
    await user.type(screen.getByLabelText(/^IPI/), '14107338');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    const query = queryOf(calls[0]?.url ?? '');
    expect([query.get('iswc'), query.get('ipi')]).toEqual(['T0345246801', '00014107338']);
  });

  it('searches by the start of an ISWC, sent compact', async () => {
    const { calls } = stubApi({ 'GET /musical-works/search': ok([createRegistryItem()], listMeta(1)) });
    const { user, router } = renderSearch();

    await user.type(screen.getByLabelText(/^ISWC/), 't-034.52');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    expect(queryOf(calls[0]?.url ?? '').get('iswc')).toBe('T03452');
    expect(router.state.location.search).toBe('?iswc=T03452');
  });

  it('says "No registered works match" when nothing is found', async () => {
    stubApi({ 'GET /musical-works/search': ok([], listMeta(0)) });
    renderSearch('/music-composition/search?writer=Nobody');
    expect(await screen.findByText('No registered works match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Writer/)).toHaveValue('Nobody');
  });

  it('pages through the results', async () => {
    const { calls } = stubApi({
      'GET /musical-works/search': ({ url }) => {
        const page = Number(queryOf(url).get('page'));
        return ok([createRegistryItem({ title: `Result page ${page}` })], listMeta(41, page));
      },
    });
    const { user } = renderSearch('/music-composition/search?q=light');
    await screen.findByText('Result page 1');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Result page 3')).toBeInTheDocument();
    expect(calls.map((c) => queryOf(c.url).get('page'))).toEqual(['1', '3']);
  });
});
