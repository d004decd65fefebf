import { callFile } from '../../../lib/call';
import { useNotifiedDownload } from '../../../lib/download-file';

type StatementRef = { distribution_id: string; name: string };

/** GET /statements/{distributionId}/statement.csv: every line of the statement with its exact amounts. */
const downloadStatementCsv = (statement: StatementRef) => callFile('downloadStatementCsv', { params: { distributionId: statement.distribution_id } });

/** Hands the CSV to the browser under the server's name for it. */
export const useStatementCsvDownload = () => useNotifiedDownload(downloadStatementCsv, (statement: StatementRef) => `statement-${statement.name}.csv`);
