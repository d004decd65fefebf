import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  corporationKindLabels,
  formatIsrc,
  formatIswc,
  individualRoleLabels,
  memberIdentifierLabels,
  musicalWorkEventLabels,
  musicalWorkFieldLabels,
  registrationStatusLabels,
  registrationStatusValues,
  soundRecordingEventLabels,
  soundRecordingFieldLabels,
  type MemberIdentifierChange,
  type StaffMemberDetails,
  type StaffMemberEvent,
  type StaffMemberItem,
  type ReviewKind,
  type StaffMemberRegistrations,
} from '@repertoire/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { AuditChangeList } from '../../../components/ui/audit-change-list';
import { CountryName } from '../../../components/ui/country-name';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { DetailField, NoValue } from '../../../components/ui/detail-field';
import { HistoryTimeline } from '../../../components/ui/history-timeline';
import type { MissingItem } from '../../../components/ui/item-not-found';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { RegistrationStatusWithChange } from '../../../components/ui/registration-status-badge';
import { SectionCard } from '../../../components/ui/section-card';
import { StaffSectionLink } from '../../../components/ui/staff-section-link';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useStaffMember } from '../api/get-member';
import { registerAsLabels } from '../utils/labels';
import { IsniValue } from './isni-value';
import { MemberBankDetails } from './member-bank-details';
import { MemberIdentifiersForm } from './member-identifiers-form';
import { identifierColumn } from '../../../components/ui/identifier-text';

const memberNotFound: MissingItem = {
  noun: 'member',
  description: 'The link may be wrong.',
  back: { label: 'the members', href: paths.staff.members.getHref() },
};

/** `/staff/members/:id`: one member's account, bank details (masked), works and recordings, history and identifiers. */
export function MemberScreen() {
  const { id = '' } = useParams();
  const query = useStaffMember(id);
  const back = (
    <Button component={Link} to={paths.staff.members.getHref()} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      Back to the members
    </Button>
  );
  return (
    <QueryState query={query} notFound={memberNotFound}>
      {(member) => (
        <>
          <PageHeader title={member.name} description={<Summary member={member} />} actions={back} />
          <Stack gap="lg">
            <Profile member={member} />
            <MemberBankDetails memberId={member.id} />
            <SectionCard title="Identifiers" description="The member's ISNI shows in their header badge and on their rights-holder record.">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <DetailField label="ISNI">
                  <IsniValue isni={member.isni} />
                </DetailField>
                <DetailField label="IPI name number">{member.profile.ipi_name_number ?? <NoValue />}</DetailField>
              </SimpleGrid>
              <MemberIdentifiersForm key={`${member.isni}:${member.profile.ipi_name_number}`} member={member} />
              <HistoryTimeline
                entries={member.identifier_changes.map((change) => ({ ...change, event: identifierChangeEvent(change), reason: null }))}
                eventLabels={{ identifiers: 'Identifiers changed', second_factor_reset: 'Two-step sign-in reset' }}
                fieldLabels={memberIdentifierLabels}
                emptyText="Staff have not changed the member's identifiers yet."
              />
            </SectionCard>
            <Registrations title="Musical works" kind="musical-works" registrations={member.musical_works} />
            <Registrations title="Sound recordings" kind="sound-recordings" registrations={member.sound_recordings} />
            <SectionCard title="History" description="The latest events of the member's works and recordings, newest first.">
              <History events={member.history} />
            </SectionCard>
          </Stack>
        </>
      )}
    </QueryState>
  );
}

/** An operator's reset of a lost second factor is kept with the identifier changes (npm run second-factor:reset). */
function identifierChangeEvent(change: MemberIdentifierChange): 'identifiers' | 'second_factor_reset' {
  return change.changes.some((field) => field.field === 'second_factor') ? 'second_factor_reset' : 'identifiers';
}

function Summary({ member }: { member: StaffMemberDetails }) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <Badge component="span" variant="light">
        {registerAsLabels[member.register_as]}
      </Badge>
      <span>{member.email}</span>
      {member.email_verified_at ? null : (
        <Badge component="span" variant="light" color="orange">
          Address not confirmed
        </Badge>
      )}
      <span>· member since {formatDate(member.created_at)}</span>
    </span>
  );
}

function Profile({ member }: { member: StaffMemberDetails }) {
  const { profile } = member;
  const value = (text: string | null) => text || <NoValue />;
  const fields =
    member.register_as === 'individual'
      ? [
          ['Given name', value(profile.given_name)],
          ['Other names', value(profile.other_names)],
          ['Date of birth', profile.date_of_birth ? formatDate(profile.date_of_birth) : <NoValue />],
          ['Nationality', <CountryName code={profile.nationality} />],
          ['Roles', profile.roles.length > 0 ? profile.roles.map((role) => individualRoleLabels[role]).join(', ') : <NoValue />],
        ]
      : [
          ['Corporation name', value(profile.corporation_name)],
          ['Kind of business', profile.corporation_kind ? corporationKindLabels[profile.corporation_kind] : <NoValue />],
          ['Registration number', value(profile.registration_number)],
          ['Contact person', value(profile.contact_person)],
        ];
  return (
    <SectionCard title="Profile">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {[...fields, ['E-mail', member.email], ['Phone', value(profile.phone)], ['Country', <CountryName code={profile.country} />], ['Address', value(profile.address)]].map(
          ([label, shown]) => (
            <DetailField key={String(label)} label={String(label)}>
              {shown}
            </DetailField>
          ),
        )}
      </SimpleGrid>
    </SectionCard>
  );
}

function Registrations({ title, kind, registrations }: { title: string; kind: ReviewKind; registrations: StaffMemberRegistrations }) {
  const columns: DataTableColumn<StaffMemberItem>[] = [
    {
      key: 'title',
      header: 'Title',
      // Staff open a member's item where they decide it: the review page, while it or a change of it is in review.
      render: (item) =>
        item.status === 'submitted' || item.change_in_review ? (
          <StaffSectionLink section="reviewQueue" to={paths.staff.registrationReview.getHref(kind, item.id)} size="sm" fw={500}>
            {item.title}
          </StaffSectionLink>
        ) : (
          item.title
        ),
    },
    identifierColumn('identifier', kind === 'musical-works' ? 'ISWC' : 'ISRC', (item) => item.identifier && formatIdentifier[kind](item.identifier)),
    { key: 'status', header: 'Status', render: (item) => <RegistrationStatusWithChange status={item.status} changeInReview={item.change_in_review} /> },
    { key: 'updated', header: 'Last change', visibleFrom: 'sm', noWrap: true, render: (item) => formatDate(item.updated_at) },
  ];
  return (
    <SectionCard title={title} description={describeCount(registrations)}>
      <Group gap="xs" aria-label={`${title} by status`}>
        {registrationStatusValues.map((status) => (
          <Badge key={status} variant="outline" color="gray" size="lg" tt="none">
            {registrationStatusLabels[status]}: {registrations.counts[status]}
          </Badge>
        ))}
      </Group>
      <DataTable
        label={`Latest ${title.toLowerCase()}`}
        columns={columns}
        rows={registrations.latest}
        getRowKey={(item) => item.id}
        empty={null}
      />
    </SectionCard>
  );
}

/** An ISWC or ISRC in the form people read. */
const formatIdentifier: Record<ReviewKind, (value: string) => string> = { 'musical-works': formatIswc, 'sound-recordings': formatIsrc };

function describeCount({ total, latest }: StaffMemberRegistrations): string {
  if (total === 0) return 'None yet.';
  return total > latest.length ? `${total} in all; the ${latest.length} changed last below.` : `${total} in all.`;
}

const eventLabels: Record<StaffMemberEvent['kind'], Readonly<Record<string, string>>> = {
  musical_work: musicalWorkEventLabels,
  sound_recording: soundRecordingEventLabels,
};
const fieldLabels: Record<StaffMemberEvent['kind'], Readonly<Record<string, string>>> = {
  musical_work: musicalWorkFieldLabels,
  sound_recording: soundRecordingFieldLabels,
};
const kindLabels: Record<StaffMemberEvent['kind'], string> = { musical_work: 'Musical work', sound_recording: 'Sound recording' };

const historyColumns: DataTableColumn<StaffMemberEvent>[] = [
  {
    key: 'at',
    header: 'When',
    render: (event) => (
      <Text size="sm" title={formatRelativeTime(event.at)}>
        {formatDate(event.at)}
      </Text>
    ),
  },
  {
    key: 'item',
    header: 'Item',
    render: (event) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {event.item_title}
        </Text>
        <Text size="xs" c="dimmed">
          {kindLabels[event.kind]}
        </Text>
      </Stack>
    ),
  },
  { key: 'event', header: 'Event', render: (event) => eventLabels[event.kind][event.event] ?? event.event },
  { key: 'by', header: 'By', visibleFrom: 'sm', render: (event) => event.actor_name },
  {
    key: 'changes',
    header: 'What changed',
    visibleFrom: 'md',
    render: (event) => (
      <Stack gap={2}>
        {event.changes.length > 0 ? <AuditChangeList changes={event.changes} fieldLabels={fieldLabels[event.kind]} /> : null}
        {event.reason ? <Text size="sm">Reason: {event.reason}</Text> : null}
      </Stack>
    ),
  },
];

function History({ events }: { events: StaffMemberEvent[] }) {
  return (
    <DataTable
      label="History"
      columns={historyColumns}
      rows={events}
      getRowKey={(event) => event.id}
      empty={
        <Text size="sm" c="dimmed">
          No works or recordings yet.
        </Text>
      }
    />
  );
}
