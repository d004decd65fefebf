import { Badge, Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { staffAccountEventLabels, staffRoleLabels, type StaffAccount, type StaffAccountEvent, type StaffRole } from '@repertoire/contract';
import { IconHistory, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { SectionCard } from '../../../components/ui/section-card';
import { useSession } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useStaffAccountHistory } from '../api/get-staff-account-history';
import { useStaffAccounts } from '../api/get-staff-accounts';
import { ChangeRolesForm } from './change-roles-form';
import { InviteStaffForm } from './invite-staff-form';
import { RemoveStaffButton } from './remove-staff-button';
import { StaffRoleBadges } from './staff-role-badges';

function WhenText({ at, never }: { at: string | null; never: string }) {
  if (!at) {
    return (
      <Text size="sm" c="dimmed">
        {never}
      </Text>
    );
  }
  return (
    <Text size="sm" title={formatDate(at)}>
      {formatRelativeTime(at)}
    </Text>
  );
}

function ChangeRolesButton({ account }: { account: StaffAccount }) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="light" onClick={dialog.open} aria-label={`Change roles of ${account.name}`}>
        Change roles
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={`Roles of ${account.name}`} centered size="lg">
        {opened ? <ChangeRolesForm account={account} onDone={dialog.close} /> : null}
      </Modal>
    </>
  );
}

const accountColumns = (yourId: string | undefined): DataTableColumn<StaffAccount>[] => [
  {
    key: 'name',
    header: 'Name',
    render: (account) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {account.name}
        </Text>
        {account.id === yourId ? (
          <Badge size="sm" variant="outline" miw="max-content">
            You
          </Badge>
        ) : null}
      </Group>
    ),
  },
  { key: 'email', header: 'E-mail', render: (account) => account.email },
  { key: 'roles', header: 'Roles', render: (account) => <StaffRoleBadges roles={account.roles} /> },
  {
    key: 'second-factor',
    header: 'Two-step sign-in',
    visibleFrom: 'md',
    render: (account) =>
      account.has_second_factor ? (
        <Badge size="sm" variant="light" color="teal" miw="max-content">
          Set up
        </Badge>
      ) : (
        <Badge size="sm" variant="light" color="orange" miw="max-content">
          Not set up yet
        </Badge>
      ),
  },
  { key: 'last-sign-in', header: 'Last sign-in', visibleFrom: 'sm', noWrap: true, render: (account) => <WhenText at={account.last_signed_in_at} never="Never" /> },
  {
    key: 'actions',
    header: <VisuallyHidden>Actions</VisuallyHidden>,
    card: 'actions',
    render: (account) => (
      <Group gap="xs" wrap="nowrap" justify="flex-end">
        <ChangeRolesButton account={account} />
        <RemoveStaffButton account={account} />
      </Group>
    ),
  },
];

const roleList = (roles: readonly StaffRole[]) => roles.map((role) => staffRoleLabels[role]).join(', ');

/** What an event did to the account's roles, in words. */
function eventDetail(event: StaffAccountEvent): string {
  if (event.kind === 'roles_changed') return `${roleList(event.previous_roles)} → ${roleList(event.roles)}`;
  if (event.kind === 'removed') return `Held ${roleList(event.roles)}`;
  return roleList(event.roles);
}

const historyColumns: DataTableColumn<StaffAccountEvent>[] = [
  { key: 'when', header: 'When', noWrap: true, render: (event) => <WhenText at={event.created_at} never="" /> },
  {
    key: 'account',
    header: 'Staff member',
    card: 'title',
    render: (event) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {event.account.name}
        </Text>
        <Text size="xs" c="dimmed">
          {event.account.email}
        </Text>
      </Stack>
    ),
  },
  { key: 'what', header: 'What', render: (event) => staffAccountEventLabels[event.kind] },
  { key: 'roles', header: 'Roles', render: (event) => eventDetail(event) },
  { key: 'by', header: 'By', visibleFrom: 'sm', render: (event) => event.by ?? 'An operator (command line)' },
];

/**
 * `/staff/accounts`: administrators list the staff accounts, invite a staff member, change roles
 * and remove accounts, and read who changed what (docs/domain.md#staff-roles).
 */
export function StaffAccountsScreen() {
  const [page, setPage] = useState(1);
  const [historyPage, setHistoryPage] = useState(1);
  const [inviting, inviteDialog] = useDisclosure(false);
  const accounts = useStaffAccounts({ page });
  const history = useStaffAccountHistory({ page: historyPage });
  const yourId = useSession().data?.user.id;
  const columns = useMemo(() => accountColumns(yourId), [yourId]);

  return (
    <>
      <PageHeader
        title="Staff accounts"
        description="Who works in the console, and the roles that open each part of it. The last administrator keeps the administrator role."
        actions={
          <Button leftSection={<IconUserPlus size={16} />} onClick={inviteDialog.open}>
            Invite a staff member
          </Button>
        }
      />
      <Stack gap="lg">
        <SectionCard title="Staff members">
          <PagedQueryTable
            query={accounts}
            label="Staff members"
            columns={columns}
            getRowKey={(account) => account.id}
            onPageChange={setPage}
            empty={<EmptyState title="No staff accounts" description="Invite a staff member to give them a place in the console." icon={<IconUsers size={26} />} />}
          />
        </SectionCard>
        <SectionCard title="History" description="Accounts created, invited, given other roles and removed, newest first.">
          <PagedQueryTable
            query={history}
            label="Staff account history"
            columns={historyColumns}
            getRowKey={(event) => event.id}
            onPageChange={setHistoryPage}
            empty={<EmptyState title="Nothing changed yet" description="Invitations, role changes and removals are listed here." icon={<IconHistory size={26} />} />}
          />
        </SectionCard>
      </Stack>
      <Modal opened={inviting} onClose={inviteDialog.close} title="Invite a staff member" centered size="lg">
        {inviting ? <InviteStaffForm onDone={inviteDialog.close} /> : null}
      </Modal>
    </>
  );
}
