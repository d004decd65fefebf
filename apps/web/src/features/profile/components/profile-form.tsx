import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { individualRoleLabels, individualRoleValues, ipiNameSchema, profilePatch } from '@repertoire/contract';
import type { Profile } from '@repertoire/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxChoices } from '../../../components/ui/checkbox-choices';
import { CorporationKindSelect } from '../../../components/ui/corporation-kind-select';
import { CountryField } from '../../../components/ui/country-field';
import { FormField } from '../../../components/ui/form-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { IsoDateInput } from '../../../components/ui/iso-date-input';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';

/** An empty IPI field means "none". */
const ipiField = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(ipiNameSchema.nullable());

const all = profilePatch.required();

const individualProfileForm = all
  .pick({ given_name: true, other_names: true, date_of_birth: true, nationality: true, phone: true, address: true, roles: true })
  .extend({ ipi_name_number: ipiField });

const corporateProfileForm = all
  .pick({ corporation_name: true, registration_number: true, corporation_kind: true, contact_person: true, country: true, phone: true, address: true })
  .extend({ ipi_name_number: ipiField });

/** Each form's fields in the order it shows them, where a refused save's messages go. */
const individualFields = ['given_name', 'other_names', 'nationality', 'date_of_birth', 'phone', 'ipi_name_number', 'address', 'roles'] as const;
const corporateFields = ['corporation_name', 'registration_number', 'corporation_kind', 'country', 'contact_person', 'phone', 'ipi_name_number', 'address'] as const;

function useSaveProfile() {
  return useUpdateProfile({ onSuccess: () => notifySuccess('Your profile has been saved') });
}

export function ProfileForm({ profile }: { profile: Profile }) {
  return profile.register_as === 'corporate' ? <CorporateProfileForm profile={profile} /> : <IndividualProfileForm profile={profile} />;
}

function IndividualProfileForm({ profile }: { profile: Profile }) {
  const p = profile.profile;
  const save = useSaveProfile();
  const form = useForm({
    resolver: zodResolver(individualProfileForm),
    defaultValues: {
      given_name: p.given_name ?? '',
      other_names: p.other_names ?? '',
      date_of_birth: p.date_of_birth ?? '',
      nationality: p.nationality ?? '',
      phone: p.phone ?? '',
      address: p.address ?? '',
      roles: p.roles,
      ipi_name_number: p.ipi_name_number ?? '',
    },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      // What was saved is the form's new starting point: nothing is left unsaved.
      onSuccess: () => form.reset(form.getValues()),
      onError: (error) => showRefusal(form, error, individualFields),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <UnsavedChangesGuard when={form.formState.isDirty && !save.isPending} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Given name" required {...form.register('given_name')} error={errors.given_name?.message} />
          <TextInput label="Other names" {...form.register('other_names')} error={errors.other_names?.message} />
          <FormField control={form.control} name="nationality" render={(field) => <CountryField label="Nationality" required {...field} />} />
          <FormField control={form.control} name="date_of_birth" render={(field) => <IsoDateInput label="Date of birth" required {...field} />} />
          <TextInput label="Phone" type="tel" required {...form.register('phone')} error={errors.phone?.message} />
          <TextInput label="IPI name number" description="Leave empty if you have none yet" {...form.register('ipi_name_number')} error={errors.ipi_name_number?.message} />
        </SimpleGrid>
        <Textarea label="Address" autosize minRows={2} {...form.register('address')} error={errors.address?.message} />
        <FormField
          control={form.control}
          name="roles"
          render={({ value, onChange, error }) => (
            <CheckboxChoices label="Roles" required values={individualRoleValues} labels={individualRoleLabels} value={value} onChange={onChange} error={error} gap="lg" />
          )}
        />
        <FormRefusal error={errors.root?.server} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CorporateProfileForm({ profile }: { profile: Profile }) {
  const p = profile.profile;
  const save = useSaveProfile();
  const form = useForm<z.input<typeof corporateProfileForm>, unknown, z.output<typeof corporateProfileForm>>({
    resolver: zodResolver(corporateProfileForm),
    defaultValues: {
      corporation_name: p.corporation_name ?? '',
      registration_number: p.registration_number ?? '',
      corporation_kind: p.corporation_kind ?? undefined,
      contact_person: p.contact_person ?? '',
      country: p.country ?? '',
      phone: p.phone ?? '',
      address: p.address ?? '',
      ipi_name_number: p.ipi_name_number ?? '',
    },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      // What was saved is the form's new starting point: nothing is left unsaved.
      onSuccess: () => form.reset(form.getValues()),
      onError: (error) => showRefusal(form, error, corporateFields),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <UnsavedChangesGuard when={form.formState.isDirty && !save.isPending} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Corporation name" required {...form.register('corporation_name')} error={errors.corporation_name?.message} />
          <TextInput label="Registration number" required {...form.register('registration_number')} error={errors.registration_number?.message} />
          <FormField control={form.control} name="corporation_kind" render={(field) => <CorporationKindSelect label="Kind of business" required {...field} />} />
          <FormField control={form.control} name="country" render={(field) => <CountryField label="Country" required {...field} />} />
          <TextInput label="Contact person" required {...form.register('contact_person')} error={errors.contact_person?.message} />
          <TextInput label="Phone" type="tel" required {...form.register('phone')} error={errors.phone?.message} />
          <TextInput label="IPI name number" description="Leave empty if you have none yet" {...form.register('ipi_name_number')} error={errors.ipi_name_number?.message} />
        </SimpleGrid>
        <Textarea label="Address" autosize minRows={2} {...form.register('address')} error={errors.address?.message} />
        <FormRefusal error={errors.root?.server} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
