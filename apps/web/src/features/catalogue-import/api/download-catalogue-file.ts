import type { CatalogueFileFormat, CatalogueKind, RegistrationStatus } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { callFile } from '../../../lib/call';
import type { FileResult } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** A catalogue file to download: a template, an export of the list's filters, or an import's rows in error. */
export type CatalogueDownload =
  | { of: 'template'; kind: CatalogueKind; format: CatalogueFileFormat }
  | { of: 'export'; kind: CatalogueKind; format: CatalogueFileFormat; q?: string | undefined; status?: RegistrationStatus | undefined }
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
  return `${stem}.${download.format}`;
}

/** Fetches the file with the session and hands it to the browser as a download; resolves to its name. */
export function useDownloadCatalogueFile() {
  return useMutation({
    mutationFn: async (download: CatalogueDownload) => {
      const { blob, filename } = await fetchDownload(download);
      const name = filename ?? fallbackName(download);
      saveFile(blob, name);
      return name;
    },
  });
}
