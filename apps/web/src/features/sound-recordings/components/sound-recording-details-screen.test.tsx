import { screen, within } from '@testing-library/react';
import type { SoundRecordingDetails } from '@repertoire/contract';
import { createRightsHolderSummary, listMeta } from '../../../testing/catalogue-factories';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { createOwnershipShare, createPerformer, createSoundRecording, createSoundRecordingLogEntry } from '../../../testing/sound-recording-factories';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { SoundRecordingDetailsScreen } from './sound-recording-details-screen';

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

function stubRecording(recording: SoundRecordingDetails, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET /sound-recordings/${recording.id}`]: ok(recording),
    'GET /sound-recordings/logs': ok([], listMeta(0)),
    'GET /musical-works': ok([], listMeta(0)),
    'GET /rights-holders/search': ok([], listMeta(0)),
    ...extra,
  });
}

function renderDetails(recording: SoundRecordingDetails, query = '') {
  return renderWithProviders(<SoundRecordingDetailsScreen />, {
    url: `/sound-recording/details/${recording.id}${query}`,
    path: '/sound-recording/details/:soundrecordingId',
    routes: [landmark('/sound-recordings')],
  });
}

describe('sound recording details', () => {
  it('shows every field, the line-up, ownership with its total, the linked work and the history', async () => {
    const recording = createSoundRecording({
      title: 'Harbour Lights',
      version: 'Radio edit',
      featured_artists: ['Tunde Bello'],
      musical_work: { id: '00000000-0000-4000-8000-00000000abcd', title: 'Harbour Lights', iswc: 'T0345246801', is_own: true },
      performers: [createPerformer({ name: 'Amara Nwosu', role: 'featured', instrument_or_part: 'Lead vocals' }), createPerformer({ name: 'Kofi Mensah', role: 'non_featured', instrument_or_part: 'Bass guitar' })],
      ownership: [createOwnershipShare({ share: 60 }), createOwnershipShare({ share: 40 })],
    });
    const entry = createSoundRecordingLogEntry({
      event: 'updated',
      changes: [{ field: 'isrc', old: null, new: 'GB-ABC-24-00001' }],
      recording: { id: recording.id, title: recording.title, isrc: recording.isrc, is_deleted: false },
    });
    const { calls } = stubRecording(recording, { 'GET /sound-recordings/logs': ok([entry], listMeta(1, 1, 10)) });
    renderDetails(recording);

    expect(await screen.findByRole('heading', { name: 'Harbour Lights (Radio edit)' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'The recording' });
    expect(about).toHaveTextContent('GB-ABC-24-00001');
    expect(about).toHaveTextContent('Tunde Bello');
    expect(about).toHaveTextContent('03:35');
    expect(about).toHaveTextContent('Audio');
    const release = screen.getByRole('region', { name: 'Release' });
    expect(release).toHaveTextContent('01/03/2024');
    expect(release).toHaveTextContent('036000291452');
    expect(release).toHaveTextContent('℗ year2024');
    expect(release).toHaveTextContent('℗ ownerHarbour Lights Records');
    expect(screen.getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute('href', '/music-composition/details/00000000-0000-4000-8000-00000000abcd');
    expect(screen.getByRole('region', { name: 'Musical work' })).toHaveTextContent('T-034.524.680-1');

    const performers = within(screen.getByRole('table', { name: 'Performers' })).getAllByRole('row').slice(1);
    expect(performers[1]).toHaveTextContent('Kofi MensahNon-featuredBass guitar');
    expect(screen.getByLabelText('Master ownership total 100.00%')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Master ownership' })).toHaveTextContent('60.00%');

    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Updated')).toBeInTheDocument();
    expect(history).toHaveTextContent('ISRC: — → GB-ABC-24-00001');
    const logsCall = calls.find((c) => c.path === '/sound-recordings/logs');
    expect(queryOf(logsCall?.url ?? '').get('recording_id')).toBe(recording.id);
    expect(within(history).getByRole('link', { name: 'Open in the Sound Recording Logs' })).toHaveAttribute('href', `/sound-recording-logs?recording=${recording.id}`);
  });

  it('opens another member’s registered work in the registry search, not on a details page the member cannot open', async () => {
    const recording = createSoundRecording({
      title: 'Blue Harbour (cover)',
      musical_work: { id: '00000000-0000-4000-8000-00000000beef', title: 'Blue Harbour', iswc: 'T0345246801', is_own: false },
    });
    stubRecording(recording);
    renderDetails(recording);

    const work = within(await screen.findByRole('region', { name: 'Musical work' })).getByRole('link', { name: 'Blue Harbour' });
    expect(work).toHaveAttribute('href', '/music-composition/search?iswc=T0345246801');
  });

  it('offers edit, submit and delete on a complete draft; submitting asks first', async () => {
    const recording = createSoundRecording({ status: 'draft' });
    const { callsTo } = stubRecording(recording, {
      [`POST /sound-recordings/${recording.id}/submit`]: ok({ ...recording, status: 'submitted' }),
    });
    const { user } = renderDetails(recording);

    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/sound-recording/details/${recording.id}?edit=1`);
    expect(screen.getByRole('button', { name: 'Delete draft' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Submit for registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit for registration?' });
    expect(callsTo('POST', `/sound-recordings/${recording.id}/submit`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, submit' }));
    expect(await screen.findByText('“Harbour Lights” was submitted for registration')).toBeInTheDocument();
    expect(callsTo('POST', `/sound-recordings/${recording.id}/submit`)).toHaveLength(1);
  });

  it('offers no delete for a recording registered once whose later change was rejected', async () => {
    const recording = createSoundRecording({ status: 'rejected', registered_at: '2024-02-01T10:00:00.000Z', rejection_reason: 'The remaster is not yours' });
    stubRecording(recording);
    renderDetails(recording);
    expect(await screen.findByText('The remaster is not yours')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for registration' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('shows a registered recording’s change in review with what it changes', async () => {
    const recording = createSoundRecording({
      status: 'submitted',
      registered_at: '2024-02-01T10:00:00.000Z',
      change: {
        status: 'submitted',
        reason: null,
        submitted_at: '2024-03-01T10:00:00.000Z',
        decided_at: null,
        changes: [{ field: 'version', old: null, new: 'Remastered' }],
      },
    });
    stubRecording(recording);
    renderDetails(recording);
    const alert = (await screen.findByText('Your change is in review')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('The registry shows the registered version of this recording until the society decides');
    expect(within(alert).getByRole('list', { name: 'What the change changes' })).toHaveTextContent('Version: — → Remastered');
  });

  it('shows why the server refused a submission', async () => {
    const recording = createSoundRecording({ status: 'rejected', rejection_reason: 'The ISRC belongs to another label' });
    const message = 'This sound recording cannot be submitted yet: Add at least one featured performer';
    stubRecording(recording, { [`POST /sound-recordings/${recording.id}/submit`]: fail(422, message, [{ path: '', message: 'Add at least one featured performer' }]) });
    const { user } = renderDetails(recording);

    expect(await screen.findByText('The ISRC belongs to another label')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for registration' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, submit' }));
    expect(await screen.findByText('The recording could not be submitted')).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('lists the warnings of a draft and keeps submission closed until they are resolved', async () => {
    const recording = createSoundRecording({ status: 'draft', isrc: null, warnings: ['Add the ISRC: a recording is registered under its ISRC'] });
    stubRecording(recording);
    renderDetails(recording);
    expect(await screen.findByText('Add the ISRC: a recording is registered under its ISRC')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for registration' })).toBeDisabled();
    expect(screen.getByText('No ISRC yet', { exact: false })).toBeInTheDocument();
  });

  it('deletes a draft after confirmation and goes back to the list', async () => {
    const recording = createSoundRecording({ status: 'draft' });
    const { callsTo } = stubRecording(recording, {
      [`DELETE /sound-recordings/${recording.id}`]: ok(null),
      'GET /sound-recordings': ok([], listMeta(0)),
    });
    const { user, router } = renderDetails(recording);
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sound-recordings'));
    expect(callsTo('DELETE', `/sound-recordings/${recording.id}`)).toHaveLength(1);
    expect(await screen.findByText('“Harbour Lights” was deleted')).toBeInTheDocument();
  });

  it.each([
    ['submitted', { edit: false, submit: false, remove: false }],
    ['registered', { edit: true, submit: false, remove: false }],
    ['rejected', { edit: true, submit: true, remove: true }],
  ] as const)('shows the actions of a %s recording', async (status, can) => {
    const recording = createSoundRecording({ status, rejection_reason: status === 'rejected' ? 'Wrong label' : null });
    stubRecording(recording);
    renderDetails(recording);
    await screen.findByRole('heading', { name: 'Harbour Lights (Radio edit)' });
    expect(Boolean(screen.queryByRole('link', { name: 'Edit' }))).toBe(can.edit);
    expect(Boolean(screen.queryByRole('button', { name: 'Submit for registration' }))).toBe(can.submit);
    expect(Boolean(screen.queryByRole('button', { name: /^Delete/ }))).toBe(can.remove);
    if (status === 'submitted') expect(screen.getByText('The society is reviewing this recording: it cannot be changed until they decide')).toBeInTheDocument();
  });

  it('edits the recording on ?edit=1 and sends the whole line-up back, performers’ directory links kept', async () => {
    const amara = createRightsHolderSummary({ name: 'Amara Nwosu' });
    const recording = createSoundRecording({
      status: 'registered',
      performers: [
        createPerformer({ name: 'Amara Nwosu', rights_holder: amara }),
        createPerformer({ name: 'Session Strings', role: 'non_featured', instrument_or_part: 'Violins' }),
      ],
    });
    const { callsTo } = stubRecording(recording, {
      [`PATCH /sound-recordings/${recording.id}`]: ok({ ...recording, title: 'Harbour Lights (2024 mix)', status: 'submitted' }),
    });
    const { user, router } = renderDetails(recording, '?edit=1');

    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue('Harbour Lights');
    expect(screen.getByLabelText('ISRC')).toHaveValue('GB-ABC-24-00001');
    expect(screen.getByLabelText('Duration')).toHaveValue('03:35');
    expect(screen.getByLabelText('Release date')).toHaveValue('01/03/2024');
    expect(within(screen.getByRole('group', { name: 'Performer 1' })).getByLabelText(/^Performer name/)).toHaveValue('Amara Nwosu');
    expect(screen.getByText('This recording is registered')).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Harbour Lights (2024 mix)');
    await user.click(screen.getByRole('button', { name: 'Save and send for review' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(callsTo('PATCH', `/sound-recordings/${recording.id}`)[0]?.body).toMatchObject({
      title: 'Harbour Lights (2024 mix)',
      isrc: 'GBABC2400001',
      release_date: '2024-03-01',
      performers: [
        { name: 'Amara Nwosu', role: 'featured', instrument_or_part: 'Lead vocals', rights_holder_id: amara.id },
        { name: 'Session Strings', role: 'non_featured', instrument_or_part: 'Violins', rights_holder_id: null },
      ],
      ownership: [{ rights_holder_id: recording.ownership[0]?.rights_holder.id, share: 100 }],
    });
    expect(await screen.findByText('“Harbour Lights (2024 mix)” was saved and sent for review')).toBeInTheDocument();
  });

  it('says the recording does not exist when the server answers 404', async () => {
    const recording = createSoundRecording();
    stubApi({ [`GET /sound-recordings/${recording.id}`]: fail(404, 'Sound recording not found') });
    renderDetails(recording);
    expect(await screen.findByText('This sound recording does not exist')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sound recording not found' })).toBeInTheDocument();
    expect(screen.getByText('It may have been deleted, or the link is wrong. Only your own recordings can be opened here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sound Recordings' })).toHaveAttribute('href', '/sound-recordings');
  });
});
