import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Select, TextInput } from '@mantine/core';
import { corporateDetails, corporationKindLabels, corporationKindValues } from '@repertoire/contract';
import type { z } from 'zod';
import { Controller } from 'react-hook-form';
import { CountrySelect } from '../../../../components/ui/country-select';
import { paths } from '../../../../config/paths';
import type { SignupStep } from '../../hooks/use-signup-step-form';
import { useSignupStepForm } from '../../hooks/use-signup-step-form';
import { PhoneField } from './phone-field';
import { SignupStepLayout } from './signup-step-layout';

const kindOptions = corporationKindValues.map((value) => ({ value, label: corporationKindLabels[value] }));

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
        <Controller
          control={form.control}
          name="corporation_kind"
          render={({ field }) => (
            <Select
              label="Kind of business"
              required
              placeholder="Choose one"
              data={kindOptions}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              name={field.name}
              allowDeselect={false}
              error={errors.corporation_kind ? 'Choose the kind of business' : undefined}
            />
          )}
        />
      </Group>
      <Controller
        control={form.control}
        name="country"
        render={({ field }) => (
          <CountrySelect
            label="Country"
            required
            value={field.value}
            onChange={(code) => field.onChange(code ?? '')}
            onBlur={field.onBlur}
            name={field.name}
            error={errors.country?.message}
          />
        )}
      />
      <TextInput label="Contact person" autoComplete="name" required {...form.register('contact_person')} error={errors.contact_person?.message} />
      <PhoneField {...form.register('phone')} error={errors.phone?.message} />
    </SignupStepLayout>
  );
}
