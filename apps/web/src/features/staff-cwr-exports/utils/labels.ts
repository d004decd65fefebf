import type { CwrExportSelection, CwrExportState } from '@repertoire/contract';
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

/** The statuses a society answers a transaction with (CWR lookup table "Transaction Status"), in words. */
const acknowledgementStatusLabels: Readonly<Record<string, string>> = {
  CO: 'In conflict',
  DU: 'Duplicate',
  RA: 'Accepted',
  AS: 'Registration accepted',
  AC: 'Accepted with changes',
  SR: 'Accepted, ready for payment',
  CR: 'Accepted with changes, ready for payment',
  RJ: 'Rejected',
  NP: 'No participation',
  RC: 'Claim rejected',
};

/** "Accepted (RA)"; a status the table does not know is shown as its code. */
export const acknowledgementStatusText = (status: string) => {
  const label = acknowledgementStatusLabels[status];
  return label ? `${label} (${status})` : status;
};

/** The statuses staff must act on. */
export const isTroubleStatus = (status: string) => status === 'CO' || status === 'RJ' || status === 'DU';

/** "3 accepted (RA) · 1 in conflict (CO)"; null when the society has acknowledged nothing yet. */
export function acknowledgedText(acknowledged: Readonly<Record<string, number>>): string | null {
  const entries = Object.entries(acknowledged).filter(([, count]) => count > 0);
  if (entries.length === 0) return null;
  return entries
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${count.toLocaleString('en-GB')} ${acknowledgementStatusText(status).replace(/^[^(]/, (first) => first.toLowerCase())}`)
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
