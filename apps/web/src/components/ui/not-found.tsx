import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The catch-all route (docs/architecture.md#routes-and-menus). */
export function NotFound() {
  useDocumentTitle('Page not found · Repertoire');
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <Text c="dimmed" fw={700} size="xl">
          404
        </Text>
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          The page you asked for does not exist or has moved.
        </Text>
        <Button component={Link} to={paths.app.dashboard.getHref()} mt="sm">
          Back to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}
