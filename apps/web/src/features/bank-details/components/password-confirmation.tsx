import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { confirmationPasswordField } from '@repertoire/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const confirmationForm = z.object({ password: confirmationPasswordField });

type PasswordConfirmationProps = {
  opened: boolean;
  isSaving: boolean;
  /** Saves with the password; answers the message to show on the password field when it was refused. */
  onConfirm: (password: string) => Promise<string | null>;
  onCancel: () => void;
};

/** The last step of a change of bank details: the member's password, so a session left open cannot redirect their royalties. */
export function PasswordConfirmation({ opened, isSaving, onConfirm, onCancel }: PasswordConfirmationProps) {
  const form = useForm({ resolver: zodResolver(confirmationForm), defaultValues: { password: '' } });

  const handleClose = () => {
    form.reset();
    onCancel();
  };

  const handleSubmit = form.handleSubmit(async ({ password }) => {
    const refusal = await onConfirm(password);
    if (refusal) form.setError('password', { type: 'server', message: refusal }, { shouldFocus: true });
    else form.reset();
  });

  return (
    <Modal opened={opened} onClose={handleClose} title="Confirm with your password" centered>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">Royalties are paid into this account: enter the password you log in with to save the change.</Text>
          <PasswordInput label="Password" autoComplete="current-password" required data-autofocus {...form.register('password')} error={form.formState.errors.password?.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              Confirm and save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
