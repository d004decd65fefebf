import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { corporateDetails, corporationKindLabels, corporationKindValues } from '@repertoire/contract';
import { useEffect } from 'react';
import type { z } from 'zod';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../../components/layouts/auth-layout';
import { CountrySelect } from '../../../../components/ui/country-select';
import { paths } from '../../../../config/paths';
import { readSignupDraft, saveSignupDraft } from '../../utils/signup-draft';
import type { CorporateDetailsValues } from '../../utils/signup-draft';
import { SignupProgress } from './signup-progress';

const kindOptions = corporationKindValues.map((value) => ({ value, label: corporationKindLabels[value] }));

/** `/signup/corporate`: the first step for a publisher, label or other company. */
export function CorporateDetailsStep() {
  const navigate = useNavigate();
  const saved = readSignupDraft().corporate;
  const form = useForm<z.input<typeof corporateDetails>, unknown, z.output<typeof corporateDetails>>({
    resolver: zodResolver(corporateDetails),
    // An empty kind is "not chosen yet"; the schema then asks for one.
    defaultValues: { ...saved, corporation_kind: saved.corporation_kind || undefined },
  });
  const { errors } = form.formState;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => saveSignupDraft({ corporate: { ...readSignupDraft().corporate, ...(values as Partial<CorporateDetailsValues>) } }),
      }),
    [form],
  );

  const handleNext = form.handleSubmit(() => {
    saveSignupDraft({ kind: 'corporate', corporate: { ...readSignupDraft().corporate, ...(form.getValues() as Partial<CorporateDetailsValues>) } });
    void navigate(paths.signup.account.getHref());
  });

  return (
    <AuthLayout title="Sign up as a corporation" description="Publishers, record labels and other companies that hold rights." width={560}>
      <SignupProgress kind="corporate" active={0} />
      <form onSubmit={handleNext} noValidate>
        <Stack gap="md">
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
