import { screen, within } from '@testing-library/react';
import { listMeta } from '../../../testing/catalogue-factories';
import { ok, stubApi } from '../../../testing/api-stub';
import { createSoundRecordingListItem } from '../../../testing/sound-recording-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { SoundRecordingsScreen } from './sound-recordings-screen';

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

function renderList(url = '/sound-recordings') {
  return renderWithProviders(<SoundRecordingsScreen />, { url, path: '/sound-recordings' });
}

describe('sound recordings list', () => {
  it('shows each recording with its version, ISRC in display form, main artists, status and last change', async () => {
    stubApi({
      'GET /sound-recordings': ok(
        [
          createSoundRecordingListItem({
            title: 'Harbour Lights',
            version: 'Radio edit',
            isrc: 'GBABC2400001',
            main_artists: ['Amara Nwosu', 'Tunde Bello'],
            status: 'registered',
            updated_at: '2024-05-02T10:00:00.000Z',
          }),
          createSoundRecordingListItem({ title: 'Night Ferry', isrc: null, main_artists: [], status: 'draft' }),
        ],
        listMeta(2),
      ),
    });
    renderList();

    const table = await screen.findByRole('table', { name: 'Your sound recordings' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute('href', expect.stringMatching(/^\/sound-recording\/details\//));
    expect(first).toHaveTextContent('Radio edit');
    expect(first).toHaveTextContent('GB-ABC-24-00001');
    expect(first).toHaveTextContent('Amara Nwosu, Tunde Bello');
    expect(first).toHaveTextContent('Registered');
    expect(first).toHaveTextContent('02/05/2024');
    expect(second).toHaveTextContent('Draft');
    expect(second).toHaveTextContent('3 days ago');
    expect(screen.getByRole('link', { name: 'Search the registry' })).toHaveAttribute('href', '/sound-recording/search');
    expect(screen.getByRole('link', { name: 'Add a sound recording' })).toHaveAttribute('href', '/sound-recording/add');
  });

  it('shows a registered recording whose change is reviewed as registered, with the change in review beside it', async () => {
    stubApi({
      'GET /sound-recordings': ok(
        [
          createSoundRecordingListItem({ title: 'Tidewater', status: 'registered', change_in_review: true }),
          createSoundRecordingListItem({ title: 'Salt Road', status: 'registered' }),
        ],
        listMeta(2),
      ),
    });
    renderList();

    const table = await screen.findByRole('table', { name: 'Your sound recordings' });
    const [changed, plain] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(changed).getByText('Registered')).toBeInTheDocument();
    expect(within(changed).getByText('Change in review')).toBeInTheDocument();
    expect(changed).not.toHaveTextContent('In review Change');
    expect(within(plain).getByText('Registered')).toBeInTheDocument();
    expect(within(plain).queryByText('Change in review')).not.toBeInTheDocument();
  });

  it('invites the member to add a first recording when there is none', async () => {
    stubApi({ 'GET /sound-recordings': ok([], listMeta(0)) });
    renderList();
    expect(await screen.findByText('No sound recordings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first recording' })).toHaveAttribute('href', '/sound-recording/add');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through the recordings with the spec pagination', async () => {
    const { calls } = stubApi({
      'GET /sound-recordings': ({ url }) => {
        const page = Number(queryOf(url).get('page'));
        const items = Array.from({ length: page === 3 ? 5 : 20 }, (_, i) => createSoundRecordingListItem({ title: `Recording ${(page - 1) * 20 + i + 1}` }));
        return ok(items, listMeta(45, page));
      },
    });
    const { user, router } = renderList();

    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recording 41' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.search).toBe('?page=3');
    expect(calls.map((c) => queryOf(c.url).get('page'))).toEqual(['1', '3']);
    expect(queryOf(calls[0]?.url ?? '').get('pageSize')).toBe('20');
  });

  it('searches, filters by status and sorts by release date', async () => {
    const { calls } = stubApi({ 'GET /sound-recordings': ok([createSoundRecordingListItem()], listMeta(1)) });
    const { user } = renderList();
    await screen.findByRole('table');
    expect([queryOf(calls[0]?.url ?? '').get('sort'), queryOf(calls[0]?.url ?? '').get('order')]).toEqual(['updated_at', 'desc']);

    await user.type(screen.getByLabelText('Search your recordings'), 'amara');
    await vi.waitFor(() => expect(queryOf(calls.at(-1)?.url ?? '').get('q')).toBe('amara'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Release date, newest first' }));
    await vi.waitFor(() => {
      const last = queryOf(calls.at(-1)?.url ?? '');
      expect([last.get('q'), last.get('status'), last.get('sort'), last.get('order')]).toEqual(['amara', 'rejected', 'release_date', 'desc']);
    });
  });

  it('says so when no recording matches, and clears the search', async () => {
    stubApi({ 'GET /sound-recordings': ({ url }) => (queryOf(url).get('q') ? ok([], listMeta(0)) : ok([createSoundRecordingListItem()], listMeta(1))) });
    const { user } = renderList('/sound-recordings?q=zzz');
    expect(await screen.findByText('No recordings match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('table', { name: 'Your sound recordings' })).toBeInTheDocument();
  });
});
