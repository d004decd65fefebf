import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DECISION_REASON_MAX_LENGTH, disputeDecision, type DisputeDetails } from '@repertoire/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { disputePositions } from '../../../components/disputes/dispute-positions-table';
import { SplitForm, splitErrorFields, splitRows } from '../../../components/disputes/split-form';
import { shareRowsOf, type WorkShareRow } from '../../../components/shares/work-share-lines';
import { DialogButtons } from '../../../components/ui/dialog-buttons';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { LongTextField } from '../../../components/ui/long-text-field';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useDecideDispute } from '../api/decide-dispute';

const [resolveDecision, rejectDecision] = disputeDecision.options;

const resolveForm = z
  .object({ reason: z.string(), shares: splitRows })
  .transform((values) => ({ decision: 'resolve' as const, ...values }))
  .pipe(resolveDecision);
type ResolveValues = { reason: string; shares: WorkShareRow[] };

const rejectForm = z
  .object({ reason: z.string() })
  .transform((values) => ({ decision: 'reject' as const, ...values }))
  .pipe(rejectDecision);
type RejectValues = { reason: string };

/** The reason field of both decisions: the parties read it. */
const reasonFieldProps = { label: 'Reason', withAsterisk: true, autosize: true, minRows: 3, maxLength: DECISION_REASON_MAX_LENGTH } as const;

/** Resolve with final shares, starting from a party's position or the registered shares; each right exactly 100%. */
function ResolveDialog({ dispute, onClose }: { dispute: DisputeDetails; onClose: () => void }) {
  const decide = useDecideDispute();
  const positions = disputePositions(dispute);
  const [startFrom, setStartFrom] = useState('registered');
  const form = useForm<ResolveValues, unknown, z.output<typeof resolveForm>>({
    resolver: zodResolver(resolveForm),
    defaultValues: { reason: '', shares: shareRowsOf(dispute.registered_shares) },
  });

  const chooseStart = (key: string) => {
    const position = positions.find((p) => p.key === key);
    if (!position) return;
    setStartFrom(key);
    form.setValue('shares', shareRowsOf(position.shares), { shouldDirty: true });
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      await decide.mutateAsync({ id: dispute.id, body });
      notifySuccess(`The dispute over “${dispute.work.title}” is resolved: the final shares are the work’s, and the parties have been told`);
      onClose();
    } catch (error) {
      showRefusal(form, error, ['reason', ...splitErrorFields(form.getValues('shares'))]);
    }
  });

  return (
    <SplitForm form={form} label="Resolve the dispute" onSubmit={(event) => void submit(event)}>
      {(split) => (
        <Stack gap="md">
          <Text size="sm">The final shares replace the work’s registered shares at once, and every party is told.</Text>
          <NativeSelect
            label="Start from"
            value={startFrom}
            onChange={(event) => chooseStart(event.currentTarget.value)}
            data={positions.map((position) => ({ value: position.key, label: position.key === 'registered' ? 'The registered shares' : `${position.name}’s proposal` }))}
            maw={360}
          />
          {split}
          <LongTextField
            control={form.control}
            {...reasonFieldProps}
            description="The parties read it with the final shares."
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <FormRefusal title="The dispute was not resolved" error={form.formState.errors.root?.server} />
          <DialogButtons label="Resolve with these shares" color="green" isPending={decide.isPending} onCancel={onClose} />
        </Stack>
      )}
    </SplitForm>
  );
}

/** Reject: the work keeps its registered shares; the reason is required. */
function RejectDialog({ dispute, onClose }: { dispute: DisputeDetails; onClose: () => void }) {
  const decide = useDecideDispute();
  const form = useForm<RejectValues, unknown, z.output<typeof rejectForm>>({ resolver: zodResolver(rejectForm), defaultValues: { reason: '' } });

  const submit = form.handleSubmit(async (body) => {
    try {
      await decide.mutateAsync({ id: dispute.id, body });
      notifySuccess(`The dispute over “${dispute.work.title}” is rejected: the parties have been told why`);
      onClose();
    } catch (error) {
      showRefusal(form, error, ['reason']);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reject the dispute">
      <Stack gap="md">
        <Text size="sm">The work keeps its registered shares, and every party is told why.</Text>
        <LongTextField control={form.control} {...reasonFieldProps} description="The parties read it." {...form.register('reason')} error={form.formState.errors.reason?.message} />
        <FormRefusal title="The dispute was not rejected" error={form.formState.errors.root?.server} />
        <DialogButtons label="Reject the dispute" color="red" isPending={decide.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** Staff's decision on a dispute under their review: resolve with the final shares, or reject. */
export function DisputeDecisionPanel({ dispute }: { dispute: DisputeDetails }) {
  const [isResolving, resolveDialog] = useDisclosure(false);
  const [isRejecting, rejectDialog] = useDisclosure(false);
  return (
    <>
      <Group gap="sm">
        <Button color="green" leftSection={<IconCheck size={16} />} onClick={resolveDialog.open}>
          Resolve
        </Button>
        <Button color="red" variant="light" leftSection={<IconX size={16} />} onClick={rejectDialog.open}>
          Reject
        </Button>
      </Group>
      <Modal opened={isResolving} onClose={resolveDialog.close} title="Resolve this dispute" size="xl">
        {isResolving ? <ResolveDialog dispute={dispute} onClose={resolveDialog.close} /> : null}
      </Modal>
      <Modal opened={isRejecting} onClose={rejectDialog.close} title="Reject this dispute" centered>
        {isRejecting ? <RejectDialog dispute={dispute} onClose={rejectDialog.close} /> : null}
      </Modal>
    </>
  );
}
