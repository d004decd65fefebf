import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { registrationDecisionRequest, type RegistrationDecisionRequest, type RegistrationReview } from '@repertoire/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { DialogButtons } from '../../../components/ui/dialog-buttons';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showRefusal } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDecideRegistration } from '../api/decide-registration';

type DecisionPanelProps = {
  review: RegistrationReview;
  /** After a decision is recorded (or another staff member's was): the screen goes back to the queue. */
  onDecided: () => void;
};

/** Approve (confirmed, a work without an ISWC may get the allocated one) or reject (with the reason the member reads). */
export function DecisionPanel({ review, onDecided }: DecisionPanelProps) {
  const [approving, approveDialog] = useDisclosure(false);
  const [rejecting, rejectDialog] = useDisclosure(false);
  const decide = useDecideRegistration();
  const canGetIswc = review.kind === 'musical-works' && !review.item.iswc;
  const noun = review.kind === 'musical-works' ? 'work' : 'recording';

  const form = useForm<RegistrationDecisionRequest>({ resolver: zodResolver(registrationDecisionRequest), defaultValues: { decision: 'approve', reason: '', iswc: '' } });

  const open = (decision: 'approve' | 'reject') => {
    form.reset({ decision, reason: '', iswc: '' });
    if (decision === 'approve') approveDialog.open();
    else rejectDialog.open();
  };

  const submit = form.handleSubmit(async (values) => {
    const body: RegistrationDecisionRequest =
      values.decision === 'approve' ? { decision: 'approve', ...(canGetIswc && values.iswc ? { iswc: values.iswc } : {}) } : { decision: 'reject', reason: values.reason };
    try {
      await decide.mutateAsync({ kind: review.kind, id: review.item.id, body });
      notifySuccess(values.decision === 'approve' ? `“${review.item.title}” is approved: the member has been told` : `“${review.item.title}” is rejected: the member has been told why`);
      approveDialog.close();
      rejectDialog.close();
      onDecided();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.errors.length === 0) {
        // Someone decided it first: there is nothing left to decide here.
        notifyError(errorMessage(error));
        approveDialog.close();
        rejectDialog.close();
        onDecided();
        return;
      }
      showRefusal(form, error, ['reason', 'iswc']);
    }
  });

  const alert = <FormRefusal error={form.formState.errors.root?.server} />;

  return (
    <>
      <Group gap="sm">
        <Button color="green" leftSection={<IconCheck size={16} />} onClick={() => open('approve')}>
          Approve
        </Button>
        <Button color="red" variant="light" leftSection={<IconX size={16} />} onClick={() => open('reject')}>
          Reject
        </Button>
      </Group>

      <Modal opened={approving} onClose={approveDialog.close} title={`Approve this ${noun}?`} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {review.is_change
                ? `The registry will show the changed “${review.item.title}”, and the member is told.`
                : `“${review.item.title}” joins the society’s registry, and the member is told.`}
            </Text>
            {canGetIswc ? (
              <TextInput
                label="ISWC allocated by the agency"
                description="Optional: the work has no ISWC yet."
                placeholder="T-123.456.789-C"
                data-autofocus
                {...form.register('iswc')}
                error={form.formState.errors.iswc?.message}
              />
            ) : null}
            {alert}
            <DialogButtons label="Approve" color="green" isPending={decide.isPending} onCancel={approveDialog.close} />
          </Stack>
        </form>
      </Modal>

      <Modal opened={rejecting} onClose={rejectDialog.close} title={`Reject this ${noun}`} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Textarea
              label="Reason"
              description="The member reads it and fixes what it says."
              autosize
              minRows={3}
              withAsterisk
              data-autofocus
              {...form.register('reason')}
              error={form.formState.errors.reason?.message}
            />
            {alert}
            <DialogButtons label="Reject" color="red" isPending={decide.isPending} onCancel={rejectDialog.close} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
