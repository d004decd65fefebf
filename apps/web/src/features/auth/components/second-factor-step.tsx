import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { secondFactorLoginRequest } from '@repertoire/contract';
import type { PendingLogin, SessionInfo } from '@repertoire/contract';
import { useForm } from 'react-hook-form';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { ApiError } from '../../../lib/api-client';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSecondFactorLogin } from '../api/second-factor';

const codeForm = secondFactorLoginRequest.pick({ code: true });

const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ''));

/** The login's second step: a code from the authenticator app, or one of the recovery codes. */
export function SecondFactorStep({ pending, onSession, onRestart }: { pending: PendingLogin; onSession: (session: SessionInfo) => void; onRestart: () => void }) {
  const form = useForm({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });
  const { errors } = form.formState;
  const verify = useSecondFactorLogin({
    onSession: (session, message) => {
      // Says how many recovery codes are left when one was used.
      if (!isAuthenticatorCode(form.getValues('code'))) notifySuccess(message);
      onSession(session);
    },
  });

  const handleSubmit = form.handleSubmit(({ code }) =>
    verify.mutate(
      { challenge: pending.challenge, code },
      {
        onError: (error) => showRefusal(form, error, ['code']),
      },
    ),
  );
  const hasExpired = verify.error instanceof ApiError && verify.error.status === 401;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Code"
          description="The 6-digit code from your authenticator app, or one of your recovery codes"
          autoComplete="one-time-code"
          autoFocus
          required
          {...form.register('code')}
          error={errors.code?.message}
        />
        <FormRefusal
          error={errors.root?.server}
          action={
            hasExpired ? (
              <Button size="xs" variant="light" color="red" onClick={onRestart}>
                Log in again
              </Button>
            ) : undefined
          }
        />
        <Button type="submit" loading={verify.isPending} fullWidth>
          Log in
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onRestart} style={{ alignSelf: 'center' }}>
          Log in with another account
        </Anchor>
      </Stack>
    </form>
  );
}
