import { zodResolver } from '@hookform/resolvers/zod';
import { Group, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { individualDetails } from '@repertoire/contract';
import type { z } from 'zod';
import { Controller } from 'react-hook-form';
import { CountrySelect } from '../../../../components/ui/country-select';
import { DATE_FORMAT } from '../../../../config/constants';
import { paths } from '../../../../config/paths';
import { parseDisplayDate } from '../../../../lib/format';
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
      <Controller
        control={form.control}
        name="nationality"
        render={({ field }) => (
          <CountrySelect
            label="Nationality"
            required
            value={field.value}
            onChange={(code) => field.onChange(code ?? '')}
            onBlur={field.onBlur}
            name={field.name}
            error={errors.nationality?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="date_of_birth"
        render={({ field }) => (
          <DateInput
            label="Date of birth"
            required
            placeholder={DATE_FORMAT}
            valueFormat={DATE_FORMAT}
            dateParser={parseDisplayDate}
            defaultLevel="decade"
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            name={field.name}
            error={errors.date_of_birth?.message}
          />
        )}
      />
      <PhoneField {...form.register('phone')} error={errors.phone?.message} />
    </SignupStepLayout>
  );
}
