import { Badge, Button, Group, Select, Stack, Switch, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  inviteRequest,
  memberRoleDescriptions,
  memberRoleLabels,
  memberRoleValues,
  type InviteRequest,
  type MemberInvitation,
  type MemberPeople,
  type MemberPerson,
  type MemberRole,
} from '@repertoire/contract';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-client';
import { showRefusal } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { formatRelativeTime } from '../../../lib/relative-time';
import {
  useCancelInvitation,
  useChangePersonRole,
  useInvitePerson,
  usePeople,
  useRemovePerson,
  useRequireSecondFactor,
  useResendInvitation,
} from '../api/people';

const roleOptions = memberRoleValues.map((role) => ({ value: role, label: memberRoleLabels[role] }));

/** Runs a change and says how it went in a toast: the server's message either way. */
async function withToast(change: Promise<{ message: string }>): Promise<void> {
  try {
    notifySuccess((await change).message);
  } catch (error) {
    notifyError(errorMessage(error));
  }
}

/** The administrators: the last one can be neither removed nor demoted, and the page says so before the server does. */
const isLastAdministrator = (people: readonly MemberPerson[], person: MemberPerson) =>
  person.role === 'administrator' && people.filter((p) => p.role === 'administrator').length === 1;
const LAST_ADMINISTRATOR = 'The last administrator: make someone else an administrator first';

function PersonRoleSelect({ person, people }: { person: MemberPerson; people: readonly MemberPerson[] }) {
  const changeRole = useChangePersonRole();
  const isLast = isLastAdministrator(people, person);
  return (
    <>
      <Select
        aria-label={`Role of ${person.name}`}
        data={roleOptions}
        value={person.role}
        allowDeselect={false}
        disabled={isLast || changeRole.isPending}
        title={isLast ? LAST_ADMINISTRATOR : undefined}
        onChange={(value) => {
          if (value && value !== person.role) void withToast(changeRole.mutateAsync({ id: person.id, role: value as MemberRole }));
        }}
        w={170}
      />
      {isLast ? (
        <Text size="xs" c="dimmed" mt={4}>
          {LAST_ADMINISTRATOR}
        </Text>
      ) : null}
    </>
  );
}

function RemovePersonButton({ person, people }: { person: MemberPerson; people: readonly MemberPerson[] }) {
  const remove = useRemovePerson();
  return (
    <ConfirmButton
      variant="subtle"
      color="red"
      size="xs"
      disabled={isLastAdministrator(people, person)}
      loading={remove.isPending}
      aria-label={`Remove ${person.name}`}
      title={`Remove ${person.name}?`}
      message={`${person.name} will no longer act for this member: their open pages are logged out at once.`}
      confirmLabel="Remove"
      onConfirm={() => withToast(remove.mutateAsync(person.id))}
    >
      Remove
    </ConfirmButton>
  );
}

/** The people, as a table, or cards on a phone; the role and removal cells need the whole list to know the last administrator. */
const personColumns = (people: readonly MemberPerson[]): DataTableColumn<MemberPerson>[] => [
  {
    key: 'name',
    header: 'Name',
    render: (person) => (
      <>
        <Text size="sm" fw={500}>
          {person.name}
          {person.is_you ? ' (you)' : ''}
        </Text>
        <Text size="xs" c="dimmed" fw={400}>
          {person.email}
          {person.is_member ? ' · the account’s own login' : ''}
        </Text>
      </>
    ),
  },
  { key: 'role', header: 'Role', render: (person) => <PersonRoleSelect person={person} people={people} /> },
  {
    key: 'last-active',
    header: 'Last active',
    visibleFrom: 'sm',
    noWrap: true,
    render: (person) => (
      <Text size="sm" title={person.last_active_at ? formatDate(person.last_active_at) : undefined}>
        {person.last_active_at ? formatRelativeTime(person.last_active_at) : 'Not yet'}
      </Text>
    ),
  },
  {
    key: 'actions',
    header: <VisuallyHidden>Actions</VisuallyHidden>,
    card: 'actions',
    align: 'right',
    render: (person) => <RemovePersonButton person={person} people={people} />,
  },
];

function InvitationActions({ invitation }: { invitation: MemberInvitation }) {
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button variant="subtle" size="xs" loading={resend.isPending} onClick={() => void withToast(resend.mutateAsync(invitation.id))}>
        Resend
      </Button>
      <Button variant="subtle" color="red" size="xs" loading={cancel.isPending} onClick={() => void withToast(cancel.mutateAsync(invitation.id))}>
        Cancel
      </Button>
    </Group>
  );
}

const invitationColumns: DataTableColumn<MemberInvitation>[] = [
  {
    key: 'email',
    header: 'E-mail',
    render: (invitation) => (
      <>
        <Text size="sm">{invitation.email}</Text>
        <Text size="xs" c="dimmed" fw={400}>
          Invited by {invitation.invited_by}, link valid until {formatDate(invitation.expires_at)}
        </Text>
      </>
    ),
  },
  {
    key: 'role',
    header: 'Role',
    render: (invitation) => (
      <Badge variant="light" miw="max-content">
        {memberRoleLabels[invitation.role]}
      </Badge>
    ),
  },
  { key: 'actions', header: <VisuallyHidden>Actions</VisuallyHidden>, card: 'actions', align: 'right', render: (invitation) => <InvitationActions invitation={invitation} /> },
];

function InviteForm() {
  const invite = useInvitePerson();
  const form = useForm<InviteRequest>({ resolver: zodResolver(inviteRequest), defaultValues: { email: '', role: 'registrations' } });
  const handleInvite = form.handleSubmit(async (values) => {
    try {
      notifySuccess((await invite.mutateAsync(values)).message);
      form.reset();
    } catch (error) {
      showRefusal(form, error, ['email', 'role']);
    }
  });
  const role = useWatch({ control: form.control, name: 'role' });
  return (
    <form onSubmit={handleInvite} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput label="E-mail address" type="email" {...form.register('email')} error={form.formState.errors.email?.message} style={{ flex: '1 1 240px' }} />
          <Controller
            control={form.control}
            name="role"
            render={({ field, fieldState }) => (
              <Select label="Role" data={roleOptions} allowDeselect={false} value={field.value} onChange={(value) => field.onChange(value)} error={fieldState.error?.message} w={190} />
            )}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {memberRoleDescriptions[role]}
        </Text>
        <FormRefusal title="The invitation was not sent" error={form.formState.errors.root?.server} />
        <Group>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SecondFactorSetting({ data }: { data: MemberPeople }) {
  const setting = useRequireSecondFactor();
  return (
    <Switch
      label="Require two-step sign-in for everyone"
      description="People without it are logged out and set it up at their next login"
      checked={data.require_second_factor}
      disabled={setting.isPending}
      onChange={(event) => void withToast(setting.mutateAsync(event.currentTarget.checked))}
    />
  );
}

function PeopleTable({ people }: { people: MemberPerson[] }) {
  // The columns stay the same objects across renders while the list does, so a row is not drawn anew under a click.
  const columns = useMemo(() => personColumns(people), [people]);
  return <DataTable label="People" columns={columns} rows={people} getRowKey={(person) => person.id} empty={null} minWidth={480} />;
}

/** An administrator's People page (docs/domain.md#people-and-roles): people and roles, invitations, the two-step setting. */
export function PeopleScreen() {
  const people = usePeople();
  return (
    <Stack gap="lg">
      <PageHeader title="People" description="Who acts for this account, and what each may do" />
      <QueryState query={people}>
        {(data) => (
          <>
            <SectionCard title="People">
              <PeopleTable people={data.people} />
            </SectionCard>
            <SectionCard title="Invite someone" description="They get a link by e-mail that works once, for 7 days">
              <InviteForm />
            </SectionCard>
            {data.invitations.length > 0 ? (
              <SectionCard title="Pending invitations">
                <DataTable label="Pending invitations" columns={invitationColumns} rows={data.invitations} getRowKey={(invitation) => invitation.id} empty={null} minWidth={480} />
              </SectionCard>
            ) : null}
            <SectionCard title="Two-step sign-in">
              <SecondFactorSetting data={data} />
            </SectionCard>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
