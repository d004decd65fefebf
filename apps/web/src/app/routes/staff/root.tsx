import { Outlet, useMatches } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { ProtectedRoute } from '../../protected-route';
import { MemberLayout, StaffLayout, useIsStaff, useStaffNavItems, type RouteHandle } from '../../layouts';
import { NotCoveredByRoles } from './not-covered-by-roles';

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
      <SectionOfRoles />
    </StaffLayout>
  );
}

/** The screen asked for, or, when it belongs to a section the staff member's roles do not cover, a page saying so. */
function SectionOfRoles() {
  const covered = useStaffNavItems().map((item) => item.section);
  const section = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.staffSection)
    .findLast((candidate) => candidate !== undefined);
  if (section && !covered.includes(section)) return <NotCoveredByRoles />;
  return <Outlet />;
}

export { StaffRoot as Component };
