import { callFile } from '../../../lib/call';
import { useNotifiedDownload } from '../../../lib/download-file';

export type StatementFileFormat = 'csv' | 'pdf';
type StatementFile = { statement: { distribution_id: string; name: string }; format: StatementFileFormat };

/**
 * GET /statements/{distributionId}/statement.csv, every line with its exact amounts, or statement.pdf, the totals and
 * breakdowns to file.
 */
const downloadStatement = ({ statement, format }: StatementFile) => {
  const params = { distributionId: statement.distribution_id };
  return format === 'csv' ? callFile('downloadStatementCsv', { params }) : callFile('downloadStatementPdf', { params });
};

/** Hands the file to the browser under the server's name for it. */
export const useStatementDownload = () => useNotifiedDownload(downloadStatement, ({ statement, format }: StatementFile) => `statement-${statement.name}.${format}`);
