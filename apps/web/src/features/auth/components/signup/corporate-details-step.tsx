import { zodResolver } from '@hookform/resolvers/zod';
import { Group, TextInput } from '@mantine/core';
import { corporateDetails } from '@repertoire/contract';
import type { z } from 'zod';
import { CorporationKindSelect } from '../../../../components/ui/corporation-kind-select';
import { CountryField } from '../../../../components/ui/country-field';
import { FormField } from '../../../../components/ui/form-field';
import { paths } from '../../../../config/paths';
import type { SignupStep } from '../../hooks/use-signup-step-form';
import { useSignupStepForm } from '../../hooks/use-signup-step-form';
import { PhoneField } from './phone-field';
import { SignupStepLayout } from './signup-step-layout';

const corporateDetailsStep: SignupStep<z.input<typeof corporateDetails>, z.output<typeof corporateDetails>> = {
  resolver: zodResolver(corporateDetails),
  // The draft keeps "not chosen yet" as an empty kind; the form as none, which the schema then asks for.
  fromDraft: ({ corporate }) => ({ ...corporate, corporation_kind: corporate.corporation_kind || undefined }),
  toDraft: (values) => ({ corporate: { ...values, corporation_kind: values.corporation_kind ?? '' } }),
  kind: 'corporate',
  nextHref: paths.signup.account.getHref(),
};

/** `/signup/corporate`: the first step for a publisher, label or other company. */
export function CorporateDetailsStep() {
  const { form, handleNext } = useSignupStepForm(corporateDetailsStep);
  const { errors } = form.formState;

  return (
    <SignupStepLayout
      title="Sign up as a corporation"
      description="Publishers, record labels and other companies that hold rights."
      kind="corporate"
      active={0}
      onSubmit={handleNext}
    >
      <TextInput label="Corporation name" autoComplete="organization" required {...form.register('corporation_name')} error={errors.corporation_name?.message} />
      <Group grow align="flex-start" wrap="wrap">
        <TextInput label="Registration number" required {...form.register('registration_number')} error={errors.registration_number?.message} />
        <FormField
          control={form.control}
          name="corporation_kind"
          render={(field) => <CorporationKindSelect label="Kind of business" required placeholder="Choose one" {...field} />}
        />
      </Group>
      <FormField control={form.control} name="country" render={(field) => <CountryField label="Country" required {...field} />} />
      <TextInput label="Contact person" autoComplete="name" required {...form.register('contact_person')} error={errors.contact_person?.message} />
      <PhoneField {...form.register('phone')} error={errors.phone?.message} />
    </SignupStepLayout>
  );
}
