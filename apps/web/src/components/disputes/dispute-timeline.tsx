import { Anchor, Badge, Group, Text, Timeline } from '@mantine/core';
import { disputeEventLabels, type DisputeEvent, type DisputeEventKind, type DisputeEvidence } from '@repertoire/contract';
import { IconClock, IconFileText, IconGavel, IconMessage, IconPencil, IconFlag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { formatRelativeTime } from '../../lib/relative-time';
import { evidenceHref } from './dispute-evidence-list';

const eventIcons: Partial<Record<DisputeEventKind, ReactNode>> = {
  message: <IconMessage size={12} />,
  evidence: <IconFileText size={12} />,
  revision: <IconPencil size={12} />,
  deadline_soon: <IconClock size={12} />,
  deadline_passed: <IconClock size={12} />,
  opened: <IconFlag size={12} />,
};

/** What happened in the dispute, oldest first so that messages read as a conversation. */
export function DisputeTimeline({ disputeId, events, evidence }: { disputeId: string; events: DisputeEvent[]; evidence: DisputeEvidence[] }) {
  const ordered = [...events].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const fileName = (evidenceId: string) => evidence.find((file) => file.id === evidenceId)?.file_name;

  return (
    <Timeline bulletSize={22} lineWidth={2} active={-1} aria-label="What happened">
      {ordered.map((event) => {
        const file = event.evidence_id ? fileName(event.evidence_id) : undefined;
        return (
          <Timeline.Item
            key={event.id}
            bullet={eventIcons[event.kind] ?? <IconGavel size={12} />}
            title={
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {disputeEventLabels[event.kind]}
                </Text>
                <Text size="sm" c="dimmed">
                  {event.actor ? `by ${event.actor.name}` : 'by the society'}
                </Text>
                {event.actor?.is_staff ? (
                  <Badge size="xs" variant="light" color="grape">
                    Staff
                  </Badge>
                ) : null}
              </Group>
            }
          >
            <Text size="xs" c="dimmed" title={event.created_at}>
              {formatDate(event.created_at)} · {formatRelativeTime(event.created_at)}
            </Text>
            {event.body ? (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {event.body}
              </Text>
            ) : null}
            {event.evidence_id && file ? (
              <Anchor href={evidenceHref(disputeId, event.evidence_id)} download={file} size="sm">
                {file}
              </Anchor>
            ) : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
