import type { CwrExport } from '@repertoire/contract';
import { callFile } from '../../../lib/call';
import { useNotifiedDownload } from '../../../lib/download-file';

/** GET /staff/cwr-exports/{id}/file: the CWR file, once written. */
const downloadCwrExport = (cwrExport: CwrExport) => callFile('downloadCwrExport', { params: { id: cwrExport.id } });

/** Hands the CWR file to the browser under its CWR name. */
export const useCwrExportDownload = () => useNotifiedDownload(downloadCwrExport, (cwrExport) => cwrExport.file_name);
