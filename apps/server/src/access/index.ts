export { permissions, type Permission, type PermissionRule, type Relation, type StaffRelation } from './permissions';
export { mayAccess, relationsOf, requireAccess, type AccessSubject } from './require-access';
export { everyRoleCovers, memberRoleParts, requireMemberPart, roleCovers } from './member-parts';
export { requireStaffRoles, staffRolesHolding } from './staff-roles';
