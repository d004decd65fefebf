import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value on a details page (a work, a recording, a rights holder). */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** What a details page shows for a value that is not there. */
export function NoValue() {
  return (
    <Text span size="sm" c="dimmed" aria-label="None">
      —
    </Text>
  );
}
