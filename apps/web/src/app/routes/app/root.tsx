import { Navigate, Outlet, useMatches } from 'react-router';
import { paths } from '../../../config/paths';
import { ProtectedRoute } from '../../protected-route';
import { MemberLayout, StaffLayout, useIsStaff, type RouteHandle } from '../../layouts';

/** The protected screens: a session is required, then the header, side menu and content. */
export function AppRoot() {
  return (
    <ProtectedRoute>
      <MemberScreens />
    </ProtectedRoute>
  );
}

/** Members' screens are for members: staff are sent to the console, but for their own account's screens. */
function MemberScreens() {
  const isStaff = useIsStaff();
  const matches = useMatches();
  if (!isStaff) {
    return (
      <MemberLayout>
        <Outlet />
      </MemberLayout>
    );
  }
  const isForStaffToo = matches.some((match) => (match.handle as RouteHandle | undefined)?.forStaffToo === true);
  if (!isForStaffToo) return <Navigate to={paths.staff.home.getHref()} replace />;
  return (
    <StaffLayout>
      <Outlet />
    </StaffLayout>
  );
}

export { AppRoot as Component };
