import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { passwordField } from '@repertoire/contract';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useResetPassword } from '../api/passwords';

const newPasswordForm = z
  .object({ password: passwordField, confirm_password: z.string().min(1, { message: 'Confirm your new password' }) })
  .refine((v) => v.password === v.confirm_password, { message: 'The passwords do not match', path: ['confirm_password'] });

/** `/account/password/reset/:userId?token=…`: the link from the reset mail. */
export function ResetPassword() {
  const { userId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', confirm_password: '' } });

  const linkIsIncomplete = !userId || !token;
  const badLink = reset.error instanceof ApiError && reset.error.status === 400 && reset.error.errors.every((e) => e.path !== 'password');

  return (
    <AuthLayout title="Set a new password">
      {reset.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
            Your password has been changed: log in with your new password
          </Alert>
          <Button component={Link} to={paths.home.getHref()}>
            Go to log in
          </Button>
        </Stack>
      ) : linkIsIncomplete ? (
        <LinkProblem message="This reset link is incomplete: open the link from the e-mail again, or ask for a new one" />
      ) : (
        <form
          onSubmit={form.handleSubmit(({ password }) => reset.mutate({ userId, token, password }))}
          noValidate
        >
          <Stack gap="md">
            {badLink ? (
              <LinkProblem message={errorMessage(reset.error)} detail="Reset links work once, for one hour" />
            ) : reset.isError ? (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {errorMessage(reset.error)}
              </Alert>
            ) : null}
            <PasswordInput label="New password" autoComplete="new-password" required {...form.register('password')} error={form.formState.errors.password?.message} />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              required
              {...form.register('confirm_password')}
              error={form.formState.errors.confirm_password?.message}
            />
            <Button type="submit" loading={reset.isPending} fullWidth>
              Set new password
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}

/** A link that cannot be used: why (the server's message, as sent, or ours), and what to know about reset links. */
function LinkProblem({ message, detail }: { message: string; detail?: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="This link cannot be used">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {detail ? <Text size="sm">{detail}</Text> : null}
        <Anchor component={Link} to={paths.password.requestReset.getHref()} size="sm">
          Ask for a new reset link
        </Anchor>
      </Stack>
    </Alert>
  );
}
