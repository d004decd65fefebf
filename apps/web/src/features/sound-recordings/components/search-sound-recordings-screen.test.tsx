import { screen, within } from '@testing-library/react';
import { listMeta } from '../../../testing/catalogue-factories';
import { ok, stubApi } from '../../../testing/api-stub';
import { createSoundRecordingRegistryItem } from '../../../testing/sound-recording-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { SearchSoundRecordingsScreen } from './search-sound-recordings-screen';

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

function renderSearch(url = '/sound-recording/search') {
  return renderWithProviders(<SearchSoundRecordingsScreen />, { url, path: '/sound-recording/search' });
}

describe('sound recordings registry search', () => {
  it('asks nothing until the member searches, then shows the registered recordings found', async () => {
    const { calls } = stubApi({
      'GET /sound-recordings/search': ok(
        [
          createSoundRecordingRegistryItem({
            title: 'Yesterday Once More',
            version: 'Live',
            isrc: 'USRC17607839',
            main_artists: ['Tunde Bello'],
            featured_artists: ['Amara Nwosu'],
            record_label: 'Lagos Sound',
            release_title: 'Evenings',
            release_date: '2022-09-09',
            p_year: 2022,
            p_owner: 'Lagos Sound Ltd',
          }),
        ],
        listMeta(1),
      ),
    });
    const { user, router } = renderSearch();
    expect(screen.getByText(/Drafts and recordings in review are not in the registry/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Title/), 'yesterday once mroe');
    await user.type(screen.getByLabelText(/^Artist/), 'Tunde');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table', { name: 'Registered recordings found' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Yesterday Once More');
    expect(row).toHaveTextContent('Live');
    expect(row).toHaveTextContent('US-RC1-76-07839');
    expect(row).toHaveTextContent('Tunde Bello feat. Amara Nwosu');
    expect(row).toHaveTextContent('Lagos Sound');
    expect(row).toHaveTextContent('09/09/2022');
    expect(row).toHaveTextContent('2022 Lagos Sound Ltd');
    expect(row).toHaveTextContent('20/11/2023');
    expect(Object.fromEntries(queryOf(calls[0]?.url ?? ''))).toEqual({ page: '1', pageSize: '20', q: 'yesterday once mroe', artist: 'Tunde' });
    expect(router.state.location.search).toBe('?q=yesterday+once+mroe&artist=Tunde');
  });

  it('searches by ISRC in any form and by label, and pages through the results', async () => {
    const { calls } = stubApi({
      'GET /sound-recordings/search': ({ url }) => {
        const page = Number(queryOf(url).get('page'));
        return ok([createSoundRecordingRegistryItem({ title: `Result on page ${page}` })], listMeta(30, page));
      },
    });
    const { user } = renderSearch();
    await user.type(screen.getByLabelText(/^ISRC/), 'us-rc1-76-07839');
    await user.type(screen.getByLabelText(/^Label/), 'Lagos');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Result on page 1')).toBeInTheDocument();
    expect(queryOf(calls[0]?.url ?? '').get('isrc')).toBe('USRC17607839');
    expect(queryOf(calls[0]?.url ?? '').get('label')).toBe('Lagos');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Result on page 2')).toBeInTheDocument();
    expect(screen.getByText('Showing 21–21 of 30')).toBeInTheDocument();
  });

  it('searches by the start of an ISRC, sent compact', async () => {
    const { calls } = stubApi({ 'GET /sound-recordings/search': ok([createSoundRecordingRegistryItem()], listMeta(1)) });
    const { user } = renderSearch();
    expect(screen.getByText('The whole ISRC or its start, e.g. GB-ABC-24')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^ISRC/), 'us-rc1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    expect(queryOf(calls[0]?.url ?? '').get('isrc')).toBe('USRC1');
  });

  it('refuses a malformed ISRC before searching', async () => {
    const { calls } = stubApi({});
    const { user } = renderSearch();
    await user.type(screen.getByLabelText(/^ISRC/), 'US-RC');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('ISRC must look like CC-XXX-YY-NNNNN (12 characters), or be its start: the country and registrant codes at least (CC-XXX)'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says so when nothing in the registry matches', async () => {
    stubApi({ 'GET /sound-recordings/search': ok([], listMeta(0)) });
    renderSearch('/sound-recording/search?q=zzzz');
    expect(await screen.findByText('No registered recordings match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('zzzz');
  });
});
