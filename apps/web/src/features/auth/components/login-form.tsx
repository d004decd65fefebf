import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { PendingLogin, SessionInfo } from '@repertoire/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLogin } from '../api/login';
import { useResendVerification } from '../api/verify-email';

const loginResolver = lazyZodResolver(() => import('../utils/login-schema').then(({ loginRequest }) => loginRequest));

/** Email and password: a session, or a pending login for the second step (`onPending`). */
export function LoginForm({ onSession, onPending }: { onSession: (session: SessionInfo) => void; onPending: (pending: PendingLogin) => void }) {
  const form = useForm({ resolver: loginResolver, defaultValues: { email: '', password: '' } });
  const login = useLogin({ onSession, onPending });
  const resend = useResendVerification();

  const isUnverified = login.error instanceof ApiError && login.error.status === 403;
  const retryAt = login.error instanceof ApiError && login.error.status === 429 ? login.error.retryAt : null;
  const isWaiting = useIsBefore(retryAt);

  const handleResend = () => {
    resend.mutate(form.getValues('email'), {
      onSuccess: () => notifySuccess('If the address belongs to an unverified account, a new verification link is on its way'),
      onError: (error) => notifyError(errorMessage(error)),
    });
  };

  return (
    <form onSubmit={form.handleSubmit((values) => login.mutate(values))} noValidate>
      <Stack gap="md">
        {login.error ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            <Stack gap="xs" align="flex-start">
              <span>{errorMessage(login.error)}</span>
              {retryAt && isWaiting ? <span>You can try again at {formatClockTime(retryAt)}.</span> : null}
              {isUnverified ? (
                <Button size="xs" variant="light" color="red" onClick={handleResend} loading={resend.isPending}>
                  Send a new verification link
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={form.formState.errors.email?.message}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={form.formState.errors.password?.message}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.password.requestReset.getHref()} size="sm">
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} disabled={isWaiting} fullWidth>
          Log in
        </Button>
      </Stack>
    </form>
  );
}

/** "14:32", the member's own clock. */
function formatClockTime(time: Date): string {
  return time.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

/** True until `until` has come (re-rendering then), false without one. */
function useIsBefore(until: Date | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, until.getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  return until !== null && until.getTime() > now;
}
