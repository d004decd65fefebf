import { SimpleGrid, Stack, Text } from '@mantine/core';
import { disputeReasonLabels, EVIDENCE_TYPES_TEXT, formatIswc, type DisputeDetails } from '@repertoire/contract';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { DetailField, NoValue } from '../ui/detail-field';
import { SectionCard } from '../ui/section-card';
import { DisputeDeadline } from './dispute-deadline';
import { DisputeEvidenceList } from './dispute-evidence-list';
import { DisputeMessageForm } from './dispute-message-form';
import { DisputePositionsTable } from './dispute-positions-table';
import { DisputeStateBadge } from './dispute-state-badge';
import { DisputeTimeline } from './dispute-timeline';

type DisputeViewProps = {
  dispute: DisputeDetails;
  /** What the reader may do, by `dispute.can`: a party's or staff's buttons. */
  actions?: ReactNode;
  /** Adding evidence, for the parties who may. */
  evidenceAction?: ReactNode;
};

/** Everything a party reads of a dispute, and staff with them: the work, where it stands, the positions, what happened, the evidence. */
export function DisputeView({ dispute, actions, evidenceAction }: DisputeViewProps) {
  return (
    <Stack gap="lg">
      <SectionCard title="The dispute">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <DetailField label="Work">{dispute.work.title}</DetailField>
          <DetailField label="ISWC">{dispute.work.iswc ? formatIswc(dispute.work.iswc) : <NoValue />}</DetailField>
          <DetailField label="State">
            <DisputeStateBadge state={dispute.state} />
          </DetailField>
          <DetailField label="Reason">{disputeReasonLabels[dispute.reason]}</DetailField>
          <DetailField label="Raised by">{dispute.raised_by.name}</DetailField>
          <DetailField label="Opened">{formatDate(dispute.created_at)}</DetailField>
          <DetailField label="Evidence deadline">
            <DisputeDeadline deadline={dispute.evidence_deadline} state={dispute.state} />
          </DetailField>
          <DetailField label="Reviewer">{dispute.reviewer?.name ?? <NoValue />}</DetailField>
          {dispute.closed_at ? <DetailField label="Closed">{formatDate(dispute.closed_at)}</DetailField> : null}
        </SimpleGrid>
        <DetailField label="Description">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {dispute.description}
          </Text>
        </DetailField>
        {dispute.closing_reason ? (
          <DetailField label={dispute.state === 'withdrawn' ? 'Why it was withdrawn' : 'Decision'}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {dispute.closing_reason}
            </Text>
          </DetailField>
        ) : null}
      </SectionCard>

      {actions}

      <SectionCard
        title="Shares side by side"
        description="The shares registered today and the split each party stands behind. The dispute settles itself when every party stands behind the same split."
      >
        <DisputePositionsTable dispute={dispute} />
      </SectionCard>

      <SectionCard title="Messages and events">
        <DisputeTimeline disputeId={dispute.id} events={dispute.events} evidence={dispute.evidence} />
        {dispute.can.message ? <DisputeMessageForm disputeId={dispute.id} /> : null}
      </SectionCard>

      <SectionCard title="Evidence" description={`${EVIDENCE_TYPES_TEXT} files the parties brought.`}>
        <DisputeEvidenceList disputeId={dispute.id} evidence={dispute.evidence} />
        {evidenceAction}
      </SectionCard>
    </Stack>
  );
}
