import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { DisputeDetails, DisputeParty } from '@repertoire/contract';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAcceptProposal } from '../api/accept-proposal';
import { isSameSplit } from '../utils/same-split';
import { ReviseClaimDialog } from './revise-claim-dialog';
import { wrappingLabel } from '../../../components/ui/wrapping-label';
import { WithdrawDisputeDialog } from './withdraw-dispute-dialog';

function AcceptButton({ dispute, party }: { dispute: DisputeDetails; party: DisputeParty }) {
  const accept = useAcceptProposal();
  const handleAccept = async () => {
    try {
      await accept.mutateAsync({ id: dispute.id, body: { party_id: party.id } });
      notifySuccess(`You now stand behind ${party.name}’s proposal`);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <ConfirmButton
      variant="light"
      color="green"
      leftSection={<IconCheck size={16} />}
      {...wrappingLabel}
      title={`Accept ${party.name}’s proposal?`}
      message={`Your claim becomes ${party.name}’s split of the work. When every party stands behind the same split, the dispute settles and that split becomes the work’s shares.`}
      confirmLabel="Accept the proposal"
      loading={accept.isPending}
      onConfirm={handleAccept}
    >
      Accept {party.name}’s proposal
    </ConfirmButton>
  );
}

/** What a party may do now, as the dispute's `can` says: revise their claim, accept another's, withdraw. */
export function PartyActions({ dispute }: { dispute: DisputeDetails }) {
  const [isRevising, reviseDialog] = useDisclosure(false);
  const [isWithdrawing, withdrawDialog] = useDisclosure(false);
  const { can } = dispute;
  const mine = dispute.parties.find((party) => party.is_you)?.shares ?? [];
  // A proposal the member already stands behind is not theirs to accept again.
  const others = dispute.parties.filter((party) => !party.is_you && !isSameSplit(party.shares, mine));
  if (!can.revise && !can.accept && !can.withdraw) return null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Your actions">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Stand behind a split of the whole work: revise your own, or accept another party’s.
        </Text>
        <Group gap="sm" wrap="wrap">
          {can.revise ? (
            <Button leftSection={<IconPencil size={16} />} onClick={reviseDialog.open}>
              Revise my claim
            </Button>
          ) : null}
          {can.accept ? others.map((party) => <AcceptButton key={party.id} dispute={dispute} party={party} />) : null}
          {can.withdraw ? (
            <Button variant="subtle" color="red" leftSection={<IconX size={16} />} onClick={withdrawDialog.open}>
              Withdraw the dispute
            </Button>
          ) : null}
        </Group>
      </Stack>
      {isRevising ? <ReviseClaimDialog dispute={dispute} opened={isRevising} onClose={reviseDialog.close} /> : null}
      {isWithdrawing ? <WithdrawDisputeDialog dispute={dispute} opened={isWithdrawing} onClose={withdrawDialog.close} /> : null}
    </Paper>
  );
}
