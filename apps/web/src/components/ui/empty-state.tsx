import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a list or a screen shows when it has nothing yet, with what to do about it. */
export function EmptyState({ title, description, icon, action }: { title: string; description: ReactNode; icon?: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light">
          {icon ?? <IconInbox size={26} />}
        </ThemeIcon>
        {/* A level 2 heading: it sits right under the page's h1 as often as inside a section, and
            never skips a level in either place (WCAG 1.3.1). */}
        <Title order={2} size="h4" ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={480}>
          {description}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
