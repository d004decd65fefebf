import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

type ConfirmButtonProps = Omit<ButtonProps, 'onClick'> & {
  children: ReactNode;
  /** Title of the dialog, e.g. "Delete this draft?". */
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; the dialog closes when it settles (the caller shows the toast). */
  onConfirm: () => Promise<unknown> | void;
  disabled?: boolean;
};

/** A button that asks before doing something that cannot be taken back (delete, submit). */
export function ConfirmButton({ children, title, message, confirmLabel, onConfirm, color, loading, ...props }: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);

  const handleConfirm = async () => {
    try {
      await onConfirm();
    } finally {
      close();
    }
  };

  return (
    <>
      <Button color={color} loading={loading} {...props} onClick={open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Stack gap="lg">
          {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
          <Group justify="flex-end">
            {/* The first focus goes to the harmless choice, not to the close button or the action. */}
            <Button variant="default" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button color={color} loading={loading} onClick={() => void handleConfirm()}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
