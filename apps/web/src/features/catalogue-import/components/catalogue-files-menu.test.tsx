import { screen } from '@testing-library/react';
import { stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { CatalogueFilesMenu } from './catalogue-files-menu';

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

/** jsdom has no object URLs: the browser's part of a download is stubbed, the rest is real. */
function stubBrowserDownload() {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}

describe('the lists’ import and export menu', () => {
  it('exports the list as filtered now, as Excel', async () => {
    const click = stubBrowserDownload();
    const { calls } = stubApi({ 'GET /catalogue/exports/works': { status: 200, body: 'Title\r\n' } });
    const { user } = renderWithProviders(<CatalogueFilesMenu kind="works" filters={{ q: 'harbour', status: 'draft' }} />);

    await user.click(screen.getByRole('button', { name: 'Import / Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export (Excel)' }));

    expect(await screen.findByText('Downloaded works-export.xlsx')).toBeInTheDocument();
    const exportCall = calls.find((call) => call.path === '/catalogue/exports/works');
    expect(Object.fromEntries(queryOf(exportCall?.url ?? ''))).toEqual({ format: 'xlsx', q: 'harbour', status: 'draft' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('works-export.xlsx');
  });

  it('exports the works shown as a CWR 2.2 file saved under the server’s name', async () => {
    const click = stubBrowserDownload();
    const { calls } = stubApi({
      'GET /catalogue/exports/works': { status: 200, body: 'HDRPB000000123\r\n', headers: { 'content-disposition': 'attachment; filename="CW260001123_000.V22"' } },
    });
    const { user } = renderWithProviders(<CatalogueFilesMenu kind="works" filters={{ q: 'harbour' }} />);

    await user.click(screen.getByRole('button', { name: 'Import / Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export as CWR 2.2' }));

    expect(await screen.findByText('Downloaded CW260001123_000.V22')).toBeInTheDocument();
    const exportCall = calls.find((call) => call.path === '/catalogue/exports/works');
    expect(Object.fromEntries(queryOf(exportCall?.url ?? ''))).toEqual({ format: 'cwr', q: 'harbour' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('CW260001123_000.V22');
  });

  it('downloads the template and leads to an import of the kind', async () => {
    stubBrowserDownload();
    const { calls } = stubApi({ 'GET /catalogue/templates/recordings': { status: 200, body: 'ISRC,Title\r\n' } });
    const { user } = renderWithProviders(<CatalogueFilesMenu kind="recordings" filters={{}} />);

    await user.click(screen.getByRole('button', { name: 'Import / Export' }));
    expect(await screen.findByRole('menuitem', { name: 'Import from file' })).toHaveAttribute('href', '/catalogue/import?kind=recordings');
    // CWR files carry works only.
    expect(screen.queryByRole('menuitem', { name: 'Send a CWR file' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Export as CWR 2.2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Download template (CSV)' }));
    expect(await screen.findByText('Downloaded recordings-template.csv')).toBeInTheDocument();
    expect(queryOf(calls.find((call) => call.path === '/catalogue/templates/recordings')?.url ?? '').get('format')).toBe('csv');
  });

  it('leads from the works’ list to the CWR submissions beside the import', async () => {
    stubApi({});
    const { user } = renderWithProviders(<CatalogueFilesMenu kind="works" filters={{}} />);
    await user.click(screen.getByRole('button', { name: 'Import / Export' }));
    expect(await screen.findByRole('menuitem', { name: 'Send a CWR file' })).toHaveAttribute('href', '/cwr/submissions');
  });
});
