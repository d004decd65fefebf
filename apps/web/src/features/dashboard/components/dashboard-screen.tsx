import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconArrowRight, IconGavel, IconListDetails, IconMicrophone2, IconMusic } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';

type Shortcut = { title: string; description: string; href: string; icon: Icon };

const shortcuts: Shortcut[] = [
  {
    title: 'Musical works',
    description: 'Register your compositions and say who holds which share.',
    href: paths.app.musicalWorks.getHref(),
    icon: IconMusic,
  },
  {
    title: 'Sound recordings',
    description: 'Register your recordings with their ISRC, artists and release.',
    href: paths.app.soundRecordings.getHref(),
    icon: IconMicrophone2,
  },
  {
    title: 'Musical works in dispute',
    description: 'Follow and settle claims on works that collide with yours.',
    href: paths.app.disputes.getHref(),
    icon: IconGavel,
  },
  {
    title: 'Sound recording logs',
    description: 'See every change made to your recordings: who, when and what.',
    href: paths.app.soundRecordingLogs.getHref(),
    icon: IconListDetails,
  },
];

/** `/dashboard`: the member's starting point. The spec's side menu has no Musical Works entry, so it is reached from here. */
export function DashboardScreen() {
  const session = useSession();
  const name = session.data?.user.display_name;

  return (
    <>
      <PageHeader title="Dashboard" description={name ? `Welcome, ${name}.` : 'Welcome.'} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {shortcuts.map((item) => (
          <Card key={item.href} withBorder radius="md" padding="lg" component={Link} to={item.href} aria-label={item.title}>
            <Stack gap="sm">
              <Group justify="space-between">
                <ThemeIcon size={40} radius="md" variant="light">
                  <item.icon size={22} />
                </ThemeIcon>
                <IconArrowRight size={18} color="var(--mantine-color-dimmed)" />
              </Group>
              <Title order={2} size="h4">
                {item.title}
              </Title>
              <Text size="sm" c="dimmed">
                {item.description}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
