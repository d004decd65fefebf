import type { CwrAckImport, CwrAckImportSummary, CwrExport, MusicalWorkHistoryEntry, InboxItem, MusicalWorkDetails } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromTransaction, numberOf, readCwrFile, textOf, toTransaction, writeCwr, type CwrOutputRecord } from '../src/features/cwr';
import { createCwrExport } from '../src/features/cwr-exports/cwr-exports.service';
import { createMember, createStaff, type TestMember } from './support/factories';
import { multipart } from './support/multipart';
import { createRightsHolder, createWork, halfAndHalf, ownRightsHolder, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * CWR files the society sends another society and the acknowledgements it reads back (docs/cwr.md, "The society
 * sends CWR"): staff only, registered works only, each transaction found again by the ACK.
 */

let t: TestApp;
let staff: TestMember;
let member: TestMember;
let other: TestMember;
let amber: MusicalWorkDetails;
let blue: MusicalWorkDetails;
let theirs: MusicalWorkDetails;
let draft: MusicalWorkDetails;

type Answer<T> = { message: string; data: { data: T; meta?: { total: number } } };

const GIVEN_ISWC = 'T0345246801';
const year = () => String(new Date().getUTCFullYear() % 100).padStart(2, '0');

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaff(t);
  member = await createMember(t, { givenName: 'Ada', otherNames: 'Okafor', ipiNameNumber: '00014107338' });
  other = await createMember(t, { givenName: 'Ben', otherNames: 'Other' });
  const coWriter = await createRightsHolder(t, member, { name: 'Kofi Mensah', ipi_name_number: '00141073316' });
  amber = await registeredWork(t, member, coWriter, { title: 'Amber Skies' });
  blue = await registeredWork(t, member, coWriter, { title: 'Blue Lagoon', iswc: 'T-123.456.789-4' });
  draft = await createWork(t, member, { title: 'Draft Song', shares: halfAndHalf(ownRightsHolder(member), coWriter) });
  const otherCoWriter = await createRightsHolder(t, other, { name: 'Cleo Writer' });
  theirs = await registeredWork(t, other, otherCoWriter, { title: 'Not Hers' });
}, 90_000);
afterAll(() => t.close());

const get = (as: TestMember | null, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: as?.auth ?? {} });
const post = (as: TestMember | null, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: as?.auth ?? {}, payload });
const upload = (as: TestMember | null, url: string, content: string, fileName: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, ...multipart(Buffer.from(content, 'latin1'), fileName, 'text/plain', as?.auth ?? {}) });

/** Creates an export as staff and waits for its file. */
async function written(body: Record<string, unknown>): Promise<CwrExport> {
  const res = await post(staff, '/staff/cwr-exports', body);
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<Answer<CwrExport>>().data.data;
  expect(created.state).toBe('queued');
  await t.app.jobRunner.drain();
  return (await get(staff, `/staff/cwr-exports/${created.id}`)).json<Answer<CwrExport>>().data.data;
}

async function fileOf(exported: CwrExport) {
  const res = await get(staff, `/staff/cwr-exports/${exported.id}/file`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toContain(`filename="${exported.file_name}"`);
  return readCwrFile(res.body);
}

/** The transactions an export's file sent, as an ACK names them back. */
async function sentIn(exported: CwrExport): Promise<{ sequence: number; number: string | null; title: string }[]> {
  return (await fileOf(exported)).transactions.map((transaction) => {
    const header = transaction.records[0];
    return { sequence: header ? (numberOf(header, 'transactionSequence') ?? -1) : -1, number: header ? textOf(header, 'submitterWorkNumber') : null, title: header ? (textOf(header, 'workTitle') ?? '') : '' };
  });
}

/** An ACK transaction answering a transaction sent, with the work the society returns when it gives an ISWC. */
function ack(sent: { sequence: number; number: string | null; title: string }, status: string, options: { societyNumber?: string; iswc?: string; group?: number } = {}): CwrOutputRecord[] {
  return [
    {
      recordType: 'ACK',
      values: {
        creationDate: '2026-11-27',
        creationTime: 0,
        originalGroupId: options.group ?? 1,
        originalTransactionSequence: sent.sequence,
        originalTransactionType: 'NWR',
        creationTitle: sent.title,
        submitterCreationNumber: sent.number,
        recipientCreationNumber: options.societyNumber ?? null,
        processingDate: '2026-11-28',
        transactionStatus: status,
      },
    },
    ...(options.iswc
      ? [{ recordType: 'NWR', values: { workTitle: sent.title, submitterWorkNumber: sent.number ?? 'X', iswc: options.iswc, distributionCategory: 'UNC', versionType: 'ORI', recordedIndicator: 'U' } }]
      : []),
  ];
}

const ackFile = (transactions: CwrOutputRecord[][]) =>
  [...writeCwr({ version: '2.2', senderType: 'SO', senderId: 52, senderName: 'MCPS PRS', createdAt: new Date('2026-11-28T09:00:00Z') }, [{ transactionType: 'ACK', transactions }])].join('');

describe('staff sending registered works to a society', () => {
  it('writes one member’s registered works, and only theirs, as NWR transactions with the society as sender', async () => {
    const exported = await written({ society_code: '052', version: '2.2', selection: { kind: 'member', member_id: member.id } });
    expect(exported).toMatchObject({ state: 'written', transaction_count: 2, society_code: '052', created_by: 'Sam Reviewer', acknowledged: {} });
    expect(exported.file_name).toMatch(new RegExp(`^CW${year()}\\d{4}000_052\\.V22$`));
    const file = await fileOf(exported);
    expect(file.problems).toEqual([]);
    expect(file.header && textOf(file.header, 'senderType')).toBe('SO');
    expect(file.header && textOf(file.header, 'senderName')).toBe('REPERTOIRE');
    const titles = file.transactions.map((transaction) => transaction.records[0] && textOf(transaction.records[0], 'workTitle'));
    expect(titles.sort()).toEqual(['AMBER SKIES', 'BLUE LAGOON']);
  });

  it('sends registered works within dates, of every member, as CWR 2.1 when asked', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const exported = await written({ society_code: '021', version: '2.1', selection: { kind: 'registered_between', from: today, to: today } });
    expect(exported.transaction_count).toBe(3);
    expect(exported.file_name).toMatch(/_021\.V21$/);
    const file = await fileOf(exported);
    expect(file.version).toBe('2.1');
    expect(file.problems).toEqual([]);
    const none = await written({ society_code: '021', version: '2.2', selection: { kind: 'registered_between', from: '2001-01-01', to: '2001-12-31' } });
    expect(none.transaction_count).toBe(0);
  });

  it('refuses a work that is not registered, a bad society code and a reversed date range', async () => {
    const notRegistered = await post(staff, '/staff/cwr-exports', { society_code: '052', version: '2.2', selection: { kind: 'works', work_ids: [amber.id, draft.id] } });
    expect(notRegistered.statusCode).toBe(400);
    expect(notRegistered.json().message).toBe(`Only registered works are sent; these are not: ${draft.id}`);
    const badCode = await post(staff, '/staff/cwr-exports', { society_code: '52', version: '2.2', selection: { kind: 'member', member_id: member.id } });
    expect(badCode.statusCode).toBe(400);
    const reversed = await post(staff, '/staff/cwr-exports', { society_code: '052', version: '2.2', selection: { kind: 'registered_between', from: '2026-02-01', to: '2026-01-01' } });
    expect(reversed.statusCode).toBe(400);
    const badVersion = await post(staff, '/staff/cwr-exports', { society_code: '052', version: '3.0', selection: { kind: 'works', work_ids: [amber.id] } });
    expect(badVersion.statusCode).toBe(400);
  });

  it('says an export whose writing was cancelled failed, and has no file to download', async () => {
    // Created without waking the runner, so that it is still queued when cancelled.
    const actor = { id: staff.id, role: 'staff' as const, name: 'Sam Reviewer', staffRoles: ['reviewer'] as const };
    const created = await createCwrExport({ db: t.db, clock: () => new Date(), config: t.config }, actor, { society_code: '052', version: '2.2', selection: { kind: 'member', member_id: other.id } });
    expect((await post(staff, `/jobs/${created.job_id}/cancel`, {})).statusCode).toBe(200);
    await t.app.jobRunner.drain();
    const now = (await get(staff, `/staff/cwr-exports/${created.id}`)).json<Answer<CwrExport>>().data.data;
    expect(now).toMatchObject({ state: 'failed', error: 'Writing was stopped: create the export again' });
    const file = await get(staff, `/staff/cwr-exports/${created.id}/file`);
    expect(file.statusCode).toBe(409);
    expect(file.json().message).toBe('The file could not be written: Writing was stopped: create the export again');
  });

  it('lists exports newest first with their numbers in the year', async () => {
    const res = await get(staff, '/staff/cwr-exports?pageSize=100');
    expect(res.statusCode).toBe(200);
    const names = res.json<Answer<CwrExport[]>>().data.data.map((exported) => exported.file_name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    const sequences = names.map((name) => Number(name.slice(4, 8)));
    expect(sequences).toEqual([...sequences].sort((a, b) => b - a));
    expect(new Set(sequences).size).toBe(sequences.length);
  });
});

describe('reading a society’s acknowledgement', () => {
  let exported: CwrExport;
  let sent: { sequence: number; number: string | null; title: string }[];
  const sentFor = (title: string) => {
    const found = sent.find((candidate) => candidate.title === title);
    if (!found) throw new Error(`${title} was not sent`);
    return found;
  };

  beforeAll(async () => {
    exported = await written({ society_code: '052', version: '2.2', selection: { kind: 'works', work_ids: [amber.id, blue.id, theirs.id] } });
    sent = await sentIn(exported);
  });

  it('stores each status and society work number, gives a work without ISWC the one acknowledged, and reports the rest', async () => {
    const file = ackFile([
      ack(sentFor('AMBER SKIES'), 'RA', { societyNumber: 'SOC-AMBER', iswc: GIVEN_ISWC }),
      ack(sentFor('BLUE LAGOON'), 'CO', { societyNumber: 'SOC-BLUE', iswc: 'T0345246802' }),
      // The society numbered the transaction wrongly: the submitter work number still finds it.
      ack({ ...sentFor('NOT HERS'), sequence: 41 }, 'AS'),
      ack({ sequence: 7, number: 'NOBODY', title: 'UNKNOWN' }, 'RA'),
    ]);
    const res = await upload(staff, `/staff/cwr-exports/${exported.id}/acknowledgements`, file, `CW${year()}0001052_000.V22`);
    expect(res.statusCode, res.body).toBe(201);
    const { report } = res.json<Answer<CwrAckImport>>().data.data;
    expect(report).toMatchObject({ transactions: 4, matched: 3, matched_by_work_number: 1, iswcs_set: 1, conflicts_opened: 1, problems: [] });
    expect(report.unmatched).toEqual([expect.objectContaining({ submitter_work_number: 'NOBODY', original_transaction_sequence: 7, status: 'RA' })]);
    expect(report.invalid_iswcs).toEqual([expect.objectContaining({ iswc: 'T0345246802', submitter_work_number: sentFor('BLUE LAGOON').number })]);

    const amberNow = (await get(member, `/musical-works/${amber.id}`)).json<Answer<MusicalWorkDetails>>().data.data;
    expect(amberNow.iswc).toBe(GIVEN_ISWC);
    expect(amberNow.society_acknowledgements).toEqual([{ society_code: '052', status: 'RA', society_work_id: 'SOC-AMBER', date: '2026-11-28' }]);
    const history = (await get(member, `/musical-works/${amber.id}/history`)).json<Answer<MusicalWorkHistoryEntry[]>>().data.data;
    expect(history[0]).toMatchObject({ changes: [expect.objectContaining({ field: 'iswc', old: null })] });

    // A work with an ISWC keeps it; an invalid ISWC is never stored.
    const blueNow = (await get(member, `/musical-works/${blue.id}`)).json<Answer<MusicalWorkDetails>>().data.data;
    expect(blueNow.iswc).toBe('T1234567894');
    expect(blueNow.society_acknowledgements).toEqual([{ society_code: '052', status: 'CO', society_work_id: 'SOC-BLUE', date: '2026-11-28' }]);
    const theirsNow = (await get(other, `/musical-works/${theirs.id}`)).json<Answer<MusicalWorkDetails>>().data.data;
    expect(theirsNow.society_acknowledgements).toEqual([expect.objectContaining({ status: 'AS' })]);

    const counts = (await get(staff, `/staff/cwr-exports/${exported.id}`)).json<Answer<CwrExport>>().data.data.acknowledged;
    expect(counts).toEqual({ RA: 1, CO: 1, AS: 1 });
  });

  it('opens a case in the staff inbox for a conflict, about the work and its member', async () => {
    const inbox = (await get(staff, '/staff/inbox?kind=support-requests&pageSize=100')).json<Answer<InboxItem[]>>().data.data;
    const conflict = inbox.find((item) => item.summary === 'Society 052 reports a conflict on “Blue Lagoon”');
    expect(conflict).toMatchObject({ member: expect.objectContaining({ id: member.id }) });
  });

  it('finds the export by the acknowledgement’s file name', async () => {
    const name = `CW${exported.file_name.slice(2, 8)}052_000.V22`;
    const res = await upload(staff, '/staff/cwr-acknowledgements', ackFile([ack(sentFor('AMBER SKIES'), 'RA', { societyNumber: 'SOC-AMBER-2' })]), name);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Answer<CwrAckImport>>().data.data).toMatchObject({ export_id: exported.id, report: { matched: 1 } });
    const unknown = await upload(staff, '/staff/cwr-acknowledgements', ackFile([]), 'CW999999052_000.V22');
    expect(unknown.statusCode).toBe(404);
    const unnamed = await upload(staff, '/staff/cwr-acknowledgements', ackFile([]), 'acknowledgement.txt');
    expect(unnamed.statusCode).toBe(404);
  });

  it('never gives a work the ISWC another registered work holds', async () => {
    const res = await upload(staff, `/staff/cwr-exports/${exported.id}/acknowledgements`, ackFile([ack(sentFor('NOT HERS'), 'RA', { iswc: 'T1234567894' })]), 'again.V22');
    expect(res.json<Answer<CwrAckImport>>().data.data.report).toMatchObject({ matched: 1, iswcs_set: 0, invalid_iswcs: [] });
    const theirsNow = (await get(other, `/musical-works/${theirs.id}`)).json<Answer<MusicalWorkDetails>>().data.data;
    expect(theirsNow.iswc).toBeNull();
    expect(theirsNow.society_acknowledgements).toEqual([expect.objectContaining({ status: 'RA' })]);
  });

  it('reports a malformed file instead of failing', async () => {
    for (const content of ['this is not CWR at all\r\n', '', 'HDRSO000000052\r\nACK0000000000000000\r\n', '\u0000\u00ff\u00fe garbage']) {
      const res = await upload(staff, `/staff/cwr-exports/${exported.id}/acknowledgements`, content, 'broken.V22');
      expect(res.statusCode, res.body).toBe(201);
      const { report } = res.json<Answer<CwrAckImport>>().data.data;
      expect(report.matched).toBe(0);
      expect(report.problems.length).toBeGreaterThan(0);
    }
    const none = await t.app.inject({ method: 'POST', url: `/api/v1/staff/cwr-exports/${exported.id}/acknowledgements`, headers: staff.auth });
    expect(none.statusCode).toBe(400);
  });
});

describe('CWR 3.1 for a society that reads it', () => {
  it('sends the works as WRK transactions in a 3.1 file, and reads the ACK1 that returns one with its ISWC', async () => {
    const coWriter = await createRightsHolder(t, member, { name: 'Lena Park' });
    const coral = await registeredWork(t, member, coWriter, { title: 'Coral Bay' });
    const exported = await written({ society_code: '058', version: '3.1', selection: { kind: 'works', work_ids: [coral.id] } });
    expect(exported).toMatchObject({ state: 'written', transaction_count: 1, version: '3.1' });
    expect(exported.file_name).toMatch(new RegExp(`^CW${year()}\\d{4}000_058_V3-1-0\\.SUB$`));
    const file = await fileOf(exported);
    expect(file).toMatchObject({ version: '3.1', problems: [] });
    const [transaction] = file.transactions;
    const header = transaction?.records[0];
    if (!transaction || !header) throw new Error('the 3.1 file holds no transaction');
    expect(header.recordType).toBe('WRK');
    const sentWork = fromTransaction(transaction).work;
    if (!sentWork) throw new Error('the WRK sent does not read back as a work');
    expect(sentWork).toMatchObject({ title: 'CORAL BAY', iswc: null });

    // The society answers in 3.1: an ACK and the WRK as it registered it, with the ISWC it gave.
    const answer: CwrOutputRecord[] = [
      {
        recordType: 'ACK',
        values: {
          creationDate: '2026-11-27',
          creationTime: 0,
          originalGroupId: 1,
          originalTransactionSequence: numberOf(header, 'transactionSequence'),
          originalTransactionType: 'WRK',
          creationTitle: sentWork.title,
          submitterCreationNumber: sentWork.submitterWorkNumber,
          recipientCreationNumber: 'SACEM-CORAL',
          processingDate: '2026-11-28',
          transactionStatus: 'RA',
        },
      },
      ...toTransaction({ ...sentWork, iswc: 'T3000000017' }, 'WRK'),
    ];
    const ackName = `CW${exported.file_name.slice(2, 8)}058_000_V3-1-0.ACK1`;
    const ackContent = [
      ...writeCwr({ version: '3.1', senderType: 'SO', senderId: 58, senderCode: '058', senderName: 'SACEM', createdAt: new Date('2026-11-28T09:00:00Z'), fileName: ackName }, [
        { transactionType: 'ACK', transactions: [answer] },
      ]),
    ].join('');
    const res = await upload(staff, '/staff/cwr-acknowledgements', ackContent, ackName);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Answer<CwrAckImport>>().data.data).toMatchObject({ export_id: exported.id, report: { transactions: 1, matched: 1, iswcs_set: 1, problems: [] } });
    const coralNow = (await get(member, `/musical-works/${coral.id}`)).json<Answer<MusicalWorkDetails>>().data.data;
    expect(coralNow.iswc).toBe('T3000000017');
    expect(coralNow.society_acknowledgements).toEqual([{ society_code: '058', status: 'RA', society_work_id: 'SACEM-CORAL', date: '2026-11-28' }]);
  });
});

describe('the acknowledgements imported for an export', () => {
  it('keeps each imported ACK file and lists them newest first, with who imported it, its counts and its report', async () => {
    const exported = await written({ society_code: '052', version: '2.2', selection: { kind: 'works', work_ids: [amber.id] } });
    const [amberSent] = await sentIn(exported);
    if (!amberSent) throw new Error('Amber Skies was not sent');
    const path = `/staff/cwr-exports/${exported.id}/acknowledgements`;

    const empty = await get(staff, path);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<Answer<CwrAckImportSummary[]>>().data).toEqual({ data: [], meta: expect.objectContaining({ total: 0 }) });

    const first = await upload(staff, path, ackFile([ack(amberSent, 'RA'), ack({ sequence: 7, number: 'NOBODY', title: 'UNKNOWN' }, 'RA')]), 'first.V22');
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json<Answer<CwrAckImport>>().data.data.id;
    expect((await upload(staff, path, ackFile([ack(amberSent, 'AS')]), 'second.V22')).statusCode).toBe(201);

    const page1 = await get(staff, `${path}?pageSize=1`);
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json<Answer<CwrAckImportSummary[]>>().data).toEqual({
      data: [expect.objectContaining({ file_name: 'second.V22', imported_by: 'Sam Reviewer', statuses: { AS: 1 }, matched: 1, unmatched: 0 })],
      meta: expect.objectContaining({ page: 1, total: 2, totalPages: 2 }),
    });
    const page2 = (await get(staff, `${path}?pageSize=1&page=2`)).json<Answer<CwrAckImportSummary[]>>().data.data;
    expect(page2).toEqual([{ id: firstId, export_id: exported.id, file_name: 'first.V22', imported_by: 'Sam Reviewer', statuses: { RA: 2 }, matched: 1, unmatched: 1, created_at: expect.any(String) }]);

    // Opened again, its report is the one staff saw when they imported it.
    const one = await get(staff, `${path}/${firstId}`);
    expect(one.statusCode, one.body).toBe(200);
    const { report } = one.json<Answer<CwrAckImport>>().data.data;
    expect(report).toMatchObject({ transactions: 2, statuses: { RA: 2 }, matched: 1, unmatched_count: 1, problems: [] });
    expect(report.unmatched).toEqual([expect.objectContaining({ submitter_work_number: 'NOBODY', original_transaction_sequence: 7 })]);

    // Only under its own export; a malformed id or page is refused with its reason.
    const otherExport = await written({ society_code: '052', version: '2.2', selection: { kind: 'works', work_ids: [amber.id] } });
    expect((await get(staff, `/staff/cwr-exports/${otherExport.id}/acknowledgements/${firstId}`)).statusCode).toBe(404);
    expect((await get(staff, `/staff/cwr-exports/00000000-0000-4000-8000-000000000000/acknowledgements`)).statusCode).toBe(404);
    const badId = await get(staff, `${path}/not-an-id`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ message: string }>().message).toContain('Not a valid acknowledgement id');
    expect((await get(staff, `${path}?page=0`)).statusCode).toBe(400);
  });
});

describe('who may use the CWR exports', () => {
  it('hides every endpoint from members (404) and asks anyone else to log in (401)', async () => {
    const exported = await written({ society_code: '052', version: '2.2', selection: { kind: 'works', work_ids: [amber.id] } });
    const imported = (await upload(staff, `/staff/cwr-exports/${exported.id}/acknowledgements`, ackFile([]), 'kept.V22')).json<Answer<CwrAckImport>>().data.data;
    const body = { society_code: '052', version: '2.2', selection: { kind: 'member', member_id: member.id } };
    const calls = [
      (as: TestMember | null) => post(as, '/staff/cwr-exports', body),
      (as: TestMember | null) => get(as, '/staff/cwr-exports'),
      (as: TestMember | null) => get(as, `/staff/cwr-exports/${exported.id}`),
      (as: TestMember | null) => get(as, `/staff/cwr-exports/${exported.id}/file`),
      (as: TestMember | null) => upload(as, `/staff/cwr-exports/${exported.id}/acknowledgements`, ackFile([]), 'x.V22'),
      (as: TestMember | null) => upload(as, '/staff/cwr-acknowledgements', ackFile([]), 'x.V22'),
      (as: TestMember | null) => get(as, `/staff/cwr-exports/${exported.id}/acknowledgements`),
      (as: TestMember | null) => get(as, `/staff/cwr-exports/${exported.id}/acknowledgements/${imported.id}`),
    ];
    for (const call of calls) {
      expect((await call(member)).statusCode).toBe(404);
      expect((await call(null)).statusCode).toBe(401);
      expect((await call(staff)).statusCode).toBeLessThan(500);
    }
    expect((await get(staff, `/staff/cwr-exports/${exported.id}`)).statusCode).toBe(200);
    expect((await get(staff, '/staff/cwr-exports/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
