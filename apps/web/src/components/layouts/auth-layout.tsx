import { Anchor, Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMusic } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Frame of the public screens: the brand, a card with the form (the page's `main`), a footer line. */
export function AuthLayout({ title, description, children, width = 460 }: { title: string; description?: ReactNode; children: ReactNode; width?: number }) {
  useDocumentTitle(`${title} · Repertoire`);
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" py={48} px="md">
      <Center>
        <Stack w="100%" maw={width} gap="lg">
          <Box component="header">
            <Anchor component={Link} to={paths.home.getHref()} underline="never" c="inherit">
              <Group gap="xs" justify="center">
                <ThemeIcon size={36} radius="md">
                  <IconMusic size={20} />
                </ThemeIcon>
                <Text fw={700} size="xl">
                  Repertoire
                </Text>
              </Group>
            </Anchor>
          </Box>
          <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {description ? <Text c="dimmed">{description}</Text> : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
          <Text component="footer" size="xs" c="dimmed" ta="center">
            Repertoire · the membership portal of your music rights society
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
