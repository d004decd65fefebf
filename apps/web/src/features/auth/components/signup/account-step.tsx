import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, TextInput } from '@mantine/core';
import { accountCredentials } from '@repertoire/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Navigate, useNavigate } from 'react-router';
import { FormRefusal } from '../../../../components/ui/form-refusal';
import { paths } from '../../../../config/paths';
import { showRefusal } from '../../../../lib/form-errors';
import { useSignup } from '../../api/signup';
import type { SignupStepDraft } from '../../hooks/use-signup-step-form';
import { useSignupDraftSaving } from '../../hooks/use-signup-step-form';
import { buildSignupRequest, clearSignupDraft, isReadyForAccount, readSignupDraft } from '../../utils/signup-draft';
import { SignupStepLayout } from './signup-step-layout';

const accountForm = accountCredentials
  .extend({ confirm_password: z.string().min(1, { message: 'Confirm your password' }) })
  .refine((v) => v.password === v.confirm_password, { message: 'The passwords do not match', path: ['confirm_password'] });

// Only the e-mail address is kept; passwords never leave the form.
const saveEmail: SignupStepDraft<z.input<typeof accountForm>>['toDraft'] = ({ email }) => ({ email });

/** `/signup/account`: the last step; creates the account with one request. */
export function AccountStep() {
  const navigate = useNavigate();
  const draft = readSignupDraft();
  const signup = useSignup();
  const form = useForm({
    resolver: zodResolver(accountForm),
    defaultValues: { email: draft.email, password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  useSignupDraftSaving(form, saveEmail);

  // After success the draft is cleared while the navigation to /signup/success is under way.
  if (!isReadyForAccount(draft) && !signup.isSuccess) {
    const firstStep = draft.kind === 'corporate' ? paths.signup.corporate.getHref() : paths.signup.individual.getHref();
    return <Navigate to={firstStep} replace />;
  }

  const kind = draft.kind === 'corporate' ? 'corporate' : 'individual';
  const previousStep = kind === 'corporate' ? paths.signup.corporate.getHref() : paths.signup.individualRole.getHref();

  const handleCreate = form.handleSubmit(({ email, password }) => {
    signup.mutate(buildSignupRequest(readSignupDraft(), { email, password }), {
      onSuccess: (result) => {
        clearSignupDraft();
        void navigate(paths.signup.success.getHref(), { replace: true, state: { email: result.email } });
      },
      // An address that already has an account is answered like a new one (the owner is told by mail), so only
      // invalid fields and limits come back here.
      onError: (error) => showRefusal(form, error, ['email', 'password']),
    });
  });

  return (
    <SignupStepLayout
      title="Create your account"
      description="You will log in with this e-mail address and password."
      kind={kind}
      active={kind === 'corporate' ? 1 : 2}
      onSubmit={handleCreate}
      backHref={previousStep}
      submitLabel="Create account"
      isSubmitting={signup.isPending}
    >
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
      <FormRefusal title="Your account was not created" error={errors.root?.server} />
    </SignupStepLayout>
  );
}
