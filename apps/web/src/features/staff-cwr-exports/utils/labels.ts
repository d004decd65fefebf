import { cwrTransactionStatuses, type CwrExportSelection, type CwrExportState } from '@repertoire/contract';
import { formatDate } from '../../../lib/format';

export const cwrExportStateLabels: Record<CwrExportState, string> = {
  queued: 'Waiting to be written',
  writing: 'Writing',
  written: 'Written',
  failed: 'Failed',
};

export const cwrExportStateColors: Record<CwrExportState, string> = {
  queued: 'blue',
  writing: 'grape',
  written: 'green',
  failed: 'red',
};

/** "Transaction accepted (RA)", in the specification's words (staff read them as societies write them); a status the table does not know is shown as its code. */
export const acknowledgementStatusText = (status: string) => {
  const label = (cwrTransactionStatuses as Readonly<Record<string, string>>)[status];
  return label ? `${label} (${status})` : status;
};

/** The statuses staff must act on. */
export const isTroubleStatus = (status: string) => status === 'CO' || status === 'RJ' || status === 'DU';

/** "Conflict (CO): 1 · Transaction accepted (RA): 3"; null when the society has acknowledged nothing yet. */
export function acknowledgedText(acknowledged: Readonly<Record<string, number>>): string | null {
  const entries = Object.entries(acknowledged).filter(([, count]) => count > 0);
  if (entries.length === 0) return null;
  return entries
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${acknowledgementStatusText(status)}: ${count.toLocaleString('en-GB')}`)
    .join(' · ');
}

/** The works an export sends, in words. */
export function selectionText(selection: CwrExportSelection): string {
  switch (selection.kind) {
    case 'registered_between':
      return `Registered ${formatDate(selection.from)} to ${formatDate(selection.to)}`;
    case 'member':
      return 'One member’s registered works';
    case 'works':
      return selection.work_ids.length === 1 ? '1 work named' : `${selection.work_ids.length.toLocaleString('en-GB')} works named`;
  }
}
