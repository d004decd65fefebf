import { useEffect } from 'react';
import type { DefaultValues, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SignupDraft } from '../utils/signup-draft';
import { readSignupDraft, saveSignupDraft } from '../utils/signup-draft';

/** What a sign-up step keeps in the draft; define it once, outside the component. */
export type SignupStepDraft<Values extends FieldValues> = {
  /** The step's values in the draft, as its form starts. */
  fromDraft: (draft: SignupDraft) => DefaultValues<Values>;
  /** The step's values as the draft keeps them. */
  toDraft: (values: Values) => Partial<SignupDraft>;
};

export type SignupStep<Values extends FieldValues, Output> = SignupStepDraft<Values> & {
  resolver: Resolver<Values, unknown, Output>;
  /** The kind of account the step is for, saved with Next. */
  kind: 'individual' | 'corporate';
  /** Where Next goes once the step's values are valid. */
  nextHref: string;
};

/** Saves every change of a sign-up form in the draft, so Back, another step or a reload of the tab loses nothing. */
export function useSignupDraftSaving<Values extends FieldValues, Output>(form: UseFormReturn<Values, unknown, Output>, toDraft: SignupStepDraft<Values>['toDraft']) {
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => saveSignupDraft(toDraft(values)) }),
    [form, toDraft],
  );
}

/**
 * The form of a sign-up step before the account: it starts from the draft, saves every change
 * in it, and Next (once the values are valid) saves the step with its kind and goes on.
 */
export function useSignupStepForm<Values extends FieldValues, Output>(step: SignupStep<Values, Output>) {
  const navigate = useNavigate();
  const form = useForm<Values, unknown, Output>({ resolver: step.resolver, defaultValues: step.fromDraft(readSignupDraft()) });
  useSignupDraftSaving(form, step.toDraft);

  const handleNext = form.handleSubmit(() => {
    saveSignupDraft({ ...step.toDraft(form.getValues()), kind: step.kind });
    void navigate(step.nextHref);
  });
  return { form, handleNext };
}
