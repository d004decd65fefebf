import { readFileSync } from 'node:fs';
import type { CwrSubmission, CwrSubmissionTransaction, DisputeListItem, MusicalWorkDetails, WorkClaim, WorkShare } from '@repertoire/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cwrSubmissions, musicalWorks, notifications } from '../src/db/schema';
import { readCwrFile, toTransaction, writeCwr, type CwrWork } from '../src/features/cwr';
import { submitterWorkNumberOfId } from '../src/features/cwr-exports';
import { recipientWorkNumber } from '../src/features/cwr-submissions/acknowledgement';
import { acknowledgementMailComposers, CWR_ACKNOWLEDGEMENT_MAIL } from '../src/features/cwr-submissions/acknowledgement-mail';
import { dispute, notificationTitles } from './support/disputes';
import { cwrFileOf, cwrWork } from './support/cwr-works';
import { createMember, createStaff, type TestMember } from './support/factories';
import { createRightsHolder, createWork, halfAndHalf, ownRightsHolder, registeredWork } from './support/musical-works';
import { multipart } from './support/multipart';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Answer<T> = { message: string; data: { data: T; meta?: { total: number } } };

const fixture = (name: string) => readFileSync(new URL(`./fixtures/cwr/${name}`, import.meta.url));

const request = (member: TestMember, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: member.auth });

function send(member: TestMember, content: Buffer | string, fileName: string) {
  const body = multipart(Buffer.isBuffer(content) ? content : Buffer.from(content, 'latin1'), fileName, 'text/plain', member.auth);
  return t.app.inject({ method: 'POST', url: '/api/v1/cwr/submissions', ...body });
}

/** Sends a file and waits for its reading. */
async function sent(member: TestMember, content: Buffer | string, fileName: string): Promise<CwrSubmission> {
  const res = await send(member, content, fileName);
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<Answer<CwrSubmission>>().data.data;
  await t.app.jobRunner.drain();
  const current = await request(member, `/cwr/submissions/${id}`);
  expect(current.statusCode, current.body).toBe(200);
  return current.json<Answer<CwrSubmission>>().data.data;
}

async function transactionsOf(member: TestMember, id: string, status?: string): Promise<CwrSubmissionTransaction[]> {
  const res = await request(member, `/cwr/submissions/${id}/transactions?pageSize=100${status ? `&status=${status}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer<CwrSubmissionTransaction[]>>().data.data;
}

async function sharesOf(member: TestMember, workId: string): Promise<WorkShare[]> {
  const res = await request(member, `/musical-works/${workId}/rights-holders`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer<WorkShare[]>>().data.data;
}

const VALID_IPI = '00141073316';
const WRONG_IPI = '00141073317';

describe('a member sends a CWR file', () => {
  it('saves the registration of another system’s file as the member’s work, with its writers, publisher, shares and control', async () => {
    const member = await createMember(t);
    const submission = await sent(member, fixture('CW220001DMP_000.V21'), 'CW220001DMP_000.V21');
    expect(submission).toMatchObject({ state: 'acknowledged', version: '2.1', file_problems: [], ack_file_name: 'CW220001000_DMP.V21' });
    expect(submission.counts).toEqual({ transactions: 1, RA: 0, AC: 1, CO: 0, RJ: 0, NP: 0 });

    const [answer] = await transactionsOf(member, submission.id);
    expect(answer).toMatchObject({ position: 1, transaction_type: 'NWR', title: 'MUSIC PUB CARTOONS', submitter_work_number: 'DMP000001', status: 'AC' });
    // The unnamed other writer's and publisher's shares cannot be registered: left out, and said so.
    const changes = answer?.messages.filter((message) => message.severity === 'change') ?? [];
    expect(changes.map((message) => [message.record_type, message.line])).toEqual([['OPU', 6]]);
    expect(changes[0]?.message).toMatch(/unnamed party's share is left out/);

    const workId = answer?.work_id ?? '';
    const details = (await request(member, `/musical-works/${workId}`)).json<Answer<MusicalWorkDetails>>().data.data;
    expect(details).toMatchObject({ title: 'MUSIC PUB CARTOONS', iswc: 'T1234567894', work_code: 'DMP000001' });
    expect(details.alternative_titles).toEqual([
      // The file's ALT records: TE (first line of text), then AT.
      { title: 'MPC ACADEMY', type: 'first_line' },
      ...['MUSIC PUB CARTOONS SUFFIX', 'MUSIC PUB CARTOONS SUFFIX CO-SUFFIX', 'WORK RECORDING', 'WORK RECORDING FEAT. TESTING'].map((title) => ({ title, type: 'alternative' })),
    ]);
    const shares = await sharesOf(member, workId);
    expect(shares.map((share) => [share.rights_holder.name, share.role, share.performance_share, share.mechanical_share, share.controlled])).toEqual([
      ['MATIJA KOLARIC', 'arranger', 25, 0, true],
      ['ANN OTHER', 'adapter', 25, 0, true],
      ['TEST PUBLISHER', 'original_publisher', 37.5, 75, true],
    ]);
    const [row] = await t.db.select().from(musicalWorks).where(eq(musicalWorks.id, workId));
    expect(row?.importId).toBeNull();

    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notes.map((note) => note.message)).toEqual([expect.stringMatching(/^CW220001DMP_000\.V21: 0 accepted, 1 accepted with changes, 0 rejected/)]);
    // The notification opens the submission's answers.
    expect(notes.map((note) => note.link)).toEqual([`/cwr/submissions/${submission.id}`]);
  });

  it('accepts the good transaction and rejects the bad one with messages, and its ACK reads back with no problem', async () => {
    const member = await createMember(t);
    const file = cwrFileOf([cwrWork({ ipi: VALID_IPI, number: 'QM001' }), cwrWork({ ipi: WRONG_IPI, number: 'QM002' })]);
    const submission = await sent(member, file, 'CW260001QM_000.V21');
    expect(submission.counts).toEqual({ transactions: 2, RA: 1, AC: 0, CO: 0, RJ: 1, NP: 0 });
    expect(submission.progress).toEqual({ done: 2, total: 2 });

    const [good, bad] = await transactionsOf(member, submission.id);
    expect(good).toMatchObject({ submitter_work_number: 'QM001', status: 'RA' });
    expect(good?.messages.filter((message) => message.severity !== 'note')).toEqual([]);
    expect(good?.work_id).not.toBeNull();
    expect(bad).toMatchObject({ submitter_work_number: 'QM002', status: 'RJ', work_id: null });
    expect(bad?.messages).toEqual([
      { severity: 'error', record_type: 'SWR', line: 7, field: 'writerIpiName', message: `IPI name number ${WRONG_IPI} has a wrong check digit or shape` },
    ]);
    expect((await transactionsOf(member, submission.id, 'RJ')).map((answer) => answer.submitter_work_number)).toEqual(['QM002']);

    const saved = await t.db.select().from(musicalWorks).where(eq(musicalWorks.ownerId, member.id));
    expect(saved.map((row) => [row.workCode, row.title])).toEqual([['QM001', 'HARBOUR LIGHTS QM001']]);
    const shares = await sharesOf(member, good?.work_id ?? '');
    expect(shares.map((share) => [share.rights_holder.name, share.rights_holder.ipi_name_number, share.role, share.performance_share])).toEqual([
      ['ADA LOVELACE', VALID_IPI, 'composer_author', 100],
    ]);

    const ack = await request(member, `/cwr/submissions/${submission.id}/ack`);
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.headers['content-disposition']).toContain('CW260001000_QM.V21');
    const read = readCwrFile(ack.body);
    expect(read.problems).toEqual([]);
    expect(read.version).toBe('2.1');
    const acks = read.transactions.map((transaction) => transaction.records);
    expect(acks.map((records) => records.map((record) => record.recordType))).toEqual([['ACK'], ['ACK', 'MSG']]);
    const [goodAck, badAck] = acks.map((records) => records[0]);
    expect(goodAck?.values).toMatchObject({
      originalGroupId: 1,
      originalTransactionSequence: 0,
      originalTransactionType: 'NWR',
      creationTitle: 'HARBOUR LIGHTS QM001',
      submitterCreationNumber: 'QM001',
      recipientCreationNumber: recipientWorkNumber(good?.work_id ?? ''),
      transactionStatus: 'RA',
    });
    expect(badAck?.values).toMatchObject({ originalTransactionSequence: 1, transactionStatus: 'RJ', recipientCreationNumber: null });
    const message = acks[1]?.[1];
    expect(message?.values).toMatchObject({
      messageType: 'T',
      originalRecordSequence: 1,
      messageRecordType: 'SWR',
      messageLevel: 'F',
      messageText: `WRITERIPINAME: IPI NAME NUMBER ${WRONG_IPI} HAS A WRONG CHECK DIGIT OR SHAPE`,
    });
  });

  it('dates each ACK record with the creation date and time of the file sent, and its processing with the day it was read', async () => {
    const member = await createMember(t);
    // cwrFileOf writes an HDR created 2026-11-20 at 10:00:00.
    const submission = await sent(member, cwrFileOf([cwrWork({ ipi: VALID_IPI, number: 'QD001' }), cwrWork({ ipi: WRONG_IPI, number: 'QD002' })]), 'CW260009QD_000.V21');
    const [stored] = await t.db.select().from(cwrSubmissions).where(eq(cwrSubmissions.id, submission.id));
    const readOn = stored?.processedAt?.toISOString().slice(0, 10);
    expect(readOn).not.toBe('2026-11-20');

    const { transactions } = await acknowledgementOf(member, submission.id);
    expect(transactions.map((records) => records[0]?.values)).toEqual([
      expect.objectContaining({ creationDate: '2026-11-20', creationTime: 10 * 3600, processingDate: readOn, transactionStatus: 'RA' }),
      expect.objectContaining({ creationDate: '2026-11-20', creationTime: 10 * 3600, processingDate: readOn, transactionStatus: 'RJ' }),
    ]);

    // A submission read before the file's creation was kept is dated, as its ACK was then, with when it was read.
    await t.db.update(cwrSubmissions).set({ fileCreationDate: null, fileCreationTime: null }).where(eq(cwrSubmissions.id, submission.id));
    const processedAt = stored?.processedAt ?? new Date(0);
    const before = await acknowledgementOf(member, submission.id);
    expect(before.transactions[0]?.[0]?.values).toMatchObject({
      creationDate: readOn,
      creationTime: processedAt.getUTCHours() * 3600 + processedAt.getUTCMinutes() * 60 + processedAt.getUTCSeconds(),
      processingDate: readOn,
    });
  });

  it('reads a CWR 3.0 file and answers it with a 3.0 ACK that reads back with no problem', async () => {
    const member = await createMember(t);
    const lines = writeCwr(
      { version: '3.0', senderType: 'PB', senderId: 0, senderCode: 'QM', senderName: 'QUAYSIDE MUSIC', createdAt: new Date('2026-11-20T10:00:00Z'), fileName: 'CW260002QM_0000_V3-0-0.SUB' },
      [{ transactionType: 'WRK', transactions: [cwrWork({ ipi: VALID_IPI, number: 'QM301' }), cwrWork({ ipi: WRONG_IPI, number: 'QM302' })].map((item) => toTransaction(item, 'WRK')) }],
    );
    const submission = await sent(member, [...lines].join(''), 'CW260002QM_0000_V3-0-0.SUB');
    expect(submission).toMatchObject({ state: 'acknowledged', version: '3.0', file_problems: [], ack_file_name: 'CW260002000_QM_V3-0-0.ACK1' });
    expect(submission.counts).toEqual({ transactions: 2, RA: 1, AC: 0, CO: 0, RJ: 1, NP: 0 });
    const [good, bad] = await transactionsOf(member, submission.id);
    expect(good).toMatchObject({ transaction_type: 'WRK', submitter_work_number: 'QM301', status: 'RA' });
    const shares = await sharesOf(member, good?.work_id ?? '');
    expect(shares.map((share) => [share.rights_holder.name, share.role, share.performance_share, share.mechanical_share])).toEqual([['ADA LOVELACE', 'composer_author', 100, 100]]);
    expect(bad?.messages.map((message) => [message.record_type, message.field])).toEqual([['SWR', 'writerIpiName']]);

    const ack = await request(member, `/cwr/submissions/${submission.id}/ack`);
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.headers['content-disposition']).toContain('CW260002000_QM_V3-0-0.ACK1');
    const read = readCwrFile(ack.body);
    expect(read.problems).toEqual([]);
    expect(read.version).toBe('3.0');
    expect(read.header?.values).toMatchObject({ senderId: '000', fileName: 'CW260002000_QM_V3-0-0.ACK1' });
    const acks = read.transactions.map((transaction) => transaction.records);
    expect(acks.map((records) => records.map((record) => record.recordType))).toEqual([['ACK'], ['ACK', 'MSG']]);
    expect(acks[0]?.[0]?.values).toMatchObject({ originalTransactionType: 'WRK', submitterCreationNumber: 'QM301', transactionStatus: 'RA' });
    expect(acks[1]?.[1]?.values).toMatchObject({ messageType: 'T', messageRecordType: 'SWR' });
  });

  it('answers NP for a work of which the member controls no share, rejects shares over 100% and a work given twice', async () => {
    const member = await createMember(t);
    const base = cwrWork({ ipi: VALID_IPI, number: 'QM101' });
    const [writer] = base.writers;
    if (!writer) throw new Error('cwrWork() gives a writer');
    const uncontrolled = { ...base, writers: [{ ...writer, isControlled: false, territories: [] }] };
    const tooMuch = { ...cwrWork({ ipi: VALID_IPI, number: 'QM102' }), writers: [writer, { ...writer, ipNumber: 'W2', lastName: 'BRAND', firstName: 'BO', ipiName: null }] };
    const once = cwrWork({ ipi: VALID_IPI, number: 'QM103' });
    const submission = await sent(member, cwrFileOf([uncontrolled, tooMuch, once, { ...once, title: 'HARBOUR LIGHTS TWICE' }]), 'CW260002QM_000.V21');
    const [np, rj, ra, twice] = await transactionsOf(member, submission.id);
    expect(np?.status).toBe('NP');
    expect(rj?.status).toBe('RJ');
    expect(rj?.messages.map((message) => message.message)).toContain('PR ownership shares add up to 200.00%: expected 100%');
    expect(ra?.status).toBe('RA');
    expect(twice).toMatchObject({ status: 'RJ', work_id: null });
    expect(twice?.messages.map((message) => message.message)).toEqual(['Submitter work number already given by transaction 3 of this file']);
    // The ones to look at: rejected or accepted with changes, not NP nor RA.
    expect((await transactionsOf(member, submission.id, 'problems')).map((answer) => answer.submitter_work_number)).toEqual(['QM102', 'QM103']);
    const unknown = await request(member, `/cwr/submissions/${submission.id}/transactions?status=XX`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Choose RA, AC, CO, RJ, NP or problems');
    expect((await t.db.select().from(musicalWorks).where(eq(musicalWorks.ownerId, member.id))).map((row) => row.title)).toEqual(['HARBOUR LIGHTS QM103']);
  });

  it('updates the member’s draft when its work number comes again, and leaves a work in review as it is', async () => {
    const member = await createMember(t);
    // The unnamed party's share left out, the shares do not reach 100%: the work stays a draft.
    const first = await sent(member, fixture('CW220001DMP_000.V21'), 'CW220001DMP_000.V21');
    const [draft] = await transactionsOf(member, first.id);
    const [row] = await t.db.select().from(musicalWorks).where(eq(musicalWorks.id, draft?.work_id ?? ''));
    expect(row?.status).toBe('draft');
    expect(draft?.messages.filter((message) => message.severity === 'note').map((message) => message.message)).toEqual([
      expect.stringMatching(/^Kept as a draft: /),
    ]);
    const second = await sent(member, fixture('CW220002DMP_000.V22'), 'CW220002DMP_000.V22');
    expect(second.version).toBe('2.2');
    const [updated] = await transactionsOf(member, second.id);
    expect(updated).toMatchObject({ status: 'AC', work_id: draft?.work_id });
    expect(updated?.messages.map((message) => message.message)).toContain('Updates your draft “MUSIC PUB CARTOONS”');
    expect((await transactionsOf(member, second.id, 'problems')).map((answer) => answer.status)).toEqual(['AC']);

    // Complete, so sent for review: the same work number again is refused, the work left as it is.
    await sent(member, cwrFileOf([cwrWork({ ipi: VALID_IPI, number: 'QM201' })]), 'CW260003QM_000.V21');
    const again = await sent(member, cwrFileOf([{ ...cwrWork({ ipi: VALID_IPI, number: 'QM201' }), title: 'HARBOUR LIGHTS AGAIN' }]), 'CW260004QM_000.V21');
    const [refused] = await transactionsOf(member, again.id);
    expect(refused).toMatchObject({ status: 'RJ', work_id: null });
    expect(refused?.messages.map((message) => message.message)).toContain('Already in review as “HARBOUR LIGHTS QM201”: left as it is; change it on its page');
    expect((await t.db.select().from(musicalWorks).where(eq(musicalWorks.ownerId, member.id))).map((work) => work.title).sort()).toEqual([
      'HARBOUR LIGHTS QM201',
      'MUSIC PUB CARTOONS',
    ]);
  });

  it('notes a registration that likely duplicates a registered work, misspelt, with a writer in common: over the API, not in the ACK', async () => {
    const registrant = await createMember(t, { givenName: 'Wanda', otherNames: 'Registrant' });
    const coWriter = await createRightsHolder(t, registrant, { name: 'Ada Lovelace' });
    await registeredWork(t, registrant, coWriter, { title: 'Lighthouse Keeper Waltz' });
    const member = await createMember(t);
    const misspelt = { ...cwrWork({ ipi: VALID_IPI, number: 'DU001' }), title: 'LIGHTHOUSE KEEPER WALZ' };
    const byAnother = { ...cwrWork({ ipi: null, number: 'DU002', writer: { lastName: 'STRANGER', firstName: 'SAM' } }), title: 'LIGHTHOUSE KEEPER WALTZ' };
    const submission = await sent(member, cwrFileOf([misspelt, byAnother]), 'CW260201DU_000.V21');
    expect(submission.counts).toMatchObject({ RA: 2 });

    const [likely, unlike] = await transactionsOf(member, submission.id);
    expect(likely?.messages.map((message) => [message.severity, message.message])).toEqual([
      ['note', 'Likely a duplicate of the registered work “Lighthouse Keeper Waltz” (title one typo away, writer in common): check before you import it'],
    ]);
    // The same title, but no writer in common: another work.
    expect(unlike?.messages).toEqual([]);
    const ack = readCwrFile((await request(member, `/cwr/submissions/${submission.id}/ack`)).body);
    expect(ack.transactions.map((transaction) => transaction.records.map((record) => record.recordType))).toEqual([['ACK'], ['ACK']]);
  });

  it('refuses a file name already received from this member', async () => {
    const member = await createMember(t);
    await sent(member, cwrFileOf([cwrWork({ ipi: VALID_IPI, number: 'QM301' })]), 'CW260005QM_000.V21');
    const res = await send(member, cwrFileOf([cwrWork({ ipi: VALID_IPI, number: 'QM302' })]), 'cw260005qm_000.v21');
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/^You sent CW260005QM_000\.V21 on \d{4}-\d{2}-\d{2}: a CWR file is sent once/);
    // Another member may send a file of the same name.
    const other = await createMember(t);
    expect((await send(other, cwrFileOf([cwrWork({ ipi: VALID_IPI, number: 'QM301' })]), 'CW260005QM_000.V21')).statusCode).toBe(201);
    await t.app.jobRunner.drain();
  });

  it('shows a submission to nobody but its sender', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const submission = await sent(member, cwrFileOf([cwrWork({ ipi: VALID_IPI, number: 'QM401' })]), 'CW260006QM_000.V21');
    for (const url of [`/cwr/submissions/${submission.id}`, `/cwr/submissions/${submission.id}/transactions`, `/cwr/submissions/${submission.id}/ack`]) {
      const res = await request(other, url);
      expect(res.statusCode, url).toBe(404);
    }
    const list = await request(other, '/cwr/submissions');
    expect(list.json<Answer<CwrSubmission[]>>().data.data).toEqual([]);
    const own = await request(member, '/cwr/submissions');
    expect(own.json<Answer<CwrSubmission[]>>().data.data.map((item) => item.id)).toEqual([submission.id]);
  });

  it('reports a truncated file’s problems instead of failing, and answers the transactions it holds', async () => {
    const member = await createMember(t);
    const whole = cwrFileOf([cwrWork({ ipi: VALID_IPI, number: 'QM501' })]);
    const truncated = whole.split('\r\n').slice(0, -3).join('\r\n');
    const submission = await sent(member, truncated, 'CW260007QM_000.V21');
    expect(submission.state).toBe('acknowledged');
    expect(submission.file_problems.map((problem) => problem.message)).toEqual(expect.arrayContaining([expect.stringMatching(/TRL/)]));
    expect(submission.counts?.transactions).toBe(1);

    const garbage = await sent(member, 'NOT A CWR FILE\r\n', 'garbage.txt');
    expect(garbage.state).toBe('acknowledged');
    expect(garbage.counts).toEqual({ transactions: 0, RA: 0, AC: 0, CO: 0, RJ: 0, NP: 0 });
    expect(garbage.file_problems.length).toBeGreaterThan(0);
    expect((await request(member, `/cwr/submissions/${garbage.id}/ack`)).statusCode).toBe(200);
  });
});

/**
 * How django-music-publisher reads an acknowledgement (music_publisher/forms.py ACKImportForm and admin.py
 * ACKImportAdmin, CWR 2.x): the file name's shape, the HDR, then each ACK of an NWR or REV with the work number it
 * sent, the society's work number, the processing date and the status.
 */
const peerAck = {
  fileName: (name: string) => [18, 19].includes(name.length) && ['.V21', '.V22'].includes(name.slice(-4).toUpperCase()),
  header: /^HDR(?:SO|AA)([ \d]{9})(.{45})01\.10(\d{8})\d{6}(\d{8})/,
  acks: /(?<=\n)ACK.{43}(NWR|REV).{60}(.{20})(.{20})(.{8})(.{2})(.*?)(?=^ACK|^GRT)/gms,
};

describe('an acknowledgement read by django-music-publisher', () => {
  it('passes its name and header checks and gives it, per work it sent, its work number, ours, the date and the status', async () => {
    const member = await createMember(t);
    const file = cwrFileOf([cwrWork({ ipi: VALID_IPI, number: 'DMP000101' }), cwrWork({ ipi: WRONG_IPI, number: 'DMP000102' })]);
    const submission = await sent(member, file, 'CW260011DMP_000.V21');
    const [accepted] = await transactionsOf(member, submission.id, 'RA');
    const ack = await request(member, `/cwr/submissions/${submission.id}/ack`);
    expect(ack.statusCode, ack.body).toBe(200);
    const name = /filename="([^"]+)"/.exec(ack.headers['content-disposition'] ?? '')?.[1] ?? '';
    expect(peerAck.fileName(name)).toBe(true);
    // It reads the file as text: its version at the HDR's place, then the society's code, name and dates.
    expect(ack.body.slice(59, 64)).toBe('01.10');
    const header = peerAck.header.exec(ack.body);
    expect(header?.[2]?.trim()).toBe('REPERTOIRE');
    expect(header?.[3]).toMatch(/^\d{8}$/);
    const answers = [...ack.body.matchAll(peerAck.acks)].map(([, type, workNumber, ours, date, status]) => [type, workNumber?.trim(), ours?.trim(), date, status]);
    // Processed when the file was read: the day the HDR gives as the file's creation.
    const today = header?.[3];
    expect(answers).toEqual([
      ['NWR', 'DMP000101', recipientWorkNumber(accepted?.work_id ?? ''), today, 'RA'],
      ['NWR', 'DMP000102', '', today, 'RJ'],
    ]);
  });
});

async function acknowledgementOf(member: TestMember, submissionId: string) {
  const ack = await request(member, `/cwr/submissions/${submissionId}/ack`);
  expect(ack.statusCode, ack.body).toBe(200);
  const read = readCwrFile(ack.body);
  expect(read.problems).toEqual([]);
  return { text: ack.body, transactions: read.transactions.map((transaction) => transaction.records) };
}

/** Staff register the work with the ISWC the agency allocated, as the review desk does. */
async function approveWithIswc(workId: string, iswc: string) {
  const staff = await createStaff(t);
  const decided = await t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/registrations/musical-works/${workId}/decision`,
    headers: staff.auth,
    payload: { decision: 'approve', iswc },
  });
  expect(decided.statusCode, decided.body).toBe(200);
}

describe('an acknowledgement carrying the work as the society registered it', () => {
  it('follows an accepted ACK with the work’s NWR once staff registered it, with the ISWC they gave', async () => {
    const member = await createMember(t);
    const submission = await sent(member, cwrFileOf([cwrWork({ ipi: VALID_IPI, number: 'QM401' })]), 'CW260021QM_000.V21');
    const [accepted] = await transactionsOf(member, submission.id);
    expect(accepted?.status).toBe('RA');
    // In review: nothing registered to send yet.
    expect((await acknowledgementOf(member, submission.id)).transactions.map((records) => records.map((record) => record.recordType))).toEqual([['ACK']]);

    await approveWithIswc(accepted?.work_id ?? '', 'T-123.456.789-4');

    const { text, transactions } = await acknowledgementOf(member, submission.id);
    const [records = []] = transactions;
    expect(records.map((record) => record.recordType)).toEqual(['ACK', 'NWR', 'SWR']);
    expect(records[0]?.values).toMatchObject({ submitterCreationNumber: 'QM401', recipientCreationNumber: recipientWorkNumber(accepted?.work_id ?? ''), transactionStatus: 'RA' });
    expect(records[1]?.values).toMatchObject({ workTitle: 'HARBOUR LIGHTS QM401', submitterWorkNumber: 'QM401', iswc: 'T1234567894' });
    expect(records[2]?.values).toMatchObject({ writerLastName: 'LOVELACE', writerIpiName: VALID_IPI, prOwnershipShare: 100 });
    // django-music-publisher takes the ISWC from the record after the ACK.
    const [[, , , , , , rest = ''] = []] = [...text.matchAll(peerAck.acks)];
    expect(rest.trim().split('\n')[0]?.slice(95, 106)).toBe('T1234567894');
  });

  it('carries a CWR 3.0 work as a WRK with its ISWC', async () => {
    const member = await createMember(t);
    const lines = writeCwr(
      { version: '3.0', senderType: 'PB', senderId: 0, senderCode: 'QM', senderName: 'QUAYSIDE MUSIC', createdAt: new Date('2026-11-20T10:00:00Z'), fileName: 'CW260022QM_0000_V3-0-0.SUB' },
      [{ transactionType: 'WRK', transactions: [toTransaction(cwrWork({ ipi: VALID_IPI, number: 'QM402' }), 'WRK')] }],
    );
    const submission = await sent(member, [...lines].join(''), 'CW260022QM_0000_V3-0-0.SUB');
    const [accepted] = await transactionsOf(member, submission.id);
    await approveWithIswc(accepted?.work_id ?? '', 'T-300.000.001-7');
    const [records = []] = (await acknowledgementOf(member, submission.id)).transactions;
    expect(records.map((record) => record.recordType)).toEqual(['ACK', 'WRK', 'SWR']);
    expect(records[1]?.values).toMatchObject({ submitterWorkNumber: 'QM402', iswc: 'T3000000017' });
  });
});

describe('a CWR registration of a work another member registered', () => {
  const CLAIMANT_IPI = '00427100106';
  const SECOND_IPI = '00427100204';

  /** A registration of `iswc` in which `controlled` percent of each right is the claimant's (SWR) and the rest another writer's (OWR). */
  function claimOn(iswc: string, number: string, controlled: number, ipi = CLAIMANT_IPI): CwrWork {
    const base = cwrWork({ ipi, number, iswc });
    const [writer] = base.writers;
    if (!writer) throw new Error('cwrWork() gives a writer');
    const mine = { ...writer, prShare: controlled, mrShare: controlled, territories: [{ tisCode: '2136', isIncluded: true, prShare: controlled, mrShare: controlled, srShare: 0 }] };
    const theirs = { ...writer, ipNumber: 'W2', lastName: 'HARBOUR', firstName: 'REGINA', ipiName: null, isControlled: false, territories: [], prShare: 100 - controlled, mrShare: 100 - controlled };
    return { ...base, writers: [mine, theirs] };
  }

  async function claimsOf(member: TestMember): Promise<WorkClaim[]> {
    const res = await request(member, '/claims?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Answer<WorkClaim[]>>().data.data;
  }

  it('claims a share that fits (accepted, waiting for the registrant) and puts an overclaim in dispute (CO), which a later file joins', async () => {
    const registrant = await createMember(t, { givenName: 'Regina', otherNames: 'Harbour' });
    const coWriter = await createRightsHolder(t, registrant, { name: 'Harbour Co-writer' });
    // 40% each: 20% of each right is left unclaimed. The other work is full.
    const roomy = await registeredWork(t, registrant, coWriter, { title: 'Roomy Harbour', iswc: 'T9142500014', shares: halfAndHalf(ownRightsHolder(registrant), coWriter, 40) });
    const full = await registeredWork(t, registrant, coWriter, { title: 'Full Harbour', iswc: 'T9142500025' });
    const claimant = await createMember(t, { givenName: 'Ada', otherNames: 'Lovelace', ipiNameNumber: CLAIMANT_IPI });

    const file = cwrFileOf([cwrWork({ ipi: CLAIMANT_IPI, number: 'CL001' }), claimOn('T9142500014', 'CL002', 20), claimOn('T9142500025', 'CL003', 30)]);
    const submission = await sent(claimant, file, 'CW260101CL_000.V21');
    expect(submission.counts).toEqual({ transactions: 3, RA: 2, AC: 0, CO: 1, RJ: 0, NP: 0 });
    const [good, fits, overclaim] = await transactionsOf(claimant, submission.id);
    expect(good).toMatchObject({ status: 'RA' });
    expect(good?.work_id).not.toBeNull();
    expect(fits).toMatchObject({ status: 'RA', work_id: roomy.id });
    expect(fits?.messages.map((message) => [message.severity, message.message])).toEqual([
      ['note', 'Your share as Composer/Author (20.00% performance, 20.00% mechanical) is claimed on “Roomy Harbour” (ISWC T-914.250.001-4), registered by another member: it waits for the registrant’s confirmation'],
    ]);
    expect(overclaim).toMatchObject({ status: 'CO', work_id: full.id });
    expect(overclaim?.messages.map((message) => [message.severity, message.message])).toEqual([
      ['error', 'In dispute: the performance and mechanical share of “Full Harbour” (ISWC T-914.250.002-5) goes over 100% with your share as Composer/Author'],
    ]);
    expect((await transactionsOf(claimant, submission.id, 'CO')).map((answer) => answer.submitter_work_number)).toEqual(['CL003']);
    // The conflict is among the transactions the member has to look at.
    expect((await transactionsOf(claimant, submission.id, 'problems')).map((answer) => answer.status)).toEqual(['CO']);
    // Neither work is registered again as the claimant's.
    expect((await t.db.select().from(musicalWorks).where(eq(musicalWorks.ownerId, claimant.id))).map((row) => row.workCode)).toEqual(['CL001']);

    // The claims are the claimant's, as any claim made from the registry.
    const claims = await claimsOf(claimant);
    const waiting = claims.find((claim) => claim.work.id === roomy.id);
    const disputed = claims.find((claim) => claim.work.id === full.id);
    expect(waiting).toMatchObject({ status: 'pending', role: 'composer_author', performance_share: 20, mechanical_share: 20, dispute_id: null });
    expect(waiting?.confirm_by).not.toBeNull();
    expect(disputed).toMatchObject({ status: 'in_dispute', performance_share: 30, mechanical_share: 30 });
    const opened = await dispute(t, registrant, disputed?.dispute_id ?? '');
    expect(opened).toMatchObject({ state: 'open', reason: 'overclaim' });
    expect(await notificationTitles(t, registrant)).toEqual(expect.arrayContaining(['New claim on your work', 'Dispute opened']));
    const disputes = (await request(claimant, '/disputes')).json<Answer<DisputeListItem[]>>().data.data;
    expect(disputes.map((item) => item.id)).toEqual([disputed?.dispute_id]);

    // The ACK says CO, with the EXC naming the work in conflict and the MSG naming the work and the right.
    const { transactions: acks } = await acknowledgementOf(claimant, submission.id);
    expect(acks.map((records) => records.map((record) => record.recordType))).toEqual([['ACK'], ['ACK'], ['ACK', 'EXC', 'MSG']]);
    expect(acks.map((records) => records[0]?.values.transactionStatus)).toEqual(['RA', 'RA', 'CO']);
    expect(acks[1]?.[0]?.values.recipientCreationNumber).toBe(recipientWorkNumber(roomy.id));
    expect(acks[2]?.[0]?.values.recipientCreationNumber).toBe(recipientWorkNumber(full.id));
    expect(acks[2]?.[1]?.values).toMatchObject({ workTitle: 'FULL HARBOUR', submitterWorkNumber: submitterWorkNumberOfId(full.id), iswc: 'T9142500025' });
    expect(acks[2]?.[2]?.values).toMatchObject({
      messageType: 'T',
      messageLevel: 'T',
      messageRecordType: 'NWR',
      messageText: 'IN DISPUTE: THE PERFORMANCE AND MECHANICAL SHARE OF "FULL HARBOUR" (ISWC T-914.250.002-5) GOES OVER 100% WITH YOUR SHARE AS COMPOSER/AUTHOR',
    });

    // The same registrations in a later file claim nothing twice.
    const again = await sent(claimant, cwrFileOf([claimOn('T9142500014', 'CL002', 20), claimOn('T9142500025', 'CL003', 30)]), 'CW260104CL_000.V21');
    expect(again.counts).toMatchObject({ RA: 1, CO: 1 });
    const [stillWaiting, stillDisputed] = await transactionsOf(claimant, again.id);
    expect(stillWaiting?.messages.map((message) => message.message)).toEqual([
      'Your share as Composer/Author in “Roomy Harbour” (ISWC T-914.250.001-4) was claimed before: it still waits for the registrant’s confirmation',
    ]);
    expect(stillDisputed?.messages.map((message) => message.message)).toEqual(['In dispute: your share as Composer/Author in “Full Harbour” (ISWC T-914.250.002-5), claimed before']);
    expect(await claimsOf(claimant)).toHaveLength(2);

    // Another member's file overclaiming the same work joins the dispute open over it.
    const second = await createMember(t, { givenName: 'Bo', otherNames: 'Brand', ipiNameNumber: SECOND_IPI });
    const later = await sent(second, cwrFileOf([claimOn('T9142500025', 'BB001', 25, SECOND_IPI)]), 'CW260102BB_000.V21');
    expect(later.counts).toMatchObject({ CO: 1 });
    const [joined] = await claimsOf(second);
    expect(joined).toMatchObject({ status: 'in_dispute', dispute_id: disputed?.dispute_id });
    const details = await dispute(t, registrant, disputed?.dispute_id ?? '');
    expect(details.parties.filter((party) => party.role === 'claimant')).toHaveLength(2);
    expect(await notificationTitles(t, registrant)).toContain('New party in a dispute');
  });

  it('claims none of a registration’s shares when one is refused, and rejects it: nothing is half-saved', async () => {
    const registrant = await createMember(t, { givenName: 'Rhea', otherNames: 'Refusal' });
    const claimant = await createMember(t, { givenName: 'Ada', otherNames: 'Lovelace', ipiNameNumber: '00427100400' });
    const coWriter = await createRightsHolder(t, registrant, { name: 'Refusal Co-writer' });
    // The claimant already holds a controlled composer line on it.
    const shares = [
      { rights_holder_id: coWriter, role: 'author', performance_share: 40, mechanical_share: 40 },
      { rights_holder_id: ownRightsHolder(claimant), role: 'composer', performance_share: 10, mechanical_share: 10 },
    ];
    await registeredWork(t, registrant, coWriter, { title: 'Harbour Held', iswc: 'T9142500047', shares });
    const base = claimOn('T9142500047', 'CL201', 10, '00427100400');
    const [mine, theirs] = base.writers;
    if (!mine || !theirs) throw new Error('claimOn() gives two writers');
    // As composer/author it would fit; as composer it is a share the claimant holds already.
    const twoRoles = { ...base, writers: [mine, { ...mine, ipNumber: 'W3', designation: 'C' as const }, { ...theirs, prShare: 80, mrShare: 80 }] };
    const submission = await sent(claimant, cwrFileOf([twoRoles]), 'CW260105CL_000.V21');
    const [answer] = await transactionsOf(claimant, submission.id);
    expect(answer).toMatchObject({ status: 'RJ', work_id: null });
    expect(answer?.messages.filter((message) => message.severity === 'error').map((message) => message.message)).toEqual([
      'Not imported: ISWC T-914.250.004-7 belongs to “Harbour Held”',
      'You already hold a share in this work as Composer: raise a dispute to change it',
    ]);
    expect(await claimsOf(claimant)).toEqual([]);
    expect(await notificationTitles(t, registrant)).not.toContain('New claim on your work');
  });

  it('leaves a work another member has in review to the registry, as before: nothing is claimed on it', async () => {
    const registrant = await createMember(t, { givenName: 'Rita', otherNames: 'Review' });
    const coWriter = await createRightsHolder(t, registrant, { name: 'Review Co-writer' });
    const inReview = await createWork(t, registrant, { title: 'Harbour In Review', iswc: 'T9142500036', shares: halfAndHalf(ownRightsHolder(registrant), coWriter, 40) });
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/musical-works/${inReview.id}/submit`, headers: registrant.auth })).statusCode).toBe(200);
    const claimant = await createMember(t, { givenName: 'Ada', otherNames: 'Lovelace', ipiNameNumber: '00427100302' });
    const submission = await sent(claimant, cwrFileOf([claimOn('T9142500036', 'CL101', 20, '00427100302')]), 'CW260103CL_000.V21');
    const [answer] = await transactionsOf(claimant, submission.id);
    // Registered as the claimant's own work, as any work not yet in the registry: staff see both ISWCs in review.
    expect(answer).toMatchObject({ status: 'RA', messages: [] });
    const [own] = await t.db.select().from(musicalWorks).where(eq(musicalWorks.ownerId, claimant.id));
    expect(own).toMatchObject({ id: answer?.work_id, iswc: 'T9142500036', status: 'submitted' });
    expect(await claimsOf(claimant)).toEqual([]);
  });
});

describe('the acknowledgement mailed to the member', () => {
  const subjectOf = (fileName: string) => `Your CWR file ${fileName} has been read`;
  const mailsAbout = (fileName: string) => t.mailbox.messages.filter((mail) => mail.subject === subjectOf(fileName));

  it('mails the member who sent the file its ACK once it is read: the bytes the download gives, to no one else', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const fileName = 'CW260201QM_000.V21';
    const submission = await sent(member, cwrFileOf([cwrWork({ ipi: VALID_IPI, number: 'QM201' }), cwrWork({ ipi: WRONG_IPI, number: 'QM202' })]), fileName);
    expect(submission.state).toBe('acknowledged');

    await expect.poll(() => mailsAbout(fileName).length, { timeout: 10_000 }).toBe(1);
    await t.app.mailOutbox.drain();
    const [mail, ...more] = mailsAbout(fileName);
    expect(more).toEqual([]);
    expect(mail?.to).toEqual([member.email]);
    expect(t.mailbox.sentTo(other.email)).toEqual([]);
    expect(mail?.text).toContain(`${fileName} has been read: 1 accepted, 0 accepted with changes, 1 rejected, 0 in dispute, 0 without a share of yours.`);
    expect(mail?.text).toContain(`http://localhost:3000/cwr/submissions/${submission.id}`);

    const download = await request(member, `/cwr/submissions/${submission.id}/ack`);
    expect(download.statusCode, download.body).toBe(200);
    expect(mail?.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([['CW260201000_QM.V21', 'text/plain']]);
    const attached = mail?.attachments[0]?.content ?? Buffer.alloc(0);
    expect(attached.length).toBeGreaterThan(0);
    expect(attached.equals(download.rawPayload)).toBe(true);
    expect(readCwrFile(attached.toString('latin1')).problems).toEqual([]);
  });

  it('sends no acknowledgement for a file that could not be read to the end', async () => {
    const member = await createMember(t);
    const fileName = 'CW260202QM_000.V21';
    // A NUL in a title: PostgreSQL text cannot hold it, so saving the transaction's answer fails.
    const file = cwrFileOf([cwrWork({ ipi: VALID_IPI, number: 'QM203', title: 'HARBOUR#LIGHTS' })]).replace('#', '\u0000');
    const submission = await sent(member, file, fileName);
    expect(submission).toMatchObject({ state: 'failed', ack_file_name: null });

    await t.app.mailOutbox.drain();
    expect(mailsAbout(fileName)).toEqual([]);
    expect(t.mailbox.sentTo(member.email)).toEqual([]);
  });

  it('leaves an ACK too large for mail on the submission’s page, and writes no mail for a submission that is gone', async () => {
    const member = await createMember(t);
    const fileName = 'CW260203QM_000.V21';
    const submission = await sent(member, cwrFileOf([cwrWork({ ipi: VALID_IPI, number: 'QM204' })]), fileName);
    const compose = (maxAttachmentBytes: number, submissionId: string) =>
      acknowledgementMailComposers(t.config, { maxAttachmentBytes })[CWR_ACKNOWLEDGEMENT_MAIL]?.(t.db, { submissionId }, new Date());
    const ackSize = (await request(member, `/cwr/submissions/${submission.id}/ack`)).rawPayload.length;

    const fits = await compose(ackSize, submission.id);
    expect(fits?.attachments?.map((attachment) => attachment.filename)).toEqual(['CW260203000_QM.V21']);
    const tooLarge = await compose(ackSize - 1, submission.id);
    expect(tooLarge).toMatchObject({ to: member.email, subject: subjectOf(fileName) });
    expect(tooLarge?.attachments).toBeUndefined();
    expect(tooLarge?.text).toContain('CW260203000_QM.V21, is too large to send by mail: download it from the submission');

    expect(await compose(ackSize, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
