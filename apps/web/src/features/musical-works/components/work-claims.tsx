import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatPercent, workRoleLabels, type WorkClaim } from '@repertoire/contract';
import { RightsHolderName } from '../../../components/rights-holders/rights-holder-name';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useConfirmClaim } from '../api/confirm-claim';
import { useWorkClaims } from '../api/get-work-claims';

function PendingClaim({ claim, workTitle }: { claim: WorkClaim; workTitle: string }) {
  const confirm = useConfirmClaim();
  const handleConfirm = async () => {
    try {
      await confirm.mutateAsync(claim.id);
      notifySuccess(`${claim.rights_holder.name} joins the shares of “${workTitle}”`);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={`Claim by ${claim.claimant.name}`}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <RightsHolderName rightsHolder={claim.rights_holder} />
          <Text size="sm">
            {workRoleLabels[claim.role]} · Performance {formatPercent(claim.performance_share)} · Mechanical {formatPercent(claim.mechanical_share)}
          </Text>
          <Text size="xs" c="dimmed">
            Claimed by {claim.claimant.name} on {formatDate(claim.created_at)}
            {claim.confirm_by ? `; joins the work by itself on ${formatDate(claim.confirm_by)}` : ''}
          </Text>
        </Stack>
        <ConfirmButton
          variant="light"
          title="Confirm this claim?"
          message={`${claim.rights_holder.name} joins the shares of “${workTitle}” as ${workRoleLabels[claim.role].toLowerCase()}, with ${formatPercent(claim.performance_share)} performance and ${formatPercent(claim.mechanical_share)} mechanical.`}
          confirmLabel="Confirm the claim"
          loading={confirm.isPending}
          onConfirm={handleConfirm}
        >
          Confirm
        </ConfirmButton>
      </Group>
    </Paper>
  );
}

/**
 * Claims waiting for the registrant's answer: confirming one adds it to the work's shares; one left
 * alone joins by itself when its confirmation period ends (docs/decisions/0005).
 */
export function WorkClaims({ workId, workTitle }: { workId: string; workTitle: string }) {
  const claims = useWorkClaims(workId);
  const pending = (claims.data ?? []).filter((claim) => claim.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <SectionCard title="Claims waiting for you" description="Other members claim a share of this work. Confirm the claims you agree with.">
      {pending.map((claim) => (
        <PendingClaim key={claim.id} claim={claim} workTitle={workTitle} />
      ))}
    </SectionCard>
  );
}
