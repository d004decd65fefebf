import { Text } from '@mantine/core';

/** What a table cell shows for a value that is not there. */
export function EmptyCell() {
  return (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}
