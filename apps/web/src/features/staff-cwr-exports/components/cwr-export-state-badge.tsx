import { Badge } from '@mantine/core';
import type { CwrExportState } from '@repertoire/contract';
import { cwrExportStateColors, cwrExportStateLabels } from '../utils/labels';

/** Where an export stands: waiting, writing, written or failed. */
export function CwrExportStateBadge({ state }: { state: CwrExportState }) {
  return (
    <Badge component="span" variant="light" color={cwrExportStateColors[state]}>
      {cwrExportStateLabels[state]}
    </Badge>
  );
}
