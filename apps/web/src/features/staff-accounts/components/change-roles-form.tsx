import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { staffRolesChange, type StaffAccount, type StaffRolesChange, type StaffRolesChangeData } from '@repertoire/contract';
import { useForm } from 'react-hook-form';
import { DialogButtons } from '../../../components/ui/dialog-buttons';
import { FormField } from '../../../components/ui/form-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useChangeStaffRoles } from '../api/change-staff-roles';
import { StaffRoleChoices } from './staff-role-choices';

/**
 * The roles of one staff account, from their next request on. The last administrator keeps the
 * administrator role: the server refuses otherwise, and the refusal is shown above the buttons.
 */
export function ChangeRolesForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const change = useChangeStaffRoles();
  const form = useForm<StaffRolesChange, unknown, StaffRolesChangeData>({
    resolver: zodResolver(staffRolesChange),
    defaultValues: { roles: account.roles },
  });

  const submit = form.handleSubmit(async ({ roles }) => {
    try {
      const { message } = await change.mutateAsync({ id: account.id, roles });
      notifySuccess(message);
      onDone();
    } catch (error) {
      showRefusal(form, error, ['roles']);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Roles of ${account.name}`}>
      <Stack gap="md">
        <FormField control={form.control} name="roles" render={(field) => <StaffRoleChoices value={field.value} onChange={field.onChange} error={field.error} />} />
        <FormRefusal title="The roles were not changed" error={form.formState.errors.root?.server} />
        <DialogButtons label="Save the roles" isPending={change.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
