import type { TableWording } from '../../../table-files';

/** How a usage file that cannot be read is refused, in the words of the staff who import it. */
export const USAGE_FILE_WORDING: TableWording = { rows: 'one row per use of a work or recording', whole: 'the usage report' };
