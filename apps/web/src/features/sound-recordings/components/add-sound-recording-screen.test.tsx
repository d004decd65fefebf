import { screen, within } from '@testing-library/react';
import type { SoundRecordingCreateData } from '@repertoire/contract';
import { createMusicalWorkListItem, createRegistryItem, createRightsHolder, listMeta } from '../../../testing/catalogue-factories';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { createSoundRecording } from '../../../testing/sound-recording-factories';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { AddSoundRecordingScreen } from './add-sound-recording-screen';

const own = createRightsHolder({ name: 'Amara Nwosu', is_self: true, roles: ['performer'] });
const label = createRightsHolder({ name: 'Lagos Sound Ltd', kind: 'organisation', roles: ['record_label'], is_member: false, ipi_name_number: null });

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

function stubDirectory(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /rights-holders/search': ({ url }) => {
      const query = queryOf(url);
      if (query.get('self') === 'true') return ok([own], listMeta(1));
      return query.get('q')?.toLowerCase().startsWith('lagos') ? ok([label], listMeta(1)) : ok([], listMeta(0));
    },
    'GET /musical-works': ok([], listMeta(0)),
    ...extra,
  });
}

function renderAdd() {
  return renderWithProviders(<AddSoundRecordingScreen />, {
    url: '/sound-recording/add',
    path: '/sound-recording/add',
    routes: [landmark('/sound-recording/details/:soundrecordingId')],
  });
}

const created = (recording = createSoundRecording()) => ({ status: 201, body: { message: 'Saved', data: { data: recording } } });

describe('adding a sound recording', () => {
  it('prefills the member’s own rights-holder record as owner of the whole master, and lists what blocks a submission', async () => {
    stubDirectory();
    renderAdd();

    const line = await screen.findByRole('group', { name: 'Amara Nwosu' });
    expect(within(line).getByText('You')).toBeInTheDocument();
    expect(within(line).getByLabelText('Ownership %')).toHaveValue('100');
    expect(screen.getByLabelText('Master ownership total 100.00%')).toBeInTheDocument();
    expect(screen.getByText('Add the ISRC: a recording is registered under its ISRC')).toBeInTheDocument();
    expect(screen.getByText('Add at least one featured performer')).toBeInTheDocument();
  });

  it('names every field once, for assistive technology and the browser tests', async () => {
    stubDirectory();
    const { user } = renderAdd();
    await screen.findByRole('group', { name: 'Amara Nwosu' });
    await user.click(screen.getByRole('button', { name: 'Add performer' }));
    const labels = [
      'Title', 'Version', 'ISRC', 'Main artists', 'Featured artists', 'Content type', 'Duration', '℗ year', '℗ owner',
      'Release title', 'Release date', 'Record label', 'UPC/EAN', 'Genre', 'Country of recording', 'Country of commissioning',
      'Musical work', 'Performer name', 'Performer role', 'Instrument or part', 'Ownership %',
    ];
    for (const label of labels) {
      const exactly = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`);
      expect(screen.getAllByLabelText(exactly), label).toHaveLength(1);
    }
    for (const name of ['Save draft', 'Add performer', 'Add owner']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('refuses a malformed ISRC and a UPC with a wrong check digit with the contract’s messages', async () => {
    const { callsTo } = stubDirectory();
    const { user } = renderAdd();
    await user.type(await screen.findByLabelText(/^Title/), 'Harbour Lights');
    await user.type(screen.getByLabelText('ISRC'), 'GB-ABC-24-0001');
    await user.type(screen.getByLabelText('UPC/EAN'), '036000291453');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('ISRC must look like CC-XXX-YY-NNNNN (12 characters)')).toBeInTheDocument();
    expect(screen.getByText('UPC/EAN must be 12 or 13 digits with a valid check digit')).toBeInTheDocument();
    expect(screen.getByLabelText('ISRC')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST', '/sound-recordings')).toHaveLength(0);
  });

  it('refuses a release date in the future', async () => {
    const { callsTo } = stubDirectory();
    const { user } = renderAdd();
    await user.type(await screen.findByLabelText(/^Title/), 'Harbour Lights');
    const nextYear = new Date().getUTCFullYear() + 1;
    await user.type(screen.getByLabelText('Release date'), `01/01/${nextYear}`);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Release date cannot be in the future')).toBeInTheDocument();
    expect(callsTo('POST', '/sound-recordings')).toHaveLength(0);
  });

  it('turns the ownership total red above 100% and blocks the save until it is fixed', async () => {
    const saved = createSoundRecording({ title: 'Harbour Lights' });
    const { callsTo } = stubDirectory({ 'POST /sound-recordings': created(saved) });
    const { user, router } = renderAdd();
    await user.type(await screen.findByLabelText(/^Title/), 'Harbour Lights');

    await user.click(screen.getByRole('button', { name: 'Add owner' }));
    await user.type(await screen.findByLabelText(/Search rights holders/), 'Lagos');
    await user.click(await screen.findByRole('button', { name: 'Add Lagos Sound Ltd' }));
    const labelLine = await screen.findByRole('group', { name: 'Lagos Sound Ltd' });
    // Amara owns everything, so the label starts with what is left: nothing.
    expect(within(labelLine).getByLabelText('Ownership %')).toHaveValue('0');

    await user.clear(within(labelLine).getByLabelText('Ownership %'));
    await user.type(within(labelLine).getByLabelText('Ownership %'), '20');
    expect(screen.getByLabelText('Master ownership total 120.00%')).toHaveAttribute('data-over', 'true');
    expect(screen.getByText('Master ownership shares add up to 120.00%: they cannot be more than 100%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();

    const ownLine = screen.getByRole('group', { name: 'Amara Nwosu' });
    await user.clear(within(ownLine).getByLabelText('Ownership %'));
    await user.type(within(ownLine).getByLabelText('Ownership %'), '80');
    expect(screen.getByLabelText('Master ownership total 100.00%')).not.toHaveAttribute('data-over');
    expect(screen.queryByText(/they cannot be more than 100%/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/sound-recording/details/${saved.id}`));
    expect(callsTo('POST', '/sound-recordings')[0]?.body).toMatchObject({
      title: 'Harbour Lights',
      ownership: [
        { rights_holder_id: own.id, share: 80 },
        { rights_holder_id: label.id, share: 20 },
      ],
    });
    expect(await screen.findByText('“Harbour Lights” was saved as a draft')).toBeInTheDocument();
  });

  it('keeps one line per owner: adding an owner again says to change their share on their line', async () => {
    stubApi({
      'GET /rights-holders/search': ({ url }) => ok([own], listMeta(1, Number(queryOf(url).get('page') ?? 1))),
      'GET /musical-works': ok([], listMeta(0)),
    });
    const { user } = renderAdd();
    await screen.findByRole('group', { name: 'Amara Nwosu' });

    await user.click(screen.getByRole('button', { name: 'Add owner' }));
    await user.type(await screen.findByLabelText(/Search rights holders/), 'Amara');
    expect(await screen.findByRole('button', { name: 'Add Amara Nwosu' })).toBeInTheDocument();
    // A recording's directory does not mark owners as "on this work".
    expect(screen.queryByText('Already on this work')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Amara Nwosu' }));

    expect(await screen.findByText('Amara Nwosu already owns a share: change it on their line')).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: 'Amara Nwosu' })).toHaveLength(1);
    expect(screen.getByLabelText('Master ownership total 100.00%')).toBeInTheDocument();
  });

  it('sends every field as the API takes it: ISRC compact, artists, duration in seconds, dates as YYYY-MM-DD, the line-up and the work', async () => {
    const work = createMusicalWorkListItem({ title: 'Harbour Lights', iswc: 'T0345246801' });
    const registered = createRegistryItem({ title: 'Harbour Lullaby', iswc: null });
    const { callsTo } = stubDirectory({
      'GET /musical-works': ({ url }) => (queryOf(url).get('q') === 'Harb' ? ok([work], listMeta(1)) : ok([], listMeta(0))),
      'GET /musical-works/search': ({ url }) => (queryOf(url).get('q') === 'Harb' ? ok([registered], listMeta(1)) : ok([], listMeta(0))),
      'POST /sound-recordings': created(),
    });
    const { user, router } = renderAdd();

    await user.type(await screen.findByLabelText(/^Title/), 'Harbour Lights');
    await user.type(screen.getByLabelText('Version'), 'Radio edit');
    await user.type(screen.getByLabelText('ISRC'), 'gbabc2400001');
    await user.tab();
    expect(screen.getByLabelText('ISRC')).toHaveValue('GB-ABC-24-00001');
    await user.type(screen.getByLabelText('Main artists'), 'Amara Nwosu{Enter}');
    await user.type(screen.getByLabelText('Featured artists'), 'Tunde Bello{Enter}');
    await user.click(screen.getByLabelText('Music video'));
    await user.type(screen.getByLabelText('Duration'), '3:35');
    await user.type(screen.getByLabelText('Release title'), 'Night Ferry');
    await user.type(screen.getByLabelText('Release date'), '01/03/2024');
    await user.type(screen.getByLabelText('Record label'), 'Lagos Sound');
    await user.type(screen.getByLabelText('UPC/EAN'), '0360 0029 1452');
    await user.click(screen.getByRole('combobox', { name: '℗ year' }));
    await user.click(await screen.findByRole('option', { name: '2024' }));
    await user.type(screen.getByLabelText('℗ owner'), 'Lagos Sound Ltd');

    await user.type(screen.getByLabelText('Musical work'), 'Harb');
    expect(await screen.findByRole('option', { name: 'Harbour Lullaby' })).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Harbour Lights (T-034.524.680-1)' }));

    // The artists are already in the line-up as featured performers.
    const first = screen.getByRole('group', { name: 'Performer 1' });
    await user.type(within(first).getByLabelText('Instrument or part'), 'Lead vocals');
    await user.click(screen.getByRole('button', { name: 'Add performer' }));
    const third = screen.getByRole('group', { name: 'Performer 3' });
    await user.type(within(third).getByLabelText(/^Performer name/), 'Kofi Mensah');
    expect(within(third).getByLabelText('Performer role')).toHaveValue('non_featured');
    await user.type(within(third).getByLabelText('Instrument or part'), 'Bass guitar');
    await user.click(screen.getByRole('button', { name: 'Add performer' }));
    await user.click(screen.getByRole('button', { name: 'Remove performer 4' }));
    expect(screen.getByText('Ready to submit')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toMatch(/^\/sound-recording\/details\//));
    const body = callsTo('POST', '/sound-recordings')[0]?.body as SoundRecordingCreateData;
    expect(body).toEqual({
      title: 'Harbour Lights',
      version: 'Radio edit',
      isrc: 'GBABC2400001',
      main_artists: ['Amara Nwosu'],
      featured_artists: ['Tunde Bello'],
      content_type: 'music_video',
      duration: 215,
      p_year: 2024,
      p_owner: 'Lagos Sound Ltd',
      release_title: 'Night Ferry',
      release_date: '2024-03-01',
      record_label: 'Lagos Sound',
      upc: '036000291452',
      genre: null,
      recording_country: null,
      commissioning_country: null,
      musical_work_id: work.id,
      performers: [
        { name: 'Amara Nwosu', role: 'featured', instrument_or_part: 'Lead vocals', rights_holder_id: null },
        { name: 'Tunde Bello', role: 'featured', instrument_or_part: null, rights_holder_id: null },
        { name: 'Kofi Mensah', role: 'non_featured', instrument_or_part: 'Bass guitar', rights_holder_id: null },
      ],
      ownership: [{ rights_holder_id: own.id, share: 100 }],
    });
  });

  it('asks for each artist once: the main and featured artists join the line-up as featured performers, and leave it with them', async () => {
    stubDirectory();
    const { user } = renderAdd();
    await screen.findByRole('group', { name: 'Amara Nwosu' });
    const lineUp = () =>
      screen.queryAllByRole('group', { name: /^Performer \d+$/ }).map((line) => [
        (within(line).getByLabelText(/^Performer name/) as HTMLInputElement).value,
        (within(line).getByLabelText('Performer role') as HTMLSelectElement).value,
      ]);

    const featuredArtists = screen.getByRole('combobox', { name: 'Featured artists' });
    await user.type(screen.getByRole('combobox', { name: 'Main artists' }), 'Amara Nwosu{Enter}');
    await user.type(featuredArtists, 'Tunde Bello{Enter}');
    expect(lineUp()).toEqual([
      ['Amara Nwosu', 'featured'],
      ['Tunde Bello', 'featured'],
    ]);
    expect(screen.queryByText('Add at least one featured performer')).not.toBeInTheDocument();

    // Named in both lists, or typed again with other case: still one line.
    await user.type(featuredArtists, 'amara nwosu{Enter}');
    expect(lineUp()).toHaveLength(2);

    // A session musician is added by hand; a featured artist taken away leaves the line-up, and
    // one still named as a main artist stays.
    await user.click(screen.getByRole('button', { name: 'Add performer' }));
    await user.type(within(screen.getByRole('group', { name: 'Performer 3' })).getByLabelText(/^Performer name/), 'Kofi Mensah');
    await user.type(featuredArtists, '{Backspace}{Backspace}');
    expect(lineUp()).toEqual([
      ['Amara Nwosu', 'featured'],
      ['Kofi Mensah', 'non_featured'],
    ]);
  });

  it('asks for the name of a performer line that was added', async () => {
    const { callsTo } = stubDirectory();
    const { user } = renderAdd();
    await user.type(await screen.findByLabelText(/^Title/), 'Harbour Lights');
    await user.click(screen.getByRole('button', { name: 'Add performer' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Performer name is required')).toBeInTheDocument();
    expect(callsTo('POST', '/sound-recordings')).toHaveLength(0);
  });

  it('shows the server’s conflict on the ISRC field', async () => {
    const message = 'ISRC GB-ABC-24-00001 is already registered to the recording “Night Ferry” by Tunde Bello';
    stubDirectory({ 'POST /sound-recordings': fail(409, message, [{ path: 'isrc', message }]) });
    const { user } = renderAdd();
    await user.type(await screen.findByLabelText(/^Title/), 'Harbour Lights');
    await user.type(screen.getByLabelText('ISRC'), 'GB-ABC-24-00001');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // On the field, which takes the focus, and nowhere else.
    expect(await screen.findAllByText(message)).toHaveLength(1);
    expect(screen.getByLabelText('ISRC')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('ISRC')).toHaveFocus();
  });
});
