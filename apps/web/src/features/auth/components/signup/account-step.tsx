import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, PasswordInput, Stack, TextInput } from '@mantine/core';
import { accountCredentials } from '@repertoire/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '../../../../components/layouts/auth-layout';
import { paths } from '../../../../config/paths';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { applyServerErrors } from '../../../../lib/form-errors';
import { useSignup } from '../../api/signup';
import { buildSignupRequest, clearSignupDraft, isReadyForAccount, readSignupDraft, saveSignupDraft } from '../../utils/signup-draft';
import { SignupProgress } from './signup-progress';

const accountForm = accountCredentials
  .extend({ confirm_password: z.string().min(1, { message: 'Confirm your password' }) })
  .refine((v) => v.password === v.confirm_password, { message: 'The passwords do not match', path: ['confirm_password'] });

/** `/signup/account`: the last step; creates the account with one request. */
export function AccountStep() {
  const navigate = useNavigate();
  const draft = readSignupDraft();
  const signup = useSignup();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const form = useForm({
    resolver: zodResolver(accountForm),
    defaultValues: { email: draft.email, password: '', confirm_password: '' },
  });
  const { errors } = form.formState;

  // Only the e-mail address is kept; passwords never leave the form.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => saveSignupDraft({ email: values.email ?? '' }),
      }),
    [form],
  );

  // After success the draft is cleared while the navigation to /signup/success is under way.
  if (!isReadyForAccount(draft) && !signup.isSuccess) {
    const firstStep = draft.kind === 'corporate' ? paths.signup.corporate.getHref() : paths.signup.individual.getHref();
    return <Navigate to={firstStep} replace />;
  }

  const kind = draft.kind === 'corporate' ? 'corporate' : 'individual';
  const previousStep = kind === 'corporate' ? paths.signup.corporate.getHref() : paths.signup.individualRole.getHref();

  const handleCreate = form.handleSubmit(({ email, password }) => {
    setOtherErrors([]);
    signup.mutate(buildSignupRequest(readSignupDraft(), { email, password }), {
      onSuccess: (result) => {
        clearSignupDraft();
        void navigate(paths.signup.success.getHref(), { replace: true, state: { email: result.email } });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          form.setError('email', { type: 'server', message: error.message });
          return;
        }
        setOtherErrors(applyServerErrors(error, form.setError, ['email', 'password']));
      },
    });
  });

  // Errors already shown on a field need no alert; anything else does.
  const isOnFields = signup.error instanceof ApiError && (signup.error.status === 409 || (signup.error.errors.length > 0 && otherErrors.length === 0));
  const showGeneralError = signup.isError && !isOnFields;

  return (
    <AuthLayout title="Create your account" description="You will log in with this e-mail address and password." width={560}>
      <SignupProgress kind={kind} active={kind === 'corporate' ? 1 : 2} />
      <form onSubmit={handleCreate} noValidate>
        <Stack gap="md">
          {showGeneralError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={errorMessage(signup.error)}>
              {otherErrors.length > 0 ? (
                <List size="sm">
                  {otherErrors.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
              ) : null}
            </Alert>
          ) : null}
          <TextInput label="Email" type="email" autoComplete="email" required withAsterisk={false} {...form.register('email')} error={errors.email?.message} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            // Every field of this step is required; without the asterisk the label reads exactly "Password".
            withAsterisk={false}
            description="At least 8 characters. A passphrase of a few words is easy to remember."
            {...form.register('password')}
            error={errors.password?.message}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            withAsterisk={false}
            {...form.register('confirm_password')}
            error={errors.confirm_password?.message}
          />
          <Group justify="space-between" mt="sm">
            <Button variant="default" onClick={() => void navigate(previousStep)}>
              Back
            </Button>
            <Button type="submit" loading={signup.isPending}>
              Create account
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
