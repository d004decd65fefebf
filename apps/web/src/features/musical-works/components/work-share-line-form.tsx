import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import type { MusicalWorkDetails, RightsHolderRole, RightsHolderSummary, WorkShare } from '@repertoire/contract';
import { workRole, workShareLines } from '@repertoire/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PercentInput } from '../../../components/shares/percent-input';
import { shareInput } from '../../../components/shares/share-input';
import { ShareTotals } from '../../../components/shares/share-totals';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useAddWorkShare } from '../api/add-work-share';
import { useUpdateWorkShare } from '../api/update-work-share';
import { remainingShares, suggestedWorkRole, workRoleOptions, workTotals } from '../../../components/shares/work-share-lines';

const lineSchema = z.object({
  role: workRole,
  performance_share: shareInput('Performance share'),
  mechanical_share: shareInput('Mechanical share'),
  controlled: z.boolean(),
});
type LineValues = z.input<typeof lineSchema>;
type LineData = z.output<typeof lineSchema>;

type WorkShareLineFormProps = {
  work: MusicalWorkDetails;
  holder: RightsHolderSummary & { roles?: readonly RightsHolderRole[] };
  /** The line being changed; without it a new line is added. */
  share?: WorkShare;
  onDone: () => void;
  onCancel?: () => void;
};

/**
 * One rights holder's role and shares on a work, with the work's totals shown live including
 * this line; a right above 100% is refused with the contract's message before anything is sent.
 */
export function WorkShareLineForm({ work, holder, share, onDone, onCancel }: WorkShareLineFormProps) {
  const others = work.shares.filter((line) => line.id !== share?.id);
  const add = useAddWorkShare();
  const update = useUpdateWorkShare();

  const form = useForm<LineValues, unknown, LineData>({
    resolver: zodResolver(lineSchema),
    defaultValues: share
      ? { role: share.role, performance_share: share.performance_share, mechanical_share: share.mechanical_share, controlled: share.controlled }
      : (() => {
          const left = remainingShares(others);
          return { role: suggestedWorkRole(holder.roles ?? []), performance_share: left.performance, mechanical_share: left.mechanical, controlled: true };
        })(),
  });
  const { errors } = form.formState;
  const [role, performance, mechanical] = useWatch({ control: form.control, name: ['role', 'performance_share', 'mechanical_share'] });

  const { totals, exceeded, notices } = workTotals([...others, { role, performance_share: performance, mechanical_share: mechanical }]);
  // The contract's own words for a holder listed twice in the same role.
  const duplicate = workShareLines
    .safeParse([
      ...others.map((line) => ({ rights_holder_id: line.rights_holder.id, role: line.role, performance_share: 0, mechanical_share: 0 })),
      { rights_holder_id: holder.id, role, performance_share: 0, mechanical_share: 0 },
    ])
    .error?.issues.find((issue) => issue.path[0] === others.length)?.message;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      if (share) await update.mutateAsync({ workId: work.id, shareId: share.id, changes: values });
      else await add.mutateAsync({ workId: work.id, line: { rights_holder_id: holder.id, ...values } });
      notifySuccess(share ? `The shares of ${holder.name} were saved` : `${holder.name} was added to “${work.title}”`);
      onDone();
    } catch (error) {
      showRefusal(form, error, ['role', 'performance_share', 'mechanical_share']);
    }
  });

  const blocked = exceeded.length > 0 || Boolean(duplicate);

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={share ? `Shares of ${holder.name}` : `Add ${holder.name} to the work`}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => <NativeSelect label="Role" data={workRoleOptions} data-autofocus {...field} error={errors.role?.message ?? duplicate} />}
          />
          <Controller
            control={form.control}
            name="performance_share"
            render={({ field }) => (
              <PercentInput label="Performance %" value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} error={errors.performance_share?.message} />
            )}
          />
          <Controller
            control={form.control}
            name="mechanical_share"
            render={({ field }) => (
              <PercentInput label="Mechanical %" value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} error={errors.mechanical_share?.message} />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="controlled"
          render={({ field }) => (
            <Checkbox
              label="Not controlled"
              description="A co-writer or publisher you name but do not represent: their claim replaces this line when it joins"
              checked={field.value === false}
              onChange={(event) => field.onChange(!event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <ShareTotals totals={totals} problems={exceeded} notices={notices} />
        <FormRefusal title={share ? 'The shares could not be saved' : 'The rights holder could not be added'} error={form.formState.errors.root?.server} />
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={form.formState.isSubmitting} disabled={blocked}>
            {share ? 'Save shares' : 'Add to work'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
