import { Outlet } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { ProtectedRoute } from '../../protected-route';
import { MemberLayout, StaffLayout, useIsStaff } from '../../layouts';

/** `/staff/…`: the staff console. A member is shown the app's not-found page, as for any address that does not exist. */
export function StaffRoot() {
  return (
    <ProtectedRoute>
      <StaffScreens />
    </ProtectedRoute>
  );
}

function StaffScreens() {
  if (!useIsStaff()) {
    return (
      <MemberLayout>
        <NotFound />
      </MemberLayout>
    );
  }
  return (
    <StaffLayout>
      <Outlet />
    </StaffLayout>
  );
}

export { StaffRoot as Component };
