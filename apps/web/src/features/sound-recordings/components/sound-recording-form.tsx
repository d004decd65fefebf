import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Radio, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { SoundRecordingCreateData } from '@repertoire/contract';
import { contentTypeLabels, contentTypeValues, formatIsrc, isValidIsrc, latestToday, soundRecordingSubmissionProblems } from '@repertoire/contract';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { Controller, FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { SubmissionPreview } from '../../../components/registration/submission-preview';
import { CountrySelect } from '../../../components/ui/country-select';
import { DurationInput } from '../../../components/ui/duration-input';
import { FormActions } from '../../../components/ui/form-actions';
import { FormErrorsAlert } from '../../../components/ui/form-errors-alert';
import { GenreAutocomplete } from '../../../components/ui/genre-autocomplete';
import { SectionCard } from '../../../components/ui/section-card';
import { YearSelect } from '../../../components/ui/year-select';
import { DATE_FORMAT } from '../../../config/constants';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applySaveErrors } from '../../../lib/form-errors';
import { parseDisplayDate } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import type { RecordingFormValues } from '../utils/recording-form';
import { formForSubmission, recordingFormFields, recordingFormSchema } from '../utils/recording-form';
import { MusicalWorkPicker } from './musical-work-picker';
import { AddOwnerDialog, OwnershipEditor, useOwnershipTotal } from './ownership-editor';
import { PerformersEditor } from './performers-editor';

type SoundRecordingFormProps = {
  defaultValues: RecordingFormValues;
  /** Saves the recording; a rejection (ApiError) is shown on the fields it names. */
  onSave: (recording: SoundRecordingCreateData) => Promise<unknown>;
  submitLabel?: string;
  cancelHref: string;
  /** Shown above the buttons, e.g. that saving a registered recording sends it back to review. */
  notice?: ReactNode;
};

const useRecordingFormContext = () => useFormContext<RecordingFormValues>();

/** Paths of the server's errors on the form's fields: list lines and the work's id. */
function formFieldPaths(values: RecordingFormValues): FieldPath<RecordingFormValues>[] {
  return [
    ...recordingFormFields,
    ...values.performers.flatMap((_, i) => (['name', 'role', 'instrument_or_part'] as const).map((f) => `performers.${i}.${f}` as const)),
    ...values.ownership.flatMap((_, i) => (['rights_holder_id', 'share'] as const).map((f) => `ownership.${i}.${f}` as const)),
  ];
}

/**
 * The add and edit form of a sound recording: the recording, its release, the work it records,
 * the line-up and master ownership. Drafts save at any stage; only ownership above 100% (and
 * values that are wrong in themselves) stop a save.
 */
export function SoundRecordingForm({ defaultValues, onSave, submitLabel = 'Save draft', cancelHref, notice }: SoundRecordingFormProps) {
  const form = useForm<RecordingFormValues, unknown, SoundRecordingCreateData>({ resolver: zodResolver(recordingFormSchema), defaultValues });
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isAddingOwner, setIsAddingOwner] = useState(false);

  const handleSave = form.handleSubmit(async (recording) => {
    setFormErrors([]);
    try {
      await onSave(recording);
    } catch (error) {
      // The API names the work by its id; the form holds the whole work.
      const named =
        error instanceof ApiError
          ? new ApiError(error.message, error.status, error.errors.map((e) => (e.path === 'musical_work_id' ? { ...e, path: 'musical_work' } : e)))
          : error;
      setFormErrors(applySaveErrors(named, form.setError, [...formFieldPaths(form.getValues()), 'musical_work'], 'isrc'));
      notifyError(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitting} />
      <form onSubmit={(event) => void handleSave(event)} noValidate aria-label="Sound recording">
        <Stack gap="lg">
          <SectionCard title="The recording">
            <RecordingFields />
          </SectionCard>
          <SectionCard title="Release">
            <ReleaseFields />
          </SectionCard>
          <SectionCard title="The work it records" description="The musical work (composition) this is a recording of.">
            <WorkField />
          </SectionCard>
          <SectionCard title="Line-up" description="Everyone who performs on the recording. Featured performers are the artists it is released under.">
            <PerformersEditor />
          </SectionCard>
          <SectionCard title="Master ownership" description="Who owns the master recording, and what share each owner holds.">
            <OwnershipEditor onAddOwner={() => setIsAddingOwner(true)} />
          </SectionCard>
          <RecordingSubmissionPreview />
          <FormErrorsAlert title="The recording could not be saved" messages={formErrors} />
          {notice}
          <RecordingFormActions submitLabel={submitLabel} cancelHref={cancelHref} />
        </Stack>
      </form>
      <AddOwnerDialog opened={isAddingOwner} onClose={() => setIsAddingOwner(false)} />
    </FormProvider>
  );
}

/** A list's own message, or the first of its items' (an artist name too long). */
function listError(error: { message?: string } | readonly ({ message?: string } | undefined)[] | undefined): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find((item) => item?.message)?.message;
  return (error as { message?: string }).message;
}

function RecordingFields() {
  const { control, register, setValue, formState } = useRecordingFormContext();
  const { errors } = formState;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Title" required {...register('title')} error={errors.title?.message} />
        <TextInput label="Version" description="e.g. Radio edit, Live, Remix" {...register('version')} error={errors.version?.message} />
        <TextInput
          label="ISRC"
          description="e.g. GB-ABC-24-00001; leave empty if none has been assigned yet"
          {...register('isrc', {
            onBlur: (event: { target: HTMLInputElement }) => {
              const value = event.target.value;
              if (value.trim() && isValidIsrc(value)) setValue('isrc', formatIsrc(value));
            },
          })}
          error={errors.isrc?.message}
        />
        <Controller
          control={control}
          name="content_type"
          render={({ field }) => (
            <Radio.Group label="Content type" value={field.value} onChange={field.onChange} error={errors.content_type?.message}>
              <Group mt="xs">
                {contentTypeValues.map((value) => (
                  <Radio key={value} value={value} label={contentTypeLabels[value]} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      </SimpleGrid>
      <ArtistsField name="main_artists" label="Main artists" description="Press Enter after each name" />
      <ArtistsField name="featured_artists" label="Featured artists" description="Artists credited as “feat.”; press Enter after each name" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DurationInput label="Duration" description="mm:ss" {...register('duration')} error={errors.duration?.message} />
        <Controller
          control={control}
          name="genre"
          render={({ field }) => (
            <GenreAutocomplete label="Genre" value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} name={field.name} error={errors.genre?.message} />
          )}
        />
        <Controller
          control={control}
          name="recording_country"
          render={({ field }) => (
            <CountrySelect
              label="Country of recording"
              clearable
              value={field.value}
              onChange={(code) => field.onChange(code)}
              onBlur={field.onBlur}
              name={field.name}
              error={errors.recording_country?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="commissioning_country"
          render={({ field }) => (
            <CountrySelect
              label="Country of commissioning"
              description="Where the recording was commissioned"
              clearable
              value={field.value}
              onChange={(code) => field.onChange(code)}
              onBlur={field.onBlur}
              name={field.name}
              error={errors.commissioning_country?.message}
            />
          )}
        />
      </SimpleGrid>
    </>
  );
}

function ReleaseFields() {
  const { control, register, formState } = useRecordingFormContext();
  const { errors } = formState;
  const today = latestToday();

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Release title" description="The album, EP or single it was released on" {...register('release_title')} error={errors.release_title?.message} />
      <Controller
        control={control}
        name="release_date"
        render={({ field }) => (
          <DateInput
            label="Release date"
            placeholder={DATE_FORMAT}
            valueFormat={DATE_FORMAT}
            dateParser={parseDisplayDate}
            clearable
            // Later days cannot be picked; a later date typed in is refused with the contract's message.
            getDayProps={(date) => ({ disabled: date > today })}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? null)}
            onBlur={field.onBlur}
            name={field.name}
            error={errors.release_date?.message}
          />
        )}
      />
      <TextInput label="Record label" {...register('record_label')} error={errors.record_label?.message} />
      <TextInput label="UPC/EAN" description="12 or 13 digits, from the release’s barcode" inputMode="numeric" {...register('upc')} error={errors.upc?.message} />
      <Controller
        control={control}
        name="p_year"
        render={({ field }) => (
          <YearSelect label="℗ year" description="Year of first release" value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} error={errors.p_year?.message} />
        )}
      />
      <TextInput label="℗ owner" description="As printed on the ℗ line" {...register('p_owner')} error={errors.p_owner?.message} />
    </SimpleGrid>
  );
}

/** A list of artist names, one tag each. */
function ArtistsField({ name, label, description }: { name: 'main_artists' | 'featured_artists'; label: string; description: string }) {
  const { control, formState } = useRecordingFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TagsInput
          label={label}
          description={description}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          clearable
          // A closed dropdown's listbox is labelled by the field's label too: mount it only while open.
          comboboxProps={{ keepMounted: false }}
          error={listError(formState.errors[name])}
        />
      )}
    />
  );
}

function WorkField() {
  const { control, formState } = useRecordingFormContext();
  return (
    <Controller
      control={control}
      name="musical_work"
      render={({ field }) => (
        <MusicalWorkPicker
          label="Musical work"
          description="Type a title to search your works and the registry"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={formState.errors.musical_work?.message}
          maw={{ sm: '60%' }}
        />
      )}
    />
  );
}

function RecordingSubmissionPreview() {
  const { control } = useRecordingFormContext();
  const [title, isrc, upc, mainArtists, performers, ownership] = useWatch({
    control,
    name: ['title', 'isrc', 'upc', 'main_artists', 'performers', 'ownership'],
  });
  const problems = soundRecordingSubmissionProblems(
    formForSubmission({ title, isrc, upc, main_artists: mainArtists, performers, ownership }),
  );
  return <SubmissionPreview problems={problems} readyMessage="Once saved, you can submit this recording for registration from its page." />;
}

function RecordingFormActions({ submitLabel, cancelHref }: { submitLabel: string; cancelHref: string }) {
  const { formState } = useRecordingFormContext();
  const { exceeded } = useOwnershipTotal();
  return (
    <FormActions
      submitLabel={submitLabel}
      cancelHref={cancelHref}
      isSubmitting={formState.isSubmitting}
      blockedReason={exceeded.length > 0 ? 'Bring master ownership down to 100% or less to save.' : undefined}
    />
  );
}
