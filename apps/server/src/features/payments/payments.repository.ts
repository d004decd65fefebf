import type { PaymentState } from '@repertoire/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db } from '../../db/database';
import { insertJsonRows, insertJsonRowsReturning } from '../../db/insert-json-rows';
import { carriedBalances, distributions, paymentRuns, payments, users } from '../../db/schema';
import { displayNameColumns } from '../../lib/display-name';
import type { Page } from '../../lib/paging';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentRunRow = typeof paymentRuns.$inferSelect;
export type CarriedBalanceRow = typeof carriedBalances.$inferSelect;

/**
 * A payment's state, read when asked (docs/decisions/0029): sent once in a run; otherwise due when the member has bank
 * details (the bank-details feature's table, read for existence only), waiting for them when not.
 */
const hasBankDetails = sql`exists (select 1 from bank_details where bank_details.user_id = ${payments.memberId})`;
const stateOf = sql<PaymentState>`case when ${payments.paymentRunId} is not null then 'in_file'
  when ${hasBankDetails} then 'due' else 'waiting_for_bank_details' end`;

function stateIs(state: PaymentState): SQL {
  if (state === 'in_file') return sql`${payments.paymentRunId} is not null`;
  return and(isNull(payments.paymentRunId), state === 'due' ? hasBankDetails : sql`not ${hasBankDetails}`) as SQL;
}

const listedColumns = {
  payment: payments,
  state: stateOf,
  distributionName: distributions.name,
  sentAt: paymentRuns.createdAt,
};

export type ListedPayment = { payment: PaymentRow; state: PaymentState; distributionName: string; sentAt: Date | null };
type MemberName = Pick<typeof users.$inferSelect, 'email' | 'registerAs' | 'givenName' | 'otherNames' | 'corporationName'>;
export type ListedStaffPayment = ListedPayment & { member: MemberName };

// Closing a distribution ----------------------------------------------------------------------------

/**
 * Closings take turns on the balances: two distributions closed at once would each read a member's balance before
 * the other wrote it. Readers (a member's page) are not held up.
 */
export async function lockCarriedBalances(db: Db): Promise<void> {
  await db.execute(sql`lock table carried_balances in share row exclusive mode`);
}

export async function findCarriedBalances(db: Db, memberIds: readonly string[]): Promise<CarriedBalanceRow[]> {
  if (memberIds.length === 0) return [];
  return db.select().from(carriedBalances).where(inArray(carriedBalances.memberId, [...memberIds]));
}

/** Replaces the balances of `keys` (member and currency) by `rows`: a key without a row is left with nothing carried. */
export async function replaceCarriedBalances(
  db: Db,
  keys: readonly { memberId: string; currency: string }[],
  rows: readonly (typeof carriedBalances.$inferInsert)[],
): Promise<void> {
  if (keys.length > 0) {
    const json = JSON.stringify(keys.map((key) => ({ member_id: key.memberId, currency: key.currency })));
    await db.execute(
      sql`delete from carried_balances c using jsonb_to_recordset(${json}::jsonb) as k(member_id uuid, currency text)
          where c.member_id = k.member_id and c.currency = k.currency`,
    );
  }
  await insertJsonRows(db, carriedBalances, rows);
}

export async function insertPayments(db: Db, rows: readonly (typeof payments.$inferInsert)[]): Promise<PaymentRow[]> {
  return insertJsonRowsReturning(db, payments, rows);
}

/** The members of `ids` who have bank details. */
export async function membersWithBankDetails(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await executeRows<{ user_id: string }>(
    db,
    sql`select user_id from bank_details where user_id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)`,
  );
  return new Set(rows.map((row) => row.user_id));
}

export async function memberAddresses(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

// Reading payments ------------------------------------------------------------------------------------

export async function listMemberPaymentRows(db: Db, memberId: string, page: Page): Promise<{ rows: ListedPayment[]; total: number }> {
  const rows = await db
    .select(listedColumns)
    .from(payments)
    .innerJoin(distributions, eq(distributions.id, payments.distributionId))
    .leftJoin(paymentRuns, eq(paymentRuns.id, payments.paymentRunId))
    .where(eq(payments.memberId, memberId))
    .orderBy(desc(payments.createdAt), asc(payments.currency))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(payments).where(eq(payments.memberId, memberId));
  return { rows, total: total?.value ?? 0 };
}

export async function findCarriedForward(db: Db, memberId: string): Promise<CarriedBalanceRow[]> {
  return db.select().from(carriedBalances).where(eq(carriedBalances.memberId, memberId)).orderBy(carriedBalances.currency);
}

export async function listPaymentRows(db: Db, filter: { state?: PaymentState | undefined }, page: Page): Promise<{ rows: ListedStaffPayment[]; total: number }> {
  const where = filter.state ? stateIs(filter.state) : undefined;
  const rows = await db
    .select({ ...listedColumns, member: displayNameColumns(users) })
    .from(payments)
    .innerJoin(distributions, eq(distributions.id, payments.distributionId))
    .innerJoin(users, eq(users.id, payments.memberId))
    .leftJoin(paymentRuns, eq(paymentRuns.id, payments.paymentRunId))
    .where(where)
    .orderBy(desc(payments.createdAt), asc(payments.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(payments).where(where);
  return { rows, total: total?.value ?? 0 };
}

// Payment runs ----------------------------------------------------------------------------------------

export type DuePayment = { payment: PaymentRow; distributionName: string };

/** Every due payment (not sent, the member has bank details), locked: two runs at once cannot send one twice. */
export async function lockDuePayments(db: Db): Promise<DuePayment[]> {
  return db
    .select({ payment: payments, distributionName: distributions.name })
    .from(payments)
    .innerJoin(distributions, eq(distributions.id, payments.distributionId))
    .where(stateIs('due'))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .for('update', { of: payments });
}

export async function countWaitingPayments(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(payments).where(stateIs('waiting_for_bank_details'));
  return row?.value ?? 0;
}

export async function insertPaymentRun(db: Db, values: typeof paymentRuns.$inferInsert): Promise<PaymentRunRow> {
  const [row] = await db.insert(paymentRuns).values(values).returning();
  if (!row) throw new Error('insertPaymentRun: no row');
  return row;
}

/** Marks the payments sent in a run: which file each went into, and the account it went to, masked. */
export async function markPaymentsSent(db: Db, runId: string, sent: readonly { id: string; method: 'sepa' | 'manual'; accountMasked: string }[]): Promise<void> {
  if (sent.length === 0) return;
  const json = JSON.stringify(sent.map((row) => ({ id: row.id, method: row.method, account_masked: row.accountMasked })));
  await db.execute(
    sql`update payments p set payment_run_id = ${runId}, method = s.method, account_masked = s.account_masked
        from jsonb_to_recordset(${json}::jsonb) as s(id uuid, method text, account_masked text) where p.id = s.id`,
  );
}

export type ListedPaymentRun = { run: PaymentRunRow; createdBy: MemberName | null };

const runColumns = { run: paymentRuns, createdBy: displayNameColumns(users) };

export async function listPaymentRunRows(db: Db, page: Page): Promise<{ rows: ListedPaymentRun[]; total: number }> {
  const rows = await db
    .select(runColumns)
    .from(paymentRuns)
    .leftJoin(users, eq(users.id, paymentRuns.createdById))
    .orderBy(desc(paymentRuns.createdAt), desc(paymentRuns.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(paymentRuns);
  return { rows, total: total?.value ?? 0 };
}

export async function findPaymentRun(db: Db, id: string): Promise<ListedPaymentRun | undefined> {
  const [row] = await db.select(runColumns).from(paymentRuns).leftJoin(users, eq(users.id, paymentRuns.createdById)).where(eq(paymentRuns.id, id));
  return row;
}
