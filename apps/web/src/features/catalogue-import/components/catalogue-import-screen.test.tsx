import { screen, waitFor, within } from '@testing-library/react';
import type { CatalogueImport } from '@repertoire/contract';
import { fail, ok, stubApi, type StubHandler } from '../../../testing/api-stub';
import { listMeta } from '../../../testing/catalogue-factories';
import { createCatalogueImport, createImportProblem, createImportSummary, createJob } from '../../../testing/catalogue-import-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { CatalogueImportScreen } from './catalogue-import-screen';

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

function renderImport(upload: CatalogueImport, handlers: Record<string, StubHandler> = {}) {
  const api = stubApi({ [`GET /catalogue/imports/${upload.id}`]: ok(upload), ...handlers });
  return { ...api, ...renderWithProviders(<CatalogueImportScreen />, { url: `/catalogue/imports/${upload.id}`, path: '/catalogue/imports/:importId' }) };
}

const selectFor = (header: string) => screen.getByRole('combobox', { name: `Template column for ${header}` });

describe('an uploaded import: the mapping', () => {
  it('shows each column of the file with sample values and the template column it fills', async () => {
    const upload = createCatalogueImport({ header: ['Song', 'ISWC code', 'Notes'], mapping: ['title', 'iswc', null] });
    renderImport(upload);

    const table = await screen.findByRole('table', { name: 'Columns of your file' });
    const [song, iswc, notes] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement, HTMLElement];
    expect(song).toHaveTextContent('Harbour Lights · Night Ferry · Salt Road');
    expect(song).not.toHaveTextContent('Tidewater');
    expect(iswc).toHaveTextContent('T-034.524.680-1 · T-034.524.681-2');
    expect(selectFor('Song')).toHaveValue('title');
    expect(selectFor('ISWC code')).toHaveValue('iswc');
    expect(selectFor('Notes')).toHaveValue('');
    expect(within(notes).getByRole('option', { name: 'Leave out' })).toBeInTheDocument();
    expect(within(notes).getByRole('group', { name: 'Writer/publisher 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Map the columns' })).toBeInTheDocument();
  });

  it('warns when two columns fill the same template column', async () => {
    const upload = createCatalogueImport();
    const { user } = renderImport(upload);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Template column for Lang' }), 'iswc');
    expect(screen.getByText('“ISWC” is filled by “ISWC code” and “Lang”: leave out all but one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check the rows' })).toBeEnabled();
  });

  it('refuses to check the rows while no column fills the title', async () => {
    const upload = createCatalogueImport({ mapping: [null, 'iswc', 'language'] });
    const { user, calls } = renderImport(upload);

    expect(await screen.findByRole('alert')).toHaveTextContent('No column fills “Title”, which every row needs');
    expect(screen.getByRole('button', { name: 'Check the rows' })).toBeDisabled();

    await user.selectOptions(selectFor('Song'), 'title');
    expect(screen.queryByText(/No column fills/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check the rows' })).toBeEnabled();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('sends the mapping as changed, with the choice to remember it, and shows the check under way', async () => {
    const upload = createCatalogueImport();
    const job = createJob({ progress: { done: 0, total: 120 } });
    const { user, callsTo } = renderImport(upload, {
      [`PUT /catalogue/imports/${upload.id}/mapping`]: ok({ ...upload, state: 'checking', job_id: job.id }),
      [`GET /jobs/${job.id}`]: ok(job),
    });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Template column for Lang' }), '');
    await user.click(screen.getByRole('checkbox', { name: 'Remember this mapping for my next file' }));
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));

    expect(await screen.findByRole('heading', { name: 'Checking the rows' })).toBeInTheDocument();
    expect(callsTo('PUT', `/catalogue/imports/${upload.id}/mapping`).map((call) => call.body)).toEqual([{ mapping: ['title', 'iswc', null], save: true }]);
  });

  it('shows the server’s refusal of a mapping', async () => {
    const upload = createCatalogueImport();
    const { user } = renderImport(upload, { [`PUT /catalogue/imports/${upload.id}/mapping`]: fail(409, 'This import is being checked already') });
    await user.click(await screen.findByRole('button', { name: 'Check the rows' }));
    expect(await screen.findByText('This import is being checked already')).toBeInTheDocument();
  });
});

describe('a check or an import under way', () => {
  it('shows how many rows are done of how many, and that the member may leave', async () => {
    const job = createJob({ progress: { done: 30, total: 120 } });
    renderImport(createCatalogueImport({ state: 'checking', job_id: job.id }), { [`GET /jobs/${job.id}`]: ok(job) });

    expect(await screen.findByText('30 of 120 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Checking the rows' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('You can leave this page: we will notify you when it is done.')).toBeInTheDocument();
  });

  it('cancels the job', async () => {
    const job = createJob({ kind: 'catalogue-import', progress: { done: 3, total: 40 } });
    const { user, callsTo } = renderImport(createCatalogueImport({ state: 'importing', job_id: job.id }), {
      [`GET /jobs/${job.id}`]: ok(job),
      [`POST /jobs/${job.id}/cancel`]: ok({ ...job, cancel_requested: true }),
    });

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    expect(callsTo('POST', `/jobs/${job.id}/cancel`)).toHaveLength(1);
  });

  it('reads the import again when its job ends', async () => {
    const job = createJob({ state: 'succeeded', progress: { done: 120, total: 120 } });
    const checking = createCatalogueImport({ state: 'checking', job_id: job.id });
    let reads = 0;
    renderImport(checking, {
      [`GET /catalogue/imports/${checking.id}`]: () => {
        reads += 1;
        return ok(reads === 1 ? checking : { ...checking, state: 'checked', summary: createImportSummary() });
      },
      [`GET /jobs/${job.id}`]: ok(job),
      [`GET /catalogue/imports/${checking.id}/problems`]: ok([], listMeta(0)),
    });
    expect(await screen.findByRole('heading', { name: 'Check results' })).toBeInTheDocument();
  });
});

describe('a checked import', () => {
  const checked = () => createCatalogueImport({ state: 'checked', summary: createImportSummary() });

  it('shows the counts and the rows in error, a page at a time, and the warnings in their tab', async () => {
    const upload = checked();
    const { user, calls } = renderImport(upload, {
      [`GET /catalogue/imports/${upload.id}/problems`]: ({ url }) =>
        queryOf(url).get('severity') === 'warning'
          ? ok([createImportProblem({ row: 12, column: 'Lang', severity: 'warning', message: 'xx is not a language code' })], listMeta(1))
          : ok([createImportProblem({ row: 7 }), createImportProblem({ row: 9, column: null, message: 'The row is empty' })], listMeta(23, 1, 20)),
    });

    const counts = await screen.findByLabelText('Check results', { selector: 'dl' });
    const expected = { Ready: '117', 'With warnings': '4', 'In error': '3', New: '110', Updates: '5', Skipped: '2' };
    for (const [label, value] of Object.entries(expected)) expect(within(counts).getByText(label).nextElementSibling).toHaveTextContent(value);
    const errors = await screen.findByRole('table', { name: 'Rows in error' });
    const [first] = within(errors).getAllByRole('row').slice(1) as [HTMLElement];
    expect(first).toHaveTextContent('7');
    expect(first).toHaveTextContent('ISWC code');
    expect(first).toHaveTextContent('T-123 is not an ISWC');
    expect(screen.getByText('Showing 1–2 of 23')).toBeInTheDocument();
    expect(queryOf(calls.find((call) => call.path.endsWith('/problems'))?.url ?? '').get('severity')).toBe('error');

    await user.click(screen.getByRole('tab', { name: 'Warnings' }));
    const warnings = await screen.findByRole('table', { name: 'Warnings' });
    expect(warnings).toHaveTextContent('xx is not a language code');
    expect(screen.getByRole('link', { name: 'Upload a corrected file' })).toHaveAttribute('href', '/catalogue/import?kind=works');
  });

  it('imports and submits for review once the member confirms what will be created and updated', async () => {
    const upload = checked();
    const job = createJob({ kind: 'catalogue-import' });
    const { user, callsTo } = renderImport(upload, {
      [`GET /catalogue/imports/${upload.id}/problems`]: ok([], listMeta(0)),
      [`POST /catalogue/imports/${upload.id}/run`]: ok({ ...upload, state: 'importing', submit: true, job_id: job.id }),
      [`GET /jobs/${job.id}`]: ok(job),
    });

    await user.click(await screen.findByRole('button', { name: 'Import and submit for review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import and submit for review?' });
    expect(dialog).toHaveTextContent('110 new musical works will be created and 5 updated, then submitted for review.');
    expect(dialog).toHaveTextContent('3 rows in error will not be imported.');
    expect(callsTo('POST', `/catalogue/imports/${upload.id}/run`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Import and submit' }));
    expect(await screen.findByRole('heading', { name: 'Importing the rows' })).toBeInTheDocument();
    expect(callsTo('POST', `/catalogue/imports/${upload.id}/run`).map((call) => call.body)).toEqual([{ submit: true }]);
  });

  it('imports as drafts', async () => {
    const upload = checked();
    const { user, callsTo } = renderImport(upload, {
      [`GET /catalogue/imports/${upload.id}/problems`]: ok([], listMeta(0)),
      [`POST /catalogue/imports/${upload.id}/run`]: ok({ ...upload, state: 'importing', submit: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Import as drafts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import as drafts?' });
    await user.click(within(dialog).getByRole('button', { name: 'Import as drafts' }));
    await waitFor(() => expect(callsTo('POST', `/catalogue/imports/${upload.id}/run`).map((call) => call.body)).toEqual([{ submit: false }]));
  });

  it('goes back to the mapping to change it', async () => {
    const upload = checked();
    const { user } = renderImport(upload, { [`GET /catalogue/imports/${upload.id}/problems`]: ok([], listMeta(0)) });
    await user.click(await screen.findByRole('button', { name: 'Change the mapping' }));
    expect(screen.getByRole('heading', { name: 'Map the columns' })).toBeInTheDocument();
    expect(selectFor('Song')).toHaveValue('title');
    await user.click(screen.getByRole('button', { name: 'Keep the current check' }));
    expect(screen.getByRole('heading', { name: 'Check results' })).toBeInTheDocument();
  });
});

describe('an import done or stopped', () => {
  it('shows what was created, updated, skipped and submitted, its notes and the way to the list', async () => {
    const upload = createCatalogueImport({
      kind: 'recordings',
      state: 'imported',
      summary: createImportSummary(),
      result: { created: 110, updated: 5, skipped: 2, submitted: 115, in_error: 3 },
    });
    renderImport(upload, {
      [`GET /catalogue/imports/${upload.id}/problems`]: ok([createImportProblem({ row: 4, severity: 'note', column: null, message: 'Updated your draft GB-ABC-24-00001' })], listMeta(1)),
    });

    const result = await screen.findByLabelText('Import result', { selector: 'dl' });
    expect(within(result).getByText('Submitted for review').nextElementSibling).toHaveTextContent('115');
    expect(await screen.findByRole('table', { name: 'Notes' })).toHaveTextContent('Updated your draft GB-ABC-24-00001');
    expect(screen.getByRole('link', { name: 'Go to your sound recordings' })).toHaveAttribute('href', '/sound-recordings');
  });

  it('says why an import failed and offers to start again', async () => {
    renderImport(createCatalogueImport({ state: 'failed', error: 'The file could not be read: it is not a valid XLSX file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be read: it is not a valid XLSX file');
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/catalogue/import?kind=works');
  });

  it('shows another member’s or an unknown import as not found', async () => {
    const upload = createCatalogueImport();
    stubApi({ [`GET /catalogue/imports/${upload.id}`]: fail(404, 'Import not found') });
    renderWithProviders(<CatalogueImportScreen />, { url: `/catalogue/imports/${upload.id}`, path: '/catalogue/imports/:importId' });
    expect(await screen.findByRole('heading', { name: 'Import not found' })).toBeInTheDocument();
  });
});
