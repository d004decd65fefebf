import { and, eq, inArray, isNull, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { MailOutboxRow } from '../db/schema';
import type { MailMessage } from './mailer';

/**
 * The outbox: mail is written to PostgreSQL in the caller's transaction and sent afterwards by
 * the worker (outbox-worker.ts) of any API process. A mail written in a transaction that rolls
 * back is never sent; a mail written in one that commits survives a crash of the process.
 */

/**
 * Writes a finished mail; pass the transaction of the change it reports. It carries no attachment: a file is written
 * by a composer when the mail is sent (enqueueComposedMail), so the outbox never holds a copy of it.
 */
export async function enqueueMail(db: Db, message: MailMessage): Promise<void> {
  if (message.attachments?.length) throw new Error('A finished mail carries no attachment: write the file at send time with a composer');
  await insertOutboxRow(db, MESSAGE_KIND, { ...message });
}

/**
 * Writes a request for a mail that a composer writes at send time, e.g. one that carries a fresh
 * single-use link: the link's token is then never stored, and the request path does the same
 * small work whatever the mail turns out to be (or whether one is sent at all).
 */
export async function enqueueComposedMail(db: Db, kind: string, payload: Record<string, string>): Promise<void> {
  assertComposedKind(kind);
  await insertOutboxRow(db, kind, payload);
}

/**
 * Writes one composed mail for each row that `payloads` selects (its one column, `payload`, a JSON
 * object for the composer) in one INSERT … SELECT: mail to every member at once, in the caller's
 * transaction like any other, without a statement per recipient.
 */
export async function enqueueComposedMailForEach(db: Db, kind: string, payloads: SQLWrapper): Promise<void> {
  assertComposedKind(kind);
  await db.execute(sql`insert into ${mailOutbox} (kind, payload) select ${kind}, selected.payload from (${payloads}) selected`);
  enqueuedInProcess += 1;
}

function assertComposedKind(kind: string): void {
  if (kind === MESSAGE_KIND) throw new Error(`"${MESSAGE_KIND}" is the kind of finished mail: use enqueueMail`);
}

/** Writes the mail of an outbox row at send time, or null when there is nothing to send any more. */
export type MailComposer = (db: Db, payload: Record<string, unknown>, now: Date) => Promise<MailMessage | null>;
export type MailComposers = Record<string, MailComposer>;

export const MESSAGE_KIND = 'message';

const finishedMail = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), link: z.string().optional() });

/** The composer of finished mail: the payload is the message. */
export const composeFinishedMail: MailComposer = (_db, payload) => Promise.resolve(finishedMail.parse(payload));

let enqueuedInProcess = 0;

/** How many mails this process has written so far: the worker runs at once when it grows (see MailOutboxWorker.nudge). */
export function mailEnqueuedCount(): number {
  return enqueuedInProcess;
}

async function insertOutboxRow(db: Db, kind: string, payload: Record<string, unknown>): Promise<void> {
  await db.insert(mailOutbox).values({ kind, payload });
  enqueuedInProcess += 1;
}

/**
 * Claims up to `limit` due rows for this worker until `claimedUntil`: one UPDATE over rows picked
 * with FOR UPDATE SKIP LOCKED, so workers of several processes never claim the same row (a row
 * claimed meanwhile no longer matches the WHERE when PostgreSQL rechecks it under the lock).
 */
export async function claimDueMail(db: Db, now: Date, limit: number, claimedUntil: Date): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, claimedUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** A sent mail leaves the outbox (its payload may name a member; nothing needs it any more). */
export async function deleteOutboxRow(db: Db, id: string): Promise<void> {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
}

export async function recordFailedAttempt(
  db: Db,
  id: string,
  outcome: { nextAttemptAt: Date | null; error: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: outcome.nextAttemptAt ? 'pending' : 'failed',
      nextAttemptAt: outcome.nextAttemptAt,
      claimedUntil: null,
      lastError: outcome.error.slice(0, 500),
    })
    .where(eq(mailOutbox.id, id));
}
