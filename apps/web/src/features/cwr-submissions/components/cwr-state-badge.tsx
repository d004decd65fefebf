import { Badge } from '@mantine/core';
import type { CwrSubmissionState } from '@repertoire/contract';
import { cwrStateColors, cwrStateLabels } from '../utils/labels';

/** Where a submission stands: waiting, reading, read or failed. */
export function CwrStateBadge({ state }: { state: CwrSubmissionState }) {
  return (
    <Badge component="span" variant="light" color={cwrStateColors[state]}>
      {cwrStateLabels[state]}
    </Badge>
  );
}
