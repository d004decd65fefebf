import { messageOnly, uuidParam } from '../envelope';
import { defineEndpoint } from '../endpoint';
import {
  staffAccountEventList,
  staffAccountEventListQuery,
  staffAccountInvite,
  staffAccountList,
  staffAccountListQuery,
  staffAccountResponse,
  staffRolesChange,
} from '../staff-accounts';

const tags = ['staff'] as const;

/** Staff accounts and their roles (docs/domain.md#staff-roles): administrators only. */
export const staffAccountEndpoints = {
  listStaffAccounts: defineEndpoint({
    method: 'GET',
    path: '/staff/accounts',
    summary: 'The staff accounts not removed, by name: roles, last sign-in, two-step sign-in set up or not',
    tags,
    access: 'staff',
    staffRoles: ['administrator'],
    kind: 'json',
    query: staffAccountListQuery,
    answer: staffAccountList,
  }),
  inviteStaffAccount: defineEndpoint({
    method: 'POST',
    path: '/staff/accounts',
    summary: 'Create a staff account with its roles and mail it a link to set its password (valid one hour)',
    tags,
    access: 'staff',
    staffRoles: ['administrator'],
    kind: 'json',
    body: staffAccountInvite,
    answer: staffAccountResponse,
    status: 201,
  }),
  changeStaffRoles: defineEndpoint({
    method: 'PUT',
    path: '/staff/accounts/:id/roles',
    summary: 'Set the roles of a staff account; 409 for the last administrator without administrator',
    tags,
    access: 'staff',
    staffRoles: ['administrator'],
    kind: 'json',
    params: uuidParam,
    body: staffRolesChange,
    answer: staffAccountResponse,
  }),
  removeStaffAccount: defineEndpoint({
    method: 'DELETE',
    path: '/staff/accounts/:id',
    summary: 'Remove a staff account: its sessions end at once and it can no longer log in; 409 for the last administrator',
    tags,
    access: 'staff',
    staffRoles: ['administrator'],
    kind: 'json',
    params: uuidParam,
    answer: messageOnly,
  }),
  listStaffAccountEvents: defineEndpoint({
    method: 'GET',
    path: '/staff/accounts/history',
    summary: 'Staff accounts created, invited, given other roles and removed, newest first, with who did it',
    tags,
    access: 'staff',
    staffRoles: ['administrator'],
    kind: 'json',
    query: staffAccountEventListQuery,
    answer: staffAccountEventList,
  }),
};
