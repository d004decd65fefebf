import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { passwordField, passwordResetLinkProblems } from '@repertoire/contract';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { QueryState } from '../../../components/ui/loading-state';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showRefusal } from '../../../lib/form-errors';
import { usePasswordResetLink, useResetPassword } from '../api/passwords';

const newPasswordForm = z
  .object({ password: passwordField, confirm_password: z.string().min(1, { message: 'Confirm your new password' }) })
  .refine((v) => v.password === v.confirm_password, { message: 'The passwords do not match', path: ['confirm_password'] });

/**
 * `/account/password/reset/:userId?token=…`: the link from the reset mail. The link is checked as the
 * page opens, so a used, expired or unknown one says so before the member types a new password.
 */
export function ResetPassword() {
  const { userId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const linkIsIncomplete = !userId || !token;
  const link = usePasswordResetLink({ userId, token }, { enabled: !linkIsIncomplete });
  const malformedLink = link.error instanceof ApiError && link.error.status === 400;

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
      ) : malformedLink ? (
        <LinkProblem message={passwordResetLinkProblems.unknown} />
      ) : (
        <QueryState query={link}>
          {({ status }) =>
            status === 'valid' ? (
              <NewPasswordForm reset={reset} onSubmit={(password, onError) => reset.mutate({ userId, token, password }, { onError })} />
            ) : (
              <LinkProblem message={passwordResetLinkProblems[status]} />
            )
          }
        </QueryState>
      )}
    </AuthLayout>
  );
}

/** The new password, twice; a link used up meanwhile (in another tab) is still explained as the server says. */
function NewPasswordForm({ reset, onSubmit }: { reset: ReturnType<typeof useResetPassword>; onSubmit: (password: string, onError: (error: unknown) => void) => void }) {
  const form = useForm({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', confirm_password: '' } });
  const handleSubmit = form.handleSubmit(({ password }) =>
    onSubmit(password, (error) => {
      if (!isBadLink(error)) showRefusal(form, error, ['password']);
    }),
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {isBadLink(reset.error) ? <LinkProblem message={errorMessage(reset.error)} detail="Reset links work once, for one hour" /> : null}
        <PasswordInput label="New password" autoComplete="new-password" required {...form.register('password')} error={form.formState.errors.password?.message} />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.register('confirm_password')}
          error={form.formState.errors.confirm_password?.message}
        />
        <FormRefusal error={form.formState.errors.root?.server} />
        <Button type="submit" loading={reset.isPending} fullWidth>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}

/** The link was refused (used, expired or unknown), rather than the password. */
function isBadLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.errors.every((e) => e.path !== 'password');
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
