import { screen, within } from '@testing-library/react';
import { listMeta } from '../../../testing/catalogue-factories';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { createSoundRecordingListItem, createSoundRecordingLogEntry } from '../../../testing/sound-recording-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { SoundRecordingLogsScreen } from './sound-recording-logs-screen';

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

const harbour = createSoundRecordingListItem({ title: 'Harbour Lights', isrc: 'GBABC2400001' });
const ferry = createSoundRecordingListItem({ title: 'Night Ferry', isrc: null });

function stubLogs(entries = [createSoundRecordingLogEntry()], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /sound-recordings/logs': ok(entries, listMeta(entries.length)),
    'GET /sound-recordings': ({ url }) => (queryOf(url).get('q')?.startsWith('Night') ? ok([ferry], listMeta(1)) : ok([harbour, ferry], listMeta(2))),
    ...extra,
  });
}

function renderLogs(url = '/sound-recording-logs') {
  return renderWithProviders(<SoundRecordingLogsScreen />, { url, path: '/sound-recording-logs' });
}

const lastLogsQuery = (calls: { path: string; url: string }[]) => queryOf(calls.filter((c) => c.path === '/sound-recordings/logs').at(-1)?.url ?? '');

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

describe('Sound Recording Logs', () => {
  it('lists each event with its date and relative time, who acted, the recording, the changes and a rejection’s reason', async () => {
    stubLogs([
      createSoundRecordingLogEntry({
        at: '2024-05-02T10:00:00.000Z',
        actor_name: 'Amara Nwosu',
        event: 'updated',
        changes: [
          { field: 'isrc', old: null, new: 'GB-ABC-24-00001' },
          { field: 'main_artists', old: ['Amara'], new: ['Amara Nwosu', 'Tunde Bello'] },
        ],
        recording: { id: harbour.id, title: 'Harbour Lights', isrc: 'GBABC2400001', is_deleted: false },
      }),
      createSoundRecordingLogEntry({
        actor_name: 'Registry desk',
        event: 'rejected',
        changes: [{ field: 'status', old: 'In review', new: 'Rejected' }],
        reason: 'The ISRC belongs to another label',
        recording: { id: ferry.id, title: 'Night Ferry', isrc: null, is_deleted: false },
      }),
      createSoundRecordingLogEntry({ event: 'deleted', changes: [], recording: { id: '00000000-0000-4000-8000-0000000000ff', title: 'Old demo', isrc: null, is_deleted: true } }),
    ]);
    renderLogs();

    const table = await screen.findByRole('table', { name: 'Sound recording logs' });
    const [updated, rejected, deleted] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement, HTMLElement];
    expect(updated).toHaveTextContent('02/05/2024');
    expect(updated).toHaveTextContent('ago');
    expect(updated).toHaveTextContent('Amara Nwosu');
    expect(updated).toHaveTextContent('Updated');
    expect(within(updated).getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute('href', `/sound-recording/details/${harbour.id}`);
    expect(updated).toHaveTextContent('GB-ABC-24-00001');
    expect(updated).toHaveTextContent('ISRC: — → GB-ABC-24-00001');
    expect(updated).toHaveTextContent('Main artists: Amara → Amara Nwosu, Tunde Bello');
    expect(rejected).toHaveTextContent('Registry desk');
    expect(rejected).toHaveTextContent('Reason: The ISRC belongs to another label');
    expect(rejected).toHaveTextContent('2 hours ago');
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
    expect(deleted).toHaveTextContent('Old demo (deleted)');
  });

  it('sends the filters by recording, kind of event and date range, back on page 1', async () => {
    const { calls } = stubLogs();
    const { user } = renderLogs('/sound-recording-logs?page=2');
    await screen.findByRole('table');
    expect(lastLogsQuery(calls).get('page')).toBe('2');
    expect(lastLogsQuery(calls).get('pageSize')).toBe('20');

    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await vi.waitFor(() => expect(lastLogsQuery(calls).get('event')).toBe('rejected'));
    expect(lastLogsQuery(calls).get('page')).toBe('1');

    await user.type(screen.getByLabelText('From'), '01/04/2024');
    await user.type(screen.getByLabelText('To'), '30/04/2024');
    await vi.waitFor(() => expect([lastLogsQuery(calls).get('from'), lastLogsQuery(calls).get('to')]).toEqual(['2024-04-01', '2024-04-30']));

    await user.type(screen.getByRole('combobox', { name: 'Recording' }), 'Night');
    await user.click(await screen.findByRole('option', { name: 'Night Ferry' }));
    await vi.waitFor(() => expect(lastLogsQuery(calls).get('recording_id')).toBe(ferry.id));
    expect(Object.fromEntries(lastLogsQuery(calls))).toEqual({
      page: '1',
      pageSize: '20',
      recording_id: ferry.id,
      event: 'rejected',
      from: '2024-04-01',
      to: '2024-04-30',
      // The days are the member's, as the Time column shows them.
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('says so when the end date is before the start date, and asks nothing of the server', async () => {
    const { calls } = stubLogs();
    renderLogs('/sound-recording-logs?from=2024-05-01&to=2024-04-01');
    expect(await screen.findAllByText('The end date cannot be before the start date')).not.toHaveLength(0);
    // The contract's messages are listed one by one, as they are, never run together.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Check the dates');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['The end date cannot be before the start date']);
    expect(calls.filter((c) => c.path === '/sound-recordings/logs')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('downloads the CSV of the same filters through the session', async () => {
    // jsdom has no object URLs: the browser's part of a download is stubbed, the rest is real.
    const createObjectURL = vi.fn(() => 'blob:logs');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls, fetchMock } = stubLogs([createSoundRecordingLogEntry()], {
      'GET /sound-recordings/logs/export': { status: 200, body: 'Date,Time (UTC),Event\r\n' },
    });
    const { user } = renderLogs(`/sound-recording-logs?event=updated&recording=${harbour.id}&from=2024-01-01`);
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(/^The logs were downloaded as sound-recording-logs-\d{4}-\d{2}-\d{2}\.csv$/)).toBeInTheDocument();
    const exportCall = calls.find((c) => c.path === '/sound-recordings/logs/export');
    expect(Object.fromEntries(queryOf(exportCall?.url ?? ''))).toEqual({
      recording_id: harbour.id,
      event: 'updated',
      from: '2024-01-01',
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const init = fetchMock.mock.calls.find(([input]) => String(input).includes('/logs/export'))?.[1];
    expect(init).toMatchObject({ credentials: 'include', method: 'GET' });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^sound-recording-logs-.*\.csv$/);
    expect(link.href).toBe('blob:logs');
  });

  it('shows the server’s message when the download fails', async () => {
    stubLogs([createSoundRecordingLogEntry()], { 'GET /sound-recordings/logs/export': fail(500, 'The export could not be prepared') });
    const { user } = renderLogs();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The export could not be prepared')).toBeInTheDocument();
  });

  it('says nothing has been logged yet, or that nothing matches the filters', async () => {
    stubLogs([]);
    const { user } = renderLogs('/sound-recording-logs?event=deleted');
    expect(await screen.findByText('No events match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByText('No changes logged yet')).toBeInTheDocument();
  });
});
