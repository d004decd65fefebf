import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Text } from '@mantine/core';
import { disputeClaimRevision, type DisputeClaimRevision, type DisputeDetails } from '@repertoire/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SplitForm, splitErrorFields, splitRows } from '../../../components/disputes/split-form';
import { shareRowsOf, type WorkShareRow } from '../../../components/shares/work-share-lines';
import { DialogButtons } from '../../../components/ui/dialog-buttons';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useReviseClaim } from '../api/revise-claim';

const revisionForm = z.object({ shares: splitRows }).pipe(disputeClaimRevision);
type RevisionValues = { shares: WorkShareRow[] };

/** The member's position as a whole split, prefilled with the one they stand behind now; each right exactly 100%. */
export function ReviseClaimDialog({ dispute, opened, onClose }: { dispute: DisputeDetails; opened: boolean; onClose: () => void }) {
  const mine = dispute.parties.find((party) => party.is_you);
  const revise = useReviseClaim();
  const form = useForm<RevisionValues, unknown, DisputeClaimRevision>({
    resolver: zodResolver(revisionForm),
    defaultValues: { shares: shareRowsOf(mine?.shares ?? dispute.registered_shares) },
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      await revise.mutateAsync({ id: dispute.id, body });
      notifySuccess('Your claim is revised: the other parties have been told');
      onClose();
    } catch (error) {
      showRefusal(form, error, splitErrorFields(form.getValues('shares')));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Revise my claim" size="xl">
      <SplitForm form={form} label="Revise my claim" onSubmit={(event) => void submit(event)}>
        {(split) => (
          <Stack gap="md">
            <Text size="sm">The split of the whole work you stand behind. Each right must add up to exactly 100%.</Text>
            {split}
            <FormRefusal title="Your claim was not revised" error={form.formState.errors.root?.server} />
            <DialogButtons label="Revise my claim" isPending={revise.isPending} onCancel={onClose} />
          </Stack>
        )}
      </SplitForm>
    </Modal>
  );
}
