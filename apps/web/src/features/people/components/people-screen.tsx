import { Badge, Button, Group, Select, Stack, Switch, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
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
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ConfirmButton } from '../../../components/ui/confirm-button';
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

function PersonRow({ person, people }: { person: MemberPerson; people: readonly MemberPerson[] }) {
  const changeRole = useChangePersonRole();
  const remove = useRemovePerson();
  const isLast = isLastAdministrator(people, person);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {person.name}
          {person.is_you ? ' (you)' : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {person.email}
          {person.is_member ? ' · the account’s own login' : ''}
        </Text>
      </Table.Td>
      <Table.Td>
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
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm" title={person.last_active_at ? formatDate(person.last_active_at) : undefined}>
          {person.last_active_at ? formatRelativeTime(person.last_active_at) : 'Not yet'}
        </Text>
      </Table.Td>
      <Table.Td>
        <ConfirmButton
          variant="subtle"
          color="red"
          size="xs"
          disabled={isLast}
          loading={remove.isPending}
          title={`Remove ${person.name}?`}
          message={`${person.name} will no longer act for this member: their open pages are logged out at once.`}
          confirmLabel="Remove"
          onConfirm={() => withToast(remove.mutateAsync(person.id))}
        >
          Remove
        </ConfirmButton>
      </Table.Td>
    </Table.Tr>
  );
}

function InvitationRow({ invitation }: { invitation: MemberInvitation }) {
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{invitation.email}</Text>
        <Text size="xs" c="dimmed">
          Invited by {invitation.invited_by}, link valid until {formatDate(invitation.expires_at)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" miw="max-content">{memberRoleLabels[invitation.role]}</Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Button variant="subtle" size="xs" loading={resend.isPending} onClick={() => void withToast(resend.mutateAsync(invitation.id))}>
            Resend
          </Button>
          <Button variant="subtle" color="red" size="xs" loading={cancel.isPending} onClick={() => void withToast(cancel.mutateAsync(invitation.id))}>
            Cancel
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

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
              <Table.ScrollContainer minWidth={480}>
                <Table verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Role</Table.Th>
                      <Table.Th visibleFrom="sm">Last active</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.people.map((person) => (
                      <PersonRow key={person.id} person={person} people={data.people} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </SectionCard>
            <SectionCard title="Invite someone" description="They get a link by e-mail that works once, for 7 days">
              <InviteForm />
            </SectionCard>
            {data.invitations.length > 0 ? (
              <SectionCard title="Pending invitations">
                <Table verticalSpacing="sm">
                  <Table.Tbody>
                    {data.invitations.map((invitation) => (
                      <InvitationRow key={invitation.id} invitation={invitation} />
                    ))}
                  </Table.Tbody>
                </Table>
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
