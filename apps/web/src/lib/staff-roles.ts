import { staffRolesCover, type StaffRole } from '@repertoire/contract';
import { staffSectionRoles, type StaffSection } from '../config/staff-sections';
import { useSession } from './auth';

const noRoles: readonly StaffRole[] = [];

/** The signed-in staff member's roles (none for a member, or while the session loads). */
export function useStaffRoles(): readonly StaffRole[] {
  return useSession().data?.user.staff_roles ?? noRoles;
}

/** Whether the signed-in staff member's roles cover a section of the console (an administrator's cover all). */
export function useCoversStaffSection(section: StaffSection): boolean {
  return staffRolesCover(useStaffRoles(), staffSectionRoles[section]);
}
