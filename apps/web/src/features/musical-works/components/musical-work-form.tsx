import { ActionIcon, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { MusicalWorkCreateData } from '@repertoire/contract';
import {
  alternativeTitleTypeLabels,
  alternativeTitleTypeValues,
  DEFAULT_ALTERNATIVE_TITLE_TYPE,
  formatIswc,
  isValidIswc,
  musicalWorkSubmissionProblems,
  versionTypeLabels,
  versionTypeValues,
} from '@repertoire/contract';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { FieldPath } from 'react-hook-form';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { RegistrationCodeInput } from '../../../components/registration/registration-code-input';
import type { RegistrationFormProps } from '../../../components/registration/registration-form';
import { RegistrationForm } from '../../../components/registration/registration-form';
import { DurationInput } from '../../../components/ui/duration-input';
import { FormField } from '../../../components/ui/form-field';
import { GenreAutocomplete } from '../../../components/ui/genre-autocomplete';
import { LanguageSelect } from '../../../components/ui/language-select';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { SectionCard } from '../../../components/ui/section-card';
import { YearSelect } from '../../../components/ui/year-select';
import type { WorkFormValues } from '../utils/work-form';
import { registeredShareLinesConfig } from '../../../components/shares/work-share-lines';
import { formForSubmission, workFormSchema } from '../utils/work-form';

type MusicalWorkFormProps = RegistrationFormProps<MusicalWorkCreateData> & { defaultValues: WorkFormValues };

const workFields: FieldPath<WorkFormValues>[] = [
  'title',
  'iswc',
  'work_code',
  'language',
  'genre',
  'duration',
  'creation_year',
  'version_type',
  'original_title',
  'is_instrumental',
];

/** Paths of the server's errors on the form's fields: the work's and its share lines'. */
const errorFields = (values: WorkFormValues): FieldPath<WorkFormValues>[] => [
  ...workFields,
  ...values.shares.flatMap((_, i) => (['rights_holder_id', 'role', 'performance_share', 'mechanical_share'] as const).map((f) => `shares.${i}.${f}` as const)),
];

const submissionProblems = (values: WorkFormValues) => musicalWorkSubmissionProblems(formForSubmission(values));

const lyricsLabels = { lyrics: 'With lyrics', instrumental: 'Instrumental' };

const titleTypeOptions = alternativeTitleTypeValues.map((value) => ({ value, label: alternativeTitleTypeLabels[value] }));

const useWorkFormContext = () => useFormContext<WorkFormValues>();

/** The add and edit form of a musical work: its fields and its shares. */
export function MusicalWorkForm(props: MusicalWorkFormProps) {
  return (
    <RegistrationForm
      {...props}
      schema={workFormSchema}
      label="Musical work"
      errors={{ title: 'The work could not be saved', fields: errorFields, codeField: 'iswc' }}
      shares={{ title: 'Rights holders and shares', config: registeredShareLinesConfig, blockedReason: 'Bring each right down to 100% or less to save' }}
      submission={{ problems: submissionProblems, readyMessage: 'Once saved, you can submit this work for registration from its page' }}
    >
      <SectionCard title="The work">
        <WorkFields />
      </SectionCard>
    </RegistrationForm>
  );
}

function WorkFields() {
  const { control, register, formState } = useWorkFormContext();
  const { errors } = formState;
  const titles = useFieldArray({ control, name: 'alternative_titles', keyName: 'key' });
  const versionType = useWatch({ control, name: 'version_type' });
  const isInstrumental = useWatch({ control, name: 'is_instrumental' });

  return (
    <Stack gap="md">
      <TextInput label="Title" required {...register('title')} error={errors.title?.message} />

      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Alternative titles
        </Text>
        {titles.fields.map((field, index) => (
          <Group key={field.key} gap="xs" align="flex-start" wrap="nowrap">
            {/* Title and type side by side from a tablet up, one above the other on a phone. */}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ flex: 1 }}>
              <TextInput
                aria-label={`Alternative title ${index + 1}`}
                {...register(`alternative_titles.${index}.title`)}
                error={errors.alternative_titles?.[index]?.title?.message}
              />
              <NativeSelect
                aria-label={`Type of alternative title ${index + 1}`}
                data={titleTypeOptions}
                {...register(`alternative_titles.${index}.type`)}
                error={errors.alternative_titles?.[index]?.type?.message}
              />
            </SimpleGrid>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Remove alternative title ${index + 1}`} onClick={() => titles.remove(index)}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        {errors.alternative_titles?.root?.message ?? errors.alternative_titles?.message ? (
          <Text size="xs" c="red">
            {errors.alternative_titles?.root?.message ?? errors.alternative_titles?.message}
          </Text>
        ) : null}
        <Group>
          <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={() => titles.append({ title: '', type: DEFAULT_ALTERNATIVE_TITLE_TYPE })}>
            Add alternative title
          </Button>
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RegistrationCodeInput
          name="iswc"
          label="ISWC"
          description="e.g. T-034.524.680-1; leave empty if none has been assigned yet"
          isValid={isValidIswc}
          format={formatIswc}
        />
        <TextInput
          label="Work code"
          description="Your own code for the work (a catalogue number): imports find the work by it"
          {...register('work_code')}
          error={errors.work_code?.message}
        />
        <FormField control={control} name="genre" render={(field) => <GenreAutocomplete label="Genre" {...field} value={field.value ?? ''} />} />
        <DurationInput label="Duration" description="mm:ss" {...register('duration')} error={errors.duration?.message} />
        <FormField control={control} name="creation_year" render={(field) => <YearSelect label="Creation year" {...field} />} />
      </SimpleGrid>

      <FormField
        control={control}
        name="is_instrumental"
        render={({ value, onChange, error }) => (
          <RadioChoices
            label="Lyrics"
            values={['lyrics', 'instrumental']}
            labels={lyricsLabels}
            value={value ? 'instrumental' : 'lyrics'}
            onChange={(choice) => onChange(choice === 'instrumental')}
            error={error}
          />
        )}
      />
      {isInstrumental ? null : (
        <FormField
          control={control}
          name="language"
          render={(field) => <LanguageSelect label="Language" description="Language of the lyrics" {...field} maw={{ sm: '50%' }} />}
        />
      )}

      <FormField
        control={control}
        name="version_type"
        render={({ value, onChange, error }) => <RadioChoices label="Version" values={versionTypeValues} labels={versionTypeLabels} value={value} onChange={onChange} error={error} />}
      />
      {versionType === 'modification' ? (
        <TextInput label="Original title" description="Title of the work this one modifies" required {...register('original_title')} error={errors.original_title?.message} />
      ) : null}
    </Stack>
  );
}
