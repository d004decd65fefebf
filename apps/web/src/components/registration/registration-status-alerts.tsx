import { Alert, List } from '@mantine/core';
import type { RegistrationStatus } from '@repertoire/contract';
import { IconAlertTriangle } from '@tabler/icons-react';

type RegistrationStatusAlertsProps = {
  registration: { status: RegistrationStatus; rejection_reason: string | null; warnings: string[] };
  /** How the texts name it: "work", "recording". */
  noun: string;
};

/** Why the society rejected it, that it is in review, or what still stops a submission. */
export function RegistrationStatusAlerts({ registration, noun }: RegistrationStatusAlertsProps) {
  const { status, rejection_reason: rejectionReason, warnings } = registration;
  return (
    <>
      {status === 'rejected' && rejectionReason ? (
        <Alert color="red" title="The society rejected this registration">
          {rejectionReason}
        </Alert>
      ) : null}
      {status === 'submitted' ? (
        <Alert color="blue" title="In review">
          The society is reviewing this {noun}. It cannot be changed until they decide.
        </Alert>
      ) : null}
      {warnings.length > 0 && status !== 'registered' ? (
        <Alert color="yellow" title="Before you can submit for registration" icon={<IconAlertTriangle size={18} />}>
          <List size="sm">
            {warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </>
  );
}
