import { SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { SoundRecordingCreateData } from '@repertoire/contract';
import { contentTypeLabels, contentTypeValues, formatIsrc, isValidIsrc, latestToday, soundRecordingSubmissionProblems } from '@repertoire/contract';
import type { FieldPath } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { RegistrationCodeInput } from '../../../components/registration/registration-code-input';
import type { RegistrationFormProps } from '../../../components/registration/registration-form';
import { RegistrationForm } from '../../../components/registration/registration-form';
import { CountrySelect } from '../../../components/ui/country-select';
import { DurationInput } from '../../../components/ui/duration-input';
import { FormField } from '../../../components/ui/form-field';
import { GenreAutocomplete } from '../../../components/ui/genre-autocomplete';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { SectionCard } from '../../../components/ui/section-card';
import { YearSelect } from '../../../components/ui/year-select';
import { DATE_FORMAT } from '../../../config/constants';
import { parseDisplayDate } from '../../../lib/format';
import type { RecordingFormValues } from '../utils/recording-form';
import { formForSubmission, lineUpForArtists, ownershipLinesConfig, recordingFormFields, recordingFormSchema } from '../utils/recording-form';
import { MusicalWorkPicker } from './musical-work-picker';
import { PerformersEditor } from './performers-editor';

type SoundRecordingFormProps = RegistrationFormProps<SoundRecordingCreateData> & { defaultValues: RecordingFormValues };

const useRecordingFormContext = () => useFormContext<RecordingFormValues>();

/** Paths of the server's errors on the form's fields: list lines and the work's id. */
function formFieldPaths(values: RecordingFormValues): FieldPath<RecordingFormValues>[] {
  return [
    ...recordingFormFields,
    ...values.performers.flatMap((_, i) => (['name', 'role', 'instrument_or_part'] as const).map((f) => `performers.${i}.${f}` as const)),
    ...values.ownership.flatMap((_, i) => (['rights_holder_id', 'share'] as const).map((f) => `ownership.${i}.${f}` as const)),
    'musical_work',
  ];
}

const submissionProblems = (values: RecordingFormValues) => soundRecordingSubmissionProblems(formForSubmission(values));

/**
 * The add and edit form of a sound recording: the recording, its release, the work it records,
 * the line-up and master ownership.
 */
export function SoundRecordingForm(props: SoundRecordingFormProps) {
  return (
    <RegistrationForm
      {...props}
      schema={recordingFormSchema}
      label="Sound recording"
      // The API names the work by its id; the form holds the whole work.
      errors={{ title: 'The recording could not be saved', fields: formFieldPaths, codeField: 'isrc', renamed: { musical_work_id: 'musical_work' } }}
      shares={{
        title: 'Master ownership',
        description: 'Who owns the master recording, and what share each owner holds.',
        config: ownershipLinesConfig,
        blockedReason: 'Bring master ownership down to 100% or less to save',
      }}
      submission={{ problems: submissionProblems, readyMessage: 'Once saved, you can submit this recording for registration from its page' }}
    >
      <SectionCard title="The recording">
        <RecordingFields />
      </SectionCard>
      <SectionCard title="Release">
        <ReleaseFields />
      </SectionCard>
      <SectionCard title="The work it records" description="The musical work (composition) this is a recording of.">
        <WorkField />
      </SectionCard>
      <SectionCard
        title="Line-up"
        description="Everyone who performs on the recording. The artists it is released under join it as featured performers as you name them: add the others."
      >
        <PerformersEditor />
      </SectionCard>
    </RegistrationForm>
  );
}

/** A list's own message, or the first of its items' (an artist name too long). */
function listError(error: { message?: string } | readonly ({ message?: string } | undefined)[] | undefined): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find((item) => item?.message)?.message;
  return (error as { message?: string }).message;
}

function RecordingFields() {
  const { control, register, formState } = useRecordingFormContext();
  const { errors } = formState;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Title" required {...register('title')} error={errors.title?.message} />
        <TextInput label="Version" description="e.g. Radio edit, Live, Remix" {...register('version')} error={errors.version?.message} />
        <RegistrationCodeInput
          name="isrc"
          label="ISRC"
          description="e.g. GB-ABC-24-00001; leave empty if none has been assigned yet"
          isValid={isValidIsrc}
          format={formatIsrc}
        />
        <FormField
          control={control}
          name="content_type"
          render={({ value, onChange, error }) => (
            <RadioChoices label="Content type" values={contentTypeValues} labels={contentTypeLabels} value={value} onChange={onChange} error={error} />
          )}
        />
      </SimpleGrid>
      <ArtistsField name="main_artists" label="Main artists" description="Press Enter after each name" />
      <ArtistsField name="featured_artists" label="Featured artists" description="Artists credited as “feat.”; press Enter after each name" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DurationInput label="Duration" description="mm:ss" {...register('duration')} error={errors.duration?.message} />
        <FormField control={control} name="genre" render={(field) => <GenreAutocomplete label="Genre" {...field} value={field.value ?? ''} />} />
        <FormField control={control} name="recording_country" render={(field) => <CountrySelect label="Country of recording" clearable {...field} />} />
        <FormField
          control={control}
          name="commissioning_country"
          render={(field) => <CountrySelect label="Country of commissioning" description="Where the recording was commissioned" clearable {...field} />}
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
      <FormField
        control={control}
        name="release_date"
        render={(field) => (
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
            error={field.error}
          />
        )}
      />
      <TextInput label="Record label" {...register('record_label')} error={errors.record_label?.message} />
      <TextInput label="UPC/EAN" description="12 or 13 digits, from the release’s barcode" inputMode="numeric" {...register('upc')} error={errors.upc?.message} />
      <FormField control={control} name="p_year" render={(field) => <YearSelect label="℗ year" description="Year of first release" {...field} />} />
      <TextInput label="℗ owner" description="As printed on the ℗ line" {...register('p_owner')} error={errors.p_owner?.message} />
    </SimpleGrid>
  );
}

/** A list of artist names, one tag each; the line-up follows them (lineUpForArtists). */
function ArtistsField({ name, label, description }: { name: 'main_artists' | 'featured_artists'; label: string; description: string }) {
  const { control, formState, getValues, setValue } = useRecordingFormContext();
  const artists = () => [...getValues('main_artists'), ...getValues('featured_artists')];
  return (
    <FormField
      control={control}
      name={name}
      render={(field) => (
        <TagsInput
          label={label}
          description={description}
          value={field.value}
          onChange={(names) => {
            const before = artists();
            field.onChange(names);
            setValue('performers', lineUpForArtists(getValues('performers'), before, artists()), { shouldDirty: true });
          }}
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
  const { control } = useRecordingFormContext();
  return (
    <FormField
      control={control}
      name="musical_work"
      render={(field) => (
        <MusicalWorkPicker
          label="Musical work"
          description="Type a title to search your works and the registry"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={field.error}
          maw={{ sm: '60%' }}
        />
      )}
    />
  );
}
