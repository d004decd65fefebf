import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import { staffAccountInvite, type StaffAccountInvite, type StaffAccountInviteData } from '@repertoire/contract';
import { useForm } from 'react-hook-form';
import { DialogButtons } from '../../../components/ui/dialog-buttons';
import { FormField } from '../../../components/ui/form-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useInviteStaffAccount } from '../api/invite-staff-account';
import { StaffRoleChoices } from './staff-role-choices';

const emptyForm: StaffAccountInvite = { email: '', name: '', roles: [] };

/**
 * A new staff account: its address, name and roles. It is created at once and mailed a link to set
 * its password (valid one hour); two-step sign-in is set up at the first login.
 */
export function InviteStaffForm({ onDone }: { onDone: () => void }) {
  const invite = useInviteStaffAccount();
  const form = useForm<StaffAccountInvite, unknown, StaffAccountInviteData>({ resolver: zodResolver(staffAccountInvite), defaultValues: emptyForm });

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await invite.mutateAsync(values);
      notifySuccess(message);
      form.reset(emptyForm);
      onDone();
    } catch (error) {
      showRefusal(form, error, ['email', 'name', 'roles']);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Invite a staff member">
      <Stack gap="md">
        <TextInput label="E-mail address" type="email" withAsterisk autoComplete="off" {...form.register('email')} error={form.formState.errors.email?.message} />
        <TextInput label="Full name" withAsterisk autoComplete="off" {...form.register('name')} error={form.formState.errors.name?.message} />
        <FormField control={form.control} name="roles" render={(field) => <StaffRoleChoices value={field.value} onChange={field.onChange} error={field.error} />} />
        <FormRefusal title="The staff member was not invited" error={form.formState.errors.root?.server} />
        <DialogButtons label="Send the invitation" isPending={invite.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
