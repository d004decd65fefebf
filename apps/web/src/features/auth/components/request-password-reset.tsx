import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordRequest } from '@repertoire/contract';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { paths } from '../../../config/paths';
import { showRefusal } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/passwords';

/** `/email-password-reset-link`: the same confirmation whether or not the address has an account. */
export function RequestPasswordReset() {
  const form = useForm({ resolver: zodResolver(forgotPasswordRequest), defaultValues: { email: '' } });
  const request = useRequestPasswordReset();

  return (
    <AuthLayout title="Reset your password" description="Enter the e-mail address of your account and we will send you a link to set a new password.">
      {request.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" icon={<IconMailCheck size={18} />} role="status">
            If an account exists for that address, a link to reset the password is on its way; it works once, for one hour
          </Alert>
          <Anchor component={Link} to={paths.home.getHref()}>
            Back to log in
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={form.handleSubmit(({ email }) => request.mutate(email, { onError: (error) => showRefusal(form, error, ['email']) }))} noValidate>
          <Stack gap="md">
            <TextInput label="Email" type="email" autoComplete="email" required {...form.register('email')} error={form.formState.errors.email?.message} />
            <FormRefusal error={form.formState.errors.root?.server} />
            <Button type="submit" loading={request.isPending} fullWidth>
              Send reset link
            </Button>
            <Text size="sm" ta="center">
              <Anchor component={Link} to={paths.home.getHref()}>
                Back to log in
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
