import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { showRefusal } from '../../lib/form-errors';
import { AddShareHolderDialog, ShareLinesEditor } from '../shares/share-lines-editor';
import type { ShareLine, ShareLinesConfig } from '../shares/share-lines';
import { useShareLineTotals } from '../shares/share-lines';
import { FormActions } from '../ui/form-actions';
import { FormRefusal } from '../ui/form-refusal';
import { SectionCard } from '../ui/section-card';
import { UnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { SubmissionPreview } from './submission-preview';

/** What the add and edit screens tell a work's or a recording's form. */
export type RegistrationFormProps<Data> = {
  /** Saves it; a rejection (ApiError) is shown on the fields it names. */
  onSave: (data: Data) => Promise<unknown>;
  submitLabel?: string;
  cancelHref: string;
  /** Shown above the buttons, e.g. that saving a registered one sends it back to review. */
  notice?: ReactNode;
};

type RegistrationFormLayoutProps<Values extends FieldValues, Data, Line extends ShareLine> = RegistrationFormProps<Data> & {
  /** The form's checks; what they return is what is saved. */
  schema: z.ZodType<Data, Values>;
  defaultValues: DefaultValues<Values>;
  /** Accessible name of the form. */
  label: string;
  /** Where a refused save puts the server's messages: on the fields named, the others in an alert. */
  errors: {
    /** The alert's title. */
    title: string;
    fields: (values: Values) => Path<Values>[];
    /** The ISWC or ISRC, which a conflict without field errors is about. */
    codeField: Path<Values>;
    /** The API's paths the form holds under another name (an id the form keeps as the whole item). */
    renamed?: Readonly<Record<string, Path<Values>>>;
  };
  /** The share lines, the last section: the only thing that stops a save is a total above 100%. */
  shares: { title: string; description?: string; config: ShareLinesConfig<Line>; blockedReason: string };
  /** What would still stop a submission, for the values as they stand. */
  submission: { problems: (values: Values) => string[]; readyMessage: string };
  /** The sections before the share lines. */
  children: ReactNode;
};

/**
 * The add and edit form of a work or a recording around its own sections (which reach the form
 * through react-hook-form's context): the share lines, the live submission check, the errors of
 * a refused save and the buttons. Drafts save at any stage; only share totals above 100% (and
 * values wrong in themselves) stop a save.
 */
export function RegistrationForm<Values extends FieldValues, Data, Line extends ShareLine>({
  schema,
  defaultValues,
  label,
  errors,
  shares,
  submission,
  onSave,
  submitLabel = 'Save draft',
  cancelHref,
  notice,
  children,
}: RegistrationFormLayoutProps<Values, Data, Line>) {
  const form = useForm<Values, unknown, Data>({ resolver: zodResolver(schema), defaultValues });
  const [isAddingHolder, setIsAddingHolder] = useState(false);

  const handleSave = form.handleSubmit(async (data) => {
    try {
      await onSave(data);
    } catch (error) {
      const named = errors.renamed ? renameErrorPaths(error, errors.renamed) : error;
      showRefusal(form, named, errors.fields(form.getValues()), { conflictField: errors.codeField });
    }
  });

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitting} />
      <form onSubmit={(event) => void handleSave(event)} noValidate aria-label={label}>
        <Stack gap="lg">
          {children}
          <SectionCard title={shares.title} description={shares.description}>
            <ShareLinesEditor config={shares.config} onAdd={() => setIsAddingHolder(true)} />
          </SectionCard>
          <RegistrationSubmissionPreview {...submission} />
          <FormRefusal title={errors.title} error={form.formState.errors.root?.server} />
          {notice}
          <RegistrationFormActions submitLabel={submitLabel} cancelHref={cancelHref} shares={shares} />
        </Stack>
      </form>
      <AddShareHolderDialog config={shares.config} opened={isAddingHolder} onClose={() => setIsAddingHolder(false)} />
    </FormProvider>
  );
}

function renameErrorPaths(error: unknown, renamed: Readonly<Record<string, string>>): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors = error.errors.map((fieldError) => {
    const path = renamed[fieldError.path];
    return path ? { ...fieldError, path } : fieldError;
  });
  return new ApiError(error.message, error.status, errors);
}

function RegistrationSubmissionPreview<Values extends FieldValues>({ problems, readyMessage }: { problems: (values: Values) => string[]; readyMessage: string }) {
  const { control } = useFormContext<Values>();
  return <SubmissionPreview problems={useWatch({ control, compute: problems })} readyMessage={readyMessage} />;
}

function RegistrationFormActions<Line extends ShareLine>({
  submitLabel,
  cancelHref,
  shares,
}: {
  submitLabel: string;
  cancelHref: string;
  shares: { config: ShareLinesConfig<Line>; blockedReason: string };
}) {
  const { formState } = useFormContext();
  const { exceeded } = useShareLineTotals(shares.config);
  return (
    <FormActions
      submitLabel={submitLabel}
      cancelHref={cancelHref}
      isSubmitting={formState.isSubmitting}
      blockedReason={exceeded.length > 0 ? shares.blockedReason : undefined}
    />
  );
}
