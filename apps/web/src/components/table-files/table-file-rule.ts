import { CATALOGUE_FILE_MAX_BYTES } from '@repertoire/contract';
import type { FileRule } from '../ui/file-upload';

const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx'];

/**
 * A table uploaded to be read row by row (a catalogue file, a usage file): CSV or Excel, within the size the server
 * reads (apps/server/src/table-files). `tooLarge` says what to do with a larger one.
 */
export const tableFileRule = (tooLarge: string): FileRule => ({
  accept: ACCEPTED_EXTENSIONS,
  isAccepted: (name) => ACCEPTED_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension)),
  notAccepted: 'is not a CSV or Excel (.xlsx) file: save it in one of these formats and choose it again.',
  maxBytes: CATALOGUE_FILE_MAX_BYTES,
  tooLarge,
});
