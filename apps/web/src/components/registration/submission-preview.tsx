import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type SubmissionPreviewProps = {
  /** The contract's reasons the entry could not be submitted yet, for the values in the form. */
  problems: string[];
  /** Shown when nothing stands in the way, e.g. where to submit from. */
  readyMessage: ReactNode;
};

/** What would still stop a submission, live: warnings, not walls (a draft saves regardless). */
export function SubmissionPreview({ problems, readyMessage }: SubmissionPreviewProps) {
  if (problems.length === 0) {
    return (
      <Alert color="teal" title="Ready to submit">
        {readyMessage}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" title="Before you can submit for registration" icon={<IconAlertTriangle size={18} />}>
      <Text size="sm" mb={4}>
        You can save the draft now and finish later
      </Text>
      <List size="sm">
        {problems.map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
