import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type StatusPageProps = {
  /** The HTTP status the page stands for, shown above its title (404, 403). */
  status: number;
  title: string;
  description: ReactNode;
  /** Where its one button leads. */
  back: { label: string; href: string };
};

/** A page that says why there is nothing to show at this address, and where to go instead. */
export function StatusPage({ status, title, description, back }: StatusPageProps) {
  useDocumentTitle(`${title} · Repertoire`);
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <Text c="dimmed" fw={700} size="xl">
          {status}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          {description}
        </Text>
        <Button component={Link} to={back.href} mt="sm">
          {back.label}
        </Button>
      </Stack>
    </Center>
  );
}
