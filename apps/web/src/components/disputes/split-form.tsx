import { Text } from '@mantine/core';
import { splitTotalProblems } from '@repertoire/contract';
import type { FormEventHandler, ReactNode } from 'react';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormProvider, get, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { AddShareHolderDialog, ShareLinesEditor } from '../shares/share-lines-editor';
import type { ShareLinesConfig } from '../shares/share-lines';
import { shareAmounts, shareLinesOf, workShareLinesConfig, workShareRow, type WorkShareRow } from '../shares/work-share-lines';

/**
 * A split of the whole work as a dispute asks for it (docs/decisions/0005): the work's share lines,
 * each right adding up to exactly 100%. The member raising a dispute, a party revising their
 * position and staff deciding all edit one with the work form's editor; the totals say live what
 * stops it, in the contract's words.
 */
export const disputeSplitLinesConfig: ShareLinesConfig<WorkShareRow> = {
  ...workShareLinesConfig,
  totals: (rows) => ({ totals: workShareLinesConfig.totals(rows).totals, exceeded: splitTotalProblems(shareAmounts(rows)) }),
  emptyText: 'No rights holders yet. Add everyone who holds a share of the work as you believe it should be registered.',
};

/** The split's lines as typed; the finished lines go through the contract's proposedSplit with the rest of the request. */
export const splitRows = z.array(workShareRow).transform(shareLinesOf);

/** The server's and the form's paths of a split's fields, for showRefusal. */
export const splitErrorFields = (rows: readonly unknown[]) =>
  rows.flatMap((_, i) => (['rights_holder_id', 'role', 'performance_share', 'mechanical_share'] as const).map((field) => `shares.${i}.${field}` as const));

type SplitFormProps<Values extends FieldValues & { shares: WorkShareRow[] }, Data> = {
  form: UseFormReturn<Values, unknown, Data>;
  /** Accessible name of the form. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields around the split: `split` is the editor, to place among them. */
  children: (split: ReactNode) => ReactNode;
};

/**
 * A form holding a split. The directory dialog that adds a rights holder sits beside the form,
 * not inside it: it has a form of its own (a new rights holder) whose submit must not submit this one.
 */
export function SplitForm<Values extends FieldValues & { shares: WorkShareRow[] }, Data>({ form, label, onSubmit, children }: SplitFormProps<Values, Data>) {
  const [isAddingHolder, setIsAddingHolder] = useState(false);
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        {children(<SplitEditor onAdd={() => setIsAddingHolder(true)} />)}
      </form>
      <AddShareHolderDialog config={disputeSplitLinesConfig} opened={isAddingHolder} onClose={() => setIsAddingHolder(false)} />
    </FormProvider>
  );
}

function SplitEditor({ onAdd }: { onAdd: () => void }) {
  const { formState, getValues } = useFormContext<{ shares: WorkShareRow[] }>();
  // A refused split names the whole list (no line at all); totals the editor already shows live are not repeated.
  const error = (get(formState.errors, 'shares.root') ?? get(formState.errors, 'shares')) as { message?: string } | undefined;
  const shownLive = splitTotalProblems(shareAmounts(getValues('shares')));
  const message = error?.message && !shownLive.includes(error.message) ? error.message : null;
  return (
    <>
      <ShareLinesEditor config={disputeSplitLinesConfig} onAdd={onAdd} />
      {message ? (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      ) : null}
    </>
  );
}

