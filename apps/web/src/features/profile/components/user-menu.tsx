import { Avatar, Group, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../lib/auth';
import { useQueryTimeout } from '../../../hooks/use-loading-timeout';
import { useProfile } from '../api/get-profile';
import { profileDisplayName } from '../utils/display-name';
import classes from './user-menu.module.css';

/**
 * Header user menu (spec §2): name and e-mail, Profile, Reset Password and Logout. Staff have no
 * member profile page (`hasProfile` false).
 */
export function UserMenu({ hasProfile = true }: { hasProfile?: boolean }) {
  const profile = useProfile();
  const logout = useLogout();
  // Without the profile (an error, or no answer within 120 s) the menu still works, named "Account".
  const { timedOut, retry } = useQueryTimeout(profile);
  const unavailable = profile.isError || timedOut;

  const name = profile.data ? profileDisplayName(profile.data) : unavailable ? 'Account' : '';

  return (
    <Menu width={260} position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by the member's name, the text it shows (WCAG 2.5.3); a narrow header hides that
            text from sight only. The initials repeat it, so they are not read. */}
        <UnstyledButton className={classes.target} aria-label={name ? undefined : 'Account'}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={profile.data?.profile_pic_url ?? null} alt="" radius="xl" size={32} name={name || undefined} color="initials" aria-hidden />
            {profile.isPending && !timedOut ? (
              <Loader size="xs" />
            ) : (
              <Text size="sm" fw={500} className={classes.name}>
                {name}
              </Text>
            )}
            <IconChevronDown size={14} className={classes.chevron} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {profile.data ? (
          <>
            <Menu.Label>
              <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {profile.data.email}
              </Text>
            </Menu.Label>
            <Menu.Divider />
          </>
        ) : unavailable ? (
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
