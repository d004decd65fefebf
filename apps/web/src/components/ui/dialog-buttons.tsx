import { Button, Group } from '@mantine/core';

type DialogButtonsProps = {
  /** The submit button's label, e.g. "Reject the dispute". */
  label: string;
  color?: string;
  isPending: boolean;
  onCancel: () => void;
};

/** The foot of a form in a dialog: Cancel, and the button that submits the form. */
export function DialogButtons({ label, color, isPending, onCancel }: DialogButtonsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" color={color} loading={isPending}>
        {label}
      </Button>
    </Group>
  );
}
