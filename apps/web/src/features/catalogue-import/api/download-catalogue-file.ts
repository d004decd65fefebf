import type { CatalogueExportFormat, CatalogueFileFormat, CatalogueKind, RegistrationStatus } from '@repertoire/contract';
import type { FileResult } from '../../../lib/api-client';
import { callFile } from '../../../lib/call';
import { useNotifiedDownload } from '../../../lib/download-file';

/** A catalogue file to download: a template, an export of the list's filters (works also as CWR 2.2), or an import's rows in error. */
export type CatalogueDownload =
  | { of: 'template'; kind: CatalogueKind; format: CatalogueFileFormat }
  | { of: 'export'; kind: CatalogueKind; format: CatalogueExportFormat; q?: string | undefined; status?: RegistrationStatus | undefined }
  | { of: 'rows-in-error'; importId: string; format: CatalogueFileFormat };

function fetchDownload(download: CatalogueDownload): Promise<FileResult> {
  switch (download.of) {
    case 'template':
      return callFile('downloadCatalogueTemplate', { params: { kind: download.kind }, query: { format: download.format } });
    case 'export':
      return callFile('exportCatalogue', { params: { kind: download.kind }, query: { format: download.format, q: download.q, status: download.status } });
    case 'rows-in-error':
      return callFile('downloadCatalogueImportRowsInError', { params: { id: download.importId }, query: { format: download.format } });
  }
}

/** The name the browser saves it under when the server sends none. */
function fallbackName(download: CatalogueDownload): string {
  const stem = download.of === 'rows-in-error' ? 'rows-in-error' : `${download.kind}-${download.of}`;
  // A CWR file's extension is its version (docs/cwr.md).
  return `${stem}.${download.format === 'cwr' ? 'V22' : download.format}`;
}

/** Hands a catalogue file to the browser, telling the member its name, or why it could not come. */
export const useCatalogueDownload = () => useNotifiedDownload(fetchDownload, fallbackName);
