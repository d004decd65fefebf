import { Badge, Group } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';
import { registrationStatusLabels } from '@repertoire/contract';
import type { RegistrationStatus } from '@repertoire/contract';

const statusColors: Record<RegistrationStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  registered: 'green',
  rejected: 'red',
};

/** The registration status of a work or a recording (draft, in review, registered, rejected). */
export function RegistrationStatusBadge({ status, ...props }: { status: RegistrationStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    // Never cut short ("REJEC…") in a narrow table column: the status is what the row is read for.
    <Badge component="span" variant="light" color={statusColors[status]} miw="max-content" {...props}>
      {registrationStatusLabels[status]}
    </Badge>
  );
}

/**
 * A registered item stays registered while a change of it is reviewed (its registered version is
 * public): the change is marked beside its status, in every list that shows one.
 */
export function RegistrationStatusWithChange({ status, changeInReview }: { status: RegistrationStatus; changeInReview: boolean }) {
  if (!changeInReview) return <RegistrationStatusBadge status={status} />;
  return (
    <Group gap={4}>
      <RegistrationStatusBadge status={status} />
      <Badge component="span" variant="light" color="blue" miw="max-content">
        Change in review
      </Badge>
    </Group>
  );
}
