import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { countryName, individualRoleLabels, individualRoleValues, ipiNameSchema, profileFieldLabels, profilePatch } from '@repertoire/contract';
import type { Profile, ProfilePatch } from '@repertoire/contract';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { useVersionCheck } from '../../../components/ui/changed-since-loaded';
import type { VersionCheck } from '../../../components/ui/changed-since-loaded';
import { CheckboxChoices } from '../../../components/ui/checkbox-choices';
import { CorporationKindSelect } from '../../../components/ui/corporation-kind-select';
import { CountryField } from '../../../components/ui/country-field';
import { FormField } from '../../../components/ui/form-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { IsoDateInput } from '../../../components/ui/iso-date-input';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { getProfile } from '../api/get-profile';
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

/** The profile's fields in words, as the panel of a save refused for a stale version names them. */
const fieldLabels: Readonly<Record<string, string>> = { ...profileFieldLabels, other_names: 'Other names', ipi_name_number: 'IPI name number' };

/** A version's fields as the member reads them: countries by their names. */
function readableFields({ profile }: Profile): object {
  const nameOf = (code: string | null) => (code ? countryName(code) : code);
  return { ...profile, nationality: nameOf(profile.nationality), country: nameOf(profile.country) };
}

type ProfileFormProps = { profile: Profile; versionCheck: VersionCheck<Profile> };

export function ProfileForm({ profile }: { profile: Profile }) {
  const versionCheck = useVersionCheck({ loaded: profile, reload: getProfile, formValues: readableFields, fieldLabels });
  const Form = profile.register_as === 'corporate' ? CorporateProfileForm : IndividualProfileForm;
  // Reloading after a refused save resets the form to the version read.
  return <Form key={versionCheck.version.updated_at} profile={versionCheck.version} versionCheck={versionCheck} />;
}

/**
 * Saves what the form holds from the version it loaded; a save refused because the profile changed
 * in another tab shows what changed (the version check's panel), any other refusal on its fields.
 */
function useProfileSave<Values extends FieldValues, Saved extends Omit<ProfilePatch, 'expected_updated_at'>>(
  form: UseFormReturn<Values, unknown, Saved>,
  fields: readonly Path<Values>[],
  versionCheck: VersionCheck<Profile>,
) {
  const save = useUpdateProfile({ onSuccess: () => notifySuccess('Your profile has been saved') });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, expected_updated_at: versionCheck.expectedVersion() },
      {
        onSuccess: () => {
          versionCheck.saved();
          // What was saved is the form's new starting point: nothing is left unsaved.
          form.reset(form.getValues());
        },
        onError: async (error) => {
          if (!(await versionCheck.refusedAsStale(error))) showRefusal(form, error, fields);
        },
      },
    ),
  );
  return { submit, isPending: save.isPending };
}

type ProfileFormFrameProps = {
  submit: () => void;
  isPending: boolean;
  isDirty: boolean;
  /** The form's `errors.root?.server`. */
  refusal: { type?: string | number; message?: string } | undefined;
  /** The version check's panel, after a save refused for a stale version. */
  panel: ReactNode;
  children: ReactNode;
};

/** What both kinds of profile form share: the unsaved-changes guard, the refusal, the version panel and the save button. */
function ProfileFormFrame({ submit, isPending, isDirty, refusal, panel, children }: ProfileFormFrameProps) {
  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard when={isDirty && !isPending} />
      <Stack gap="md">
        {children}
        {panel}
        <FormRefusal error={refusal} />
        <Group justify="flex-end">
          <Button type="submit" loading={isPending} disabled={!isDirty}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function IndividualProfileForm({ profile, versionCheck }: ProfileFormProps) {
  const p = profile.profile;
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
  const save = useProfileSave(form, individualFields, versionCheck);

  return (
    <ProfileFormFrame submit={save.submit} isPending={save.isPending} isDirty={form.formState.isDirty} refusal={errors.root?.server} panel={versionCheck.panel}>
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
    </ProfileFormFrame>
  );
}

function CorporateProfileForm({ profile, versionCheck }: ProfileFormProps) {
  const p = profile.profile;
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
  const save = useProfileSave(form, corporateFields, versionCheck);

  return (
    <ProfileFormFrame submit={save.submit} isPending={save.isPending} isDirty={form.formState.isDirty} refusal={errors.root?.server} panel={versionCheck.panel}>
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
    </ProfileFormFrame>
  );
}
