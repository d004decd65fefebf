import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatPercent, FULL_SHARE_PERCENT } from '@repertoire/contract';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';

/** One right's total; `unclaimed`, when given and above 0, is said beside it ("40.00% unclaimed"). */
export type ShareTotal = { label: string; percent: number; unclaimed?: number | undefined };

/**
 * Live totals of a share table, one per right: red above 100% (refused), green at exactly
 * 100%, plain below. `problems` are the contract's messages for the totals over 100% (they block
 * saving); `notices` say what is allowed but worth knowing (a work's part left unclaimed).
 */
export function ShareTotals({ totals, problems = [], notices = [] }: { totals: ShareTotal[]; problems?: string[]; notices?: string[] }) {
  return (
    <Paper withBorder radius="md" p="sm" bg={problems.length ? 'var(--mantine-color-red-light)' : undefined}>
      <Stack gap={6}>
        <Group gap="xl" wrap="wrap">
          {totals.map((total) => {
            const over = total.percent > FULL_SHARE_PERCENT;
            const full = total.percent === FULL_SHARE_PERCENT;
            return (
              <Text
                key={total.label}
                size="sm"
                fw={600}
                c={over ? 'red' : full ? 'teal' : undefined}
                data-over={over || undefined}
                aria-label={`${total.label} total ${formatPercent(total.percent)}${total.unclaimed ? `, ${formatPercent(total.unclaimed)} unclaimed` : ''}`}
              >
                {total.label} total: {formatPercent(total.percent)}
                {total.unclaimed ? (
                  <Text span size="sm" fw={400} c="dimmed">
                    {' · '}
                    {formatPercent(total.unclaimed)} unclaimed
                  </Text>
                ) : null}
              </Text>
            );
          })}
        </Group>
        {problems.length > 0 ? (
          <Stack gap={2} role="alert">
            {problems.map((problem) => (
              <Group key={problem} gap={6} wrap="nowrap" align="flex-start">
                <IconAlertTriangle size={16} color="var(--mantine-color-red-text)" style={{ flex: 'none', marginTop: 2 }} />
                <Text size="sm" c="red">
                  {problem}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
        {notices.length > 0 ? (
          <Stack gap={2} role="status">
            {notices.map((notice) => (
              <Group key={notice} gap={6} wrap="nowrap" align="flex-start">
                <IconInfoCircle size={16} color="var(--mantine-color-blue-text)" style={{ flex: 'none', marginTop: 2 }} />
                <Text size="sm">
                  {notice}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
