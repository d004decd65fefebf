import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CWR_FILE_MAX_BYTES } from '@repertoire/contract';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { listMeta } from '../../../testing/catalogue-factories';
import { createCwrSubmission } from '../../../testing/cwr-submission-factories';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { CwrSubmissionsScreen } from './cwr-submissions-screen';

function renderSubmissions(url = '/cwr/submissions') {
  const rendered = renderWithProviders(<CwrSubmissionsScreen />, { url, path: '/cwr/submissions', routes: [landmark('/cwr/submissions/:submissionId')] });
  const fileInput = () => {
    const input = rendered.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    return input;
  };
  return { ...rendered, fileInput };
}

/** A file of the given size without its bytes: only its name and size are read before it is sent. */
function fileOfSize(name: string, size: number): File {
  const file = new File(['HDRPB123456789QUAYSIDE MUSIC\r\n'], name, { type: 'text/plain' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('the CWR submissions page', () => {
  it('says what CWR is when no file was sent yet', async () => {
    stubApi({ 'GET /cwr/submissions': ok([], listMeta(0)) });
    renderSubmissions();
    expect(await screen.findByRole('heading', { name: 'No CWR files sent yet' })).toBeInTheDocument();
    expect(screen.getByText(/CWR \(Common Works Registration\) is the file publishers’ systems write/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CWR submissions', level: 1 })).toBeInTheDocument();
  });

  it('lists the files newest first with their state, progress and counts per status in words', async () => {
    const reading = createCwrSubmission({
      file_name: 'CW260002QM_000.V22',
      state: 'reading',
      progress: { done: 40, total: 120 },
      counts: { transactions: 40, RA: 38, AC: 2, CO: 0, RJ: 0, NP: 0 },
      ack_file_name: null,
    });
    const read = createCwrSubmission({ counts: { transactions: 3, RA: 1, AC: 0, CO: 0, RJ: 1, NP: 1 } });
    stubApi({ 'GET /cwr/submissions': ok([reading, read], listMeta(2)) });
    renderSubmissions();

    const table = await screen.findByRole('table', { name: 'Your CWR submissions' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'CW260002QM_000.V22' })).toHaveAttribute('href', `/cwr/submissions/${reading.id}`);
    expect(first).toHaveTextContent('Reading');
    expect(first).toHaveTextContent('40 of 120 transactions');
    expect(first).toHaveTextContent('38 accepted (RA) · 2 accepted with changes (AC)');
    expect(second).toHaveTextContent('Read');
    expect(second).toHaveTextContent('20/11/2026');
    expect(second).toHaveTextContent('1 accepted (RA) · 1 rejected (RJ) · 1 no participation (NP)');
    expect(second).not.toHaveTextContent('transactions');
  });

  it('refuses a file that is not CWR, and one over 50 MB, before sending it', async () => {
    const { calls } = stubApi({ 'GET /cwr/submissions': ok([], listMeta(0)) });
    const { user, fileInput } = renderSubmissions();

    // The picker offers CWR names only; a file dropped on it or picked with "all files" still comes through.
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), fileOfSize('works.csv', 2_000));
    expect(await screen.findByText(/^“works.csv” is not a CWR file: its name ends in \.V21 or \.V22/)).toBeInTheDocument();
    await user.upload(fileInput(), fileOfSize('CW260001QM_000.V21', CWR_FILE_MAX_BYTES + 1));
    expect(await screen.findByText('“CW260001QM_000.V21” is 52 MB: a file may be at most 50 MB. Send the works in several files.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the file' })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s refusal of a file name already received', async () => {
    stubApi({
      'GET /cwr/submissions': ok([], listMeta(0)),
      'POST /cwr/submissions': fail(409, 'You sent CW260001QM_000.V21 on 2026-11-20: a CWR file is sent once; give the new one the next sequence number'),
    });
    const { user, fileInput } = renderSubmissions();
    await user.upload(fileInput(), fileOfSize('CW260001QM_000.V21', 3_000));
    await user.click(screen.getByRole('button', { name: 'Send the file' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file was not uploaded');
    expect(alert).toHaveTextContent('You sent CW260001QM_000.V21 on 2026-11-20: a CWR file is sent once');
  });

  it('sends a CWR 3 file by its name too, and opens the submission’s page', async () => {
    const created = createCwrSubmission({ file_name: 'CW170037SA_058_V3-0-0.SUB', state: 'uploaded', progress: null, counts: null, ack_file_name: null });
    const { callsTo } = stubApi({
      'GET /cwr/submissions': ok([], listMeta(0)),
      'POST /cwr/submissions': { status: 201, body: { message: 'File received', data: { data: created } } },
    });
    const { user, fileInput, router } = renderSubmissions();
    await user.upload(fileInput(), fileOfSize('CW170037SA_058_V3-0-0.SUB', 3_000));
    await user.click(screen.getByRole('button', { name: 'Send the file' }));

    expect(await screen.findByText('at /cwr/submissions/:submissionId')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/cwr/submissions/${created.id}`);
    const [upload] = callsTo('POST', '/cwr/submissions');
    expect((upload?.body as FormData).get('file')).toHaveProperty('name', 'CW170037SA_058_V3-0-0.SUB');
  });
});
