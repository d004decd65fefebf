import { Badge } from '@mantine/core';
import { type CwrTransactionStatus, cwrTransactionStatuses } from '@repertoire/contract';

/**
 * A CWR transaction status in a member's words (CWR transaction status table), for the answers to their own files
 * and the answers other societies gave on their works: the accepting statuses read as accepted, whatever stage of
 * payment they add.
 */
export const cwrStatusLabels: Record<CwrTransactionStatus, string> = {
  RA: 'Accepted',
  AS: 'Accepted',
  SR: 'Accepted',
  AC: 'Accepted with changes',
  CR: 'Accepted with changes',
  CO: 'In conflict',
  DU: 'Duplicate',
  NP: 'No participation',
  RJ: 'Rejected',
  RC: 'Claim rejected',
  NA: 'Rejected',
  WA: 'Rejected',
};

const cwrStatusColors: Record<CwrTransactionStatus, string> = {
  RA: 'green',
  AS: 'green',
  SR: 'green',
  AC: 'yellow',
  CR: 'yellow',
  CO: 'orange',
  DU: 'gray',
  NP: 'gray',
  RJ: 'red',
  RC: 'red',
  NA: 'red',
  WA: 'red',
};

const isKnownStatus = (status: string): status is CwrTransactionStatus => Object.hasOwn(cwrTransactionStatuses, status);

/** A transaction's answer in words, with its CWR code: "Rejected (RJ)"; a code outside the table is "Other answer (ZZ)". */
export function CwrStatusBadge({ status }: { status: string }) {
  const known = isKnownStatus(status);
  return (
    <Badge component="span" variant="light" color={known ? cwrStatusColors[status] : 'gray'} tt="none">
      {known ? cwrStatusLabels[status] : 'Other answer'} ({status})
    </Badge>
  );
}
