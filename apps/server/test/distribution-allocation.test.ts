import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/database';
import { disputes } from '../src/db/schema';
import { allocateDistribution, distributionBalances } from '../src/features/distributions/allocate';
import type { UsageLine } from '../src/features/distributions';
import { distributeLines, usageLine } from './support/distributions';
import { createMember, uniqueEmail, type TestMember } from './support/factories';
import { createRightsHolder, ownRightsHolder, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Splitting a distribution's lines among shares (src/features/distributions/allocate.ts), on each database of the
 * suite: the shares in force on the day of use, the unclaimed part and disputes held, and the rounding rule that
 * never loses or invents a minor unit.
 */

let t: TestApp;
let ines: TestMember;
let teodor: string;

beforeAll(async () => {
  t = await buildTestApp();
  ines = await createMember(t, { givenName: 'Ines', otherNames: 'Varga', email: uniqueEmail('ines') });
  teodor = await createRightsHolder(t, ines, { name: 'Teodor Mirescu' });
});
afterAll(() => t.close());

const line = usageLine;
const distribute = (lines: UsageLine[]) => distributeLines(t, lines);

type Split = { row: number; holder: string | null; amount: bigint; held: string | null; dispute: string | null };

async function splits(distributionId: string): Promise<Split[]> {
  const rows = await executeRows<{ row: number; holder: string | null; amount: string; held: string | null; dispute: string | null }>(
    t.db,
    sql`select l.row, a.rights_holder_id as holder, a.amount_minor::text as amount, a.held_reason as held, a.dispute_id as dispute
        from allocations a join usage_lines l on l.id = a.usage_line_id where a.distribution_id = ${distributionId}
        order by l.row, a.rights_holder_id nulls last`,
  );
  return rows.map((row) => ({ ...row, amount: BigInt(row.amount) }));
}

/** Moves a work's share history so its first shares were set on `registeredOn` and the current ones on `changedOn`. */
async function backdateShares(workId: string, registeredOn: string, changedOn: string) {
  await t.db.execute(sql`update work_share_periods set valid_from = ${registeredOn}::timestamptz where work_id = ${workId} and valid_to is not null`);
  await t.db.execute(sql`update work_share_periods set valid_to = ${changedOn}::timestamptz where work_id = ${workId} and valid_to is not null`);
  await t.db.execute(sql`update work_share_periods set valid_from = ${changedOn}::timestamptz where work_id = ${workId} and valid_to is null`);
}

describe('allocating a distribution', () => {
  it('matches a line by work id, ISWC or ISRC to registered works only, and splits it by the shares', async () => {
    const work = await registeredWork(t, ines, teodor, { title: 'Harbour Lights', iswc: 'T0000000010' });
    const id = await distribute([line({ row: 2, workId: work.id, amountMinor: 1001n }), line({ row: 3, iswc: 'T0000000010', amountMinor: 10n }), line({ row: 4, iswc: 'T0000000021' })]);
    const [matched] = await executeRows<{ methods: string }>(t.db, sql`select string_agg(coalesce(match_method, 'none'), ',' order by row) as methods from usage_lines where distribution_id = ${id}`);
    expect(matched?.methods).toBe('work_id,iswc,none');
    const own = ownRightsHolder(ines);
    // 50/50: 1001 gives 500.5 each; the unit left goes to the smaller rights holder id.
    const [first, second] = [own, teodor].sort();
    expect(await splits(id)).toEqual([
      { row: 2, holder: first, amount: 501n, held: null, dispute: null },
      { row: 2, holder: second, amount: 500n, held: null, dispute: null },
      { row: 3, holder: first, amount: 5n, held: null, dispute: null },
      { row: 3, holder: second, amount: 5n, held: null, dispute: null },
    ]);
    expect(await distributionBalances(t.db, id)).toEqual([{ currency: 'GBP', lines: 3, input: 1111n, allocated: 1011n, held: 0n, unmatched: 100n }]);
  });

  it('splits a line dated before a share change by the shares of that day, and a line before registration by the first shares', async () => {
    const work = await registeredWork(t, ines, teodor, { title: 'Copper Coast' });
    // The co-writer's share grows to 70% on 1 July 2026 (staff's decision on a claim, say).
    await t.db.execute(sql`update musical_work_shares set performance_bp = case when rights_holder_id = ${teodor} then 7000 else 3000 end where work_id = ${work.id}`);
    const periods = await executeRows<{ open: number; closed: number }>(
      t.db,
      sql`select count(*) filter (where valid_to is null)::int as open, count(*) filter (where valid_to is not null)::int as closed from work_share_periods where work_id = ${work.id}`,
    );
    expect(periods).toEqual([{ open: 2, closed: 2 }]);
    await backdateShares(work.id, '2026-01-10', '2026-07-01');

    const id = await distribute([
      line({ row: 2, workId: work.id, usedOn: '2026-06-30', amountMinor: 1000n }),
      line({ row: 3, workId: work.id, usedOn: '2026-07-01', amountMinor: 1000n }),
      line({ row: 4, workId: work.id, usedOn: '2025-12-31', amountMinor: 1000n }),
      // The mechanical shares did not change.
      line({ row: 5, workId: work.id, usedOn: '2026-08-01', right: 'mechanical', amountMinor: 1000n }),
    ]);
    const teodorsPart = (await splits(id)).filter((split) => split.holder === teodor).map((split) => [split.row, split.amount]);
    expect(teodorsPart).toEqual([
      [2, 500n],
      [3, 700n],
      [4, 500n],
      [5, 500n],
    ]);
  });

  it('holds the unclaimed part of a right, and every part of a line on a work in dispute, naming the dispute', async () => {
    const partial = await registeredWork(t, ines, teodor, {
      title: 'Salt Road',
      shares: [
        { rights_holder_id: ownRightsHolder(ines), role: 'composer', performance_share: 50, mechanical_share: 50 },
        { rights_holder_id: teodor, role: 'author', performance_share: 30, mechanical_share: 30 },
      ],
    });
    const disputed = await registeredWork(t, ines, teodor, { title: 'Tin Roof' });
    const [dispute] = await t.db.insert(disputes).values({ workId: disputed.id, raisedById: ines.id, reason: 'share_split', description: 'The shares are wrong', evidenceDeadline: new Date(Date.now() + 86_400_000), lastActivityAt: new Date() }).returning();
    const id = await distribute([line({ row: 2, workId: partial.id, amountMinor: 999n }), line({ row: 3, workId: disputed.id, amountMinor: 400n })]);
    const result = await splits(id);
    expect(result.filter((split) => split.row === 2).map((split) => [split.holder === null ? 'unclaimed' : split.holder === teodor ? 'teodor' : 'ines', split.amount, split.held])).toEqual(
      expect.arrayContaining([
        // 499.5, 299.7 and 199.8: the two units left go to the largest fractions.
        ['ines', 499n, null],
        ['teodor', 300n, null],
        ['unclaimed', 200n, 'unclaimed'],
      ]),
    );
    expect(result.filter((split) => split.row === 3).map((split) => [split.amount, split.held, split.dispute])).toEqual([
      [200n, 'dispute', dispute?.id],
      [200n, 'dispute', dispute?.id],
    ]);
    expect(await distributionBalances(t.db, id)).toEqual([{ currency: 'GBP', lines: 2, input: 1399n, allocated: 799n, held: 600n, unmatched: 0n }]);
  });

  it('releases what a closed distribution held for a dispute into the next split after the decision, once, by the shares it left', async () => {
    const disputed = await registeredWork(t, ines, teodor, { title: 'Iron Gate' });
    const [dispute] = await t.db.insert(disputes).values({ workId: disputed.id, raisedById: ines.id, reason: 'share_split', description: 'Teodor has no share', evidenceDeadline: new Date(Date.now() + 86_400_000), lastActivityAt: new Date() }).returning();
    const held = await distribute([line({ row: 7, workId: disputed.id, amountMinor: 401n })]);
    await t.db.execute(sql`update distributions set state = 'closed', closed_at = now() where id = ${held}`);
    // Still open: a distribution split meanwhile takes nothing of it.
    const meanwhile = await distribute([]);
    expect(await splits(meanwhile)).toEqual([]);

    // The decision: Ines holds the whole work.
    await t.db.execute(sql`delete from musical_work_shares where work_id = ${disputed.id} and rights_holder_id = ${teodor}`);
    await t.db.execute(sql`update musical_work_shares set performance_bp = 10000, mechanical_bp = 10000 where work_id = ${disputed.id}`);
    await t.db.execute(sql`update disputes set state = 'resolved', closed_at = now() where id = ${dispute?.id}`);

    const next = await distribute([]);
    expect(await splits(next)).toEqual([{ row: 7, holder: ownRightsHolder(ines), amount: 401n, held: null, dispute: null }]);
    expect(await distributionBalances(t.db, next)).toEqual([{ currency: 'GBP', lines: 1, input: 401n, allocated: 401n, held: 0n, unmatched: 0n }]);
    const [released] = await executeRows<{ units: number; method: string; file: string | null }>(
      t.db,
      sql`select units, match_method as method, usage_file_id as file from usage_lines where distribution_id = ${next}`,
    );
    expect(released).toEqual({ units: 0, method: 'released', file: null });
    // Split again, it is still one line; another distribution gets nothing; the closed one keeps what it held.
    await allocateDistribution(t.db, next);
    expect(await splits(next)).toHaveLength(1);
    expect(await splits(await distribute([]))).toEqual([]);
    expect((await splits(held)).map((split) => [split.amount, split.held])).toEqual([
      [201n, 'dispute'],
      [200n, 'dispute'],
    ]);
  });

  it('never loses or invents a minor unit: each line adds up exactly, each part within one unit of its exact share', async () => {
    const work = await registeredWork(t, ines, teodor, { title: 'Property of Numbers' });
    const holders = [ownRightsHolder(ines), teodor];
    for (const name of ['Ada Kowal', 'Bo Lind', 'Cai Ren', 'Dag Moe']) holders.push(await createRightsHolder(t, ines, { name }));
    const shareTables = fc
      .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: holders.length })
      // Scaled to add up to at most 100%, as the registry keeps them.
      .chain((raw) => fc.integer({ min: 0, max: 10_000 }).map((claimed) => raw.map((bp) => Math.floor((bp * claimed) / Math.max(1, raw.reduce((a, b) => a + b, 0))))));
    const amounts = fc.array(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), { minLength: 1, maxLength: 6 });

    await fc.assert(
      fc.asyncProperty(shareTables, amounts, async (shares, lineAmounts) => {
        await t.db.execute(sql`delete from musical_work_shares where work_id = ${work.id}`);
        for (const [index, bp] of shares.entries()) {
          await t.db.execute(sql`insert into musical_work_shares (work_id, rights_holder_id, role, performance_bp, mechanical_bp, position)
            values (${work.id}, ${holders[index]}, 'composer_author', ${bp}, ${bp}, ${index})`);
        }
        // A day after every period's start: the shares just written are the ones in force.
        const id = await distribute(lineAmounts.map((amountMinor, index) => line({ row: index + 2, workId: work.id, amountMinor, usedOn: '2099-01-01' })));
        const result = await splits(id);
        for (const [index, amount] of lineAmounts.entries()) {
          const parts = result.filter((split) => split.row === index + 2);
          expect(parts.reduce((sum, part) => sum + part.amount, 0n)).toBe(amount);
          const claimed = shares.reduce((a, b) => a + b, 0);
          for (const part of parts) {
            const bp = part.holder === null ? 10_000 - claimed : (shares[holders.indexOf(part.holder)] ?? 0);
            // |part − amount × bp / 10,000| < 1, in whole numbers.
            const gap = part.amount * 10_000n - amount * BigInt(bp);
            expect(gap < 10_000n && gap > -10_000n).toBe(true);
          }
        }
        const [balance] = await distributionBalances(t.db, id);
        expect(balance && balance.allocated + balance.held + balance.unmatched).toBe(balance?.input);
      }),
      { numRuns: 25 },
    );
  });
});
