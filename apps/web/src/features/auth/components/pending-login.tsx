import { Button, Group, Stack, Text } from '@mantine/core';
import type { PendingLogin, SecondFactorEnabled, SessionInfo } from '@repertoire/contract';
import { useState } from 'react';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { errorMessage } from '../../../lib/api-client';
import { useStartSession } from '../api/login';
import { useSetUpSecondFactor } from '../api/second-factor';
import { AuthenticatorSetup } from './authenticator-setup';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecondFactorStep } from './second-factor-step';

type PendingLoginProps = { pending: PendingLogin; onSession: (session: SessionInfo) => void; onRestart: () => void };

const SETUP_WIDTH = 560;

/** A login whose password was right and that needs its second step: a code, or (staff) setting the app up first. */
export function PendingLoginScreen({ pending, onSession, onRestart }: PendingLoginProps) {
  if (pending.second_factor === 'required') {
    return (
      <AuthLayout title="Two-step sign-in" description="Enter the code from your authenticator app to finish logging in.">
        <SecondFactorStep pending={pending} onSession={onSession} onRestart={onRestart} />
      </AuthLayout>
    );
  }
  return <FirstLoginSetup pending={pending} onSession={onSession} onRestart={onRestart} />;
}

/**
 * Staff at their first login: set up an authenticator app, confirm its first code, save the recovery
 * codes; only then does the session the confirmation started open the app.
 */
function FirstLoginSetup({ pending, onSession, onRestart }: PendingLoginProps) {
  const setUp = useSetUpSecondFactor();
  const startSession = useStartSession();
  const [enabled, setEnabled] = useState<SecondFactorEnabled | null>(null);

  if (enabled) {
    const handleDone = () => {
      if (!enabled.session) return onRestart();
      startSession(enabled.session);
      onSession(enabled.session);
    };
    return (
      <AuthLayout title="Save your recovery codes" description="Two-step sign-in is on." width={SETUP_WIDTH}>
        <RecoveryCodesPanel codes={enabled.recovery_codes} doneLabel="Continue" onDone={handleDone} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Set up two-step sign-in"
      description="Staff accounts need a second step at login: a code from an authenticator app on your phone."
      width={SETUP_WIDTH}
    >
      {setUp.data ? (
        <AuthenticatorSetup setup={setUp.data} challenge={pending.challenge} onEnabled={setEnabled} onCancel={onRestart} cancelLabel="Back to log in" />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            Any authenticator app will do, such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis. You scan a QR
            code once; from then on, the app shows a new 6-digit code every 30 seconds.
          </Text>
          <FormRefusal message={setUp.error ? errorMessage(setUp.error) : undefined} />
          <Group>
            <Button onClick={() => setUp.mutate({ challenge: pending.challenge })} loading={setUp.isPending}>
              Set up an authenticator app
            </Button>
            <Button variant="default" onClick={onRestart}>
              Back to log in
            </Button>
          </Group>
        </Stack>
      )}
    </AuthLayout>
  );
}
