import { Button, Group, Loader, Menu, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { memberRoleLabels } from '@repertoire/contract';
import { IconArrowsExchange, IconCash, IconDoorExit, IconKey, IconLogout, IconReceipt, IconUser, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Profile } from '@repertoire/contract';
import type { LoadedMenuProps } from '../../../components/ui/menu-on-demand';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useLeaveMember, useLogout, useSession, useSwitchActingFor } from '../../../lib/auth';
import { notifyError, notifySuccess } from '../../../lib/notify';

type UserMenuDropdownProps = LoadedMenuProps & {
  profile: Profile | undefined;
  name: string;
  isUnavailable: boolean;
  retry: () => void;
  hasProfile: boolean;
};

/** The user menu itself, loaded with its first opening (user-menu.tsx shows the button until then). */
export function UserMenuDropdown({ target, menuProps, profile, name, isUnavailable, retry, hasProfile }: UserMenuDropdownProps) {
  const logout = useLogout();
  const session = useSession().data;
  const switchTo = useSwitchActingFor();
  const person = session?.person ?? null;
  const others = session?.memberships.filter((membership) => membership.member_id !== session.user.id) ?? [];
  const leave = useLeaveMember();
  const [leaving, { open: askToLeave, close: stayMember }] = useDisclosure(false);
  // A person acting for a member that is not their own login may stop; the member's own login cannot leave itself.
  const mayLeave = person !== null && !person.is_member;
  const confirmLeave = () =>
    leave.mutate(undefined, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (error) => notifyError(errorMessage(error)),
      onSettled: stayMember,
    });

  return (
    <>
      <Menu {...menuProps} width={260} position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          {profile ? (
            <>
              <Menu.Label>
                <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
                  {name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {person && !person.is_member ? `${person.name} (${memberRoleLabels[person.role]}), ${person.email}` : profile.email}
                </Text>
              </Menu.Label>
              <Menu.Divider />
            </>
          ) : isUnavailable ? (
            <>
              <Menu.Item onClick={retry} c="red">
                Your profile could not be loaded. Retry
              </Menu.Item>
              <Menu.Divider />
            </>
          ) : null}
          {hasProfile ? (
            <Menu.Item component={Link} to={paths.app.profile.getHref()} leftSection={<IconUser size={16} />}>
              Profile
            </Menu.Item>
          ) : null}
          {person?.role === 'administrator' ? (
            <Menu.Item component={Link} to={paths.app.people.getHref()} leftSection={<IconUsers size={16} />}>
              People
            </Menu.Item>
          ) : null}
          {hasProfile && (person === null || person.role === 'administrator' || person.role === 'finance') ? (
            <>
              <Menu.Item component={Link} to={paths.app.statements.getHref()} leftSection={<IconReceipt size={16} />}>
                Statements
              </Menu.Item>
              <Menu.Item component={Link} to={paths.app.payments.getHref()} leftSection={<IconCash size={16} />}>
                Payments
              </Menu.Item>
            </>
          ) : null}
          <Menu.Item component={Link} to={paths.password.change.getHref()} leftSection={<IconKey size={16} />}>
            Reset Password
          </Menu.Item>
          {others.length > 0 ? (
            <>
              <Menu.Divider />
              <Menu.Label>Act for</Menu.Label>
              {others.map((membership) => (
                <Menu.Item
                  key={membership.member_id}
                  leftSection={<IconArrowsExchange size={16} />}
                  disabled={switchTo.isPending}
                  onClick={() => switchTo.mutate(membership.member_id, { onError: (error) => notifyError(errorMessage(error)) })}
                >
                  {membership.name}
                </Menu.Item>
              ))}
            </>
          ) : null}
          {mayLeave ? (
            <Menu.Item leftSection={<IconDoorExit size={16} />} onClick={askToLeave}>
              Leave {name}
            </Menu.Item>
          ) : null}
          <Menu.Divider />
          {/* An item, not a button: a menu holds only menu items (ARIA menu pattern). */}
          <Menu.Item
            c="red"
            leftSection={logout.isPending ? <Loader size={16} color="red" /> : <IconLogout size={16} />}
            closeMenuOnClick={false}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* Outside the menu, whose dropdown closes as the item is clicked. */}
      <Modal opened={leaving} onClose={stayMember} title={`Leave ${name}?`} centered>
        <Stack gap="lg">
          <Text size="sm">
            You will no longer act for {name}, and you will be logged out. An administrator of {name} can invite you again.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={stayMember} data-autofocus>
              Cancel
            </Button>
            <Button color="red" loading={leave.isPending} onClick={confirmLeave}>
              Leave {name}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
