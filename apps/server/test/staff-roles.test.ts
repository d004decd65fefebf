import { endpoints, staffRoleValues, staffRolesCover, staffRolesRefusal, type Endpoint, type StaffRole } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestToEndpoint } from './support/endpoint-requests';
import { createMember, createStaff, type TestMember } from './support/factories';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Every staff endpoint of the contract's table against every staff role (docs/domain.md#staff-roles):
 * a role the endpoint names (or an administrator) gets past the guard to the endpoint itself, which
 * answers 2xx or a 4xx of its own (validation, not found); every other role is refused with 403
 * before anything else is judged; members and visitors get what they always got (404, 401). The
 * table is read, not written out: a new staff endpoint is checked as soon as it is declared.
 */

let t: TestApp;
let member: TestMember;
const staffByRole = new Map<StaffRole, TestMember>();

beforeAll(async () => {
  t = await buildTestApp();
  member = await createMember(t);
  for (const role of staffRoleValues) staffByRole.set(role, await createStaff(t, { staffRoles: [role] }));
});
afterAll(() => t.close());

type StaffEndpoint = Extract<Endpoint, { access: 'staff' }>;
const declared: [string, Endpoint][] = Object.entries(endpoints);
const staffEndpoints = declared.filter((entry): entry is [string, StaffEndpoint] => entry[1].access === 'staff');

const asRole = (role: StaffRole) => {
  const staff = staffByRole.get(role);
  if (!staff) throw new Error(`No staff member holding ${role}`);
  return { authorization: `Bearer ${staff.token}` };
};

describe('the staff endpoints of the table', () => {
  it('are read from the table', () => {
    expect(staffEndpoints.map(([name]) => name)).toEqual(expect.arrayContaining(['listReviewQueue', 'listStaffDisputes', 'searchMembers', 'listStaffAccounts']));
  });

  it.each(declared)('%s names its staff roles if, and only if, it is a staff endpoint', (_, endpoint) => {
    if (endpoint.access === 'staff') {
      expect(endpoint.staffRoles.length).toBeGreaterThan(0);
      expect(staffRoleValues).toEqual(expect.arrayContaining([...endpoint.staffRoles]));
    } else {
      expect(endpoint.staffRoles).toBeUndefined();
    }
  });
});

describe.each(staffEndpoints)('%s', (_, endpoint) => {
  it.each(staffRoleValues.map((role) => [role, staffRolesCover([role], endpoint.staffRoles)] as const))(
    'as %s: let through %s',
    async (role, isCovered) => {
      const res = await requestToEndpoint(t, endpoint, asRole(role));
      if (isCovered) {
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect([401, 403]).not.toContain(res.statusCode);
        // A 404 is the endpoint's own (the placeholder id names nothing), never "no such endpoint".
        if (res.statusCode === 404) expect(res.json().message).not.toMatch(/^No such endpoint: /);
      } else {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().message).toBe(staffRolesRefusal(endpoint.staffRoles));
      }
    },
  );

  it('is not there for a member (404) and asks a visitor to log in (401)', async () => {
    const asMember = await requestToEndpoint(t, endpoint, member.auth);
    expect(asMember.statusCode).toBe(404);
    expect(asMember.json().message).toMatch(/^No such endpoint: /);
    expect((await requestToEndpoint(t, endpoint)).statusCode).toBe(401);
  });
});

describe('the staff roles', () => {
  it('cover every staff endpoint for an administrator, and each other endpoint for the roles it names only', () => {
    for (const [, endpoint] of staffEndpoints) expect(staffRolesCover(['administrator'], endpoint.staffRoles)).toBe(true);
    const callable = (role: StaffRole) => staffEndpoints.filter(([, endpoint]) => staffRolesCover([role], endpoint.staffRoles)).map(([name]) => name);
    expect(callable('finance')).toEqual([
      'listDistributions',
      'createDistribution',
      'getDistribution',
      'previewDistribution',
      'closeDistribution',
      'uploadUsageFile',
      'listUsageFiles',
      'getUsageFile',
      'mapUsageFile',
      'listUsageFileProblems',
      'deleteUsageFile',
      'listStaffPayments',
      'createPaymentRun',
      'listPaymentRuns',
      'getPaymentRun',
      'downloadPaymentRunSepa',
      'downloadPaymentRunCsv',
    ]);
    expect(callable('reviewer')).toEqual(expect.arrayContaining(['listReviewQueue', 'decideRegistration', 'createCwrExport', 'searchMembers']));
    expect(callable('reviewer')).not.toContain('getMember');
    expect(callable('disputes')).toEqual(['listStaffDisputes', 'takeDispute', 'decideDispute']);
    expect(callable('member-services')).toEqual(expect.arrayContaining(['getMember', 'getMemberBankDetails', 'listInbox', 'sendAnnouncement']));
    expect(callable('member-services')).not.toContain('listStaffAccounts');
  });
});
