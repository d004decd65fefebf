import { screen, within } from '@testing-library/react';
import type { CwrSubmission } from '@repertoire/contract';
import { fail, ok, stubApi, type StubHandler } from '../../../testing/api-stub';
import { listMeta } from '../../../testing/catalogue-factories';
import { createJob } from '../../../testing/catalogue-import-factories';
import { createCwrMessage, createCwrSubmission, createCwrTransaction } from '../../../testing/cwr-submission-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { CwrSubmissionScreen } from './cwr-submission-screen';

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

function renderSubmission(submission: CwrSubmission, handlers: Record<string, StubHandler> = {}, query = '') {
  const api = stubApi({
    [`GET /cwr/submissions/${submission.id}`]: ok(submission),
    [`GET /cwr/submissions/${submission.id}/transactions`]: ok([], listMeta(0)),
    ...handlers,
  });
  return { ...api, ...renderWithProviders(<CwrSubmissionScreen />, { url: `/cwr/submissions/${submission.id}${query}`, path: '/cwr/submissions/:submissionId' }) };
}

describe('a CWR submission read', () => {
  it('opens on the transactions in error with their work number, title, status and messages', async () => {
    const submission = createCwrSubmission();
    const rejected = createCwrTransaction({ position: 2, transaction_sequence: 1, title: 'HARBOUR LIGHTS QM002', submitter_work_number: 'QM002', status: 'RJ', work_id: null, messages: [createCwrMessage()] });
    const changed = createCwrTransaction({
      position: 3,
      title: 'NIGHT FERRY',
      submitter_work_number: 'QM003',
      status: 'AC',
      messages: [createCwrMessage({ severity: 'change', record_type: 'PER', line: 12, field: null, message: 'Performing artists are not kept: left out' })],
    });
    const { calls } = renderSubmission(submission, {
      [`GET /cwr/submissions/${submission.id}/transactions`]: ({ url }) =>
        queryOf(url).get('status') === 'problems' ? ok([rejected, changed], listMeta(2)) : ok([createCwrTransaction()], listMeta(1)),
    });

    const table = await screen.findByRole('table', { name: 'Transactions' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('HARBOUR LIGHTS QM002');
    expect(first).toHaveTextContent('QM002');
    expect(first).toHaveTextContent('Rejected (RJ)');
    expect(first).toHaveTextContent('Not saved');
    expect(first).toHaveTextContent('Error (SWR, line 7, field writerIpiName): IPI name number 00141073317 has a wrong check digit or shape');
    expect(second).toHaveTextContent('Accepted with changes (AC)');
    expect(second).toHaveTextContent('Change (PER, line 12): Performing artists are not kept: left out');
    expect(within(second).getByRole('link', { name: 'Open work NIGHT FERRY' })).toHaveAttribute('href', `/music-composition/details/${changed.work_id ?? ''}`);
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('To check (RJ, CO, AC)');
    expect(calls.filter((call) => call.path.endsWith('/transactions')).map((call) => queryOf(call.url).get('status'))).toEqual(['problems']);
  });

  it('shows the counts per status in words, and downloads the acknowledgement under its CWR name', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:ack'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const submission = createCwrSubmission({ counts: { transactions: 6, RA: 2, AC: 1, CO: 1, RJ: 1, NP: 1 } });
    const { user } = renderSubmission(submission, {
      [`GET /cwr/submissions/${submission.id}/ack`]: { status: 200, body: 'HDRSO000000052\r\n', headers: { 'content-disposition': 'attachment; filename="CW260001000_QM.V21"' } },
    });

    const counts = await screen.findByLabelText('Answers per status', { selector: 'dl' });
    const expected = { Transactions: '6', 'Accepted (RA)': '2', 'Accepted with changes (AC)': '1', 'In conflict (CO)': '1', 'Rejected (RJ)': '1', 'No participation (NP)': '1' };
    for (const [label, value] of Object.entries(expected)) expect(within(counts).getByText(label).nextElementSibling).toHaveTextContent(value);

    await user.click(screen.getByRole('button', { name: 'Download acknowledgement (ACK)' }));
    expect(await screen.findByText('Downloaded CW260001000_QM.V21')).toBeInTheDocument();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('CW260001000_QM.V21');
  });

  it('lists every transaction, or one status, as chosen', async () => {
    const submission = createCwrSubmission();
    const { user, calls } = renderSubmission(submission, {}, '?status=all');
    expect(await screen.findByRole('heading', { name: 'Nothing to show' })).toBeInTheDocument();
    expect(screen.getByText('The file holds no transaction yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'No participation (NP)' }));
    expect(await screen.findByText('Every transaction has a share of yours.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/transactions')).map((call) => queryOf(call.url).get('status'))).toEqual([null, 'NP']);
  });

  it('shows the problems of the file as a whole', async () => {
    const submission = createCwrSubmission({ file_problems: [createCwrMessage({ record_type: 'TRL', line: null, field: 'transactionCount', message: 'The trailer counts 3 transactions: the file holds 2' })] });
    renderSubmission(submission);
    const problems = await screen.findByRole('region', { name: 'Problems of the file' });
    expect(problems).toHaveTextContent('Error (TRL, field transactionCount): The trailer counts 3 transactions: the file holds 2');
  });
});

describe('a CWR submission being read', () => {
  it('shows how many transactions are read of how many, without the ACK yet', async () => {
    const job = createJob({ kind: 'cwr-submission.read', progress: { done: 30, total: 120 } });
    const submission = createCwrSubmission({ state: 'reading', job_id: job.id, progress: { done: 30, total: 120 }, counts: { transactions: 30, RA: 30, AC: 0, CO: 0, RJ: 0, NP: 0 }, ack_file_name: null });
    renderSubmission(submission, { [`GET /jobs/${job.id}`]: ok(job) });

    expect(await screen.findByText('30 of 120 transactions')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Reading the file' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.queryByRole('button', { name: 'Download acknowledgement (ACK)' })).not.toBeInTheDocument();
  });

  it('reads the submission again when its job ends', async () => {
    const job = createJob({ kind: 'cwr-submission.read', state: 'succeeded', progress: { done: 2, total: 2 } });
    const reading = createCwrSubmission({ state: 'reading', job_id: job.id, ack_file_name: null });
    let reads = 0;
    renderSubmission(reading, {
      [`GET /cwr/submissions/${reading.id}`]: () => {
        reads += 1;
        return ok(reads === 1 ? reading : { ...reading, state: 'acknowledged', ack_file_name: 'CW260001000_QM.V21' });
      },
      [`GET /jobs/${job.id}`]: ok(job),
    });
    expect(await screen.findByRole('button', { name: 'Download acknowledgement (ACK)' })).toBeInTheDocument();
  });

  it('says why a file could not be read', async () => {
    const submission = createCwrSubmission({ state: 'failed', error: 'The file could not be read to the end: send it again under a new name', counts: null, ack_file_name: null });
    renderSubmission(submission);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be read to the end: send it again under a new name');
  });

  it('shows another member’s or an unknown submission as not found', async () => {
    const submission = createCwrSubmission();
    renderSubmission(submission, { [`GET /cwr/submissions/${submission.id}`]: fail(404, 'CWR submission not found') });
    expect(await screen.findByRole('heading', { name: 'CWR submission not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your CWR submissions' })).toHaveAttribute('href', '/cwr/submissions');
  });
});
