import { staffRolesCover } from '@repertoire/contract';
import type { ReactNode } from 'react';
import { AppLayout, type LayoutHome } from '../components/layouts/app-layout';
import { memberNavItems, staffNavItems, type StaffNavItem } from '../components/layouts/nav-items';
import { paths } from '../config/paths';
import { staffSectionRoles, type StaffSection } from '../config/staff-sections';
import { useSession } from '../lib/auth';
import { useStaffRoles } from '../lib/staff-roles';
import { IsniBadge } from '../features/isni/components/isni-badge';
import { NotificationsMenu } from '../features/notifications/components/notifications-menu';
import { UserMenu } from '../features/profile/components/user-menu';
import { useLiveRefreshes } from './live-refreshes';

/** The member's frame: their menu, and the ISNI badge, notifications and user menu in the header (docs/architecture.md#header). */
export function MemberLayout({ children }: { children: ReactNode }) {
  const refreshOnArrival = useLiveRefreshes();
  return (
    <AppLayout
      navItems={memberNavItems}
      headerActions={
        <>
          <IsniBadge />
          <NotificationsMenu onArrival={refreshOnArrival} />
          <UserMenu />
        </>
      }
    >
      {children}
    </AppLayout>
  );
}

const consoleHome: LayoutHome = { href: paths.staff.home.getHref(), label: 'the staff console' };

/** The entries of the staff console's menu that the signed-in staff member's roles cover, in the menu's order. */
export function useStaffNavItems(): StaffNavItem[] {
  const roles = useStaffRoles();
  return staffNavItems.filter((item) => staffRolesCover(roles, staffSectionRoles[item.section]));
}

/** The staff console's frame: the same header, without the member's ISNI badge and profile page, and the console's menu (the sections their roles cover). */
export function StaffLayout({ children }: { children: ReactNode }) {
  const refreshOnArrival = useLiveRefreshes();
  const navItems = useStaffNavItems();
  return (
    <AppLayout
      navItems={navItems}
      home={consoleHome}
      headerActions={
        <>
          <NotificationsMenu onArrival={refreshOnArrival} />
          <UserMenu hasProfile={false} />
        </>
      }
    >
      {children}
    </AppLayout>
  );
}

/** Whether the logged-in user is society staff; call it under ProtectedRoute, where the session is there. */
export function useIsStaff(): boolean {
  return useSession().data?.user.role === 'staff';
}

/**
 * A route's `handle`: `forStaffToo` marks the screens of one's own account that staff open too
 * (inside the console's frame); every other member screen sends staff to the console. `staffSection`
 * names the console section a staff screen belongs to: staff whose roles do not cover it are told so.
 */
export type RouteHandle = { forStaffToo?: boolean; staffSection?: StaffSection };
