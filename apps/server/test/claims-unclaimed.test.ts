import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeDetails, MusicalWorkDetails, MusicalWorkHistoryEntry, MusicalWorkRegistryItem, WorkClaim, WorkShare } from '@repertoire/contract';
import { sweepClaimConfirmations } from '../src/features/disputes';
import { createTestClock } from './support/clock';
import { claim, describeShares, dispute, expectStatus, namedMember, notificationTitles, registeredWorkOf } from './support/disputes';
import type { TestMember } from './support/factories';
import { asMember, createRightsHolder, createWork, decide, ownRightsHolder, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Partial registrations (docs/decisions/0013): a registrant registers the shares they control and
 * may name co-writers they do not control; the rest of each right is unclaimed, and a claim that
 * fits into it waits for the registrant instead of opening a dispute.
 */

const clock = createTestClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, config: t.config, clock, storage: t.app.storage });

function line(holder: string, role: WorkShare['role'], share: number, controlled = true) {
  return { rights_holder_id: holder, role, performance_share: share, mechanical_share: share, controlled };
}

function shares(member: TestMember, workId: string) {
  return expectStatus<WorkShare[]>(asMember(t, member).get(`/musical-works/${workId}/rights-holders`), 200);
}

const withControl = (list: readonly WorkShare[]) => list.map((s) => `${describeShares([s]).join('')}${s.controlled ? '' : ' not controlled'}`);

async function registryEntry(member: TestMember, title: string): Promise<MusicalWorkRegistryItem | undefined> {
  const found = await expectStatus<MusicalWorkRegistryItem[]>(asMember(t, member).get(`/musical-works/search?q=${encodeURIComponent(title)}`), 200);
  return found.find((item) => item.title === title);
}

/** A work `registrant` registers with their own 40% and `other` named, not controlled, at 20%: 40% of each right left unclaimed. */
async function partialWorkNaming(registrant: TestMember, other: string, title: string, role: WorkShare['role'] = 'author') {
  return registeredWork(t, registrant, other, { title, shares: [line(ownRightsHolder(registrant), 'composer', 40), line(other, role, 20, false)] });
}

describe('a partial registration', () => {
  it('is submitted and registered with part of each right unclaimed, which its page and the registry show', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const coWriter = await createRightsHolder(t, ada, { name: 'Partial Co-writer', ipi_name_number: '00000000297' });
    const draft = await createWork(t, ada, { title: 'Half Moon Bay', shares: [line(ownRightsHolder(ada), 'composer', 40), line(coWriter, 'author', 20, false)] });
    expect(draft).toMatchObject({ totals: { performance: 60, mechanical: 60 }, unclaimed: { performance: 40, mechanical: 40 }, warnings: [] });
    expect(draft.shares.map((s) => s.controlled)).toEqual([true, false]);

    const submitted = await expectStatus<MusicalWorkDetails>(asMember(t, ada).post(`/musical-works/${draft.id}/submit`), 200);
    expect(submitted.status).toBe('submitted');
    const registered = await decide(t, draft.id);
    expect(registered).toMatchObject({ status: 'registered', unclaimed: { performance: 40, mechanical: 40 } });

    const entry = await registryEntry(ben, 'Half Moon Bay');
    expect(entry).toMatchObject({
      totals: { performance: 60, mechanical: 60 },
      unclaimed: { performance: 40, mechanical: 40 },
      claims_waiting: { performance: 0, mechanical: 0 },
    });
    expect(entry?.parties).toEqual([
      { rights_holder_id: ownRightsHolder(ada), name: 'Ada Tester', role: 'composer', ipi_name_number: null, performance_share: 40, mechanical_share: 40, controlled: true },
      { rights_holder_id: coWriter, name: 'Partial Co-writer', role: 'author', ipi_name_number: '00000000297', performance_share: 20, mechanical_share: 20, controlled: false },
    ]);
  });

  it('still refuses a right above 100%, controlled lines or not, and still needs a writer', async () => {
    const ada = await namedMember(t, 'Ada');
    const coWriter = await createRightsHolder(t, ada, { name: 'Overfull Co-writer' });
    const over = await asMember(t, ada).post('/musical-works', { title: 'Too Much', shares: [line(ownRightsHolder(ada), 'composer', 60), line(coWriter, 'author', 50, false)] });
    expect(over.status).toBe(400);
    expect((over.body as { errors: { message: string }[] }).errors.map((e) => e.message)).toContain('Performance shares add up to 110.00%: they cannot be more than 100%');

    const publisherOnly = await createWork(t, ada, { title: 'No Writer', shares: [line(ownRightsHolder(ada), 'original_publisher', 30)] });
    expect(publisherOnly.warnings).toEqual(['Add at least one composer, author or composer/author']);
    expect((await asMember(t, ada).post(`/musical-works/${publisherOnly.id}/submit`)).status).toBe(422);
  });

  it('names a line as not controlled, or controlled again, and records the change in the history', async () => {
    const ada = await namedMember(t, 'Ada');
    const coWriter = await createRightsHolder(t, ada, { name: 'Switching Co-writer' });
    const work = await createWork(t, ada, { title: 'Switchback', shares: [line(ownRightsHolder(ada), 'composer', 50), line(coWriter, 'author', 50)] });
    const coLine = work.shares[1]?.id ?? '';

    const changed = await expectStatus<WorkShare>(asMember(t, ada).patch(`/musical-works/${work.id}/rights-holders/${coLine}`, { controlled: false }), 200);
    expect(changed).toMatchObject({ id: coLine, controlled: false, performance_share: 50 });
    // A change of the shares alone leaves the line's control as it is.
    const lowered = await expectStatus<WorkShare>(asMember(t, ada).patch(`/musical-works/${work.id}/rights-holders/${coLine}`, { performance_share: 30 }), 200);
    expect(lowered).toMatchObject({ controlled: false, performance_share: 30 });

    const history = await expectStatus<MusicalWorkHistoryEntry[]>(asMember(t, ada).get(`/musical-works/${work.id}/history`), 200);
    expect(history[1]).toMatchObject({ event: 'share_updated' });
    expect(history[1]?.changes).toEqual([
      { field: 'rights_holder', old: 'Switching Co-writer', new: 'Switching Co-writer' },
      { field: 'controlled', old: true, new: false },
    ]);
  });
});

describe('a claim that fits into the unclaimed part', () => {
  it('waits for the registrant, listed in the claimant’s claims and the work’s; the registry counts it as waiting', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const coWriter = await createRightsHolder(t, ada, { name: 'Waiting Co-writer' });
    const work = await registeredWorkOf(t, ada, coWriter, 'Waiting Harbour', 30);

    const pending = await claim(t, ben, work.id, 40, 25, 'author');
    expect(pending).toMatchObject({ status: 'pending', dispute_id: null });
    expect(await notificationTitles(t, ada)).toContain('New claim on your work');
    expect(await notificationTitles(t, ben)).not.toContain('Dispute opened');

    const mine = await expectStatus<WorkClaim[]>(asMember(t, ben).get('/claims?status=pending'), 200);
    expect(mine.map((c) => [c.id, c.work.title, c.status])).toEqual([[pending.id, 'Waiting Harbour', 'pending']]);
    const onWork = await expectStatus<WorkClaim[]>(asMember(t, ada).get(`/musical-works/${work.id}/claims`), 200);
    expect(onWork.map((c) => [c.id, c.claimant.name, c.status])).toEqual([[pending.id, 'Ben Tester', 'pending']]);

    expect(await registryEntry(ben, 'Waiting Harbour')).toMatchObject({ unclaimed: { performance: 40, mechanical: 40 }, claims_waiting: { performance: 40, mechanical: 25 } });
  });

  it('joins when the registrant confirms it, in place of the claimant’s not-controlled line in that role', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const work = await partialWorkNaming(ada, ownRightsHolder(ben), 'Named But Free');
    const before = await shares(ada, work.id);

    // 40% registered beside Ben's own 20%: his claim of 60% fits, since it replaces his line.
    const pending = await claim(t, ben, work.id, 60, 55, 'author');
    expect(pending.status).toBe('pending');
    await expectStatus<WorkClaim>(asMember(t, ada).post(`/claims/${pending.id}/confirm`), 200);

    const after = await shares(ada, work.id);
    expect(withControl(after)).toEqual(['Ada Tester composer 40/40', 'Ben Tester author 60/55']);
    expect(after[1]?.id).toBe(before[1]?.id);
    expect(await notificationTitles(t, ben)).toContain('Claim accepted');
  });

  it('joins by itself when its confirmation period ends, replacing the not-controlled line too', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const work = await partialWorkNaming(ada, ownRightsHolder(ben), 'Quiet Replacement');
    const pending = await claim(t, ben, work.id, 20, 30, 'author');

    await sweepClaimConfirmations(deps());
    expect(withControl(await shares(ada, work.id))).toEqual(['Ada Tester composer 40/40', 'Ben Tester author 20/20 not controlled']);

    clock.advance(30 * 86_400_000 + 60_000);
    await sweepClaimConfirmations(deps());
    const claims = await expectStatus<WorkClaim[]>(asMember(t, ben).get(`/musical-works/${work.id}/claims`), 200);
    expect(claims.map((c) => [c.id, c.status])).toEqual([[pending.id, 'accepted']]);
    expect(withControl(await shares(ada, work.id))).toEqual(['Ada Tester composer 40/40', 'Ben Tester author 20/30']);
  });

  it('counts the claimant’s not-controlled line in another role against them', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const work = await partialWorkNaming(ada, ownRightsHolder(ben), 'Other Role Counts');
    const overclaim = await claim(t, ben, work.id, 50, 10, 'composer');
    expect(overclaim.status).toBe('in_dispute');
  });
});

describe('a claim that takes a right over 100%', () => {
  it('opens a dispute, the claimant standing behind the registered shares with their claim', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const coWriter = await createRightsHolder(t, ada, { name: 'Over Co-writer' });
    const work = await registeredWorkOf(t, ada, coWriter, 'Over The Line', 30);

    const overclaim = await claim(t, ben, work.id, 40.01, 10);
    expect(overclaim.status).toBe('in_dispute');
    const details: DisputeDetails = await dispute(t, ada, overclaim.dispute_id ?? '');
    expect(details.reason).toBe('overclaim');
    const claimant = details.parties.find((p) => p.role === 'claimant');
    expect(describeShares(claimant?.shares ?? [])).toEqual(['Ada Tester composer 30/30', 'Over Co-writer author 30/30', 'Ben Tester composer 40.01/10']);
  });

  it('counts the claims already waiting: of two claims that fit alone, sent together, the second opens a dispute', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const cleo = await namedMember(t, 'Cleo');
    const coWriter = await createRightsHolder(t, ada, { name: 'Together Co-writer' });
    const work = await registeredWorkOf(t, ada, coWriter, 'Two At Once', 30);

    const answers = await Promise.all(
      [ben, cleo].map((member) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/musical-works/${work.id}/claims`,
          headers: member.auth,
          payload: { role: 'arranger', performance_share: 25, mechanical_share: 25 },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    const statuses = answers.map((res) => (res.json() as { data: { data: WorkClaim } }).data.data.status).sort();
    expect(statuses).toEqual(['in_dispute', 'pending']);
  });
});
