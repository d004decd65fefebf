import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDownloadCatalogueFile, type CatalogueDownload } from '../api/download-catalogue-file';

/** Hands a catalogue file to the browser, telling the member its name, or why it could not come. */
export function useCatalogueDownload() {
  const download = useDownloadCatalogueFile();
  const start = (file: CatalogueDownload) =>
    download.mutate(file, {
      onSuccess: (name) => notifySuccess(`Downloaded ${name}`),
      onError: (error) => notifyError(errorMessage(error)),
    });
  return { start, isPending: download.isPending };
}
