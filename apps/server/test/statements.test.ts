import type { StatementDetails, StatementDimension, StatementHistoryPoint, StatementLine } from '@repertoire/contract';
import { statementDimensionValues } from '@repertoire/contract';
import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/database';
import { disputes } from '../src/db/schema';
import { STATEMENT_CSV_BATCH } from '../src/features/distributions/statements.service';
import type { Answer } from './support/catalogue-imports';
import { distributeLines, usageLine } from './support/distributions';
import { createMember, createPerson, createStaff, uniqueEmail, type TestMember } from './support/factories';
import { createRightsHolder, ownRightsHolder, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * A member's statement of a closed distribution through the API, on each database of the suite: its totals, its
 * breakdown by each dimension (adding up to the totals exactly), its lines and their filters, its CSV and the history
 * of earnings; and who may read it.
 */

let t: TestApp;
let finance: TestMember;
let ines: TestMember;
let marta: TestMember;
let harbour: { id: string };
let tide: { id: string };
let closedId: string;
let openId: string;
let martaClosedId: string;

const lines = (workId: string, rows: Partial<Parameters<typeof usageLine>[0]>[]) => rows.map((row) => usageLine({ workId, ...row }));

beforeAll(async () => {
  t = await buildTestApp();
  finance = await createStaff(t, { email: uniqueEmail('finance'), staffRoles: ['finance'] });
  ines = await createMember(t, { givenName: 'Ines', otherNames: 'Varga', email: uniqueEmail('ines') });
  marta = await createMember(t, { givenName: 'Marta', otherNames: 'Quintero', email: uniqueEmail('marta') });
  const teodor = await createRightsHolder(t, ines, { name: 'Teodor Mirescu' });
  harbour = await registeredWork(t, ines, teodor, { title: 'Harbour Lights', iswc: 'T0000000010' });
  tide = await registeredWork(t, ines, teodor, { title: 'Quiet Tide' });
  const pavel = await createRightsHolder(t, marta, { name: 'Pavel Orlov' });
  const martaWork = await registeredWork(t, marta, pavel, { title: 'Salt Road' });
  // Quiet Tide is in dispute: Ines's part of it is held.
  await t.db.insert(disputes).values({
    workId: tide.id,
    raisedById: marta.id,
    reason: 'share_split',
    description: 'The shares are wrong',
    evidenceDeadline: new Date(Date.now() + 86_400_000),
    lastActivityAt: new Date(),
  });
  closedId = await distributeLines(
    t,
    [
      ...lines(harbour.id, [
        { row: 2, amountMinor: 1001n, units: 3, usedOn: '2026-07-14' },
        { row: 3, amountMinor: 2503n, units: 2, usedOn: '2026-08-03', territory: 'FR', source: 'Radio France' },
        { row: 4, amountMinor: 777n, units: 1, usedOn: '2026-08-21', right: 'mechanical', source: 'Spotify', currency: 'EUR' },
        { row: 5, amountMinor: 99n, units: 5, usedOn: '2026-09-30', territory: 'FR', source: 'Radio France', currency: 'EUR' },
      ]),
      ...lines(tide.id, [{ row: 6, amountMinor: 4001n, units: 7, usedOn: '2026-08-03' }]),
      ...lines(martaWork.id, [{ row: 7, amountMinor: 5000n, usedOn: '2026-08-03' }]),
      // Unmatched: nobody's.
      usageLine({ row: 8, amountMinor: 300n }),
    ],
    { name: '2026 Q3', closedBy: finance.id },
  );
  openId = await distributeLines(t, lines(harbour.id, [{ amountMinor: 1000n }]));
  martaClosedId = await distributeLines(t, lines(martaWork.id, [{ amountMinor: 1000n }]), { closedBy: finance.id });
});
afterAll(() => t.close());

const get = (who: TestMember | null, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who?.auth ?? {} });

async function data<T>(response: Promise<{ statusCode: number; body: string; json<J>(): J }>): Promise<T> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer<T>>().data.data;
}

/** What Ines's rights holder was given and is held for in a distribution, per currency, read from the allocations. */
async function allocatedTo(member: TestMember, distributionId: string) {
  return executeRows<{ currency: string; earned: string; held: string }>(
    t.db,
    sql`select currency::text, coalesce(sum(amount_minor) filter (where held_reason is null), 0)::text as earned,
          coalesce(sum(amount_minor) filter (where held_reason is not null), 0)::text as held
        from allocations where distribution_id = ${distributionId} and rights_holder_id = ${ownRightsHolder(member)}
        group by currency order by currency`,
  );
}

async function wholeBreakdown(by: StatementDimension): Promise<StatementDetails['breakdown']> {
  const rows: StatementDetails['breakdown'] = [];
  for (let page = 1; ; page += 1) {
    const statement = await data<StatementDetails>(get(ines, `/statements/${closedId}?by=${by}&page=${page}&pageSize=2`));
    rows.push(...statement.breakdown);
    if (page >= statement.breakdown_meta.totalPages) return rows;
  }
}

describe('a statement', () => {
  it('gives earned and held per currency, with why it is held, as the allocations have them', async () => {
    const statement = await data<StatementDetails>(get(ines, `/statements/${closedId}`));
    expect(statement).toMatchObject({ distribution_id: closedId, name: '2026 Q3', by: 'work_or_recording' });
    const expected = await allocatedTo(ines, closedId);
    expect(statement.totals.map(({ currency, earned, held }) => ({ currency, earned, held }))).toEqual(expected);
    const gbp = statement.totals.find((total) => total.currency === 'GBP');
    // Harbour Lights' two GBP lines earn; Quiet Tide's is held while it is in dispute.
    expect(gbp).toMatchObject({ lines: 3, held_unclaimed: '0' });
    expect(gbp?.held_dispute).toBe(gbp?.held);
    expect(BigInt(gbp?.held ?? '0')).toBeGreaterThanOrEqual(2000n);
    expect(statement.totals.find((total) => total.currency === 'EUR')).toMatchObject({ lines: 2, held: '0' });
  });

  it.each(statementDimensionValues)('breaks down by %s into rows that add up to the totals exactly, page by page', async (by) => {
    const statement = await data<StatementDetails>(get(ines, `/statements/${closedId}`));
    const rows = await wholeBreakdown(by);
    expect(new Set(rows.map((row) => `${row.key} ${row.currency}`)).size).toBe(rows.length);
    for (const total of statement.totals) {
      const own = rows.filter((row) => row.currency === total.currency);
      expect(own.reduce((sum, row) => sum + BigInt(row.earned), 0n)).toBe(BigInt(total.earned));
      expect(own.reduce((sum, row) => sum + BigInt(row.held), 0n)).toBe(BigInt(total.held));
      expect(own.reduce((sum, row) => sum + row.lines, 0)).toBe(total.lines);
    }
  });

  it('labels each row as a member reads it', async () => {
    const labels = async (by: StatementDimension) => (await wholeBreakdown(by)).map((row) => [row.label, row.currency, row.lines, row.units]);
    expect(await labels('work_or_recording')).toEqual(
      expect.arrayContaining([
        ['Harbour Lights (T-000.000.001-0)', 'GBP', 2, 5],
        ['Harbour Lights (T-000.000.001-0)', 'EUR', 2, 6],
        ['Quiet Tide', 'GBP', 1, 7],
      ]),
    );
    expect(await labels('territory')).toEqual(expect.arrayContaining([['United Kingdom', 'GBP', 2, 10], ['France', 'GBP', 1, 2], ['France', 'EUR', 1, 5]]));
    expect((await labels('right')).map((row) => row[0])).toEqual(expect.arrayContaining(['Performance', 'Mechanical']));
    expect((await labels('month')).map((row) => row[0])).toEqual(expect.arrayContaining(['Jul 2026', 'Aug 2026', 'Sep 2026']));
    expect((await labels('source')).map((row) => row[0]).sort()).toEqual(['BBC Radio 2', 'Radio France', 'Radio France', 'Spotify']);
  });

  it('answers an empty page past the end of the breakdown with its total', async () => {
    const statement = await data<StatementDetails>(get(ines, `/statements/${closedId}?by=territory&page=9`));
    expect(statement.breakdown).toEqual([]);
    expect(statement.breakdown_meta).toMatchObject({ page: 9, total: 4 });
  });

  it('refuses a dimension it does not know, saying which it knows', async () => {
    const res = await get(ines, `/statements/${closedId}?by=colour`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Choose what to break the statement down by: work_or_recording, territory, source, right, month');
  });
});

describe('a statement’s lines', () => {
  it('lists the member’s part of each line in order of use, with the work’s identifiers', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/statements/${closedId}/lines`, headers: ines.auth });
    expect(page.statusCode).toBe(200);
    const answer = page.json<Answer<StatementLine[]> & { data: { meta: { total: number } } }>();
    expect(answer.data.meta.total).toBe(5);
    const items = answer.data.data;
    expect(items.map((line) => line.used_on)).toEqual(['2026-07-14', '2026-08-03', '2026-08-03', '2026-08-21', '2026-09-30']);
    expect(items[0]).toMatchObject({ title: 'Harbour Lights', iswc: 'T-000.000.001-0', work_id: harbour.id, share_bp: 5000, line_amount: '1001', held_reason: null });
    const disputed = items.find((line) => line.work_id === tide.id);
    expect(disputed).toMatchObject({ earned: '0', held_reason: 'dispute' });
    // Marta's line and the unmatched one are not Ines's.
    expect(items.every((line) => line.work_id === harbour.id || line.work_id === tide.id)).toBe(true);
  });

  it('filters by work, territory, source, right and month', async () => {
    const ids = async (query: string) => (await data<StatementLine[]>(get(ines, `/statements/${closedId}/lines?${query}`))).map((line) => line.used_on);
    expect(await ids(`work_id=${tide.id}`)).toEqual(['2026-08-03']);
    expect(await ids('territory=fr')).toEqual(['2026-08-03', '2026-09-30']);
    expect(await ids('source=Spotify')).toEqual(['2026-08-21']);
    expect(await ids('right=mechanical')).toEqual(['2026-08-21']);
    expect(await ids('month=2026-08')).toEqual(['2026-08-03', '2026-08-03', '2026-08-21']);
    expect(await ids('month=2026-08&territory=FR')).toEqual(['2026-08-03']);
    expect(await ids(`recording_id=${harbour.id}`)).toEqual([]);
  });

  it('refuses a filter that is not one, with a clear message', async () => {
    for (const [query, message] of [
      ['month=2026-13', 'Month must be a month (YYYY-MM)'],
      ['territory=France', 'Territory must be a two-letter country code'],
      ['right=sync', 'Choose a right: performance, mechanical, master, performer'],
      ['work_id=12', 'Not a valid work id'],
    ] as const) {
      const res = await get(ines, `/statements/${closedId}/lines?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
    }
  });
});

describe('a statement’s CSV', () => {
  it('has a header row and every line with its exact amounts in the currency’s decimals', async () => {
    const res = await get(ines, `/statements/${closedId}/statement.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="statement-2026-Q3.csv"');
    const [header, ...records] = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(header).toBe('Line,Used on,Title,ISWC,ISRC,Right,Territory,Source,Usage type,Units,Currency,Line amount,Share %,Earned,Held,Held because');
    expect(records).toHaveLength(5);
    expect(records[0]).toMatch(/^\d+,2026-07-14,Harbour Lights,T-000\.000\.001-0,,Performance,GB,BBC Radio 2,broadcast,3,GBP,10\.01,50\.00,5\.0[01],0\.00,$/);
    const disputed = records.find((record) => record.includes('Quiet Tide'));
    expect(disputed).toMatch(/,GBP,40\.01,50\.00,0\.00,20\.0[01],dispute$/);
    // The earned column adds up to the statement's total, per currency.
    const statement = await data<StatementDetails>(get(ines, `/statements/${closedId}`));
    for (const total of statement.totals) {
      const earned = records.filter((record) => record.split(',')[10] === total.currency).reduce((sum, record) => sum + BigInt((record.split(',')[13] ?? '').replace('.', '')), 0n);
      expect(earned).toBe(BigInt(total.earned));
    }
  });

  it('reads a large statement a batch at a time, every line once', async () => {
    const count = STATEMENT_CSV_BATCH * 2 + 5;
    const many = Array.from({ length: count }, (_, index) =>
      usageLine({ row: index + 2, workId: harbour.id, amountMinor: 200n, usedOn: `2026-0${7 + (index % 3)}-${String((index % 28) + 1).padStart(2, '0')}` }),
    );
    const id = await distributeLines(t, many, { closedBy: finance.id });
    const res = await get(ines, `/statements/${id}/statement.csv`);
    expect(res.statusCode).toBe(200);
    const records = res.body.trimEnd().split('\r\n').slice(1);
    expect(records).toHaveLength(count);
    expect(new Set(records.map((record) => record.split(',')[0])).size).toBe(count);
    expect(records.every((record) => record.includes(',GBP,2.00,50.00,1.00,0.00,'))).toBe(true);
  });
});

/** The text a PDF's pages draw: each content stream inflated, each TJ array's hex strings joined. */
function pdfText(pdf: Buffer): string {
  const texts: string[] = [];
  const body = pdf.toString('latin1');
  for (const match of body.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      texts.push([...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1')).join(''));
    }
  }
  return texts.join('\n');
}

describe('a statement’s PDF', () => {
  it('is a PDF with the member, the period, the totals and the breakdowns by work and by territory', async () => {
    const res = await get(ines, `/statements/${closedId}/statement.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="statement-2026-Q3.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    const statement = await data<StatementDetails>(get(ines, `/statements/${closedId}`));
    expect(text).toContain('Member: Ines Varga');
    expect(text).toContain('Period: 2000-01-01 to 2099-12-31');
    const gbp = statement.totals.find((total) => total.currency === 'GBP');
    const eur = statement.totals.find((total) => total.currency === 'EUR');
    expect(text).toContain(`Earned: GBP ${(Number(gbp?.earned) / 100).toFixed(2)}`);
    expect(text).toContain(`Earned: EUR ${(Number(eur?.earned) / 100).toFixed(2)}`);
    expect(text).toContain(`while a work is in dispute: GBP ${(Number(gbp?.held_dispute) / 100).toFixed(2)}`);
    expect(text).toContain('By work or recording');
    expect(text).toContain('Harbour Lights (T-000.000.001-0)');
    expect(text).toContain('By territory');
    expect(text).toContain('France');
  });
});

describe('the history of earnings', () => {
  it('gives earned per currency by distribution, oldest first, and by month of use', async () => {
    const byDistribution = await data<StatementHistoryPoint[]>(get(ines, '/statements/history?by=distribution'));
    const q3 = byDistribution.filter((point) => point.key === closedId);
    expect(q3.map((point) => [point.label, point.currency])).toEqual([
      ['2026 Q3', 'EUR'],
      ['2026 Q3', 'GBP'],
    ]);
    expect(q3.map(({ currency, earned, held }) => ({ currency, earned, held }))).toEqual(await allocatedTo(ines, closedId));
    // The open distribution is not in it, nor Marta's.
    expect(byDistribution.some((point) => point.key === openId || point.key === martaClosedId)).toBe(false);

    const byMonth = await data<StatementHistoryPoint[]>(get(ines, '/statements/history?by=month'));
    expect(byMonth.map((point) => point.key)).toEqual([...byMonth.map((point) => point.key)].sort());
    const august = byMonth.find((point) => point.key === '2026-08' && point.currency === 'EUR');
    expect(august?.label).toBe('Aug 2026');
    expect((await get(ines, '/statements/history?by=year')).statusCode).toBe(400);
  });
});

describe('who may read a statement', () => {
  const urls = (id: string) => [`/statements/${id}`, `/statements/${id}/lines`, `/statements/${id}/statement.csv`, `/statements/${id}/statement.pdf`];

  it('is the member and the people whose role covers finance', async () => {
    for (const url of [...urls(closedId), '/statements/history']) {
      expect((await get(ines, url)).statusCode, url).toBe(200);
      for (const role of ['finance', 'administrator'] as const) {
        const person = await createPerson(t, ines, role);
        expect((await get(person, url)).statusCode, `${url} as ${role}`).toBe(200);
      }
      for (const role of ['registrations', 'read_only'] as const) {
        const person = await createPerson(t, ines, role);
        const res = await get(person, url);
        expect(res.statusCode, `${url} as ${role}`).toBe(403);
        expect(res.json<{ message: string }>().message).toMatch(/does not cover royalties$/);
      }
      expect((await get(null, url)).statusCode, `${url} signed out`).toBe(401);
    }
  });

  it('is not another member, nor staff: a statement they have no part in is not found', async () => {
    const bruno = await createMember(t, { givenName: 'Bruno', otherNames: 'Sand', email: uniqueEmail('bruno') });
    for (const url of [...urls(closedId)]) {
      const res = await get(bruno, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('Statement not found');
      expect((await get(finance, url)).statusCode, `${url} as staff`).toBe(404);
    }
    // Marta's statement is hers alone; her history has it, Ines's does not.
    for (const url of urls(martaClosedId)) {
      expect((await get(ines, url)).statusCode, url).toBe(404);
      expect((await get(marta, url)).statusCode, url).toBe(200);
    }
    const history = await data<StatementHistoryPoint[]>(get(marta, '/statements/history'));
    expect(history.some((point) => point.key === martaClosedId)).toBe(true);
    expect(await data<StatementHistoryPoint[]>(get(bruno, '/statements/history'))).toEqual([]);
  });

  it('answers 404 for an open distribution and an unknown one, and 400 for an id that is not one', async () => {
    for (const url of [...urls(openId), ...urls('00000000-0000-4000-8000-000000000000')]) expect((await get(ines, url)).statusCode, url).toBe(404);
    expect((await get(ines, '/statements/not-an-id')).statusCode).toBe(400);
  });
});
