import { screen, within } from '@testing-library/react';
import { CATALOGUE_FILE_MAX_BYTES } from '@repertoire/contract';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { listMeta } from '../../../testing/catalogue-factories';
import { createCatalogueImport, createImportSummary } from '../../../testing/catalogue-import-factories';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { NewCatalogueImportScreen } from './new-catalogue-import-screen';

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

function renderNewImport(url = '/catalogue/import?kind=recordings') {
  const rendered = renderWithProviders(<NewCatalogueImportScreen />, { url, path: '/catalogue/import', routes: [landmark('/catalogue/imports/:importId')] });
  const fileInput = () => {
    const input = rendered.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    return input;
  };
  return { ...rendered, fileInput };
}

/** A file of the given size without its bytes: only its size is read before it is sent. */
function fileOfSize(name: string, size: number): File {
  const file = new File(['Title\r\nHarbour Lights\r\n'], name, { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('importing from a file', () => {
  it('refuses a file over the size limit before sending it', async () => {
    const { calls } = stubApi({ 'GET /catalogue/imports': ok([], listMeta(0)) });
    const { user, fileInput } = renderNewImport();

    await user.upload(fileInput(), fileOfSize('catalogue.csv', CATALOGUE_FILE_MAX_BYTES + 1));
    expect(await screen.findByText(/^“catalogue.csv” is 52 MB: a file may be at most 50 MB\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload and map the columns' })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('uploads the file with the kind chosen and opens the import’s page', async () => {
    const created = createCatalogueImport({ kind: 'recordings' });
    const { callsTo } = stubApi({
      'GET /catalogue/imports': ok([], listMeta(0)),
      'POST /catalogue/imports': { status: 201, body: { message: 'Uploaded', data: { data: created } } },
    });
    const { user, fileInput, router } = renderNewImport();

    expect(screen.getByRole('radio', { name: 'Sound recordings' })).toBeChecked();
    await user.upload(fileInput(), fileOfSize('recordings.csv', 2_000));
    await user.click(screen.getByRole('button', { name: 'Upload and map the columns' }));

    expect(await screen.findByText('at /catalogue/imports/:importId')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/catalogue/imports/${created.id}`);
    const [upload] = callsTo('POST', '/catalogue/imports');
    expect(queryOf(upload?.url ?? '').get('kind')).toBe('recordings');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('file')).toHaveProperty('name', 'recordings.csv');
  });

  it('shows the server’s refusal of a file', async () => {
    stubApi({
      'GET /catalogue/imports': ok([], listMeta(0)),
      'POST /catalogue/imports': fail(422, 'The file has no header row'),
    });
    const { user, fileInput } = renderNewImport('/catalogue/import');
    await user.upload(fileInput(), fileOfSize('works.csv', 200));
    await user.click(screen.getByRole('button', { name: 'Upload and map the columns' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has no header row');
  });

  it('lists the member’s imports with their step and counts, each leading to its page', async () => {
    const checked = createCatalogueImport({ file_name: 'works-may.xlsx', state: 'checked', summary: createImportSummary() });
    const imported = createCatalogueImport({ file_name: 'recordings.csv', kind: 'recordings', state: 'imported', result: { created: 8, updated: 1, skipped: 0, submitted: 0, in_error: 0 } });
    stubApi({ 'GET /catalogue/imports': ok([checked, imported], listMeta(2)) });
    renderNewImport();

    const table = await screen.findByRole('table', { name: 'Your imports' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'works-may.xlsx' })).toHaveAttribute('href', `/catalogue/imports/${checked.id}`);
    expect(first).toHaveTextContent('Checked');
    expect(first).toHaveTextContent('120 rows · 117 ready · 3 in error');
    expect(second).toHaveTextContent('Imported');
    expect(second).toHaveTextContent('8 created · 1 updated');
  });

  it('says when there are no imports yet', async () => {
    stubApi({ 'GET /catalogue/imports': ok([], listMeta(0)) });
    renderNewImport();
    expect(await screen.findByRole('heading', { name: 'No imports yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Import from a file', level: 1 })).toBeInTheDocument();
  });

  it('opens the column guide of the kind chosen', async () => {
    stubApi({ 'GET /catalogue/imports': ok([], listMeta(0)) });
    const { user } = renderNewImport();
    await user.click(screen.getByRole('button', { name: 'Column guide' }));
    const guide = await screen.findByRole('table', { name: 'Columns of the sound recordings template' });
    const isrc = within(guide).getByText('ISRC').closest('tr');
    expect(isrc).toHaveTextContent('it finds the recording again');
    expect(within(guide).getByText('Title').closest('tr')).toHaveTextContent('Required');
  });
});
