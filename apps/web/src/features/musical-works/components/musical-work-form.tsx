import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { MusicalWorkCreateData } from '@repertoire/contract';
import { formatIswc, isValidIswc, musicalWorkSubmissionProblems, versionTypeLabels, versionTypeValues } from '@repertoire/contract';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { Controller, FormProvider, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { SubmissionPreview } from '../../../components/registration/submission-preview';
import { DurationInput } from '../../../components/ui/duration-input';
import { FormActions } from '../../../components/ui/form-actions';
import { FormErrorsAlert } from '../../../components/ui/form-errors-alert';
import { GenreAutocomplete } from '../../../components/ui/genre-autocomplete';
import { LanguageSelect } from '../../../components/ui/language-select';
import { SectionCard } from '../../../components/ui/section-card';
import { YearSelect } from '../../../components/ui/year-select';
import { errorMessage } from '../../../lib/api-client';
import { applySaveErrors } from '../../../lib/form-errors';
import { notifyError } from '../../../lib/notify';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import type { WorkFormValues } from '../utils/work-form';
import { formForSubmission, workFormSchema } from '../utils/work-form';
import { AddRightsHolderDialog, SharesEditor, useShareTotals } from './shares-editor';

type MusicalWorkFormProps = {
  defaultValues: WorkFormValues;
  /** Saves the work; a rejection (ApiError) is shown on the fields it names. */
  onSave: (work: MusicalWorkCreateData) => Promise<unknown>;
  submitLabel?: string;
  cancelHref: string;
  /** Shown above the buttons, e.g. that saving a registered work sends it back to review. */
  notice?: ReactNode;
};

const workFields: FieldPath<WorkFormValues>[] = [
  'title',
  'iswc',
  'language',
  'genre',
  'duration',
  'creation_year',
  'version_type',
  'original_title',
  'is_instrumental',
];

const useWorkFormContext = () => useFormContext<WorkFormValues>();

/** The add and edit form of a musical work: its fields and its shares. Drafts save at any stage; only totals above 100% stop a save. */
export function MusicalWorkForm({ defaultValues, onSave, submitLabel = 'Save draft', cancelHref, notice }: MusicalWorkFormProps) {
  const form = useForm<WorkFormValues, unknown, MusicalWorkCreateData>({ resolver: zodResolver(workFormSchema), defaultValues });
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isAddingHolder, setIsAddingHolder] = useState(false);

  const handleSave = form.handleSubmit(async (work) => {
    setFormErrors([]);
    try {
      await onSave(work);
    } catch (error) {
      const shareFields = form.getValues('shares').flatMap((_, i) =>
        (['rights_holder_id', 'role', 'performance_share', 'mechanical_share'] as const).map((f) => `shares.${i}.${f}` as const),
      );
      setFormErrors(applySaveErrors(error, form.setError, [...workFields, ...shareFields], 'iswc'));
      notifyError(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitting} />
      <form onSubmit={(event) => void handleSave(event)} noValidate aria-label="Musical work">
        <Stack gap="lg">
          <SectionCard title="The work">
            <WorkFields />
          </SectionCard>
          <SectionCard title="Rights holders and shares">
            <SharesEditor onAddRightsHolder={() => setIsAddingHolder(true)} />
          </SectionCard>
          <WorkSubmissionPreview />
          <FormErrorsAlert title="The work could not be saved" messages={formErrors} />
          {notice}
          <WorkFormActions submitLabel={submitLabel} cancelHref={cancelHref} />
        </Stack>
      </form>
      <AddRightsHolderDialog opened={isAddingHolder} onClose={() => setIsAddingHolder(false)} />
    </FormProvider>
  );
}

function WorkFields() {
  const { control, register, setValue, formState } = useWorkFormContext();
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
            <TextInput
              style={{ flex: 1 }}
              aria-label={`Alternative title ${index + 1}`}
              {...register(`alternative_titles.${index}.value`)}
              error={errors.alternative_titles?.[index]?.value?.message}
            />
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
          <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={() => titles.append({ value: '' })}>
            Add alternative title
          </Button>
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="ISWC"
          description="e.g. T-034.524.680-1; leave empty if none has been assigned yet"
          {...register('iswc', {
            onBlur: (event: { target: HTMLInputElement }) => {
              const value = event.target.value;
              if (value.trim() && isValidIswc(value)) setValue('iswc', formatIswc(value));
            },
          })}
          error={errors.iswc?.message}
        />
        <Controller
          control={control}
          name="genre"
          render={({ field }) => (
            <GenreAutocomplete label="Genre" value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} name={field.name} error={errors.genre?.message} />
          )}
        />
        <DurationInput label="Duration" description="mm:ss" {...register('duration')} error={errors.duration?.message} />
        <Controller
          control={control}
          name="creation_year"
          render={({ field }) => (
            <YearSelect label="Creation year" value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} error={errors.creation_year?.message} />
          )}
        />
      </SimpleGrid>

      <Controller
        control={control}
        name="is_instrumental"
        render={({ field }) => (
          <Radio.Group
            label="Lyrics"
            value={field.value ? 'instrumental' : 'lyrics'}
            onChange={(value) => field.onChange(value === 'instrumental')}
            error={errors.is_instrumental?.message}
          >
            <Group mt="xs">
              <Radio value="lyrics" label="With lyrics" />
              <Radio value="instrumental" label="Instrumental" />
            </Group>
          </Radio.Group>
        )}
      />
      {isInstrumental ? null : (
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <LanguageSelect
              label="Language"
              description="Language of the lyrics"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={errors.language?.message}
              maw={{ sm: '50%' }}
            />
          )}
        />
      )}

      <Controller
        control={control}
        name="version_type"
        render={({ field }) => (
          <Radio.Group label="Version" value={field.value} onChange={field.onChange} error={errors.version_type?.message}>
            <Group mt="xs">
              {versionTypeValues.map((value) => (
                <Radio key={value} value={value} label={versionTypeLabels[value]} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      {versionType === 'modification' ? (
        <TextInput label="Original title" description="Title of the work this one modifies" required {...register('original_title')} error={errors.original_title?.message} />
      ) : null}
    </Stack>
  );
}

function WorkSubmissionPreview() {
  const { control } = useWorkFormContext();
  const [title, iswc, versionType, originalTitle, shares] = useWatch({
    control,
    name: ['title', 'iswc', 'version_type', 'original_title', 'shares'],
  });
  const problems = musicalWorkSubmissionProblems(
    formForSubmission({ title, iswc, version_type: versionType, original_title: originalTitle, shares }),
  );
  return <SubmissionPreview problems={problems} readyMessage="Once saved, you can submit this work for registration from its page." />;
}

function WorkFormActions({ submitLabel, cancelHref }: { submitLabel: string; cancelHref: string }) {
  const { formState } = useWorkFormContext();
  const { exceeded } = useShareTotals();
  return (
    <FormActions
      submitLabel={submitLabel}
      cancelHref={cancelHref}
      isSubmitting={formState.isSubmitting}
      blockedReason={exceeded.length > 0 ? 'Bring each right down to 100% or less to save.' : undefined}
    />
  );
}
