import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { recoveryCodesRequest, secondFactorDisableRequest } from '@repertoire/contract';
import type { SecondFactorStatus } from '@repertoire/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { QueryState } from '../../../components/ui/loading-state';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import {
  secondFactorQueryKey,
  useRenewRecoveryCodes,
  useSecondFactorStatus,
  useSetUpSecondFactor,
  useTurnOffSecondFactor,
} from '../api/second-factor';
import { AuthenticatorSetup } from './authenticator-setup';
import { SubmitOrCancel } from './submit-or-cancel';
import { RecoveryCodesPanel } from './recovery-codes-panel';

type Flow = { kind: 'overview' } | { kind: 'setting-up' } | { kind: 'codes'; codes: string[] } | { kind: 'renewing' } | { kind: 'turning-off' };

const overview: Flow = { kind: 'overview' };

/** The profile's "Two-step sign-in": turn it on with an authenticator app, get new recovery codes, turn it off. */
export function TwoStepSignInSection() {
  const status = useSecondFactorStatus();
  const queryClient = useQueryClient();
  const setUp = useSetUpSecondFactor();
  const [flow, setFlow] = useState<Flow>(overview);

  const backToOverview = () => {
    setFlow(overview);
    setUp.reset();
    void queryClient.invalidateQueries({ queryKey: secondFactorQueryKey });
  };
  const handleTurnOn = () => setUp.mutate({}, { onSuccess: () => setFlow({ kind: 'setting-up' }) });

  return (
    <SectionCard
      title="Two-step sign-in"
      description="After your password, a code from an authenticator app on your phone: someone who learns your password still cannot log in."
    >
      <QueryState query={status}>
        {(data) => {
          if (flow.kind === 'codes') return <RecoveryCodesPanel codes={flow.codes} doneLabel="Done" onDone={backToOverview} />;
          if (flow.kind === 'setting-up' && setUp.data) {
            return (
              <AuthenticatorSetup
                setup={setUp.data}
                onEnabled={(result) => setFlow({ kind: 'codes', codes: result.recovery_codes })}
                onCancel={backToOverview}
                cancelLabel="Cancel"
              />
            );
          }
          if (flow.kind === 'renewing') return <RenewRecoveryCodesForm onRenewed={(codes) => setFlow({ kind: 'codes', codes })} onCancel={backToOverview} />;
          if (flow.kind === 'turning-off') {
            return (
              <TurnOffForm
                onTurnedOff={() => {
                  notifySuccess('Two-step sign-in is off: your password alone logs you in');
                  backToOverview();
                }}
                onCancel={backToOverview}
              />
            );
          }
          return (
            <Overview
              status={data}
              onTurnOn={handleTurnOn}
              isStarting={setUp.isPending}
              startError={setUp.error}
              onRenew={() => setFlow({ kind: 'renewing' })}
              onTurnOff={() => setFlow({ kind: 'turning-off' })}
            />
          );
        }}
      </QueryState>
    </SectionCard>
  );
}

type OverviewProps = {
  status: SecondFactorStatus;
  onTurnOn: () => void;
  isStarting: boolean;
  startError: Error | null;
  onRenew: () => void;
  onTurnOff: () => void;
};

function Overview({ status, onTurnOn, isStarting, startError, onRenew, onTurnOff }: OverviewProps) {
  if (!status.enabled) {
    return (
      <Stack gap="sm" align="flex-start">
        <Badge color="gray" variant="light">
          Off
        </Badge>
        <FormRefusal message={startError ? errorMessage(startError) : undefined} />
        <Button onClick={onTurnOn} loading={isStarting}>
          Turn on two-step sign-in
        </Button>
      </Stack>
    );
  }
  const codesLeft = status.recovery_codes_left;
  return (
    <Stack gap="sm" align="flex-start">
      <Group gap="sm">
        <Badge color="green" variant="light">
          On
        </Badge>
        <Text size="sm" c="dimmed">
          Since {formatDate(status.enabled_at)} · {codesLeft === 1 ? '1 recovery code' : `${codesLeft} recovery codes`} left
        </Text>
      </Group>
      {codesLeft <= 2 ? (
        <Text size="sm">Few recovery codes are left: get new ones before they run out.</Text>
      ) : null}
      <Group gap="sm">
        <Button variant="default" onClick={onRenew}>
          New recovery codes
        </Button>
        {status.required ? (
          <Text size="sm" c="dimmed">
            Staff accounts keep two-step sign-in on.
          </Text>
        ) : (
          <Button variant="default" color="red" onClick={onTurnOff}>
            Turn off
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function RenewRecoveryCodesForm({ onRenewed, onCancel }: { onRenewed: (codes: string[]) => void; onCancel: () => void }) {
  const renew = useRenewRecoveryCodes();
  const form = useForm({ resolver: zodResolver(recoveryCodesRequest), defaultValues: { code: '' } });
  const { errors } = form.formState;
  const handleSubmit = form.handleSubmit((values) =>
    renew.mutate(values, { onSuccess: ({ recovery_codes }) => onRenewed(recovery_codes), onError: (error) => showRefusal(form, error, ['code']) }),
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">New recovery codes replace the ones you have: those stop working.</Text>
        <TextInput label="Code from your authenticator app" autoComplete="one-time-code" inputMode="numeric" maw={260} required {...form.register('code')} error={errors.code?.message} />
        <FormRefusal error={errors.root?.server} />
        <SubmitOrCancel submitLabel="Get new recovery codes" isSubmitting={renew.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function TurnOffForm({ onTurnedOff, onCancel }: { onTurnedOff: () => void; onCancel: () => void }) {
  const turnOff = useTurnOffSecondFactor();
  const form = useForm({ resolver: zodResolver(secondFactorDisableRequest), defaultValues: { password: '', code: '' } });
  const { errors } = form.formState;
  const handleSubmit = form.handleSubmit((values) => turnOff.mutate(values, { onSuccess: onTurnedOff, onError: (error) => showRefusal(form, error, ['password', 'code']) }));
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md" maw={360}>
        <Text size="sm">To turn two-step sign-in off, confirm it is you.</Text>
        <PasswordInput label="Password" autoComplete="current-password" required {...form.register('password')} error={errors.password?.message} />
        <TextInput
          label="Code"
          description="From your authenticator app, or one of your recovery codes"
          autoComplete="one-time-code"
          required
          {...form.register('code')}
          error={errors.code?.message}
        />
        <FormRefusal error={errors.root?.server} />
        <SubmitOrCancel submitLabel="Turn off two-step sign-in" color="red" isSubmitting={turnOff.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
