import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CwrExport } from '@repertoire/contract';
import { fail, ok, stubApi, type StubHandler } from '../../../testing/api-stub';
import { createJob } from '../../../testing/catalogue-import-factories';
import { createCwrAckImport, createCwrAckImportSummary, createCwrExport } from '../../../testing/cwr-export-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { CwrExportScreen } from './cwr-export-screen';

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

const pageOf = (total: number, page = 1) => ({ page, pageSize: 10, total, totalPages: Math.ceil(total / 10) });

function renderExport(cwrExport: CwrExport, handlers: Record<string, StubHandler> = {}, url = `/staff/cwr-exports/${cwrExport.id}`) {
  const api = stubApi({
    [`GET /staff/cwr-exports/${cwrExport.id}`]: ok(cwrExport),
    [`GET /staff/cwr-exports/${cwrExport.id}/acknowledgements`]: ok([], pageOf(0)),
    ...handlers,
  });
  return { ...api, ...renderWithProviders(<CwrExportScreen />, { url, path: '/staff/cwr-exports/:id' }) };
}

const ackFile = () => new File(['HDRSO021000000000\r\n'], 'CW260001021_000.V22', { type: 'text/plain' });
const figure = (grid: HTMLElement, label: string) => within(grid).getByText(label, { exact: true }).nextElementSibling;

describe('a CWR export being written', () => {
  it('shows how many works are written of how many, without the file yet', async () => {
    const job = createJob({ kind: 'cwr-export.write', progress: { done: 500, total: 1200 } });
    renderExport(createCwrExport({ state: 'writing', job_id: job.id, transaction_count: null }), { [`GET /jobs/${job.id}`]: ok(job) });
    expect(await screen.findByText('500 of 1,200 works')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CWR file' })).not.toBeInTheDocument();
  });

  it('reads the export again when its job ends, and offers the file', async () => {
    const job = createJob({ kind: 'cwr-export.write', state: 'succeeded', progress: { done: 2, total: 2 } });
    const writing = createCwrExport({ state: 'writing', job_id: job.id, transaction_count: null });
    let reads = 0;
    renderExport(writing, {
      [`GET /staff/cwr-exports/${writing.id}`]: () => {
        reads += 1;
        return ok(reads === 1 ? writing : { ...writing, state: 'written', transaction_count: 2 });
      },
      [`GET /jobs/${job.id}`]: ok(job),
    });
    expect(await screen.findByRole('button', { name: 'Download CWR file' })).toBeInTheDocument();
  });

  it('says why an export could not be written', async () => {
    renderExport(createCwrExport({ state: 'failed', error: 'The works could not be read', transaction_count: null }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The works could not be read');
  });

  it('shows an unknown export as not found', async () => {
    const cwrExport = createCwrExport();
    renderExport(cwrExport, { [`GET /staff/cwr-exports/${cwrExport.id}`]: fail(404, 'CWR export not found') });
    expect(await screen.findByRole('heading', { name: 'CWR export not found' })).toBeInTheDocument();
  });
});

describe('a CWR export written', () => {
  it('downloads the file under its CWR name and shows the acknowledged counts', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cwr'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const cwrExport = createCwrExport({ acknowledged: { RA: 9, CO: 2 } });
    const { user } = renderExport(cwrExport, {
      [`GET /staff/cwr-exports/${cwrExport.id}/file`]: { status: 200, body: 'HDRSO000000000REPERTOIRE\r\n', headers: { 'content-disposition': 'attachment; filename="CW260001000_021.V22"' } },
    });
    const counts = await screen.findByLabelText('Works and acknowledgements', { selector: 'dl' });
    expect(figure(counts, 'Works written')).toHaveTextContent('12');
    expect(figure(counts, 'Transaction accepted (RA)')).toHaveTextContent('9');
    expect(figure(counts, 'Conflict (CO)')).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Download CWR file' }));
    expect(await screen.findByText('Downloaded CW260001000_021.V22')).toBeInTheDocument();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('CW260001000_021.V22');
  });

  it('imports the society’s acknowledgement and reports what it did, line by line', async () => {
    const cwrExport = createCwrExport();
    const imported = createCwrAckImport(cwrExport.id, {
      transactions: 4,
      matched: 3,
      matched_by_work_number: 1,
      iswcs_set: 2,
      conflicts_opened: 1,
      unmatched: [{ line: 9, original_group_id: 1, original_transaction_sequence: 7, submitter_work_number: '0190A1B2000070', title: 'NIGHT FERRY', status: 'RA' }],
      invalid_iswcs: [{ line: 6, submitter_work_number: '0190A1B2000071', iswc: 'T1234567890' }],
      problems: [{ line: 4, record_type: 'ACK', field: 'processingDate', message: 'Not a date: 20261399' }],
    });
    const { user, callsTo, container } = renderExport(cwrExport, { [`POST /staff/cwr-exports/${cwrExport.id}/acknowledgements`]: { ...ok(imported), status: 201 } });
    await screen.findByRole('button', { name: 'Download CWR file' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await user.upload(input, ackFile());
    await user.click(screen.getByRole('button', { name: 'Import acknowledgement (ACK)' }));

    const report = await screen.findByRole('region', { name: 'Report of CW260001021_000.V22' });
    const counts = within(report).getByLabelText('What the acknowledgement did', { selector: 'dl' });
    const expected = { 'Transactions read': '4', Matched: '3', 'Matched by work number': '1', 'ISWCs set': '2', 'Conflicts opened': '1', 'Unmatched records': '1', 'Invalid ISWCs': '1', Problems: '1' };
    for (const [label, value] of Object.entries(expected)) expect(figure(counts, label)).toHaveTextContent(value);
    const unmatched = within(report).getByRole('table', { name: 'Unmatched records' });
    expect(within(unmatched).getAllByRole('row')[1]).toHaveTextContent(/^91, 70190A1B2000070NIGHT FERRYTransaction accepted \(RA\)$/);
    expect(within(report).getByRole('list', { name: 'Invalid ISWCs' })).toHaveTextContent('Line 6: T1234567890 (work number 0190A1B2000071)');
    expect(within(report).getByRole('list', { name: 'Problems' })).toHaveTextContent('Line 4, ACK, field processingDate: Not a date: 20261399');
    expect(callsTo('POST', `/staff/cwr-exports/${cwrExport.id}/acknowledgements`)).toHaveLength(1);
  });

  it('refuses a file that is not an acknowledgement before sending it', async () => {
    const cwrExport = createCwrExport();
    const { container } = renderExport(cwrExport);
    await screen.findByRole('button', { name: 'Download CWR file' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'answers.pdf'));
    expect(await screen.findByText(/“answers.pdf” is not a CWR acknowledgement/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import acknowledgement (ACK)' })).toBeDisabled();
  });
});

describe('the acknowledgements imported for an export', () => {
  it('says none was imported yet', async () => {
    renderExport(createCwrExport());
    const section = await screen.findByRole('region', { name: 'Acknowledgements imported' });
    expect(await within(section).findByRole('heading', { name: 'No acknowledgement imported yet' })).toBeInTheDocument();
  });

  it('lists them newest first with who imported each and its counts, a page at a time, and opens one’s report again', async () => {
    const cwrExport = createCwrExport();
    const newest = createCwrAckImportSummary(cwrExport.id, { file_name: 'CW260001021_001.V22', statuses: { AS: 2 }, matched: 2, unmatched: 0, created_at: '2026-11-29T10:00:00.000Z' });
    const older = createCwrAckImport(
      cwrExport.id,
      { transactions: 3, statuses: { RA: 2, CO: 1 }, matched: 2, unmatched_count: 1, unmatched: [{ line: 7, original_group_id: 1, original_transaction_sequence: 9, submitter_work_number: 'NOBODY', title: 'UNKNOWN', status: 'RA' }] },
      { file_name: 'CW260001021_000.V22', imported_by: 'Ada Staff', statuses: { RA: 2, CO: 1 }, matched: 2, unmatched: 1 },
    );
    const { report: _report, ...olderSummary } = older;
    const { user, callsTo } = renderExport(cwrExport, {
      [`GET /staff/cwr-exports/${cwrExport.id}/acknowledgements`]: ({ url }) => (new URL(url, 'http://x').searchParams.get('page') === '2' ? ok([olderSummary], pageOf(11, 2)) : ok([newest], pageOf(11))),
      [`GET /staff/cwr-exports/${cwrExport.id}/acknowledgements/${older.id}`]: ok(older),
    });
    const table = await screen.findByRole('table', { name: 'Acknowledgements imported' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('CW260001021_001.V22');
    expect(rows()[0]).toHaveTextContent('Sam Reviewer');
    expect(rows()[0]).toHaveTextContent('Registration accepted (AS): 2');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table).findByText('CW260001021_000.V22');
    expect(rows()[0]).toHaveTextContent('Ada Staff');
    expect(rows()[0]).toHaveTextContent('Conflict (CO): 1 · Transaction accepted (RA): 2');
    expect(callsTo('GET', `/staff/cwr-exports/${cwrExport.id}/acknowledgements`).map((call) => new URL(call.url, 'http://x').searchParams.get('page'))).toEqual(['1', '2']);

    await user.click(within(table).getByRole('link', { name: 'CW260001021_000.V22' }));
    const report = await screen.findByRole('region', { name: 'Report of CW260001021_000.V22' });
    expect(figure(within(report).getByLabelText('What the acknowledgement did', { selector: 'dl' }), 'Unmatched records')).toHaveTextContent('1');
    expect(within(report).getByRole('table', { name: 'Unmatched records' })).toHaveTextContent('NOBODY');
  });
});
