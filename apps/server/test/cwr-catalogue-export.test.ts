import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromTransaction, numberOf, readCwr, textOf, writeCwr, writeCwrAsync, type CwrFileHeader, type CwrOutputRecord, type CwrRecord, type CwrWork } from '../src/features/cwr';
import { CO_WRITER_IPI, createExportCatalogue, exportDownloads, PUBLISHER_IPI } from './support/export-catalogue';
import { createMember, type TestMember } from './support/factories';
import { createWork, ownRightsHolder } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/** A member's catalogue as a CWR 2.2 file (docs/cwr.md, "A member's catalogue as CWR"), read back with our reader. */

let t: TestApp;
let member: TestMember;
let other: TestMember;
let noIpi: TestMember;

const MEMBER_IPI = '00014107338';

beforeAll(async () => {
  t = await buildTestApp();
  const catalogue = await createExportCatalogue(t, { memberIpi: MEMBER_IPI });
  ({ member, other } = catalogue);
  noIpi = await createMember(t, { registerAs: 'corporate', corporationName: 'Quay Songs Ltd' });
  await createWork(t, member, { title: 'Blue Lagoon', shares: [{ ...catalogue.shares[0], performance_share: 100, mechanical_share: 100 }] });
  await createWork(t, other, { title: 'Not Yours', shares: [{ rights_holder_id: ownRightsHolder(other), role: 'composer', performance_share: 100, mechanical_share: 100 }] });
  await createWork(t, noIpi, { title: 'Quay Song' });
}, 60_000);
afterAll(() => t.close());

const download = exportDownloads(() => t);

function readBack(text: string) {
  const records: { kind: string; record: CwrRecord }[] = [];
  const works: CwrWork[] = [];
  const problems: string[] = [];
  for (const item of readCwr(text)) {
    if (item.kind === 'problem') problems.push(`${item.problem.recordType} ${item.problem.field ?? ''}: ${item.problem.message}`);
    else if (item.kind === 'transaction') {
      const { work, problems: workProblems } = fromTransaction(item.transaction);
      problems.push(...workProblems.map((problem) => problem.message));
      if (work) works.push(work);
    } else records.push({ kind: item.kind, record: item.record });
  }
  return { records, works, problems };
}

describe('exporting a member’s works as CWR', () => {
  it('writes every own work as an NWR that reads back with its titles, ISWC, writers, publishers and shares', async () => {
    const res = await download(member, '/catalogue/exports/works?format=cwr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=us-ascii');
    expect(res.headers['content-disposition']).toMatch(/filename="CW\d{2}0001AO_000\.V22"/);
    const { records, works, problems } = readBack(res.body);
    expect(problems).toEqual([]);

    const header = records.find((item) => item.kind === 'header')?.record;
    expect(header && textOf(header, 'senderType')).toBe('WR');
    expect(header && numberOf(header, 'senderId')).toBe(Number(MEMBER_IPI));
    expect(header && textOf(header, 'senderName')).toBe('ADA OKAFOR');
    expect(header && textOf(header, 'version')).toBe('2.2');

    expect(works.map((work) => work.title)).toEqual(['AMBER SKIES', 'BLUE LAGOON']);
    const [amber, blue] = works;
    expect(amber).toMatchObject({ iswc: 'T1234567894', submitterWorkNumber: 'AMB-01', language: 'en', durationSeconds: 225 });
    expect(amber?.alternativeTitles).toEqual([
      { title: 'SKIES OF AMBER', type: 'alternative', language: null },
      { title: 'CIELO AMBAR', type: 'translated', language: null },
    ]);
    expect(amber?.writers.map(({ lastName, firstName, designation, ipiName, prShare, mrShare, isControlled }) => ({ lastName, firstName, designation, ipiName, prShare, mrShare, isControlled }))).toEqual([
      { lastName: 'OKAFOR', firstName: 'ADA', designation: 'CA', ipiName: MEMBER_IPI, prShare: 33.33, mrShare: 50, isControlled: true },
      { lastName: 'MENSAH', firstName: 'KOFI', designation: 'C', ipiName: CO_WRITER_IPI, prShare: 33.33, mrShare: 25, isControlled: true },
    ]);
    expect(amber?.publishers).toMatchObject([{ name: 'HARBOUR LIGHTS MUSIC LTD', type: 'E', ipiName: PUBLISHER_IPI, prShare: 33.34, mrShare: 25, isControlled: true, chain: 1 }]);
    expect(amber?.writers[0]?.publisherIpNumbers).toEqual([amber?.publishers[0]?.ipNumber]);
    // Without a work code of its own, the work is numbered by its id.
    expect(blue?.submitterWorkNumber).toMatch(/^[0-9A-F]{14}$/);
    expect(blue?.iswc).toBeNull();
  });

  it('counts the group and the file in GRT and TRL', async () => {
    const res = await download(member, '/catalogue/exports/works?format=cwr');
    const lines = res.body.split('\r\n').filter(Boolean);
    const { records } = readBack(res.body);
    const groupTrailer = records.find((item) => item.kind === 'groupTrailer')?.record;
    const trailer = records.find((item) => item.kind === 'trailer')?.record;
    expect(groupTrailer && numberOf(groupTrailer, 'transactionCount')).toBe(2);
    expect(groupTrailer && numberOf(groupTrailer, 'recordCount')).toBe(lines.length - 2);
    expect(trailer && numberOf(trailer, 'groupCount')).toBe(1);
    expect(trailer && numberOf(trailer, 'transactionCount')).toBe(2);
    expect(trailer && numberOf(trailer, 'recordCount')).toBe(lines.length);
  });

  it('never includes another member’s works, and follows the list’s search', async () => {
    const mine = readBack((await download(member, '/catalogue/exports/works?format=cwr')).body);
    expect(mine.works.map((work) => work.title)).not.toContain('NOT YOURS');
    const theirs = readBack((await download(other, '/catalogue/exports/works?format=cwr')).body);
    expect(theirs.works.map((work) => work.title)).toEqual(['NOT YOURS']);
    const searched = readBack((await download(member, '/catalogue/exports/works?format=cwr&q=lagoon')).body);
    expect(searched.works.map((work) => work.title)).toEqual(['BLUE LAGOON']);
  });

  it('names a publisher without an IPI number as the sender with a zero sender ID', async () => {
    const res = await download(noIpi, '/catalogue/exports/works?format=cwr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="CW\d{2}0001QSL_000\.V22"/);
    const { records, works } = readBack(res.body);
    const header = records.find((item) => item.kind === 'header')?.record;
    expect(header && textOf(header, 'senderType')).toBe('PB');
    expect(header && numberOf(header, 'senderId')).toBe(0);
    expect(works.map((work) => work.title)).toEqual(['QUAY SONG']);
  });

  it('answers 400 for recordings as CWR, and 401 without a session', async () => {
    const res = await download(member, '/catalogue/exports/recordings?format=cwr');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('CWR carries works only: export recordings as CSV or XLSX');
    expect((await download(null, '/catalogue/exports/works?format=cwr')).statusCode).toBe(401);
  });
});

describe('writing a CWR file from an async source', () => {
  it('writes the same lines as from a list, one transaction fetched ahead at a time', async () => {
    const header: CwrFileHeader = { version: '2.2', senderType: 'SO', senderId: 0, senderName: 'REPERTOIRE', createdAt: new Date('2026-11-27T10:00:00Z') };
    const transactions = Array.from({ length: 1200 }, (_, i): CwrOutputRecord[] => [
      { recordType: 'NWR', values: { workTitle: `WORK ${i}`, submitterWorkNumber: `W${i}`, distributionCategory: 'UNC', versionType: 'ORI' } },
      { recordType: 'ALT', values: { alternateTitle: `OTHER ${i}`, titleType: 'AT' } },
    ]);
    let held = 0;
    let mostHeld = 0;
    async function* slowly() {
      for (const transaction of transactions) {
        await new Promise((resolve) => setImmediate(resolve));
        held += 1;
        mostHeld = Math.max(mostHeld, held);
        yield transaction;
        held -= 1;
      }
    }
    const lines: string[] = [];
    for await (const line of writeCwrAsync(header, { transactionType: 'NWR', transactions: slowly() })) lines.push(line);
    expect(lines).toEqual([...writeCwr(header, [{ transactionType: 'NWR', transactions }])]);
    expect(mostHeld).toBe(1);
  });
});
