import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  bankAccountFields,
  bankAccountSchemeOf,
  bankAccountSchemeRules,
  bankDetailsFieldLabels,
  bankDetailsFields,
  bankDetailsInput,
  formatBankAccountField,
  iso4217Currencies,
} from '@repertoire/contract';
import type { BankAccountField, BankDetails, BankDetailsValues } from '@repertoire/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CountryField } from '../../../components/ui/country-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { FormField } from '../../../components/ui/form-field';
import { SectionCard } from '../../../components/ui/section-card';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { findCountry, useCountries } from '../../../lib/countries';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveBankDetails } from '../api/save-bank-details';
import { PasswordConfirmation } from './password-confirmation';

type FormValues = z.input<typeof bankDetailsInput>;

const currencyOptions = iso4217Currencies.map((currency) => ({ value: currency.code, label: `${currency.code} — ${currency.name}` }));
const currencyCodes = new Set(iso4217Currencies.map((currency) => currency.code));

/** How each account field is written, as a hint under it. */
const fieldHints: Record<BankAccountField, string> = {
  iban: 'e.g. DE89 3704 0044 0532 0130 00',
  bic: '8 or 11 characters, e.g. COBADEFFXXX',
  account_number: '',
  sort_code: '6 digits, e.g. 12-34-56',
  routing_number: '9 digits (ABA)',
  transit_number: '5 digits',
  institution_number: '3 digits',
  bsb: '6 digits, e.g. 062-000',
  bank_code: 'If your bank gave you one',
};

/**
 * What the form starts from: the saved details, but never their numbers. The account number and
 * IBAN come back masked, so a change asks for them again in full.
 */
function startingValues(details: BankDetails | null): FormValues {
  const values = Object.fromEntries(bankDetailsFields.map((field) => [field, details?.[field] ?? ''])) as Record<(typeof bankDetailsFields)[number], string>;
  const formatted = Object.fromEntries(bankAccountFields.map((field) => [field, values[field] ? formatBankAccountField(field, values[field]) : '']));
  return { ...values, ...formatted, iban: '', account_number: '' };
}

type BankDetailsFormProps = {
  /** The saved details, or null for the first ones. */
  details: BankDetails | null;
  /** After a save, or on Cancel. */
  onDone: () => void;
};

/**
 * Adds or changes the member's bank details: the account fields follow the bank country (the
 * contract's rules, which the API applies too), and a save asks for the password first.
 */
export function BankDetailsForm({ details, onDone }: BankDetailsFormProps) {
  const form = useForm<FormValues, unknown, BankDetailsValues>({ resolver: zodResolver(bankDetailsInput), defaultValues: startingValues(details) });
  const { errors } = form.formState;
  const countries = useCountries();
  const save = useSaveBankDetails();
  const [toConfirm, setToConfirm] = useState<BankDetailsValues | null>(null);

  const country = useWatch({ control: form.control, name: 'bank_country' });
  const rules = country ? bankAccountSchemeRules[bankAccountSchemeOf(country)] : [];

  /** A new bank country clears the fields it does not use, and proposes its currency when none is chosen. */
  function handleCountryChange(code: string, onChange: (value: unknown) => void) {
    onChange(code);
    const used = new Set(code ? bankAccountSchemeRules[bankAccountSchemeOf(code)].map((rule) => rule.field) : []);
    for (const field of bankAccountFields) {
      if (!used.has(field) && form.getValues(field)) form.setValue(field, '', { shouldDirty: true });
    }
    const currency = findCountry(countries.data, code)?.currencies.find((c) => currencyCodes.has(c.code))?.code;
    if (currency && !form.getValues('currency')) form.setValue('currency', currency, { shouldDirty: true });
  }

  const handleSubmit = form.handleSubmit((values) => {
    setToConfirm(values);
  });

  /** Saves with the password; answers the message for the password field when that is what was refused. */
  async function handleConfirm(password: string): Promise<string | null> {
    if (!toConfirm) return null;
    try {
      const result = await save.mutateAsync({ ...toConfirm, password });
      setToConfirm(null);
      notifySuccess(result.message);
      onDone();
      return null;
    } catch (error) {
      const onPassword = error instanceof ApiError && (error.status === 429 || error.errors.some((e) => e.path === 'password'));
      if (onPassword) return errorMessage(error);
      setToConfirm(null);
      showRefusal(form, error, bankDetailsFields);
      return null;
    }
  }

  return (
    <>
      <UnsavedChangesGuard when={form.formState.isDirty && toConfirm === null} />
      <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Bank details">
        <Stack gap="lg">
          <SectionCard title="Bank">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={bankDetailsFieldLabels.account_holder} description="As the bank knows the account" required {...form.register('account_holder')} error={errors.account_holder?.message} />
              <TextInput label={bankDetailsFieldLabels.bank_name} required {...form.register('bank_name')} error={errors.bank_name?.message} />
              <FormField
                control={form.control}
                name="bank_country"
                render={({ onChange, ...field }) => <CountryField label={bankDetailsFieldLabels.bank_country} required {...field} onChange={(code) => handleCountryChange(code, onChange)} />}
              />
              <FormField
                control={form.control}
                name="currency"
                render={({ value, onChange, onBlur, name, error }) => (
                  <Select
                    label={bankDetailsFieldLabels.currency}
                    description="The currency your royalties are paid in"
                    required
                    searchable
                    data={currencyOptions}
                    name={name}
                    value={value || null}
                    onChange={(code) => onChange(code ?? '')}
                    onBlur={onBlur}
                    error={error}
                    nothingFoundMessage="No currency matches"
                    placeholder="Search for a currency"
                  />
                )}
              />
            </SimpleGrid>
          </SectionCard>
          <SectionCard
            title="Account"
            description={country ? 'The numbers banks in this country use to identify an account.' : 'Choose the bank country first: the numbers asked for depend on it.'}
          >
            {rules.length > 0 ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {rules.map((rule) => (
                  <TextInput
                    key={rule.field}
                    label={bankDetailsFieldLabels[rule.field]}
                    required={rule.required}
                    description={secretHint(rule.field, details) ?? (fieldHints[rule.field] || undefined)}
                    autoComplete="off"
                    spellCheck={false}
                    {...form.register(rule.field)}
                    error={errors[rule.field]?.message}
                  />
                ))}
              </SimpleGrid>
            ) : null}
          </SectionCard>
          <FormRefusal title="Your bank details could not be saved" error={form.formState.errors.root?.server} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit">Save bank details</Button>
          </Group>
        </Stack>
      </form>
      <PasswordConfirmation opened={toConfirm !== null} isSaving={save.isPending} onConfirm={handleConfirm} onCancel={() => setToConfirm(null)} />
    </>
  );
}

/** Under a saved number: it is shown masked, so it must be entered again in full. */
function secretHint(field: BankAccountField, details: BankDetails | null): string | undefined {
  if (field !== 'iban' && field !== 'account_number') return undefined;
  const saved = details?.[field];
  return saved ? `Enter it again in full (saved: ${formatBankAccountField(field, saved)})` : undefined;
}
