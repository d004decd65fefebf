import { Text } from '@mantine/core';
import type { RegistrationStatus } from '@repertoire/contract';
import { formatDate } from '../../lib/format';
import { formatRelativeTime } from '../../lib/relative-time';
import { RegistrationStatusBadge } from '../ui/registration-status-badge';

type RegistrationSummaryProps = {
  status: RegistrationStatus;
  /** Its code as a label, e.g. "ISWC T-034.524.680-1", or that it has none yet. */
  code: string;
  updatedAt: string;
};

/** The line under a work's or a recording's title: where its registration stands and when it last changed. */
export function RegistrationSummary({ status, code, updatedAt }: RegistrationSummaryProps) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <RegistrationStatusBadge status={status} />
      <Text span size="sm" c="dimmed">
        {code} · last change {formatDate(updatedAt)} ({formatRelativeTime(updatedAt)})
      </Text>
    </span>
  );
}
