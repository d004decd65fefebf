import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Text } from '@mantine/core';
import { DECISION_REASON_MAX_LENGTH, disputeWithdraw, type DisputeDetails } from '@repertoire/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogButtons } from '../../../components/ui/dialog-buttons';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { LongTextField } from '../../../components/ui/long-text-field';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useWithdrawDispute } from '../api/withdraw-dispute';

type WithdrawValues = z.input<typeof disputeWithdraw>;

/** Withdraws the dispute the member raised, with a reason if they give one; the work's shares stay as registered. */
export function WithdrawDisputeDialog({ dispute, opened, onClose }: { dispute: DisputeDetails; opened: boolean; onClose: () => void }) {
  const withdraw = useWithdrawDispute();
  const form = useForm<WithdrawValues>({ resolver: zodResolver(disputeWithdraw), defaultValues: { reason: '' } });

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await withdraw.mutateAsync({ id: dispute.id, reason: reason ?? '' });
      notifySuccess('The dispute is withdrawn: the other parties have been told');
      onClose();
    } catch (error) {
      showRefusal(form, error, ['reason']);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Withdraw this dispute?" centered>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Withdraw the dispute">
        <Stack gap="md">
          <Text size="sm">
            The dispute over “{dispute.work.title}” closes and its shares stay as registered. Every party is told. This cannot be taken back.
          </Text>
          <LongTextField
            control={form.control}
            data-autofocus
            label="Reason"
            description="Optional: the other parties read it."
            autosize
            minRows={2}
            maxLength={DECISION_REASON_MAX_LENGTH}
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <FormRefusal title="The dispute was not withdrawn" error={form.formState.errors.root?.server} />
          <DialogButtons label="Withdraw the dispute" color="red" isPending={withdraw.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
