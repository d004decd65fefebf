import { Button, Paper, Stack, Text } from '@mantine/core';
import type { DisputeDetails } from '@repertoire/contract';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { DisputeView } from '../../../components/disputes/dispute-view';
import type { MissingItem } from '../../../components/ui/item-not-found';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDispute } from '../../../lib/disputes/get-dispute';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useTakeDispute } from '../api/take-dispute';
import { DisputeDecisionPanel } from './dispute-decision-panel';

/** Take it under review when nobody has, decide it when it is under this staff member's review. */
function StaffActions({ dispute }: { dispute: DisputeDetails }) {
  const take = useTakeDispute();
  if (!dispute.can.take && !dispute.can.decide) return null;

  const handleTake = async () => {
    try {
      await take.mutateAsync(dispute.id);
      notifySuccess('The dispute is under your review: the parties have been told');
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Decision">
      <Stack gap="sm" align="flex-start">
        {dispute.can.take ? (
          <>
            <Text size="sm">Nobody reviews this dispute yet. Taking it tells the parties that the society is deciding it.</Text>
            <Button leftSection={<IconEye size={16} />} loading={take.isPending} onClick={() => void handleTake()}>
              Take under review
            </Button>
          </>
        ) : null}
        {dispute.can.decide ? <DisputeDecisionPanel dispute={dispute} /> : null}
      </Stack>
    </Paper>
  );
}

const disputeNotFound: MissingItem = {
  noun: 'dispute',
  description: 'The link may be wrong.',
  back: { label: 'Disputes', href: paths.staff.disputes.getHref() },
};

/** `/staff/disputes/:id`: what the parties see, and staff's review and decision. */
export function StaffDisputeScreen() {
  const { id = '' } = useParams();
  const dispute = useDispute(id);
  return (
    <QueryState query={dispute} notFound={disputeNotFound}>
      {(details) => (
        <>
          <PageHeader
            title={`Dispute over “${details.work.title}”`}
            actions={
              <Button component={Link} to={paths.staff.disputes.getHref()} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
                Disputes
              </Button>
            }
          />
          <DisputeView dispute={details} actions={<StaffActions dispute={details} />} />
        </>
      )}
    </QueryState>
  );
}
