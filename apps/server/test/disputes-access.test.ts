import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeDetails } from '@repertoire/contract';
import { notifications } from '../src/db/schema';
import { sweepDisputeDeadlines } from '../src/features/disputes';
import { createTestClock } from './support/clock';
import { claim, dispute, expectStatus, lineOf, namedMember, notificationTitles, registeredWorkOf } from './support/disputes';
import { createStaff, type TestMember } from './support/factories';
import { asMember, createRightsHolder } from './support/musical-works';
import { multipart } from './support/multipart';
import { buildTestApp, type TestApp } from './support/test-app';

const clock = createTestClock();
let t: TestApp;
let ada: TestMember;
let ben: TestMember;
let outsider: TestMember;
let staff: TestMember;
/** Staff whose roles do not include disputes. */
let reviewer: TestMember;
let workId: string;
let disputeId: string;
let evidenceId: string;
let claimId: string;

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

beforeAll(async () => {
  t = await buildTestApp({ clock });
  ada = await namedMember(t, 'Ada');
  ben = await namedMember(t, 'Ben');
  outsider = await namedMember(t, 'Olga');
  staff = await createStaff(t, { staffRoles: ['disputes'] });
  reviewer = await createStaff(t, { staffRoles: ['reviewer', 'member-services'] });
  const coWriter = await createRightsHolder(t, ada, { name: 'Access Co-writer' });
  workId = (await registeredWorkOf(t, ada, coWriter, 'Private Quarrel')).id;
  const overclaim = await claim(t, ben, workId, 10, 10);
  disputeId = overclaim.dispute_id ?? '';
  claimId = overclaim.id;
  const upload = await t.app.inject({ method: 'POST', url: `/api/v1/disputes/${disputeId}/evidence`, ...multipart(PDF, 'proof.pdf', 'application/pdf', ben.auth) });
  evidenceId = upload.json<{ data: { data: DisputeDetails } }>().data.data.evidence[0]?.id ?? '';
});
afterAll(() => t.close());

/** Every endpoint of a dispute, its evidence and its claims, with a body a party could send. */
function endpoints(): { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown>; file?: boolean }[] {
  return [
    { method: 'GET', url: `/disputes/${disputeId}` },
    { method: 'POST', url: `/disputes/${disputeId}/messages`, payload: { body: 'Hello' } },
    { method: 'POST', url: `/disputes/${disputeId}/evidence`, file: true },
    { method: 'GET', url: `/disputes/${disputeId}/evidence/${evidenceId}` },
    { method: 'POST', url: `/disputes/${disputeId}/claims`, payload: { shares: [lineOf(ada, 'composer', 100)] } },
    { method: 'POST', url: `/disputes/${disputeId}/accept`, payload: { party_id: disputeId } },
    { method: 'POST', url: `/disputes/${disputeId}/withdraw`, payload: {} },
    { method: 'GET', url: `/musical-works/${workId}/disputes` },
    { method: 'GET', url: `/musical-works/${workId}/claims` },
    { method: 'POST', url: `/claims/${claimId}/confirm`, payload: {} },
    { method: 'POST', url: `/claims/${claimId}/withdraw`, payload: {} },
    { method: 'GET', url: '/staff/disputes' },
    { method: 'POST', url: `/staff/disputes/${disputeId}/take`, payload: {} },
    { method: 'POST', url: `/staff/disputes/${disputeId}/decision`, payload: { decision: 'reject', reason: 'No' } },
  ];
}

function send(member: TestMember | null, endpoint: ReturnType<typeof endpoints>[number]) {
  const auth = member?.auth ?? {};
  if (endpoint.file) return t.app.inject({ method: 'POST', url: `/api/v1${endpoint.url}`, ...multipart(PDF, 'x.pdf', 'application/pdf', auth) });
  return t.app.inject({ method: endpoint.method, url: `/api/v1${endpoint.url}`, headers: auth, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });
}

describe('who sees a dispute', () => {
  it('answers 404 to a member who is not a party, on every endpoint, and changes nothing', async () => {
    for (const endpoint of endpoints()) {
      const res = await send(outsider, endpoint);
      expect(res.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(404);
    }
    const details = await dispute(t, ada, disputeId);
    expect(details.state).toBe('open');
    expect(details.events.map((e) => e.kind)).toEqual(['opened', 'evidence']);
    expect(details.parties.map((p) => p.name)).not.toContain('Olga Tester');
  });

  it('answers 401 to anonymous requests on every endpoint', async () => {
    for (const endpoint of endpoints()) {
      const res = await send(null, endpoint);
      expect(res.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
    }
  });

  it('lets the parties and staff read the dispute and its evidence', async () => {
    for (const reader of [ada, ben, staff]) {
      expect((await send(reader, { method: 'GET', url: `/disputes/${disputeId}` })).statusCode).toBe(200);
      const file = await send(reader, { method: 'GET', url: `/disputes/${disputeId}/evidence/${evidenceId}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    }
  });

  it('tells staff whose roles do not include disputes that they cannot read it (403), on every endpoint of it', async () => {
    for (const endpoint of [
      { method: 'GET' as const, url: `/disputes/${disputeId}` },
      { method: 'GET' as const, url: `/disputes/${disputeId}/evidence/${evidenceId}` },
      { method: 'GET' as const, url: '/staff/disputes' },
      { method: 'POST' as const, url: `/staff/disputes/${disputeId}/take`, payload: {} },
    ]) {
      const res = await send(reviewer, endpoint);
      expect(res.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
      expect(res.json().message).toBe('Your staff roles do not include deciding disputes');
    }
    expect((await dispute(t, ada, disputeId)).state).toBe('open');
  });
});

describe('deadlines', () => {
  it('reminds the parties 7 days before the evidence deadline once, and tells staff once it has passed', async () => {
    const other = await createStaff(t, { givenName: 'Pat', staffRoles: ['administrator'] });
    const deps = { db: t.db, config: t.config, clock, storage: t.app.storage };
    await sweepDisputeDeadlines(deps);
    expect(await notificationTitles(t, ada)).not.toContain('Evidence due in 7 days');

    clock.advance(53 * 86_400_000 + 60_000);
    await sweepDisputeDeadlines(deps);
    await sweepDisputeDeadlines(deps);
    for (const party of [ada, ben]) {
      expect((await notificationTitles(t, party)).filter((title) => title === 'Evidence due in 7 days'), party.email).toHaveLength(1);
    }
    expect(await notificationTitles(t, staff)).not.toContain('A dispute is ready to decide');

    clock.advance(7 * 86_400_000);
    await sweepDisputeDeadlines(deps);
    await sweepDisputeDeadlines(deps);
    for (const member of [staff, other]) {
      const told = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
      const ready = told.filter((n) => n.title === 'A dispute is ready to decide');
      expect(ready).toHaveLength(1);
      expect(ready[0]?.link).toBe(`/staff/disputes/${disputeId}`);
    }
    // Only staff who decide disputes are told: not a reviewer.
    expect(await notificationTitles(t, reviewer)).not.toContain('A dispute is ready to decide');
    const details = await expectStatus<DisputeDetails>(asMember(t, ada).get(`/disputes/${disputeId}`), 200);
    expect(details.events.map((e) => e.kind)).toEqual(['opened', 'evidence', 'deadline_soon', 'deadline_passed']);
    expect(details.events.at(-1)?.actor).toBeNull();
  });
});
