import { staffRoleLabels } from '@repertoire/contract';
import { StatusPage } from '../../../components/ui/status-page';
import { paths } from '../../../config/paths';
import { useStaffRoles } from '../../../lib/staff-roles';

/** What a staff member sees at the address of a console section their roles do not cover (the server refuses its calls too). */
export function NotCoveredByRoles() {
  const roles = useStaffRoles();
  return (
    <StatusPage
      status={403}
      title="Not part of your roles"
      description={`Your staff roles (${roles.map((role) => staffRoleLabels[role]).join(', ')}) do not cover this part of the console. An administrator can change your roles.`}
      back={{ label: 'Back to the console', href: paths.staff.home.getHref() }}
    />
  );
}
