import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { StaffAccount } from '@repertoire/contract';
import { IconUserMinus } from '@tabler/icons-react';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useRemoveStaffAccount } from '../api/remove-staff-account';

/**
 * Removes a staff account after asking: its sessions end at once. A refusal (the last administrator)
 * stays in the dialog, saying why.
 */
export function RemoveStaffButton({ account }: { account: StaffAccount }) {
  const [opened, dialog] = useDisclosure(false);
  const remove = useRemoveStaffAccount();

  const close = () => {
    dialog.close();
    remove.reset();
  };

  const confirm = async () => {
    try {
      const { message } = await remove.mutateAsync(account.id);
      notifySuccess(message);
      dialog.close();
    } catch {
      // Shown in the dialog from the mutation's error.
    }
  };

  return (
    <>
      <Button size="xs" variant="subtle" color="red" leftSection={<IconUserMinus size={14} />} onClick={dialog.open} aria-label={`Remove ${account.name}`}>
        Remove
      </Button>
      <Modal opened={opened} onClose={close} title={`Remove ${account.name}?`} centered>
        <Stack gap="lg">
          <Text size="sm">
            {account.name} ({account.email}) can no longer log in, and every session they have open ends at once. What they did stays in the
            history. This cannot be undone.
          </Text>
          <FormRefusal title="The staff member was not removed" message={remove.error ? errorMessage(remove.error) : undefined} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
