import { Badge } from '@mantine/core';
import type { Distribution, UsageFile } from '@repertoire/contract';
import { distributionStateColors, distributionStateLabels, usageFileStateColors, usageFileStateLabels } from '../utils/labels';

/** Where a distribution stands: open to files, or closed and final. */
export function DistributionStateBadge({ state }: { state: Distribution['state'] }) {
  return (
    <Badge component="span" variant="light" color={distributionStateColors[state]}>
      {distributionStateLabels[state]}
    </Badge>
  );
}

/** Where a usage file stands: its columns to map, importing, imported or failed. */
export function UsageFileStateBadge({ state }: { state: UsageFile['state'] }) {
  return (
    <Badge component="span" variant="light" color={usageFileStateColors[state]}>
      {usageFileStateLabels[state]}
    </Badge>
  );
}
