import { Box, Group, Stack, Text, Timeline } from '@mantine/core';
import type { AuditChange, AuditValue, PageMeta } from '@repertoire/contract';
import { IconHistory } from '@tabler/icons-react';
import { formatDate } from '../../lib/format';
import { formatRelativeTime } from '../../lib/relative-time';
import { AuditChangeList } from './audit-change-list';
import { Pagination } from './pagination';

/** One entry of a work's or a recording's history (the contract's auditEntryBase with its event). */
export type HistoryEntry = {
  id: string;
  at: string;
  actor_name: string;
  event: string;
  changes: AuditChange[];
  reason: string | null;
};

type HistoryTimelineProps = {
  entries: HistoryEntry[];
  /** Event names in words, e.g. the contract's musicalWorkEventLabels. */
  eventLabels: Readonly<Record<string, string>>;
  /** Field names in words, e.g. musicalWorkFieldLabels. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Shows a stored value in display form (ISWC with dashes, mm:ss…); the contract's formatAuditValue otherwise. */
  formatValue?: (field: string, value: AuditValue) => string;
  meta?: PageMeta;
  onPageChange?: (page: number) => void;
  emptyText?: string;
};

/** Who changed what and when, newest first: "Title: Yesterday → Yesterday (Remastered)". */
export function HistoryTimeline({
  entries,
  eventLabels,
  fieldLabels = {},
  formatValue,
  meta,
  onPageChange,
  emptyText = 'No changes recorded yet.',
}: HistoryTimelineProps) {
  if (entries.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  }

  return (
    <Stack gap="md">
      <Timeline bulletSize={22} lineWidth={2} active={-1} aria-label="Change history">
        {entries.map((entry) => (
          <Timeline.Item
            key={entry.id}
            bullet={<IconHistory size={12} />}
            title={
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {eventLabels[entry.event] ?? entry.event}
                </Text>
                <Text size="sm" c="dimmed">
                  by {entry.actor_name}
                </Text>
              </Group>
            }
          >
            <Text size="xs" c="dimmed" title={entry.at}>
              {formatDate(entry.at)} · {formatRelativeTime(entry.at)}
            </Text>
            {entry.changes.length > 0 ? (
              <Box mt={4}>
                <AuditChangeList changes={entry.changes} fieldLabels={fieldLabels} formatValue={formatValue} />
              </Box>
            ) : null}
            {entry.reason ? (
              <Text size="sm" mt={4}>
                Reason: {entry.reason}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
      {meta && onPageChange ? <Pagination page={meta.page} totalPages={meta.totalPages} onChange={onPageChange} /> : null}
    </Stack>
  );
}
