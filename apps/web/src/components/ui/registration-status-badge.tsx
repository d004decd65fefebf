import { Badge } from '@mantine/core';
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
