import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function EmptyState({ title, description, icon, action }: { title: string; description: ReactNode; icon?: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light">
          {icon ?? <IconInbox size={26} />}
        </ThemeIcon>
        <Title order={3} size="h4" ta="center">
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
