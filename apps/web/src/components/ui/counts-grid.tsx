import { Paper, SimpleGrid, Text } from '@mantine/core';

export type Count = { label: string; value: number; color?: string };

/** A file's figures side by side, two a row on phones: "Ready 118", "In error 2" (imports, CWR submissions). */
export function CountsGrid({ label, counts }: { label: string; counts: Count[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: counts.length > 4 ? 6 : 4 }} spacing="sm" aria-label={label} m={0}>
      {counts.map(({ label: name, value, color }) => (
        <Paper key={name} withBorder radius="md" p="sm">
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {name}
          </Text>
          <Text component="dd" size="xl" fw={700} c={color} m={0}>
            {value.toLocaleString('en-GB')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
