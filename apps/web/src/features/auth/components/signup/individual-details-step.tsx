import { zodResolver } from '@hookform/resolvers/zod';
import { Group, TextInput } from '@mantine/core';
import { individualDetails } from '@repertoire/contract';
import type { z } from 'zod';
import { CountryField } from '../../../../components/ui/country-field';
import { FormField } from '../../../../components/ui/form-field';
import { IsoDateInput } from '../../../../components/ui/iso-date-input';
import { paths } from '../../../../config/paths';
import type { SignupStep } from '../../hooks/use-signup-step-form';
import { useSignupStepForm } from '../../hooks/use-signup-step-form';
import { PhoneField } from './phone-field';
import { SignupStepLayout } from './signup-step-layout';

const individualDetailsStep: SignupStep<z.input<typeof individualDetails>, z.output<typeof individualDetails>> = {
  resolver: zodResolver(individualDetails),
  fromDraft: (draft) => draft.individual,
  toDraft: (values) => ({ individual: { ...values, other_names: values.other_names ?? '' } }),
  kind: 'individual',
  nextHref: paths.signup.individualRole.getHref(),
};

/** `/signup/individual`: the first step for a person. */
export function IndividualDetailsStep() {
  const { form, handleNext } = useSignupStepForm(individualDetailsStep);
  const { errors } = form.formState;

  return (
    <SignupStepLayout
      title="Sign up as an individual"
      description="Tell us who you are. You can change these details later in your profile."
      kind="individual"
      active={0}
      onSubmit={handleNext}
    >
      <Group grow align="flex-start" wrap="wrap">
        <TextInput label="Given name" autoComplete="given-name" required {...form.register('given_name')} error={errors.given_name?.message} />
        <TextInput label="Other names" autoComplete="family-name" {...form.register('other_names')} error={errors.other_names?.message} />
      </Group>
      <FormField control={form.control} name="nationality" render={(field) => <CountryField label="Nationality" required {...field} />} />
      <FormField
        control={form.control}
        name="date_of_birth"
        render={(field) => <IsoDateInput label="Date of birth" required defaultLevel="decade" {...field} />}
      />
      <PhoneField {...form.register('phone')} error={errors.phone?.message} />
    </SignupStepLayout>
  );
}
