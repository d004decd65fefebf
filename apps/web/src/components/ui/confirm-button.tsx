import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { FormRefusal } from './form-refusal';

type ConfirmButtonProps = Omit<ButtonProps, 'onClick'> & {
  children: ReactNode;
  /** Title of the dialog, e.g. "Delete this draft?". */
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; the dialog closes when it settles (the caller shows the toast). */
  onConfirm: () => Promise<unknown> | void;
  disabled?: boolean;
  /**
   * The server's refusal, shown in the dialog: given, the dialog stays open when `onConfirm` fails, so that it says
   * why (a file still importing, a distribution closed by someone else); the caller resets it when it closes.
   */
  refusal?: { title: string; message: string | undefined; onClose: () => void };
};

/** A button that asks before doing something that cannot be taken back (delete, submit). */
export function ConfirmButton({ children, title, message, confirmLabel, onConfirm, color, loading, refusal, ...props }: ConfirmButtonProps) {
  const [opened, dialog] = useDisclosure(false);
  const close = () => {
    dialog.close();
    refusal?.onClose();
  };

  const handleConfirm = async () => {
    if (refusal) {
      try {
        await onConfirm();
        dialog.close();
      } catch {
        // Said in the dialog, from `refusal`.
      }
      return;
    }
    try {
      await onConfirm();
    } finally {
      close();
    }
  };

  return (
    <>
      <Button color={color} loading={loading} {...props} onClick={dialog.open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Stack gap="lg">
          {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
          {refusal ? <FormRefusal title={refusal.title} message={refusal.message} /> : null}
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
