/*
 * The staff roles apart from their schemas (staff-roles.ts, which exports them too): the console's
 * menu and the server's checks use them, and the members' frame, which shares the menu's module,
 * loads without zod.
 */

/**
 * What a staff account may do in the staff console (docs/domain.md#staff-roles,
 * docs/decisions/0025-staff-roles.md). A staff account holds one or more; members hold none.
 * - `reviewer`: the review queue, and CWR exports to other societies;
 * - `disputes`: disputes;
 * - `member-services`: members, announcements and the inbox;
 * - `finance`: distributions (usage files, the split, closing) and, to come, payments;
 * - `administrator`: staff accounts and their roles, and everything the other roles do.
 */
export const staffRoleValues = ['reviewer', 'disputes', 'member-services', 'finance', 'administrator'] as const;
export type StaffRole = (typeof staffRoleValues)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  reviewer: 'Reviewer',
  disputes: 'Disputes',
  'member-services': 'Member services',
  finance: 'Finance',
  administrator: 'Administrator',
};

/** What each role covers, as the console describes it beside the role's name. */
export const staffRoleDescriptions: Record<StaffRole, string> = {
  reviewer: 'The review queue and CWR exports to other societies',
  disputes: 'Taking disputes under review and deciding them',
  'member-services': 'Members, announcements and the inbox',
  finance: 'Distributions: usage files, the split and closing (through the API for now)',
  administrator: 'Staff accounts and their roles, and everything the other roles do',
};

/** The work a role stands for, as a refusal names it: "Your staff roles do not include reviewing registrations". */
export const staffRoleDuties: Record<StaffRole, string> = {
  reviewer: 'reviewing registrations',
  disputes: 'deciding disputes',
  'member-services': 'member services',
  finance: 'finance',
  administrator: 'administering staff accounts',
};

/** The roles an account holding `held` acts in: an administrator acts in every role. */
export function staffRolesInEffect(held: readonly StaffRole[]): readonly StaffRole[] {
  return held.includes('administrator') ? staffRoleValues : held;
}

/** Whether an account holding `held` may do what any of `allowed` may (an administrator may do all). */
export function staffRolesCover(held: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  const inEffect = staffRolesInEffect(held);
  return allowed.some((role) => inEffect.includes(role));
}

/** The refusal a staff member gets from what `allowed` covers and their roles do not. */
export function staffRolesRefusal(allowed: readonly StaffRole[]): string {
  return `Your staff roles do not include ${allowed.map((role) => staffRoleDuties[role]).join(' or ')}`;
}

