import { Button, Group } from '@mantine/core';

type SubmitOrCancelProps = { submitLabel: string; isSubmitting: boolean; onCancel: () => void; cancelLabel?: string; color?: string };

/** A step's form buttons: submit it, or leave the step. */
export function SubmitOrCancel({ submitLabel, isSubmitting, onCancel, cancelLabel = 'Cancel', color }: SubmitOrCancelProps) {
  return (
    <Group>
      <Button type="submit" loading={isSubmitting} color={color}>
        {submitLabel}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </Group>
  );
}
