import { Badge } from '@mantine/core';
import { disputeStateLabels, type DisputeState } from '@repertoire/contract';
import { IconGavel } from '@tabler/icons-react';

const stateColors: Record<DisputeState, string> = {
  open: 'orange',
  under_review: 'blue',
  resolved: 'green',
  withdrawn: 'gray',
  rejected: 'red',
};

export function DisputeStateBadge({ state }: { state: DisputeState }) {
  return (
    <Badge color={stateColors[state]} variant="light">
      {disputeStateLabels[state]}
    </Badge>
  );
}

/** A work with a dispute open or under review (the contract's `in_dispute`): its shares wait for the dispute. */
export function InDisputeBadge() {
  return (
    <Badge color="orange" variant="light" leftSection={<IconGavel size={12} />}>
      In dispute
    </Badge>
  );
}
