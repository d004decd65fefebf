import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeDetails, DisputeListItem, MusicalWorkDetails, MusicalWorkHistoryEntry, MusicalWorkListItem, MusicalWorkRegistryItem, WorkShare } from '@repertoire/contract';
import { disputeEvidence } from '../src/db/schema';
import { createStaff, type TestMember } from './support/factories';
import { asMember, createRightsHolder, ownRightsHolder } from './support/musical-works';
import { multipart } from './support/multipart';
import { buildTestApp, type TestApp } from './support/test-app';
import { claim, describeShares, dispute, expectStatus, lineOf, namedMember, notificationTitles, registeredWorkOf, waitForMail } from './support/disputes';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function shares(t: TestApp, member: TestMember, workId: string) {
  return expectStatus<WorkShare[]>(asMember(t, member).get(`/musical-works/${workId}/rights-holders`), 200);
}

describe('an overclaim between two members', () => {
  it('opens a dispute, shows both positions side by side, and settles when the registrant accepts the claimant’s proposal', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const coWriter = await createRightsHolder(t, ada, { name: 'Cora Lyricist' });
    const work = await registeredWorkOf(t, ada, coWriter, 'Lighthouse Keeper');

    const overclaim = await claim(t, ben, work.id, 30, 30);
    expect(overclaim.status).toBe('in_dispute');
    expect(overclaim.dispute_id).not.toBeNull();
    const id = overclaim.dispute_id ?? '';

    const opened = await dispute(t, ada, id);
    expect(opened).toMatchObject({ state: 'open', reason: 'overclaim', raised_by: { name: 'Ben Tester' } });
    expect(opened.parties.map((p) => [p.name, p.role, p.over_limit, p.totals])).toEqual([
      ['Ben Tester', 'claimant', true, { performance: 130, mechanical: 130 }],
      ['Ada Tester', 'registrant', false, { performance: 100, mechanical: 100 }],
    ]);
    expect(opened.registered_totals).toEqual({ performance: 100, mechanical: 100 });
    expect(opened.can).toMatchObject({ message: true, revise: true, accept: true, withdraw: false, take: false, decide: false });
    expect((await dispute(t, ben, id)).can.withdraw).toBe(true);
    expect(await notificationTitles(t, ada)).toContain('Dispute opened');
    await waitForMail(t, ada.email, 'Dispute opened');

    // While the dispute is open, the work is In dispute everywhere and its shares wait.
    const own = await expectStatus<MusicalWorkListItem[]>(asMember(t, ada).get('/musical-works'), 200);
    expect(own.find((w) => w.id === work.id)?.in_dispute).toBe(true);
    expect((await expectStatus<MusicalWorkDetails>(asMember(t, ada).get(`/musical-works/${work.id}`), 200)).in_dispute).toBe(true);
    const registry = await expectStatus<MusicalWorkRegistryItem[]>(asMember(t, ben).get('/musical-works/search?q=Lighthouse%20Keeper'), 200);
    expect(registry.find((w) => w.id === work.id)?.in_dispute).toBe(true);
    const shareId = work.shares[0]?.id ?? '';
    const edit = await asMember(t, ada).patch(`/musical-works/${work.id}/rights-holders/${shareId}`, { performance_share: 40 });
    expect(edit.status).toBe(409);
    expect((edit.body as { message: string }).message).toMatch(/^This work is in dispute/);
    const refused = [
      await asMember(t, ada).post(`/musical-works/${work.id}/rights-holders`, lineOf(ben, 'arranger', 0)),
      await asMember(t, ada).delete(`/musical-works/${work.id}/rights-holders/${shareId}`),
      await asMember(t, ada).patch(`/musical-works/${work.id}`, { shares: [lineOf(ada, 'composer', 100)] }),
    ];
    expect(refused.map((res) => res.status)).toEqual([409, 409, 409]);

    const message = await expectStatus<DisputeDetails>(asMember(t, ben).post(`/disputes/${id}/messages`, { body: 'I co-wrote the melody in 2019' }), 200);
    expect(message.events.at(-1)).toMatchObject({ kind: 'message', body: 'I co-wrote the melody in 2019', actor: { name: 'Ben Tester', is_staff: false } });
    expect(await notificationTitles(t, ada)).toContain('New message in a dispute');
    expect(await notificationTitles(t, ben)).not.toContain('New message in a dispute');

    const proposal = [lineOf(ada, 'composer', 35), { rights_holder_id: coWriter, role: 'author' as const, performance_share: 35, mechanical_share: 35 }, lineOf(ben, 'composer', 30)];
    const revised = await expectStatus<DisputeDetails>(asMember(t, ben).post(`/disputes/${id}/claims`, { shares: proposal }), 200);
    expect(revised.state).toBe('open');
    const benParty = revised.parties.find((p) => p.is_you);
    expect(benParty?.over_limit).toBe(false);
    expect(await notificationTitles(t, ada)).toContain('Claim revised');

    const accepted = await expectStatus<DisputeDetails>(asMember(t, ada).post(`/disputes/${id}/accept`, { party_id: benParty?.id }), 200);
    expect(accepted).toMatchObject({ state: 'resolved', closing_reason: 'Every party agreed on the same split' });
    expect(accepted.events.map((e) => e.kind)).toEqual(['opened', 'message', 'revision', 'accepted', 'resolved']);
    expect(await notificationTitles(t, ben)).toContain('Dispute resolved');
    await waitForMail(t, ben.email, 'Dispute resolved');

    expect(describeShares(await shares(t, ada, work.id))).toEqual(['Ada Tester composer 35/35', 'Cora Lyricist author 35/35', 'Ben Tester composer 30/30']);
    const history = await expectStatus<MusicalWorkHistoryEntry[]>(asMember(t, ada).get(`/musical-works/${work.id}/history`), 200);
    const shareEvents = history.filter((e) => e.event.startsWith('share_'));
    expect(shareEvents.map((e) => [e.event, e.actor_name])).toEqual(
      expect.arrayContaining([
        ['share_added', 'Ada Tester'],
        ['share_updated', 'Ada Tester'],
      ]),
    );
    expect((await expectStatus<MusicalWorkDetails>(asMember(t, ada).get(`/musical-works/${work.id}`), 200)).in_dispute).toBe(false);

    // Closed: nothing more can be added.
    const late = await asMember(t, ben).post(`/disputes/${id}/messages`, { body: 'One more thing' });
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toBe('This dispute is resolved: it can no longer change');
  });
});

describe('an overclaim among three members', () => {
  it('settles only once every party, the holder included, stands behind the same split', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const cleo = await namedMember(t, 'Cleo');
    const work = await registeredWorkOf(t, ada, ownRightsHolder(cleo), 'Three Harbours');

    const overclaim = await claim(t, ben, work.id, 20, 20);
    const id = overclaim.dispute_id ?? '';
    const opened = await dispute(t, cleo, id);
    expect(opened.parties.map((p) => [p.name, p.role])).toEqual([
      ['Ben Tester', 'claimant'],
      ['Ada Tester', 'registrant'],
      ['Cleo Tester', 'holder'],
    ]);
    expect(await notificationTitles(t, cleo)).toContain('Dispute opened');

    const proposal = [lineOf(ada, 'composer', 40), lineOf(cleo, 'author', 40), lineOf(ben, 'composer', 20)];
    await expectStatus(asMember(t, ben).post(`/disputes/${id}/claims`, { shares: proposal }), 200);
    // Cleo first asks for more, then comes round to Ben's proposal.
    await expectStatus(asMember(t, cleo).post(`/disputes/${id}/claims`, { shares: [lineOf(ada, 'composer', 35), lineOf(cleo, 'author', 45), lineOf(ben, 'composer', 20)] }), 200);
    const benParty = opened.parties.find((p) => p.name === 'Ben Tester');
    const afterAda = await expectStatus<DisputeDetails>(asMember(t, ada).post(`/disputes/${id}/accept`, { party_id: benParty?.id }), 200);
    expect(afterAda.state).toBe('open');
    const settled = await expectStatus<DisputeDetails>(asMember(t, cleo).post(`/disputes/${id}/accept`, { party_id: benParty?.id }), 200);
    expect(settled.state).toBe('resolved');
    expect(describeShares(await shares(t, ada, work.id))).toEqual(['Ada Tester composer 40/40', 'Cleo Tester author 40/40', 'Ben Tester composer 20/20']);
    expect(await notificationTitles(t, ada)).toContain('Dispute resolved');
    expect(await notificationTitles(t, ben)).toContain('Dispute resolved');
  });
});

describe('raising and withdrawing a dispute', () => {
  it('raises one with a proposed split; only its raiser may withdraw it, and then it is closed', async () => {
    const ada = await namedMember(t, 'Ada');
    const dan = await namedMember(t, 'Dan');
    const coWriter = await createRightsHolder(t, ada, { name: 'Wrong Writer' });
    const work = await registeredWorkOf(t, ada, coWriter, 'Missing Writer Song');

    const raised = await expectStatus<DisputeDetails>(
      asMember(t, dan).post(`/musical-works/${work.id}/disputes`, {
        reason: 'wrong_writer',
        description: 'I wrote the lyrics, not Wrong Writer',
        shares: [lineOf(ada, 'composer', 50), lineOf(dan, 'author', 50)],
      }),
      201,
    );
    expect(raised).toMatchObject({ state: 'open', reason: 'wrong_writer', description: 'I wrote the lyrics, not Wrong Writer' });
    expect(raised.parties.map((p) => [p.name, p.role, p.over_limit])).toEqual([
      ['Dan Tester', 'raiser', false],
      ['Ada Tester', 'registrant', false],
    ]);
    const deadline = new Date(raised.evidence_deadline).getTime() - new Date(raised.created_at).getTime();
    expect(Math.round(deadline / 86_400_000)).toBe(60);

    const listed = await expectStatus<DisputeListItem[]>(asMember(t, ada).get(`/musical-works/${work.id}/disputes`), 200);
    expect(listed.map((d) => d.id)).toEqual([raised.id]);

    const twice = await asMember(t, dan).post(`/musical-works/${work.id}/disputes`, { reason: 'other', description: 'Again', shares: [lineOf(dan, 'author', 100)] });
    expect(twice.status).toBe(409);

    const byRegistrant = await asMember(t, ada).post(`/disputes/${raised.id}/withdraw`, {});
    expect(byRegistrant.status).toBe(403);
    expect((byRegistrant.body as { message: string }).message).toBe('Only the member who raised the dispute can withdraw it');

    const withdrawn = await expectStatus<DisputeDetails>(asMember(t, dan).post(`/disputes/${raised.id}/withdraw`, { reason: 'Settled between us' }), 200);
    expect(withdrawn).toMatchObject({ state: 'withdrawn', closing_reason: 'Settled between us' });
    expect(withdrawn.can).toMatchObject({ message: false, revise: false, withdraw: false });
    expect(await notificationTitles(t, ada)).toContain('Dispute withdrawn');
    expect(describeShares(await shares(t, ada, work.id))).toEqual(['Ada Tester composer 50/50', 'Wrong Writer author 50/50']);

    for (const [path, body] of [
      ['messages', { body: 'Hello' }],
      ['claims', { shares: [lineOf(dan, 'author', 100)] }],
      ['withdraw', {}],
    ] as const) {
      const res = await asMember(t, dan).post(`/disputes/${raised.id}/${path}`, body);
      expect(res.status, path).toBe(409);
    }
    const evidence = await t.app.inject({ method: 'POST', url: `/api/v1/disputes/${raised.id}/evidence`, ...multipart(PDF, 'late.pdf', 'application/pdf', dan.auth) });
    expect(evidence.statusCode).toBe(409);
  });

  it('refuses a split that is not 100% per right, the registered split itself, and a dispute over one’s own work', async () => {
    const ada = await namedMember(t, 'Ada');
    const dan = await namedMember(t, 'Dan');
    const work = await registeredWorkOf(t, ada, ownRightsHolder(dan), 'Hundred Percent');
    const short = await asMember(t, dan).post(`/musical-works/${work.id}/disputes`, {
      reason: 'share_split',
      description: 'Too little for me',
      shares: [lineOf(ada, 'composer', 40), lineOf(dan, 'author', 50)],
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Performance shares add up to 90.00%: they must add up to exactly 100%');
    const same = await asMember(t, dan).post(`/musical-works/${work.id}/disputes`, {
      reason: 'share_split',
      description: 'Nothing changes',
      shares: [lineOf(ada, 'composer', 50), lineOf(dan, 'author', 50)],
    });
    expect(same.status).toBe(400);
    const own = await asMember(t, ada).post(`/musical-works/${work.id}/disputes`, { reason: 'other', description: 'Mine', shares: [lineOf(ada, 'composer', 100)] });
    expect(own.status).toBe(409);
    expect((own.body as { message: string }).message).toMatch(/^This is your own work/);
  });
});

describe('evidence', () => {
  let ada: TestMember;
  let ben: TestMember;
  let id: string;

  beforeAll(async () => {
    ada = await namedMember(t, 'Ada');
    ben = await namedMember(t, 'Ben');
    const coWriter = await createRightsHolder(t, ada, { name: 'Evidence Co-writer' });
    const work = await registeredWorkOf(t, ada, coWriter, 'Evidence Song');
    id = (await claim(t, ben, work.id, 10, 10)).dispute_id ?? '';
  });

  const upload = (member: TestMember, content: Buffer, name: string, type: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/disputes/${id}/evidence`, ...multipart(content, name, type, member.auth) });

  it('keeps a PDF judged by its content and serves it to the parties only as an attachment, never at /uploads', async () => {
    const res = await upload(ben, PDF, 'Contrat signé.pdf', 'application/pdf');
    expect(res.statusCode).toBe(200);
    const details = res.json<{ data: { data: DisputeDetails } }>().data.data;
    const [item] = details.evidence;
    expect(item).toMatchObject({ file_name: 'Contrat signé.pdf', content_type: 'application/pdf', size: PDF.length, uploaded_by: 'Ben Tester' });
    expect(details.events.at(-1)).toMatchObject({ kind: 'evidence', evidence_id: item?.id });
    expect(await notificationTitles(t, ada)).toContain('New evidence in a dispute');

    const download = await t.app.inject({ method: 'GET', url: `/api/v1/disputes/${id}/evidence/${item?.id}`, headers: ada.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Contrat sign_.pdf"; filename*=UTF-8''Contrat%20sign%C3%A9.pdf`);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const [stored] = await t.db.select().from(disputeEvidence).where(eq(disputeEvidence.disputeId, id));
    expect(stored?.storageKey).toMatch(/^private\/dispute-evidence\/[A-Za-z0-9_-]+\.pdf$/);
    const direct = await t.app.inject({ method: 'GET', url: `/uploads/${stored?.storageKey ?? ''}` });
    expect(direct.statusCode).toBe(404);
  });

  it('judges by content: a PNG named .pdf is kept as a PNG, a text file named .pdf is refused', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a picture')]);
    const asPng = await upload(ben, png, 'scan.pdf', 'application/pdf');
    expect(asPng.statusCode).toBe(200);
    expect(asPng.json<{ data: { data: DisputeDetails } }>().data.data.evidence.at(-1)?.content_type).toBe('image/png');

    const disguised = await upload(ben, Buffer.from('Just some text pretending to be a PDF'), 'x.pdf', 'application/pdf');
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json<{ message: string }>().message).toBe('Evidence must be a PDF, PNG or JPEG file');
  });

  it('refuses a file over 10 MB and an upload without a file', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    const tooLarge = await upload(ben, big, 'big.pdf', 'application/pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ message: string }>().message).toBe('Evidence files must be at most 10 MB');
    const none = await t.app.inject({ method: 'POST', url: `/api/v1/disputes/${id}/evidence`, headers: ben.auth, payload: {} });
    expect(none.statusCode).toBe(400);
  });
});

describe('staff desk', () => {
  it('lists disputes to decide by nearest deadline, takes one under review, and resolves it with final shares', async () => {
    const staff = await createStaff(t);
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const coWriter = await createRightsHolder(t, ada, { name: 'Desk Co-writer' });
    const first = await registeredWorkOf(t, ada, coWriter, 'Desk Song One');
    const second = await registeredWorkOf(t, ada, coWriter, 'Desk Song Two');
    const earlier = (await claim(t, ben, first.id, 10, 10)).dispute_id ?? '';
    const later = (await claim(t, ben, second.id, 10, 10)).dispute_id ?? '';

    const ours = (items: DisputeListItem[]) => items.map((d) => d.id).filter((id) => id === earlier || id === later);
    const desk = await expectStatus<DisputeListItem[]>(asMember(t, staff).get('/staff/disputes?q=Desk%20Song'), 200);
    expect(ours(desk)).toEqual([earlier, later]);
    const member = await asMember(t, ben).get('/staff/disputes');
    expect(member.status).toBe(404);

    // Staff read what the parties read, but do not act as a party.
    expect((await dispute(t, staff, earlier)).can).toMatchObject({ take: true, decide: false, message: false });
    expect((await asMember(t, staff).post(`/disputes/${earlier}/messages`, { body: 'Hello' })).status).toBe(403);

    const notTaken = await asMember(t, staff).post(`/staff/disputes/${earlier}/decision`, { decision: 'reject', reason: 'No evidence' });
    expect(notTaken.status).toBe(409);
    const taken = await expectStatus<DisputeDetails>(asMember(t, staff).post(`/staff/disputes/${earlier}/take`), 200);
    expect(taken).toMatchObject({ state: 'under_review', reviewer: { name: 'Sam Reviewer' }, can: { take: false, decide: true } });
    expect(await notificationTitles(t, ben)).toContain('Dispute under review');
    expect((await dispute(t, ada, earlier)).state).toBe('under_review');

    const notFull = await asMember(t, staff).post(`/staff/disputes/${earlier}/decision`, {
      decision: 'resolve',
      reason: 'Split agreed at the hearing',
      shares: [lineOf(ada, 'composer', 45), lineOf(ben, 'composer', 10)],
    });
    expect(notFull.status).toBe(400);
    const noReason = await asMember(t, staff).post(`/staff/disputes/${earlier}/decision`, { decision: 'reject', reason: '  ' });
    expect(noReason.status).toBe(400);

    const resolved = await expectStatus<DisputeDetails>(
      asMember(t, staff).post(`/staff/disputes/${earlier}/decision`, {
        decision: 'resolve',
        reason: 'Split agreed at the hearing',
        shares: [lineOf(ada, 'composer', 45), { rights_holder_id: coWriter, role: 'author', performance_share: 45, mechanical_share: 45 }, lineOf(ben, 'composer', 10)],
      }),
      200,
    );
    expect(resolved).toMatchObject({ state: 'resolved', closing_reason: 'Split agreed at the hearing' });
    expect(describeShares(resolved.registered_shares)).toEqual(['Ada Tester composer 45/45', 'Desk Co-writer author 45/45', 'Ben Tester composer 10/10']);
    const history = await expectStatus<MusicalWorkHistoryEntry[]>(asMember(t, ada).get(`/musical-works/${first.id}/history`), 200);
    expect(history.find((e) => e.event === 'share_added')?.actor_name).toBe('Sam Reviewer');
    expect(await notificationTitles(t, ada)).toContain('Dispute resolved');
    expect(await notificationTitles(t, ben)).toContain('Dispute resolved');

    await expectStatus(asMember(t, staff).post(`/staff/disputes/${later}/take`), 200);
    const rejected = await expectStatus<DisputeDetails>(asMember(t, staff).post(`/staff/disputes/${later}/decision`, { decision: 'reject', reason: 'The claim has no evidence' }), 200);
    expect(rejected).toMatchObject({ state: 'rejected', closing_reason: 'The claim has no evidence' });
    expect(describeShares(rejected.registered_shares)).toEqual(['Ada Tester composer 50/50', 'Desk Co-writer author 50/50']);
    expect(await notificationTitles(t, ben)).toContain('Dispute rejected');

    const rejectedOnly = await expectStatus<DisputeListItem[]>(asMember(t, staff).get('/staff/disputes?q=Desk%20Song&state=rejected'), 200);
    expect(ours(rejectedOnly)).toEqual([later]);
    expect(rejectedOnly.every((d) => d.state === 'rejected')).toBe(true);
  });
});

describe('a change in review when the shares are settled', () => {
  async function overclaimTakenByStaff(title: string) {
    const staff = await createStaff(t);
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const coWriter = await createRightsHolder(t, ada, { name: `${title} Co-writer` });
    const work = await registeredWorkOf(t, ada, coWriter, title);
    return { staff, ada, ben, coWriter, work };
  }
  const settledSplit = (ada: TestMember, ben: TestMember, coWriter: string) => [
    lineOf(ada, 'composer', 45),
    { rights_holder_id: coWriter, role: 'author' as const, performance_share: 45, mechanical_share: 45 },
    lineOf(ben, 'composer', 10),
  ];

  it('carries the settled shares into the change, so approving it later does not put the old shares back', async () => {
    const { staff, ada, ben, coWriter, work } = await overclaimTakenByStaff('Carried Song');
    // The registrant renames the work: a change that waits for review, holding the shares of the time.
    await expectStatus(asMember(t, ada).patch(`/musical-works/${work.id}`, { title: 'Carried Song (Remastered)' }), 200);
    const { dispute_id: id } = await claim(t, ben, work.id, 10, 10);
    await expectStatus(asMember(t, staff).post(`/staff/disputes/${id}/take`), 200);
    await expectStatus(
      asMember(t, staff).post(`/staff/disputes/${id}/decision`, { decision: 'resolve', reason: 'Agreed split', shares: settledSplit(ada, ben, coWriter) }),
      200,
    );

    await expectStatus(asMember(t, staff).post(`/staff/registrations/musical-works/${work.id}/decision`, { decision: 'approve' }), 200);
    const approved = await expectStatus<MusicalWorkDetails>(asMember(t, ada).get(`/musical-works/${work.id}`), 200);
    expect(approved.title).toBe('Carried Song (Remastered)');
    expect(describeShares(approved.shares)).toEqual(['Ada Tester composer 45/45', 'Carried Song Co-writer author 45/45', 'Ben Tester composer 10/10']);
  });

  it('ends a change whose only difference the settlement made moot', async () => {
    const { staff, ada, ben, coWriter, work } = await overclaimTakenByStaff('Moot Song');
    // A change of shares only (60/40 instead of 50/50), which the settlement replaces.
    const sixtyForty = [lineOf(ada, 'composer', 60), { rights_holder_id: coWriter, role: 'author' as const, performance_share: 40, mechanical_share: 40 }];
    await expectStatus(asMember(t, ada).patch(`/musical-works/${work.id}`, { shares: sixtyForty }), 200);
    const { dispute_id: id } = await claim(t, ben, work.id, 10, 10);
    await expectStatus(asMember(t, staff).post(`/staff/disputes/${id}/take`), 200);
    await expectStatus(
      asMember(t, staff).post(`/staff/disputes/${id}/decision`, { decision: 'resolve', reason: 'Agreed split', shares: settledSplit(ada, ben, coWriter) }),
      200,
    );
    const queue = await expectStatus<{ id: string }[]>(asMember(t, staff).get('/staff/review-queue?q=Moot%20Song'), 200);
    expect(queue.map((item) => item.id)).not.toContain(work.id);
    const list = await expectStatus<MusicalWorkListItem[]>(asMember(t, ada).get('/musical-works?q=Moot%20Song'), 200);
    expect(list.find((item) => item.id === work.id)?.status).toBe('registered');
  });
});

describe('the member’s list', () => {
  it('lists the disputes the member is party to with counts per state, a state filter and a search', async () => {
    const ada = await namedMember(t, 'Ada');
    const ben = await namedMember(t, 'Ben');
    const coWriter = await createRightsHolder(t, ada, { name: 'List Co-writer' });
    const one = await registeredWorkOf(t, ada, coWriter, 'Zebra Crossing');
    const two = await registeredWorkOf(t, ada, coWriter, 'Quiet Meadow');
    const first = (await claim(t, ben, one.id, 5, 5)).dispute_id ?? '';
    const second = (await claim(t, ben, two.id, 5, 5)).dispute_id ?? '';
    await expectStatus(asMember(t, ben).post(`/disputes/${first}/withdraw`, {}), 200);

    const res = await asMember(t, ada).get('/disputes');
    expect(res.status).toBe(200);
    const body = res.body as { data: { data: DisputeListItem[]; meta: { counts: Record<string, number>; total: number } } };
    expect(body.data.data.map((d) => d.id)).toEqual([first, second]);
    expect(body.data.meta.counts).toMatchObject({ open: 1, withdrawn: 1, resolved: 0 });
    const open = await expectStatus<DisputeListItem[]>(asMember(t, ada).get('/disputes?state=open'), 200);
    expect(open.map((d) => d.work.title)).toEqual(['Quiet Meadow']);
    const found = await expectStatus<DisputeListItem[]>(asMember(t, ben).get('/disputes?q=zebra'), 200);
    expect(found.map((d) => d.id)).toEqual([first]);

    const summary = await expectStatus<{ open_disputes: number }>(asMember(t, ben).get('/dashboard/summary'), 200);
    expect(summary.open_disputes).toBe(1);
  });
});
