import { staffRolesRefusal, type StaffRole } from '@repertoire/contract';

/**
 * How an actor stands to the thing asked about, the only facts access is decided on:
 * - `owner`: the member who registered it (a work, a recording, the work a claim is on);
 * - `party`: a party to the dispute;
 * - `claimant`: the member who made the claim;
 * - `raiser`: the member who raised the dispute;
 * - `member`: any member's account, whatever it is asked about;
 * - `staff`: society staff, whatever their roles;
 * - `staff:<role>`: staff acting in one of their roles (docs/domain.md#staff-roles): `staff:reviewer`,
 *   `staff:disputes`, `staff:member-services`, `staff:finance`, `staff:administrator`. An administrator
 *   stands in every role.
 * What is a member's own by their id alone (their profile, bank details, notifications, jobs) is
 * read and written by that id: there is no one else it could be decided for.
 * A new way of standing to something (a member's people with roles, staff roles) is a new relation
 * that `relationsOf` yields and rows below name: call sites keep naming permissions only.
 */
export type Relation = 'owner' | 'party' | 'claimant' | 'raiser' | 'member' | 'staff' | StaffRelation;
export type StaffRelation = `staff:${StaffRole}`;

export type PermissionRule = {
  /** The relations that hold the permission. */
  holders: readonly Relation[];
  /**
   * Relations that may see the thing but not do this: they are told why (403). Everyone else who
   * does not hold the permission is told the thing does not exist (404), so existence does not leak.
   */
  refused?: { to: readonly Relation[]; message: string };
};

/** Who holds each permission: the one table every access decision reads. */
export const permissions = {
  // Registrable items (works, recordings): reviewers read members' items through the review desk only.
  'registration.read': { holders: ['owner'] },
  'registration.change': { holders: ['owner'] },
  'registration.review': { holders: ['staff:reviewer'] },
  'registration.decide': { holders: ['staff:reviewer'] },
  // Disputes: parties act, staff of the disputes desk read and decide; other staff are told why they may not.
  'dispute.read': { holders: ['party', 'staff:disputes'], refused: { to: ['staff'], message: staffRolesRefusal(['disputes']) } },
  'dispute.act': { holders: ['party'], refused: { to: ['staff'], message: 'Only the parties to a dispute can do this' } },
  'dispute.decide': { holders: ['staff:disputes'] },
  'dispute.withdraw': { holders: ['raiser'], refused: { to: ['party', 'staff'], message: 'Only the member who raised the dispute can withdraw it' } },
  // Every dispute on a work, not only those one is party to.
  'dispute.read-all': { holders: ['staff:disputes'] },
  // Claims on a registered work: the claimant and the work's registrant.
  'claim.read': { holders: ['owner', 'claimant'] },
  'claim.confirm': { holders: ['owner'], refused: { to: ['claimant'], message: 'Only the member who registered the work can confirm a claim' } },
  'claim.withdraw': { holders: ['claimant'], refused: { to: ['owner'], message: 'Only the member who made the claim can withdraw it' } },
  // Every claim on a work, not only one's own.
  'claim.read-all': { holders: ['owner'] },
  // The staff console: to anyone else its endpoints do not exist. Each of its endpoints also names the
  // staff roles that may call it (packages/contract/src/endpoints, `staffRoles`; requireStaffRoles).
  'staff.desk': { holders: ['staff'] },
  // Staff accounts: invite, change roles, remove.
  'staff.administer': { holders: ['staff:administrator'], refused: { to: ['staff'], message: staffRolesRefusal(['administrator']) } },
  // Help: members write to the society; staff read what they write in the inbox.
  'support.write': { holders: ['member'], refused: { to: ['staff'], message: 'Only members write to the society through Help' } },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof permissions;
