import { Loader, Menu, Text } from '@mantine/core';
import { IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Profile } from '@repertoire/contract';
import type { LoadedMenuProps } from '../../../components/ui/menu-on-demand';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../lib/auth';

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

  return (
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
                {profile.email}
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
        <Menu.Item component={Link} to={paths.password.change.getHref()} leftSection={<IconKey size={16} />}>
          Reset Password
        </Menu.Item>
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
  );
}
