import { Outlet } from 'react-router';
import { AppLayout } from '../../../components/layouts/app-layout';
import { ProtectedRoute } from '../../../lib/auth';
import { IsniBadge } from '../../../features/isni/components/isni-badge';
import { NotificationsMenu } from '../../../features/notifications/components/notifications-menu';
import { UserMenu } from '../../../features/profile/components/user-menu';

/** The protected screens: a session is required, then the header, side menu and content. */
export function AppRoot() {
  return (
    <ProtectedRoute>
      <AppLayout
        headerActions={
          <>
            <IsniBadge />
            <NotificationsMenu />
            <UserMenu />
          </>
        }
      >
        <Outlet />
      </AppLayout>
    </ProtectedRoute>
  );
}

export { AppRoot as Component };
