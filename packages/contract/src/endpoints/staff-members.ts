import { uuidParam } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { memberIdentifiersRequest, staffMemberDetailsResponse, staffMemberList, staffMemberSearchQuery } from '../staff-members';

const tags = ['staff'] as const;

/** Staff pages for members (docs/domain.md#staff). */
export const staffMemberEndpoints = {
  searchMembers: defineEndpoint({
    method: 'GET',
    path: '/staff/members',
    summary: 'Find members by name, e-mail address, ISNI or IPI name number (any spelling)',
    tags,
    access: 'staff',
    // Reviewers pick a member too: a CWR export of one member's works (components/staff-members/member-picker.tsx).
    staffRoles: ['member-services', 'reviewer'],
    kind: 'json',
    query: staffMemberSearchQuery,
    answer: staffMemberList,
  }),
  getMember: defineEndpoint({
    method: 'GET',
    path: '/staff/members/:id',
    summary: "A member's account, works and recordings by status, and history",
    tags,
    access: 'staff',
    staffRoles: ['member-services'],
    kind: 'json',
    params: uuidParam,
    answer: staffMemberDetailsResponse,
  }),
  setMemberIdentifiers: defineEndpoint({
    method: 'PUT',
    path: '/staff/members/:id/isni',
    summary: "Set or correct a member's ISNI and IPI name number",
    tags,
    access: 'staff',
    staffRoles: ['member-services'],
    kind: 'json',
    params: uuidParam,
    body: memberIdentifiersRequest,
    answer: staffMemberDetailsResponse,
  }),
};
