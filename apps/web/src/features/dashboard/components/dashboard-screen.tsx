import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconArrowRight, IconGavel, IconListDetails, IconMicrophone2, IconMusic, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import type { DashboardSummary } from '@repertoire/contract';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import classes from './dashboard-screen.module.css';
import { CompletenessChecklist, EventList, ItemList, RegistrationsChart, StatusCard } from './dashboard-panels';

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

function isNewMember(summary: DashboardSummary): boolean {
  const { musical_works: works, sound_recordings: recordings } = summary.counts;
  return Object.values(works).every((count) => count === 0) && Object.values(recordings).every((count) => count === 0);
}

/** What the member's works and recordings stand at, what waits for them, and what happened lately. */
function Summary({ summary }: { summary: DashboardSummary }) {
  return (
    <Stack gap="lg">
      {isNewMember(summary) ? (
        <Alert icon={<IconSparkles size={18} />} title="Welcome to Repertoire">
          Register your first musical work or sound recording below: its status and what happens to it will show here.
        </Alert>
      ) : null}
      {summary.open_disputes > 0 ? (
        <Alert color="orange" icon={<IconGavel size={18} />} title="Musical works in dispute">
          <Text size="sm">
            You are party to{' '}
            <Anchor component={Link} to={paths.app.disputes.getHref()} size="sm" fw={600}>
              {summary.open_disputes === 1 ? '1 open dispute' : `${summary.open_disputes} open disputes`}
            </Anchor>
            : the parties’ claims, messages and evidence deadlines are there.
          </Text>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <StatusCard kind="musical_work" counts={summary.counts.musical_works} />
        <StatusCard kind="sound_recording" counts={summary.counts.sound_recordings} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ItemList title="Drafts to finish" items={summary.drafts} empty="No drafts: everything you started has been submitted." />
        <ItemList title="In review" items={summary.in_review} empty="Nothing is waiting for the society's decision." />
        <EventList
          title="New decisions"
          description={summary.last_visit_at ? `Since your last visit on ${formatDate(summary.last_visit_at)}` : undefined}
          events={summary.decisions}
          empty="No decisions since your last visit."
        />
        <CompletenessChecklist completeness={summary.completeness} />
        <EventList title="Recent activity" events={summary.activity} empty="Nothing has happened to your works and recordings yet." />
        <RegistrationsChart months={summary.registrations_per_month} />
      </SimpleGrid>
    </Stack>
  );
}

/** The screens a member opens most, as cards. */
function Shortcuts() {
  return (
    <SimpleGrid mt="lg" cols={{ base: 1, sm: 2 }} spacing="lg">
      {shortcuts.map((item) => (
        <ShortcutCard key={item.href} item={item} />
      ))}
    </SimpleGrid>
  );
}

/**
 * A card that links to a screen. The link is its title alone (so its name is the text it shows,
 * WCAG 2.5.3) and stretches over the whole card, which a click anywhere follows.
 */
function ShortcutCard({ item }: { item: Shortcut }) {
  return (
    <Card withBorder radius="md" padding="lg" className={classes.shortcut}>
      <Stack gap="sm">
        <Group justify="space-between">
          <ThemeIcon size={40} radius="md" variant="light">
            <item.icon size={22} />
          </ThemeIcon>
          <IconArrowRight size={18} color="var(--mantine-color-dimmed)" />
        </Group>
        <Title order={2} size="h4">
          <Anchor component={Link} to={item.href} c="inherit" underline="never" className={classes.shortcutLink}>
            {item.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {item.description}
        </Text>
      </Stack>
    </Card>
  );
}

/** `/dashboard`: the member's starting point. */
export function DashboardScreen() {
  const session = useSession();
  const name = session.data?.user.display_name;
  const summary = useDashboardSummary();

  return (
    <>
      <PageHeader title="Dashboard" description={name ? `Welcome, ${name}.` : 'Welcome.'} />
      {/* The shortcuts come with the summary above them, which would push them down the page as it came. */}
      <QueryState query={summary}>
        {(data) => (
          <>
            <Summary summary={data} />
            <Shortcuts />
          </>
        )}
      </QueryState>
      {/* Without the summary they stay: Musical Works is reached from here only. */}
      {summary.isError ? <Shortcuts /> : null}
    </>
  );
}
