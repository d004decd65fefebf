import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  claimFitMessage,
  claimRoom,
  DEFAULT_CLAIM_CONFIRMATION_DAYS,
  formatPercent,
  workClaimCreate,
  workRole,
  type MusicalWorkRegistryItem,
  type WorkClaim,
  type WorkClaimCreate,
  type WorkRole,
} from '@repertoire/contract';
import { IconAlertTriangle, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PercentInput } from '../../../components/shares/percent-input';
import { shareInput, typedShare, type TypedShare } from '../../../components/shares/share-input';
import { workRoleOptions } from '../../../components/shares/work-share-lines';
import { DialogButtons } from '../../../components/ui/dialog-buttons';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { paths } from '../../../config/paths';
import { showRefusal } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useOwnRightsHolder } from '../../../lib/rights-holders/get-own-rights-holder';
import { useClaimWorkShare } from '../api/claim-work-share';

const claimForm = z
  .object({ role: workRole, performance_share: shareInput('Performance share'), mechanical_share: shareInput('Mechanical share') })
  .pipe(workClaimCreate);
type ClaimValues = z.input<typeof claimForm>;

const claimFields = ['role', 'performance_share', 'mechanical_share'] as const;

/** What became of a claim that did not open a dispute. */
function claimOutcome(claim: WorkClaim): string {
  if (claim.status === 'pending' && claim.confirm_by) return `Your claim waits for the registrant’s confirmation until ${formatDate(claim.confirm_by)}`;
  if (claim.status === 'accepted') return 'Your claim is accepted: it joins the work’s shares';
  return 'Your claim is recorded';
}

type ClaimShareDialogProps = { work: MusicalWorkRegistryItem; opened: boolean; onClose: () => void };

const shareTyped = (value: TypedShare) => {
  const share = typedShare(value);
  return Number.isFinite(share) ? share : 0;
};

/**
 * What is left of the work for this claim, and what the claim as typed will do: wait for the
 * registrant, or open a dispute (contract claimRoom and claimFitMessage, the server's own rule).
 */
function ClaimFit({ work, ownRecordId, role, performance, mechanical }: { work: MusicalWorkRegistryItem; ownRecordId: string; role: WorkRole; performance: TypedShare; mechanical: TypedShare }) {
  const room = claimRoom(work.parties, work.claims_waiting, { rights_holder_id: ownRecordId, role });
  const claim = { performance_share: shareTyped(performance), mechanical_share: shareTyped(mechanical) };
  const isTyped = claim.performance_share > 0 || claim.mechanical_share > 0;
  const fit = claimFitMessage(room, claim);
  return (
    <Stack gap="xs">
      <Text size="sm" aria-label="What is left to claim">
        Left to claim: performance <strong>{formatPercent(room.performance)}</strong>, mechanical <strong>{formatPercent(room.mechanical)}</strong>
        {work.claims_waiting.performance > 0 || work.claims_waiting.mechanical > 0 ? ' (after the claims already waiting for the registrant)' : ''}
      </Text>
      {isTyped ? (
        <Alert
          color={fit.fits ? 'blue' : 'orange'}
          icon={fit.fits ? <IconHourglass size={18} /> : <IconAlertTriangle size={18} />}
          role="status"
          aria-live="polite"
        >
          {fit.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * Claims a role and shares of someone else's registered work for the member's own rights-holder
 * record. The dialog says live whether the claim fits into what is left (it then waits for the
 * registrant) or takes a right over 100% (it opens a dispute at once, docs/decisions/0013, and the
 * member is taken to it).
 */
export function ClaimShareDialog({ work, opened, onClose }: ClaimShareDialogProps) {
  const navigate = useNavigate();
  const claim = useClaimWorkShare();
  const [outcome, setOutcome] = useState<string | null>(null);
  const form = useForm<ClaimValues, unknown, WorkClaimCreate>({
    resolver: zodResolver(claimForm),
    defaultValues: { role: 'composer_author', performance_share: '', mechanical_share: '' },
  });
  const { errors } = form.formState;
  const ownRecord = useOwnRightsHolder();
  const [role, performance, mechanical] = useWatch({ control: form.control, name: ['role', 'performance_share', 'mechanical_share'] });

  const submit = form.handleSubmit(async (body) => {
    try {
      const claimed = await claim.mutateAsync({ workId: work.id, body });
      if (claimed.status === 'in_dispute' && claimed.dispute_id) {
        notifySuccess('Your claim takes the work over 100%: a dispute is open, and the other parties have been told');
        void navigate(paths.app.disputeDetails.getHref(work.id, { dispute: claimed.dispute_id }));
        return;
      }
      setOutcome(claimOutcome(claimed));
    } catch (error) {
      showRefusal(form, error, claimFields);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Claim a share of “${work.title}”`} centered size="lg">
      {outcome ? (
        <Stack gap="md">
          <Alert color="green" icon={<IconCircleCheck size={18} />}>
            {outcome}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Claim a share">
          <Stack gap="md">
            <Text size="sm">
              Claim the role and the shares your own rights-holder record holds in this work. If your claim fits into what is left, the registrant has{' '}
              {DEFAULT_CLAIM_CONFIRMATION_DAYS} days to confirm it, after which it joins the work by itself. A claim that takes a right over 100% opens a dispute at once.
            </Text>
            <NativeSelect label="Role" data={workRoleOptions} data-autofocus {...form.register('role')} error={errors.role?.message} maw={280} />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {(['performance_share', 'mechanical_share'] as const).map((field) => (
                <Controller
                  key={field}
                  control={form.control}
                  name={field}
                  render={({ field: share }) => (
                    <PercentInput
                      label={field === 'performance_share' ? 'Performance %' : 'Mechanical %'}
                      value={share.value}
                      onChange={share.onChange}
                      onBlur={share.onBlur}
                      name={share.name}
                      error={errors[field]?.message}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
            <ClaimFit work={work} ownRecordId={ownRecord.data?.id ?? ''} role={role} performance={performance} mechanical={mechanical} />
            <FormRefusal title="Your claim was not recorded" error={form.formState.errors.root?.server} />
            <DialogButtons label="Claim the share" isPending={claim.isPending} onCancel={onClose} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
