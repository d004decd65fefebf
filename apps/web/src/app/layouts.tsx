import type { ReactNode } from 'react';
import { AppLayout, type LayoutHome } from '../components/layouts/app-layout';
import { memberNavItems, staffNavItems } from '../components/layouts/nav-items';
import { paths } from '../config/paths';
import { useSession } from '../lib/auth';
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

/** The staff console's frame: the same header, without the member's ISNI badge and profile page, and the console's menu. */
export function StaffLayout({ children }: { children: ReactNode }) {
  const refreshOnArrival = useLiveRefreshes();
  return (
    <AppLayout
      navItems={staffNavItems}
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
 * (inside the console's frame); every other member screen sends staff to the console.
 */
export type RouteHandle = { forStaffToo?: boolean };
