import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionCardProps = {
  /** Heading of the card, and the accessible name of its `section`. */
  title: string;
  description?: ReactNode;
  /** Buttons beside the heading, e.g. "Add rights holder". */
  actions?: ReactNode;
  children: ReactNode;
};

/** One part of a form or a details page, in its own card, reachable as a named region. */
export function SectionCard({ title, description, actions, children }: SectionCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb={description ? 4 : 'md'} wrap="wrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {description ? (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      ) : null}
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}
