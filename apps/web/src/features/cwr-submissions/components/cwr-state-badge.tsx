import { Badge } from '@mantine/core';
import type { CwrSubmissionState, CwrSubmissionStatus } from '@repertoire/contract';
import { cwrStateColors, cwrStateLabels, cwrStatusColors, cwrStatusLabels } from '../utils/labels';

/** Where a submission stands: waiting, reading, read or failed. */
export function CwrStateBadge({ state }: { state: CwrSubmissionState }) {
  return (
    <Badge component="span" variant="light" color={cwrStateColors[state]}>
      {cwrStateLabels[state]}
    </Badge>
  );
}

/** A transaction's answer in words, with its CWR code: "Rejected (RJ)". */
export function CwrStatusBadge({ status }: { status: CwrSubmissionStatus }) {
  return (
    <Badge component="span" variant="light" color={cwrStatusColors[status]} tt="none">
      {cwrStatusLabels[status]} ({status})
    </Badge>
  );
}
