import { endpointRoutes, type StaffRole } from '@repertoire/contract';

/**
 * The staff roles each section of the staff console is for (docs/domain.md#staff-roles): those of
 * the endpoint the section stands on, as the contract declares it, so that the menu, the routes and
 * the server agree. An administrator sees every section.
 */
export const staffSectionRoles = {
  reviewQueue: endpointRoutes.listReviewQueue.staffRoles,
  members: endpointRoutes.getMember.staffRoles,
  disputes: endpointRoutes.listStaffDisputes.staffRoles,
  announcements: endpointRoutes.sendAnnouncement.staffRoles,
  inbox: endpointRoutes.listInbox.staffRoles,
  cwrExports: endpointRoutes.listCwrExports.staffRoles,
  distributions: endpointRoutes.listDistributions.staffRoles,
  staffAccounts: endpointRoutes.listStaffAccounts.staffRoles,
} satisfies Record<string, readonly StaffRole[]>;

export type StaffSection = keyof typeof staffSectionRoles;
