import { Alert, List, Text } from '@mantine/core';
import { describeChange, type RegistrationChange, type RegistrationStatus } from '@repertoire/contract';
import { IconAlertTriangle } from '@tabler/icons-react';

type RegistrationStatusAlertsProps = {
  registration: { status: RegistrationStatus; rejection_reason: string | null; warnings: string[]; change: RegistrationChange | null };
  /** How the texts name it: "work", "recording". */
  noun: string;
  /** The contract's words for the kind's fields, to list a change's fields by name. */
  fieldLabels: Readonly<Record<string, string>>;
};

/**
 * Why the society rejected it, that it is in review, or what still stops a submission. A
 * registered item's change shows what it changes: while it is in review the registry keeps
 * the registered version; once rejected, the registered version is what the member sees again.
 */
export function RegistrationStatusAlerts({ registration, noun, fieldLabels }: RegistrationStatusAlertsProps) {
  const { status, rejection_reason: rejectionReason, warnings, change } = registration;
  const changeInReview = status === 'submitted' && change?.status === 'submitted';
  return (
    <>
      {status === 'rejected' && rejectionReason ? (
        <Alert color="red" title="The society rejected this registration">
          {rejectionReason}
        </Alert>
      ) : null}
      {changeInReview ? (
        <Alert color="blue" title="Your change is in review">
          <Text size="sm">
            The registry shows the registered version of this {noun} until the society decides; what you see here is your change
          </Text>
          <ChangeList change={change} fieldLabels={fieldLabels} />
        </Alert>
      ) : status === 'submitted' ? (
        <Alert color="blue" title="In review">
          The society is reviewing this {noun}: it cannot be changed until they decide
        </Alert>
      ) : null}
      {status === 'registered' && change?.status === 'rejected' ? (
        <Alert color="red" title="The society rejected your change">
          {change.reason ? <Text size="sm">{change.reason}</Text> : null}
          <Text size="sm" mt={4}>
            The registered version below still stands; the change was:
          </Text>
          <ChangeList change={change} fieldLabels={fieldLabels} />
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

function ChangeList({ change, fieldLabels }: { change: RegistrationChange; fieldLabels: Readonly<Record<string, string>> }) {
  if (change.changes.length === 0) return null;
  return (
    <List size="sm" mt={4} aria-label="What the change changes">
      {change.changes.map((entry, index) => (
        // A field may change more than once (one entry per share line).
        <List.Item key={`${index}-${entry.field}`}>{describeChange(entry, fieldLabels)}</List.Item>
      ))}
    </List>
  );
}

/** Above the edit form of a registered item: what saving does to the registry. */
export function RegisteredEditNotice({ noun }: { noun: string }) {
  return (
    <Alert color="blue" title={`This ${noun} is registered`}>
      Saving sends your changes to the society for review; the registry keeps showing the registered version until they decide
    </Alert>
  );
}
