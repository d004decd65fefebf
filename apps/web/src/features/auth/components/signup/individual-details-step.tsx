import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { individualDetails } from '@repertoire/contract';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../../components/layouts/auth-layout';
import { CountrySelect } from '../../../../components/ui/country-select';
import { DATE_FORMAT } from '../../../../config/constants';
import { paths } from '../../../../config/paths';
import { parseDisplayDate } from '../../../../lib/format';
import { readSignupDraft, saveSignupDraft } from '../../utils/signup-draft';
import type { IndividualDetailsValues } from '../../utils/signup-draft';
import { SignupProgress } from './signup-progress';

/** `/signup/individual`: the first step for a person. */
export function IndividualDetailsStep() {
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(individualDetails), defaultValues: readSignupDraft().individual });
  const { errors } = form.formState;

  // Keep every keystroke in the draft, so a reload or Back never loses it.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => saveSignupDraft({ individual: { ...readSignupDraft().individual, ...(values as Partial<IndividualDetailsValues>) } }),
      }),
    [form],
  );

  const handleNext = form.handleSubmit(() => {
    saveSignupDraft({ kind: 'individual', individual: { ...readSignupDraft().individual, ...(form.getValues() as Partial<IndividualDetailsValues>) } });
    void navigate(paths.signup.individualRole.getHref());
  });

  return (
    <AuthLayout title="Sign up as an individual" description="Tell us who you are. You can change these details later in your profile." width={560}>
      <SignupProgress kind="individual" active={0} />
      <form onSubmit={handleNext} noValidate>
        <Stack gap="md">
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
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            placeholder="+44 20 7946 0958"
            {...form.register('phone')}
            error={errors.phone?.message}
          />
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed">
              Already a member?{' '}
              <Anchor component={Link} to={paths.home.getHref()}>
                Log in
              </Anchor>
            </Text>
            <Button type="submit">Next</Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
