import { Anchor, Box, Group, List, Progress, SimpleGrid, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  musicalWorkEventLabels,
  profileFieldLabels,
  registrationStatusLabels,
  registrationStatusValues,
  soundRecordingEventLabels,
  type DashboardEvent,
  type DashboardItem,
  type DashboardSummary,
  type ProfileFieldToComplete,
  type RegistrationKind,
  type RegistrationStatus,
  type RegistrationStatusCounts,
} from '@repertoire/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RegistrationStatusWithChange } from '../../../components/ui/registration-status-badge';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { formatDate, formatMonth } from '../../../lib/format';

/** Each kind's list and details pages, and how the dashboard names it. */
const kinds: Record<RegistrationKind, { label: string; listHref: string; detailsHref: (id: string) => string }> = {
  musical_work: { label: 'Musical works', listHref: paths.app.musicalWorks.getHref(), detailsHref: (id) => paths.app.musicalWorkDetails.getHref(id) },
  sound_recording: { label: 'Sound recordings', listHref: paths.app.soundRecordings.getHref(), detailsHref: (id) => paths.app.soundRecordingDetails.getHref(id) },
};

/** The kind's list, already filtered to `status` (the lists read their filter from the address). */
export function statusListHref(kind: RegistrationKind, status: RegistrationStatus): string {
  return `${kinds[kind].listHref}?${new URLSearchParams({ status })}`;
}

const eventLabels: Record<RegistrationKind, Readonly<Record<string, string>>> = {
  musical_work: musicalWorkEventLabels,
  sound_recording: soundRecordingEventLabels,
};

/** Works or recordings by status: every number opens the list it counts. */
export function StatusCard({ kind, counts }: { kind: RegistrationKind; counts: RegistrationStatusCounts }) {
  const { label } = kinds[kind];
  return (
    <SectionCard title={label}>
      <SimpleGrid cols={2} spacing="xs">
        {registrationStatusValues.map((status) => (
          // Named by what it shows, after the kind a screen reader cannot see from the card's title:
          // "Musical works: 2 Registered" (WCAG 2.5.3, the name holds the visible text).
          <Anchor key={status} component={Link} to={statusListHref(kind, status)} underline="never">
            <VisuallyHidden>{label}: </VisuallyHidden>
            <Stack gap={0}>
              <Text fz={28} fw={700} lh={1.2}>
                {counts[status]}
              </Text>
              <Text size="sm" c="dimmed">
                {registrationStatusLabels[status]}
              </Text>
            </Stack>
          </Anchor>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

/** A short list of works and recordings, each linking to its details. */
export function ItemList({ title, items, empty }: { title: string; items: DashboardItem[]; empty: string }) {
  return (
    <SectionCard title={title}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        items.map((item) => (
          <Group key={`${item.kind}-${item.id}`} justify="space-between" wrap="nowrap">
            {/* The title gives way on a phone (it wraps); the status badge keeps its whole word. */}
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={kinds[item.kind].detailsHref(item.id)} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {kinds[item.kind].label}, last changed {formatDate(item.updated_at)}
              </Text>
            </Stack>
            <Box style={{ flexShrink: 0 }}>
              <RegistrationStatusWithChange status={item.status} changeInReview={item.change_in_review} />
            </Box>
          </Group>
        ))
      )}
    </SectionCard>
  );
}

/** Events of the member's items, newest first: what happened, to which item, when. */
export function EventList({ title, events, empty, description }: { title: string; events: DashboardEvent[]; empty: string; description?: string }) {
  return (
    <SectionCard title={title} description={description}>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        events.map((event) => (
          <Stack key={event.id} gap={0}>
            <Text size="sm">
              <Text span fw={600}>
                {eventLabels[event.kind][event.event] ?? event.event}
              </Text>
              {': '}
              {event.item_deleted ? event.item_title : <Anchor component={Link} to={kinds[event.kind].detailsHref(event.item_id)}>{event.item_title}</Anchor>}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(event.at)} by {event.actor_name}
              {event.reason ? `: ${event.reason}` : ''}
            </Text>
          </Stack>
        ))
      )}
    </SectionCard>
  );
}

/** What the member has still to fill in: profile fields and bank details, each with where to do it. */
export function CompletenessChecklist({ completeness }: { completeness: DashboardSummary['completeness'] }) {
  const missing = completeness.missing_profile_fields.map((field) => profileFieldLabels[field as ProfileFieldToComplete] ?? field);
  const steps = [
    {
      label: 'Profile',
      done: missing.length === 0,
      detail: missing.length === 0 ? 'Complete' : `Missing: ${missing.join(', ')}`,
      href: paths.app.profile.getHref(),
      action: 'Complete your profile',
    },
    {
      label: 'Bank details',
      done: completeness.has_bank_details,
      detail: completeness.has_bank_details ? 'Given' : 'Not given yet: royalties cannot be paid',
      href: paths.app.bankDetails.getHref(),
      action: 'Add your bank details',
    },
  ];
  return (
    <SectionCard title="Your account">
      <List spacing="sm" listStyleType="none">
        {steps.map((step) => (
          <List.Item
            key={step.label}
            icon={
              <ThemeIcon size={22} radius="xl" color={step.done ? 'green' : 'orange'} variant="light" aria-hidden>
                {step.done ? <IconCheck size={14} /> : <IconX size={14} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" fw={600}>
              {step.label}
            </Text>
            <Text size="sm" c="dimmed">
              {step.detail}
            </Text>
            {step.done ? null : (
              <Anchor component={Link} to={step.href} size="sm">
                {step.action}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </SectionCard>
  );
}

const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** Registrations per month as bars, each month's figures also written out for screen readers. */
export function RegistrationsChart({ months }: { months: DashboardSummary['registrations_per_month'] }) {
  const highest = Math.max(1, ...months.map((month) => month.musical_works + month.sound_recordings));
  const total = months.reduce((sum, month) => sum + month.musical_works + month.sound_recordings, 0);
  return (
    <SectionCard title="Registrations per month" description="Works and recordings registered in the last 12 months">
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing registered in the last 12 months yet.
        </Text>
      ) : (
        <Stack gap={6} role="list">
          {months.map((month) => (
            <Group key={month.month} gap="sm" wrap="nowrap" role="listitem" aria-label={`${formatMonth(month.month)}: ${counted(month.musical_works, 'work')}, ${counted(month.sound_recordings, 'recording')}`}>
              <Text size="xs" w={72} c="dimmed">
                {formatMonth(month.month)}
              </Text>
              <Box flex={1} aria-hidden>
                <Progress.Root size="lg">
                  <Progress.Section value={(month.musical_works / highest) * 100} color="indigo" />
                  <Progress.Section value={(month.sound_recordings / highest) * 100} color="teal" />
                </Progress.Root>
              </Box>
              <Text size="xs" w={24} ta="right" aria-hidden>
                {month.musical_works + month.sound_recordings}
              </Text>
            </Group>
          ))}
          <Group gap="md" aria-hidden>
            <Text size="xs" c="indigo">
              ■ Musical works
            </Text>
            <Text size="xs" c="teal">
              ■ Sound recordings
            </Text>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
