import { Text } from '@mantine/core';
import { DEADLINE_REMINDER_DAYS, isDisputeActive, type DisputeState } from '@repertoire/contract';
import dayjs from 'dayjs';
import { formatDate } from '../../lib/format';

const DAY_MS = 86_400_000;

/** Whole days from now until `deadline`, counted from the start of today; negative once it has passed. */
export function daysUntil(deadline: string, now: Date = new Date()): number {
  return Math.round((dayjs(deadline).startOf('day').valueOf() - dayjs(now).startOf('day').valueOf()) / DAY_MS);
}

export function daysLeftText(days: number): string {
  if (days > 1) return `${days} days left`;
  if (days === 1) return '1 day left';
  if (days === 0) return 'due today';
  return 'passed';
}

/** The evidence deadline, "15/07/2024 · 12 days left" while the dispute is active, red in its last week. */
export function DisputeDeadline({ deadline, state, size = 'sm' }: { deadline: string; state: DisputeState; size?: 'xs' | 'sm' }) {
  if (!isDisputeActive(state)) return <Text size={size}>{formatDate(deadline)}</Text>;
  const days = daysUntil(deadline);
  return (
    <Text size={size} c={days <= DEADLINE_REMINDER_DAYS ? 'red' : undefined}>
      {formatDate(deadline)} · {daysLeftText(days)}
    </Text>
  );
}
