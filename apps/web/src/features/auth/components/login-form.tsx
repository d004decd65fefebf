import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import type { LoginRequest, PendingLogin, SessionInfo } from '@repertoire/contract';
import type { FormEvent } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { firstMessageByField, refusalTypes } from '../../../lib/form-errors';
import { useIsSentPage } from '../../../lib/first-paint';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLogin } from '../api/login';
import { useResendVerification } from '../api/verify-email';
import { PasswordField } from './password-field';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The contract's login schema, with zod, loads on the first check rather than with the page:
 * this form is the landing page, and zod would be a third of what it loads.
 */
const loadLoginSchema = () => import('../utils/login-schema').then(({ loginRequest }) => loginRequest);

/** The form's fields checked against the contract: the request to send, or each field's first error. */
async function checkLogin(form: HTMLFormElement): Promise<{ request: LoginRequest } | { errors: FieldErrors }> {
  const data = new FormData(form);
  const result = (await loadLoginSchema()).safeParse({ email: data.get('email'), password: data.get('password') });
  if (result.success) return { request: result.data };
  const messages = firstMessageByField(result.error.issues);
  return { errors: { email: messages.get('email'), password: messages.get('password') } };
}

/**
 * Email and password: a session, or a pending login for the second step (`onPending`).
 * A plain form rather than react-hook-form, whose 15 kB the landing page would load for two
 * fields. Fields are checked on submit, then again as they change, as the other forms do.
 */
export function LoginForm({ onSession, onPending }: { onSession: (session: SessionInfo) => void; onPending: (pending: PendingLogin) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const login = useLogin({ onSession, onPending });
  const resend = useResendVerification();

  const isUnverified = login.error instanceof ApiError && login.error.status === 403;
  const retryAt = login.error instanceof ApiError && login.error.status === 429 ? login.error.retryAt : null;
  const isWaiting = useIsBefore(retryAt);
  const isSentPage = useIsSentPage();
  // Each refusal once (the message takes the focus when it comes), as showRefusal does for the other forms: every
  // refusal of a login names no field, so that no answer tells which of the two was wrong.
  const refusal = useMemo(() => (login.error ? { type: refusalTypes.alone, message: errorMessage(login.error) } : undefined), [login.error]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setWasSubmitted(true);
    const checked = await checkLogin(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      // The first field in error takes the caret, so a screen reader reads its message.
      form.querySelector<HTMLInputElement>(`[name="${checked.errors.email ? 'email' : 'password'}"]`)?.focus();
      return;
    }
    setErrors({});
    login.mutate(checked.request);
  };

  const handleChange = async () => {
    if (!wasSubmitted || !formRef.current) return;
    const checked = await checkLogin(formRef.current);
    setErrors('errors' in checked ? checked.errors : {});
  };

  const handleResend = () => {
    const email = formRef.current ? String(new FormData(formRef.current).get('email') ?? '') : '';
    resend.mutate(email, {
      onSuccess: () => notifySuccess('If the address belongs to an unverified account, a new verification link is on its way'),
      onError: (error) => notifyError(errorMessage(error)),
    });
  };

  return (
    // POST, should the browser ever submit it itself: a password never goes into an address.
    <form ref={formRef} method="post" onSubmit={(event) => void handleSubmit(event)} onChange={() => void handleChange()} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.password.requestReset.getHref()} size="sm">
            Forgot your password?
          </Anchor>
        </Group>
        <FormRefusal
          error={refusal}
          action={
            (retryAt && isWaiting) || isUnverified ? (
              <>
                {retryAt && isWaiting ? <span>You can try again at {formatClockTime(retryAt)}.</span> : null}
                {isUnverified ? (
                  <Button size="xs" variant="light" color="red" onClick={handleResend} loading={resend.isPending}>
                    Send a new verification link
                  </Button>
                ) : null}
              </>
            ) : undefined
          }
        />
        <Button type={isSentPage ? 'button' : 'submit'} loading={login.isPending} disabled={isWaiting} fullWidth>
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
