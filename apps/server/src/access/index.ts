export { permissions, type Permission, type PermissionRule, type Relation } from './permissions';
export { mayAccess, relationsOf, requireAccess, type AccessSubject } from './require-access';
export { memberRoleParts, requireMemberPart, roleCovers } from './member-parts';
