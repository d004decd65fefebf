import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { disputeReasonLabels, type DisputeListItem } from '@repertoire/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DisputeStateBadge } from '../../../components/disputes/dispute-state-badge';
import { DisputeView } from '../../../components/disputes/dispute-view';
import { EmptyState } from '../../../components/ui/empty-state';
import { ItemNotFound, type MissingItem } from '../../../components/ui/item-not-found';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDispute } from '../../../lib/disputes/get-dispute';
import { formatDate } from '../../../lib/format';
import { useWorkDisputes } from '../api/get-work-disputes';
import { AddEvidenceForm } from './add-evidence-form';
import { PartyActions } from './party-actions';

const disputeNotFound: MissingItem = {
  noun: 'dispute',
  description: 'The link may be wrong. Only disputes you are a party to can be opened here.',
  back: { label: 'Musical Works in Dispute', href: paths.app.disputes.getHref() },
};

const backToList = (
  <Button component={Link} to={paths.app.disputes.getHref()} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
    Musical Works in Dispute
  </Button>
);

/** The work's other disputes the member is party to, to switch between them. */
function OtherDisputes({ workId, disputes, shownId }: { workId: string; disputes: DisputeListItem[]; shownId: string }) {
  const others = disputes.filter((item) => item.id !== shownId);
  if (others.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="nav" aria-label="Other disputes over this work">
      <Text size="sm" fw={600} mb={4}>
        Other disputes over this work
      </Text>
      <Stack gap={4}>
        {others.map((item) => (
          <Group key={item.id} gap="xs">
            <Anchor component={Link} to={paths.app.disputeDetails.getHref(workId, { dispute: item.id })} size="sm">
              {disputeReasonLabels[item.reason]}, last activity {formatDate(item.last_activity_at)}
            </Anchor>
            <DisputeStateBadge state={item.state} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function DisputePage({ disputeId }: { disputeId: string }) {
  const dispute = useDispute(disputeId);
  return (
    <QueryState query={dispute} notFound={disputeNotFound}>
      {(details) => (
        <DisputeView
          dispute={details}
          actions={<PartyActions dispute={details} />}
          evidenceAction={details.can.add_evidence ? <AddEvidenceForm dispute={details} /> : null}
        />
      )}
    </QueryState>
  );
}

/**
 * `/musicalworks-indispute/details/:musicalworkId`: the newest dispute over the work the member is
 * party to, or the one `?dispute=` names.
 */
export function DisputeDetailsScreen() {
  const { musicalworkId: workId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const disputes = useWorkDisputes(workId);
  const asked = searchParams.get('dispute');

  return (
    <QueryState query={disputes} notFound={disputeNotFound}>
      {(list) => {
        const shown = asked ? list.find((item) => item.id === asked) : list[0];
        // A link to one dispute shows that one or none: never another over the same work in its place.
        if (asked && !shown) return <ItemNotFound {...disputeNotFound} />;
        if (!shown) {
          return (
            <>
              <PageHeader title="Musical work in dispute" actions={backToList} />
              <EmptyState title="No dispute over this work" description="You are not party to any dispute over this musical work." />
            </>
          );
        }
        return (
          <>
            <PageHeader title={`Dispute over “${shown.work.title}”`} description="Who claims which share, what they said, and the evidence." actions={backToList} />
            <Stack gap="lg">
              <OtherDisputes workId={workId} disputes={list} shownId={shown.id} />
              <DisputePage disputeId={shown.id} />
            </Stack>
          </>
        );
      }}
    </QueryState>
  );
}
