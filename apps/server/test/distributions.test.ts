import type { Distribution, DistributionPreview, StatementSummary, UsageFile, UsageFileProblem } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/database';
import type { Answer } from './support/catalogue-imports';
import { createMember, createStaff, uniqueEmail, type TestMember } from './support/factories';
import { multipart } from './support/multipart';
import { createRightsHolder, ownRightsHolder, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Distributions through the API, on each database of the suite: staff with the finance role open one, upload a usage
 * file whose headers are not ours, map it, import it (a job), read where the money went and close it; the member reads
 * their statement. Who may do what is checked on every endpoint.
 */

let t: TestApp;
let finance: TestMember;
let reviewer: TestMember;
let ines: TestMember;
let marta: TestMember;
let workId: string;

beforeAll(async () => {
  t = await buildTestApp();
  finance = await createStaff(t, { email: uniqueEmail('finance'), staffRoles: ['finance'] });
  reviewer = await createStaff(t, { email: uniqueEmail('reviewer'), staffRoles: ['reviewer'] });
  ines = await createMember(t, { givenName: 'Ines', otherNames: 'Varga', email: uniqueEmail('ines') });
  marta = await createMember(t, { givenName: 'Marta', otherNames: 'Quintero', email: uniqueEmail('marta') });
  const teodor = await createRightsHolder(t, ines, { name: 'Teodor Mirescu' });
  workId = (await registeredWork(t, ines, teodor, { title: 'Harbour Lights', iswc: 'T0000000010' })).id;
});
afterAll(() => t.close());

const request = (who: TestMember, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

async function data<T>(response: Promise<{ statusCode: number; body: string; json<J>(): J }>, status = 200): Promise<T> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json<Answer<T>>().data.data;
}

let counter = 0;
const newDistribution = () => {
  counter += 1;
  return data<Distribution>(request(finance, 'POST', '/staff/distributions', { name: `2026 Q3 run ${counter}`, period_start: '2026-07-01', period_end: '2026-09-30' }), 201);
};

const upload = (who: TestMember, distributionId: string, csv: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/distributions/${distributionId}/usage-files`, ...multipart(Buffer.from(csv), 'bbc-q3.csv', 'text/csv', who.auth) });

// A broadcaster's report: its own headers, a noise column, quoted commas, a currency symbol and thousands.
const REPORT = [
  'Channel,Programme,Work Title,ISWC Code,Composer(s),Right Type,Territory Code,Usage Date,Plays,Royalty,Ccy',
  'BBC Radio 2,"Breakfast, with Zoe",Harbour Lights,T-000.000.001-0,"Varga, Mirescu",Performance,GB,2026-08-03,3,"£1,234.56",GBP',
  'BBC Radio 2,Drivetime,Harbour Lights,T0000000010,Varga,PR,GB,2026-08-04,1,10.01,GBP',
  'BBC Radio 2,Late,Unknown Song,,Someone,Performance,GB,2026-08-05,1,5.00,GBP',
  'BBC Radio 2,Late,Harbour Lights,T0000000010,Varga,Performance,GB,2026-10-02,1,5.00,GBP',
  'BBC Radio 2,Late,Harbour Lights,T0000000010,Varga,Performance,GB,2026-08-06,1,twelve,GBP',
].join('\n');

describe('distributions', () => {
  it('imports a report with headers not ours, matches, splits and closes; the member reads their statement', async () => {
    const distribution = await newDistribution();
    const file = await data<UsageFile>(upload(finance, distribution.id, REPORT), 201);
    // The channel is the source; the programme is noise, left out.
    expect(file.mapping).toEqual(['source', null, 'title', 'iswc', 'writers', 'right', 'territory', 'used_on', 'units', 'amount', 'currency']);
    await data<UsageFile>(request(finance, 'PUT', `/staff/usage-files/${file.id}/mapping`, { mapping: file.mapping }));
    await t.app.jobRunner.drain();

    const imported = await data<UsageFile>(request(finance, 'GET', `/staff/usage-files/${file.id}`));
    expect(imported).toMatchObject({ state: 'imported', lines: 3, refused_rows: 2 });
    const problems = await data<UsageFileProblem[]>(request(finance, 'GET', `/staff/usage-files/${file.id}/problems`));
    expect(problems.filter((problem) => problem.severity === 'error').map((problem) => [problem.row, problem.column])).toEqual([
      [5, 'Usage Date'],
      [6, 'Royalty'],
    ]);

    const read = await data<Distribution>(request(finance, 'GET', `/staff/distributions/${distribution.id}`));
    expect(read.lines).toBe(3);
    // 1,234.56 + 10.01 matched and split 50/50; 5.00 unmatched.
    expect(read.balances).toEqual([{ currency: 'GBP', input: '124957', allocated: '124457', held: '0', unmatched: '500' }]);

    const preview = await data<DistributionPreview>(request(finance, 'GET', `/staff/distributions/${distribution.id}/preview`));
    expect(preview.by_source).toEqual([{ key: 'BBC Radio 2', currency: 'GBP', lines: 3, amount: '124957' }]);
    expect(preview.by_territory).toEqual([{ key: 'GB', currency: 'GBP', lines: 3, amount: '124957' }]);
    expect(preview.by_right).toEqual([{ key: 'performance', currency: 'GBP', lines: 3, amount: '124957' }]);
    expect(preview.lines).toEqual({ matched: 2, with_held_parts: 0, unmatched: 1 });
    expect(preview.top_earners.map((earner) => [earner.name, earner.amount])).toEqual(
      expect.arrayContaining([
        ['Teodor Mirescu', expect.stringMatching(/^6222[89]$/)],
        ['Ines Varga', expect.stringMatching(/^6222[89]$/)],
      ]),
    );
    expect(preview.top_earners.reduce((sum, earner) => sum + BigInt(earner.amount), 0n)).toBe(124457n);

    // Before closing, members see nothing of it.
    expect(await data<StatementSummary[]>(request(ines, 'GET', '/statements'))).toEqual([]);
    const closed = await data<Distribution>(request(finance, 'POST', `/staff/distributions/${distribution.id}/close`));
    expect(closed.state).toBe('closed');
    expect((await request(finance, 'POST', `/staff/distributions/${distribution.id}/close`)).statusCode).toBe(409);
    expect((await upload(finance, distribution.id, REPORT)).statusCode).toBe(409);

    const statements = await data<StatementSummary[]>(request(ines, 'GET', '/statements'));
    // Ines's half: 617.28 + 5.005 → 5.01 or 5.00 by the largest remainder between her and the co-writer.
    expect(statements).toHaveLength(1);
    expect(statements[0]?.name).toBe(distribution.name);
    const earned = BigInt(statements[0]?.totals[0]?.earned ?? '0');
    expect(earned === 61728n + 500n || earned === 61728n + 501n).toBe(true);
    // The member is told, with a link to the statements.
    const notifications = await data<{ title: string; link: string | null }[]>(request(ines, 'GET', '/notifications'));
    expect(notifications.find((notification) => notification.title === 'Your royalty statement is ready')?.link).toBe('/statements');
    // Another member has no statement; the co-writer is no member.
    expect(await data<StatementSummary[]>(request(marta, 'GET', '/statements'))).toEqual([]);
    expect(ownRightsHolder(ines)).toBeTruthy();
    expect(workId).toBeTruthy();
  });

  it('refuses a duplicate name, a period that ends before it starts, and a mapping without a required column', async () => {
    const distribution = await newDistribution();
    expect((await request(finance, 'POST', '/staff/distributions', { name: distribution.name, period_start: '2026-07-01', period_end: '2026-09-30' })).statusCode).toBe(409);
    const backwards = await request(finance, 'POST', '/staff/distributions', { name: 'Backwards', period_start: '2026-09-30', period_end: '2026-07-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toContain('The period must end on or after its start');
    const file = await data<UsageFile>(upload(finance, distribution.id, REPORT), 201);
    const withoutAmount = file.mapping.map((key) => (key === 'amount' ? null : key));
    const refused = await request(finance, 'PUT', `/staff/usage-files/${file.id}/mapping`, { mapping: withoutAmount });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Map a column to Amount');
    expect((await request(finance, 'PUT', `/staff/usage-files/${file.id}/mapping`, { mapping: file.mapping.slice(1) })).statusCode).toBe(400);
  });

  it('refuses an empty file, a header without rows and a file over 50 MB, saying what to do', async () => {
    const distribution = await newDistribution();
    const empty = await upload(finance, distribution.id, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ message: string }>().message).toBe('The file is empty: add a header row and one row per use of a work or recording');
    const headerOnly = await upload(finance, distribution.id, REPORT.split('\n')[0] ?? '');
    expect(headerOnly.statusCode).toBe(422);
    expect(headerOnly.json<{ message: string }>().message).toBe('The file has only a header row: add one row per use of a work or recording below it');
    const large = await upload(finance, distribution.id, `${REPORT}\n${'x'.repeat(51 * 1024 * 1024)}`);
    expect(large.statusCode).toBe(413);
    expect(large.json<{ message: string }>().message).toBe('The file is larger than 50 MB: split the usage report into several files');
  });

  it('takes a wrong file and its lines out of an open distribution', async () => {
    const distribution = await newDistribution();
    const file = await data<UsageFile>(upload(finance, distribution.id, REPORT), 201);
    await data<UsageFile>(request(finance, 'PUT', `/staff/usage-files/${file.id}/mapping`, { mapping: file.mapping }));
    await t.app.jobRunner.drain();
    expect((await data<Distribution>(request(finance, 'GET', `/staff/distributions/${distribution.id}`))).lines).toBe(3);
    expect((await request(finance, 'DELETE', `/staff/usage-files/${file.id}`)).statusCode).toBe(200);
    const after = await data<Distribution>(request(finance, 'GET', `/staff/distributions/${distribution.id}`));
    expect(after).toMatchObject({ lines: 0, balances: [] });
    // Its lines' split went with them.
    const [left] = await executeRows<{ count: number }>(t.db, sql`select count(*)::int as count from allocations where distribution_id = ${distribution.id}`);
    expect(left?.count).toBe(0);
    expect((await request(finance, 'GET', `/staff/usage-files/${file.id}`)).statusCode).toBe(404);
  });

  it('is for staff with the finance role: other staff get 403, members 404', async () => {
    const distribution = await newDistribution();
    const file = await data<UsageFile>(upload(finance, distribution.id, REPORT), 201);
    const staffCalls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/staff/distributions'],
      ['POST', '/staff/distributions', { name: 'Nope', period_start: '2026-07-01', period_end: '2026-09-30' }],
      ['GET', `/staff/distributions/${distribution.id}`],
      ['GET', `/staff/distributions/${distribution.id}/preview`],
      ['POST', `/staff/distributions/${distribution.id}/close`],
      ['GET', `/staff/distributions/${distribution.id}/usage-files`],
      ['GET', `/staff/usage-files/${file.id}`],
      ['PUT', `/staff/usage-files/${file.id}/mapping`, { mapping: file.mapping }],
      ['GET', `/staff/usage-files/${file.id}/problems`],
      ['DELETE', `/staff/usage-files/${file.id}`],
    ];
    for (const [method, url, payload] of staffCalls) {
      expect((await request(reviewer, method, url, payload)).statusCode, `${method} ${url} as a reviewer`).toBe(403);
      expect((await request(ines, method, url, payload)).statusCode, `${method} ${url} as a member`).toBe(404);
    }
    expect((await upload(reviewer, distribution.id, REPORT)).statusCode).toBe(403);
    expect((await upload(ines, distribution.id, REPORT)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/statements' })).statusCode).toBe(401);
    // Unknown ids answer 404.
    expect((await request(finance, 'GET', '/staff/distributions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await request(finance, 'GET', '/staff/usage-files/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
