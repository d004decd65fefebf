import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, PasswordInput, Stack } from '@mantine/core';
import { changePasswordRequest } from '@repertoire/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { PageHeader } from '../../../components/ui/page-header';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/passwords';

const changePasswordForm = changePasswordRequest
  .extend({ confirm_password: z.string().min(1, { message: 'Confirm your new password' }) })
  .refine((v) => v.new_password === v.confirm_password, { message: 'The passwords do not match', path: ['confirm_password'] });

/** `/reset-password` (protected): change the password while logged in. Other sessions are logged out. */
export function ChangePassword() {
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(({ current_password, new_password }) =>
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess('Your password has been changed; other devices have been logged out');
        },
        onError: (error) => showRefusal(form, error, ['current_password', 'new_password']),
      },
    ),
  );

  return (
    <>
      <PageHeader title="Reset Password" description="Change the password you log in with." />
      <Paper withBorder radius="md" p="lg" maw={520}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <PasswordInput label="Current password" autoComplete="current-password" required {...form.register('current_password')} error={errors.current_password?.message} />
            <PasswordInput label="New password" autoComplete="new-password" required {...form.register('new_password')} error={errors.new_password?.message} />
            <PasswordInput label="Confirm password" autoComplete="new-password" required {...form.register('confirm_password')} error={errors.confirm_password?.message} />
            <FormRefusal error={errors.root?.server} />
            <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
              Change password
            </Button>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
