import type { Distribution, UsageFile } from '@repertoire/contract';
import { formatDate } from '../../../lib/format';

export const distributionStateLabels: Record<Distribution['state'], string> = { open: 'Open', closed: 'Closed' };
export const distributionStateColors: Record<Distribution['state'], string> = { open: 'blue', closed: 'green' };

export const usageFileStateLabels: Record<UsageFile['state'], string> = {
  uploaded: 'Columns to map',
  importing: 'Importing',
  imported: 'Imported',
  failed: 'Failed',
};
export const usageFileStateColors: Record<UsageFile['state'], string> = { uploaded: 'yellow', importing: 'grape', imported: 'green', failed: 'red' };

/** "01/07/2026 – 30/09/2026". */
export const periodText = (distribution: Pick<Distribution, 'period_start' | 'period_end'>) =>
  `${formatDate(distribution.period_start)} – ${formatDate(distribution.period_end)}`;

/** "1,204 lines · 3 rows refused"; null before the file is imported. */
export function usageFileFigures(file: UsageFile): string | null {
  if (file.state !== 'imported') return null;
  const lines = `${file.lines.toLocaleString('en-GB')} ${file.lines === 1 ? 'line' : 'lines'}`;
  if (file.refused_rows === 0) return lines;
  return `${lines} · ${file.refused_rows.toLocaleString('en-GB')} ${file.refused_rows === 1 ? 'row' : 'rows'} refused`;
}
