import { Avatar, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy } from 'react';
import { MenuOnDemand } from '../../../components/ui/menu-on-demand';
import { useQueryTimeout } from '../../../hooks/use-loading-timeout';
import { useProfile } from '../api/get-profile';
import { profileDisplayName } from '../utils/display-name';
import classes from './user-menu.module.css';

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.UserMenuDropdown })));

/**
 * Header user menu (docs/architecture.md#header): name and e-mail, Profile, Reset Password and Logout. Staff have no
 * member profile page (`hasProfile` false). The menu itself loads when it is first opened
 * (user-menu-dropdown.tsx).
 */
export function UserMenu({ hasProfile = true }: { hasProfile?: boolean }) {
  const profile = useProfile();
  // Without the profile (an error, or no answer within 120 s) the menu still works, named "Account".
  const { timedOut, retry } = useQueryTimeout(profile);
  const isUnavailable = profile.isError || timedOut;

  const name = profile.data ? profileDisplayName(profile.data) : isUnavailable ? 'Account' : '';

  return (
    <MenuOnDemand
      target={
        // Named by the member's name, the text it shows (WCAG 2.5.3); a narrow header hides that
        // text from sight only. The initials repeat it, so they are not read.
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
      }
      preload={loadDropdown}
      renderMenu={(menu) => (
        <UserMenuDropdown {...menu} profile={profile.data} name={name} isUnavailable={isUnavailable} retry={retry} hasProfile={hasProfile} />
      )}
    />
  );
}
