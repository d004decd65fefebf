import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { secondFactorConfirmRequest } from '@repertoire/contract';
import type { SecondFactorEnabled, SecondFactorSetup } from '@repertoire/contract';
import { useForm } from 'react-hook-form';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { ApiError } from '../../../lib/api-client';
import { showRefusal } from '../../../lib/form-errors';
import { useConfirmSecondFactor } from '../api/second-factor';
import { AuthenticatorQrCode } from './authenticator-qr-code';
import { SubmitOrCancel } from './submit-or-cancel';

const firstCodeForm = secondFactorConfirmRequest.pick({ code: true });

/** The key as apps ask for it when typed: groups of four. */
const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

type AuthenticatorSetupProps = {
  /** What `POST /auth/second-factor/setup` answered. */
  setup: SecondFactorSetup;
  /** The pending login's challenge (staff at their first login); absent when logged in (a member's profile). */
  challenge?: string;
  onEnabled: (result: SecondFactorEnabled) => void;
  /** A login that expired or was abandoned goes back to its start; a member's set-up is cancelled. */
  onCancel: () => void;
  cancelLabel: string;
};

/** Scan the QR code (or type the key), then the app's first code turns two-step sign-in on. */
export function AuthenticatorSetup({ setup, challenge, onEnabled, onCancel, cancelLabel }: AuthenticatorSetupProps) {
  const confirm = useConfirmSecondFactor();
  const form = useForm({ resolver: zodResolver(firstCodeForm), defaultValues: { code: '' } });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(({ code }) =>
    confirm.mutate(
      { code, ...(challenge ? { challenge } : {}) },
      {
        onSuccess: onEnabled,
        onError: (error) => showRefusal(form, error, ['code']),
      },
    ),
  );
  const hasExpired = confirm.error instanceof ApiError && confirm.error.status === 401;

  return (
    <Stack gap="md">
      <Text size="sm">1. In your authenticator app, add an account and scan this QR code.</Text>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <AuthenticatorQrCode uri={setup.otpauth_uri} />
        <Stack gap={6} maw={240}>
          <Text size="sm" c="dimmed">
            Cannot scan it? Choose to enter a setup key in the app, and type this key:
          </Text>
          <Code fz="sm" aria-label="Setup key">
            {groupedKey(setup.secret)}
          </Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy} style={{ alignSelf: 'flex-start' }}>
                {copied ? 'Key copied' : 'Copy the key'}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Group>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">2. Enter the 6-digit code the app now shows for Repertoire.</Text>
          <TextInput
            label="Code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
            maw={220}
            required
            {...form.register('code')}
            error={errors.code?.message}
          />
          <FormRefusal
            error={errors.root?.server}
            action={
              hasExpired ? (
                <Button size="xs" variant="light" color="red" onClick={onCancel}>
                  {cancelLabel}
                </Button>
              ) : undefined
            }
          />
          <SubmitOrCancel submitLabel="Turn on two-step sign-in" isSubmitting={confirm.isPending} onCancel={onCancel} cancelLabel={cancelLabel} />
        </Stack>
      </form>
    </Stack>
  );
}
