import { useMutation } from '@tanstack/react-query';
import { errorMessage, type FileResult } from './api-client';
import { notifyError, notifySuccess } from './notify';
import { saveFile } from './save-file';

/**
 * Fetches a file with the session (callFile) and hands it to the browser as a download; resolves to its name,
 * `fallbackName` when the server sends none.
 */
export function useDownloadFile<Input>(fetchFile: (input: Input) => Promise<FileResult>, fallbackName: (input: Input) => string) {
  return useMutation({
    mutationFn: async (input: Input) => {
      const { blob, filename } = await fetchFile(input);
      const name = filename ?? fallbackName(input);
      saveFile(blob, name);
      return name;
    },
  });
}

/** A download started from a button or a menu: a toast names the file saved, or says why it could not come. */
export function useNotifiedDownload<Input>(fetchFile: (input: Input) => Promise<FileResult>, fallbackName: (input: Input) => string) {
  const download = useDownloadFile(fetchFile, fallbackName);
  const start = (input: Input) =>
    download.mutate(input, {
      onSuccess: (name) => notifySuccess(`Downloaded ${name}`),
      onError: (error) => notifyError(errorMessage(error)),
    });
  return { start, isPending: download.isPending };
}
