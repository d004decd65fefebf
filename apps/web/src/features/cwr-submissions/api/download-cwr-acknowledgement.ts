import type { CwrSubmission } from '@repertoire/contract';
import { callFile } from '../../../lib/call';
import { useNotifiedDownload } from '../../../lib/download-file';

/** GET /cwr/submissions/{id}/ack: the acknowledgement file, in the CWR version of the file sent. */
const downloadCwrAcknowledgement = (submission: CwrSubmission) => callFile('downloadCwrAcknowledgement', { params: { id: submission.id } });

/** Hands the ACK to the browser under its CWR name. */
export const useCwrAcknowledgementDownload = () =>
  useNotifiedDownload(downloadCwrAcknowledgement, (submission) => submission.ack_file_name ?? `${submission.file_name}.ACK`);
