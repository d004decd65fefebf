import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeDetails, MusicalWorkHistoryEntry, WorkClaim, WorkShare } from '@repertoire/contract';
import { musicalWorkShares, workClaims } from '../src/db/schema';
import { loadConfig } from '../src/config';
import { sweepClaimConfirmations } from '../src/features/disputes';
import { createTestClock } from './support/clock';
import { claim, describeShares, dispute, expectStatus, namedMember, notificationTitles, registeredWorkOf } from './support/disputes';
import { createMember } from './support/factories';
import { asMember, createRightsHolder, createWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

const clock = createTestClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, config: t.config, clock, storage: t.app.storage });

function shares(member: Parameters<typeof asMember>[1], workId: string) {
  return expectStatus<WorkShare[]>(asMember(t, member).get(`/musical-works/${workId}/rights-holders`), 200);
}

describe('claims within 100%', () => {
  it('waits for the registrant, who confirms it: it joins the work’s shares and its history', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const coWriter = await createRightsHolder(t, ada, { name: 'Claims Co-writer' });
    const work = await registeredWorkOf(t, ada, coWriter, 'Room To Spare', 40);

    const pending = await claim(t, ben, work.id, 0, 10, 'arranger');
    expect(pending).toMatchObject({ status: 'pending', dispute_id: null, performance_share: 0, mechanical_share: 10, claimant: { name: 'Ben Tester' } });
    expect(new Date(pending.confirm_by ?? '').getTime() - clock().getTime()).toBe(30 * 86_400_000);
    expect(await notificationTitles(t, ada)).toContain('New claim on your work');

    const seenByAda = await expectStatus<WorkClaim[]>(asMember(t, ada).get(`/musical-works/${work.id}/claims`), 200);
    expect(seenByAda.map((c) => c.id)).toEqual([pending.id]);
    const byClaimant = await asMember(t, ben).post(`/claims/${pending.id}/confirm`);
    expect(byClaimant.status).toBe(403);

    const confirmed = await expectStatus<WorkClaim>(asMember(t, ada).post(`/claims/${pending.id}/confirm`), 200);
    expect(confirmed).toMatchObject({ status: 'accepted', confirm_by: null });
    expect(describeShares(await shares(ada, work.id))).toEqual(['Ada Tester composer 40/40', 'Claims Co-writer author 40/40', 'Ben Tester arranger 0/10']);
    const history = await expectStatus<MusicalWorkHistoryEntry[]>(asMember(t, ada).get(`/musical-works/${work.id}/history`), 200);
    expect(history[0]).toMatchObject({ event: 'share_added', actor_name: 'Ada Tester' });
    expect(await notificationTitles(t, ben)).toContain('Claim accepted');

    const again = await asMember(t, ada).post(`/claims/${pending.id}/confirm`);
    expect(again.status).toBe(409);
  });

  it('joins the work’s shares by itself once its confirmation period ends, and can be withdrawn before', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const cleo = await namedMember(t, 'Cleo');
    const coWriter = await createRightsHolder(t, ada, { name: 'Sweep Co-writer' });
    const work = await registeredWorkOf(t, ada, coWriter, 'Quiet Registrant', 40);

    const waiting = await claim(t, ben, work.id, 10, 10);
    const withdrawnLater = await claim(t, cleo, work.id, 10, 10);
    expect(withdrawnLater.status).toBe('pending');
    expect((await asMember(t, ada).post(`/claims/${withdrawnLater.id}/withdraw`)).status).toBe(403);
    expect((await expectStatus<WorkClaim>(asMember(t, cleo).post(`/claims/${withdrawnLater.id}/withdraw`), 200)).status).toBe('withdrawn');

    await sweepClaimConfirmations(deps());
    expect((await expectStatus<WorkClaim[]>(asMember(t, ben).get(`/musical-works/${work.id}/claims`), 200))[0]?.status).toBe('pending');

    clock.advance(30 * 86_400_000 + 60_000);
    await sweepClaimConfirmations(deps());
    const mine = await expectStatus<WorkClaim[]>(asMember(t, ben).get(`/musical-works/${work.id}/claims`), 200);
    expect(mine.map((c) => [c.id, c.status])).toEqual([[waiting.id, 'accepted']]);
    expect(describeShares(await shares(ada, work.id))).toEqual(['Ada Tester composer 40/40', 'Sweep Co-writer author 40/40', 'Ben Tester composer 10/10']);
    expect(await notificationTitles(t, ada)).toContain('Claim accepted');
  });
});

describe('the member’s own claims', () => {
  it('lists the claims a member made, newest first, by status, and no one else’s', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const coWriter = await createRightsHolder(t, ada, { name: 'Own Claims Co-writer' });
    const roomy = await registeredWorkOf(t, ada, coWriter, 'Roomy Song', 40);
    const full = await registeredWorkOf(t, ada, coWriter, 'Full Song');

    const pending = await claim(t, ben, roomy.id, 10, 10);
    // Claims are stamped by the test's clock: a minute apart, so that newest first is one order.
    clock.advance(60_000);
    const overclaim = await claim(t, ben, full.id, 10, 10);

    const all = await asMember(t, ben).get('/claims');
    expect(all.status).toBe(200);
    const body = all.body as { data: { data: WorkClaim[]; meta: { total: number } } };
    expect(body.data.data.map((c) => [c.id, c.work.title, c.status])).toEqual([
      [overclaim.id, 'Full Song', 'in_dispute'],
      [pending.id, 'Roomy Song', 'pending'],
    ]);
    expect(body.data.meta.total).toBe(2);
    const waiting = await expectStatus<WorkClaim[]>(asMember(t, ben).get('/claims?status=pending'), 200);
    expect(waiting.map((c) => c.id)).toEqual([pending.id]);
    expect(await expectStatus<WorkClaim[]>(asMember(t, ada).get('/claims'), 200)).toEqual([]);

    const bad = await asMember(t, ben).get('/claims?status=maybe');
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toBe('Status must be pending, accepted, in_dispute or withdrawn');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/claims' })).statusCode).toBe(401);
  });
});

describe('claims that cannot be made', () => {
  it('refuses a claim on the member’s own work, hides drafts, and checks the shares', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const coWriter = await createRightsHolder(t, ada, { name: 'Refusals Co-writer' });
    const work = await registeredWorkOf(t, ada, coWriter, 'Not Yours');

    const own = await asMember(t, ada).post(`/musical-works/${work.id}/claims`, { role: 'composer', performance_share: 10, mechanical_share: 10 });
    expect(own.status).toBe(409);
    expect((own.body as { message: string }).message).toBe('This is your own work: change its shares from the work’s page instead');

    const draft = await createWork(t, ada, { title: 'Still A Draft' });
    const onDraft = await asMember(t, ben).post(`/musical-works/${draft.id}/claims`, { role: 'composer', performance_share: 10, mechanical_share: 10 });
    expect(onDraft.status).toBe(404);
    expect((await asMember(t, ben).get(`/musical-works/${draft.id}/claims`)).status).toBe(404);

    for (const share of [-1, 101, 33.333]) {
      const res = await asMember(t, ben).post(`/musical-works/${work.id}/claims`, { role: 'composer', performance_share: share, mechanical_share: 10 });
      expect(res.status, String(share)).toBe(400);
      expect(JSON.stringify(res.body), String(share)).toContain('Performance share');
    }
    const nothing = await asMember(t, ben).post(`/musical-works/${work.id}/claims`, { role: 'composer', performance_share: 0, mechanical_share: 0 });
    expect(nothing.status).toBe(400);
    expect((nothing.body as { message: string }).message).toBe('Claim a share of at least one right');

    // A holder of the role on the work raises a dispute instead.
    const cleo = await createMember(t);
    const cleoWork = await registeredWorkOf(t, ada, cleo.rightsHolderId ?? '', 'Cleo Holds A Share');
    const held = await asMember(t, cleo).post(`/musical-works/${cleoWork.id}/claims`, { role: 'author', performance_share: 10, mechanical_share: 10 });
    expect(held.status).toBe(409);
    expect((held.body as { message: string }).message).toBe('You already hold a share in this work as Author: raise a dispute to change it');
  });
});

describe('claims arriving together', () => {
  it('never leave a work over 100% without a dispute: the work is locked while each claim is judged', async () => {
    const ada = await namedMember(t, 'Ada');
    const coWriter = await createRightsHolder(t, ada, { name: 'Crowded Co-writer' });
    const work = await registeredWorkOf(t, ada, coWriter, 'Crowded Work', 35);
    const claimants = [];
    for (let i = 0; i < 8; i += 1) claimants.push(await namedMember(t, `Claimant${i}`));

    const answers = await Promise.all(
      claimants.map((member) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/musical-works/${work.id}/claims`,
          headers: member.auth,
          payload: { role: 'composer', performance_share: 10, mechanical_share: 10 },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));

    const rows = await t.db.select().from(workClaims).where(eq(workClaims.workId, work.id));
    const registered = await t.db.select().from(musicalWorkShares).where(eq(musicalWorkShares.workId, work.id));
    const counted = rows.filter((row) => row.status === 'pending' || row.status === 'accepted');
    const total = (pick: (line: { performanceBp: number; mechanicalBp: number }) => number) =>
      [...registered, ...counted].reduce((sum, line) => sum + pick(line), 0);
    expect(total((line) => line.performanceBp)).toBeLessThanOrEqual(10_000);
    expect(total((line) => line.mechanicalBp)).toBeLessThanOrEqual(10_000);
    expect(counted).toHaveLength(3);

    const overclaims = rows.filter((row) => row.status === 'in_dispute');
    expect(overclaims).toHaveLength(5);
    const disputeIds = new Set(overclaims.map((row) => row.disputeId));
    expect(disputeIds.size).toBe(1);
    const [disputeId] = [...disputeIds];
    const details = await dispute(t, ada, disputeId ?? '');
    expect(details.state).toBe('open');
    expect(details.parties.filter((p) => p.role === 'claimant')).toHaveLength(5);
    expect(details.events.filter((e) => e.kind === 'joined')).toHaveLength(4);
  });
});

describe('an overclaim while the work is already in dispute', () => {
  it('joins that dispute as a party of its own', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const dan = await namedMember(t, 'Dan');
    const coWriter = await createRightsHolder(t, ada, { name: 'Joined Co-writer' });
    const work = await registeredWorkOf(t, ada, coWriter, 'Joined Dispute');
    const first = await claim(t, ben, work.id, 10, 10);
    const second = await claim(t, dan, work.id, 15, 15);
    expect(second.dispute_id).toBe(first.dispute_id);
    const details = await expectStatus<DisputeDetails>(asMember(t, dan).get(`/disputes/${first.dispute_id ?? ''}`), 200);
    expect(details.parties.map((p) => [p.name, p.role])).toEqual([
      ['Ben Tester', 'claimant'],
      ['Ada Tester', 'registrant'],
      ['Dan Tester', 'claimant'],
    ]);
    expect(await notificationTitles(t, ben)).toContain('New party in a dispute');
  });
});

describe('configuration', () => {
  it('reads the evidence and confirmation periods in days, and refuses anything else by name', () => {
    const env = { NODE_ENV: 'test' as const, ENCRYPTION_KEY: '0'.repeat(64) };
    expect(loadConfig(env)).toMatchObject({ disputeEvidenceDays: 60, claimConfirmationDays: 30 });
    expect(loadConfig({ ...env, DISPUTE_EVIDENCE_DAYS: '90', CLAIM_CONFIRMATION_DAYS: '14' })).toMatchObject({ disputeEvidenceDays: 90, claimConfirmationDays: 14 });
    expect(() => loadConfig({ ...env, DISPUTE_EVIDENCE_DAYS: 'soon' })).toThrow(/DISPUTE_EVIDENCE_DAYS: must be a number of days/);
    expect(() => loadConfig({ ...env, CLAIM_CONFIRMATION_DAYS: '0' })).toThrow(/CLAIM_CONFIRMATION_DAYS: must be at least 1 day/);
  });
});
