import { Button, Divider, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

type FormActionsProps = {
  submitLabel: string;
  cancelHref: string;
  isSubmitting: boolean;
  /** Why the form cannot be saved as it stands; the save button is disabled while there is one. */
  blockedReason?: string;
};

/** Cancel and save at the foot of a form; the reason a save is blocked describes the disabled button. */
export function FormActions({ submitLabel, cancelHref, isSubmitting, blockedReason }: FormActionsProps) {
  return (
    <>
      <Divider />
      <Group justify="flex-end">
        {blockedReason ? (
          <Text size="sm" c="red" mr="auto" id="save-blocked">
            {blockedReason}
          </Text>
        ) : null}
        <Button component={Link} to={cancelHref} variant="default">
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={Boolean(blockedReason)} aria-describedby={blockedReason ? 'save-blocked' : undefined}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
