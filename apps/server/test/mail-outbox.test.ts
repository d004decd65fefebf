import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import type { Database } from '../src/db/database';
import { mailOutbox } from '../src/db/schema';
import { createMailer } from '../src/mail/mailer';
import type { MailMessage } from '../src/mail/mailer';
import { enqueueMail } from '../src/mail/outbox';
import { createMailOutboxWorker, retryDelayMs } from '../src/mail/outbox-worker';
import type { MailOutboxWorker, MailRetryPolicy } from '../src/mail/outbox-worker';
import { createTestClock } from './support/clock';
import { createTestDatabase, testDatabaseKind } from './support/database';
import { DEFAULT_PASSWORD, uniqueEmail } from './support/factories';
import { Mailbox } from './support/mailbox';
import { deferred } from './support/deferred';

let database: Database & { url?: string };
let mailbox: Mailbox;
let smtpUrl: string;
const dataDir = mkdtempSync(join(tmpdir(), 'repertoire-outbox-'));
const stopAfterEach: Array<{ stop(): Promise<void> } | { close(): Promise<void> }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  mailbox = new Mailbox();
  smtpUrl = `smtp://127.0.0.1:${await mailbox.listen()}`;
});
afterEach(async () => {
  mailbox.refusing = false;
  mailbox.holdUntil = null;
  for (const item of stopAfterEach.splice(0).reverse()) await ('stop' in item ? item.stop() : item.close());
});
afterAll(async () => {
  await database.close();
  await mailbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const quietLogger = { info: () => {}, warn: () => {}, error: () => {} };
const policy: MailRetryPolicy = { maxAttempts: 3, firstDelayMs: 30_000, maxDelayMs: 60_000 };

function worker(options: { db?: Database['db']; clock?: ReturnType<typeof createTestClock>; batchSize?: number } = {}): MailOutboxWorker {
  const mailer = createMailer({ from: 'Repertoire <no-reply@repertoire.local>', smtpUrl, mailDir: join(dataDir, 'mail') });
  const created = createMailOutboxWorker({
    db: options.db ?? database.db,
    mailer,
    clock: options.clock ?? createTestClock(),
    logger: quietLogger,
    retry: policy,
    batchSize: options.batchSize ?? 10,
  });
  stopAfterEach.push(created, { close: () => mailer.close() });
  return created;
}

const message = (to: string, subject = 'Your registration was approved'): MailMessage => ({
  to,
  subject,
  text: `Hello ${to}`,
  html: `<p>Hello ${to}</p>`,
});

const outboxRowsFor = (to: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .then((rows) => rows.filter((row) => row.payload.to === to || row.payload.email === to));

describe('the mail outbox', () => {
  it('sends mail written in a committed transaction once, and then forgets it', async () => {
    const to = uniqueEmail('committed');
    await database.db.transaction((tx) => enqueueMail(tx, message(to)));
    expect(await worker().drain()).toBeGreaterThanOrEqual(1);
    expect(mailbox.sentTo(to)).toHaveLength(1);
    expect(mailbox.sentTo(to)[0]?.subject).toBe('Your registration was approved');
    expect(await outboxRowsFor(to)).toEqual([]);
  });

  it('never sends mail written in a transaction that rolled back', async () => {
    const to = uniqueEmail('rolled-back');
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, message(to));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await worker().drain();
    expect(await outboxRowsFor(to)).toEqual([]);
    expect(mailbox.sentTo(to)).toHaveLength(0);
  });

  it('retries a mail the mail server refused, after a growing wait, and sends it once the server takes it', async () => {
    const to = uniqueEmail('retried');
    const clock = createTestClock();
    const sender = worker({ clock });
    await enqueueMail(database.db, message(to));

    mailbox.refusing = true;
    expect(await sender.drain()).toBe(0);
    const [afterFirst] = await outboxRowsFor(to);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null });
    expect(afterFirst?.lastError).toMatch(/451/);
    expect(afterFirst?.nextAttemptAt?.getTime()).toBe(clock().getTime() + 30_000);

    // Not due yet: nothing is tried before the wait is over.
    clock.advance(29_000);
    await sender.drain();
    expect((await outboxRowsFor(to))[0]?.attempts).toBe(1);

    clock.advance(1_000);
    await sender.drain();
    const [afterSecond] = await outboxRowsFor(to);
    expect(afterSecond?.attempts).toBe(2);
    expect(afterSecond?.nextAttemptAt?.getTime()).toBe(clock().getTime() + 60_000);

    mailbox.refusing = false;
    clock.advance(60_000);
    expect(await sender.drain()).toBe(1);
    expect(mailbox.sentTo(to)).toHaveLength(1);
    expect(await outboxRowsFor(to)).toEqual([]);
  });

  it('gives a mail up after the last attempt and keeps it, marked failed, for an operator', async () => {
    const to = uniqueEmail('given-up');
    const clock = createTestClock();
    const sender = worker({ clock });
    await enqueueMail(database.db, message(to));
    mailbox.refusing = true;
    for (let attempt = 1; attempt <= policy.maxAttempts; attempt += 1) {
      await sender.drain();
      clock.advance(policy.maxDelayMs);
    }
    mailbox.refusing = false;
    clock.advance(24 * 3600 * 1000);
    await sender.drain();
    expect(mailbox.sentTo(to)).toHaveLength(0);
    expect(await outboxRowsFor(to)).toEqual([expect.objectContaining({ status: 'failed', attempts: 3, nextAttemptAt: null })]);
  });

  it('doubles the wait after each failure up to its cap', () => {
    const defaults: MailRetryPolicy = { maxAttempts: 10, firstDelayMs: 30_000, maxDelayMs: 3_600_000 };
    expect([1, 2, 3, 4, 7, 8, 9].map((failures) => retryDelayMs(defaults, failures))).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('sends each mail once when two workers, each with its own connection, drain one database together', async () => {
    const second = testDatabaseKind() === 'postgres' && database.url ? await createDatabase({ databaseUrl: database.url, dataDir: 'unused' }) : null;
    if (second) stopAfterEach.push({ close: () => second.close() });
    const recipients = Array.from({ length: 30 }, () => uniqueEmail('fan-out'));
    for (const to of recipients) await enqueueMail(database.db, message(to, 'A dispute was opened on your work'));

    const [a, b] = await Promise.all([worker({ batchSize: 3 }).drain(), worker({ db: second?.db ?? database.db, batchSize: 3 }).drain()]);

    expect(a + b).toBe(30);
    // Both took part: the claims really did meet.
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    for (const to of recipients) expect(mailbox.sentTo(to)).toHaveLength(1);
  });
});

describe('mail from the app', () => {
  const config = (env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SMTP_URL: smtpUrl, ENCRYPTION_KEY: '11'.repeat(32), LOG_LEVEL: 'silent', WEB_DIST: join(dataDir, 'none'), ...env });
  const signup = (email: string) => ({
    register_as: 'individual',
    given_name: 'Amara',
    nationality: 'NG',
    date_of_birth: '1990-03-15',
    phone: '+234 803 123 4567',
    roles: ['songwriter'],
    email,
    password: DEFAULT_PASSWORD,
  });

  it('answers before the mail is sent: a slow mail server never delays the answer', async () => {
    const app = await buildApp({ config: config(), database });
    stopAfterEach.push({ close: () => app.close() });
    await app.ready();
    const slowServer = deferred();
    mailbox.holdUntil = slowServer.promise;
    const email = uniqueEmail('slow-server');

    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: signup(email) });

    expect(res.statusCode).toBe(201);
    expect(mailbox.sentTo(email)).toHaveLength(0);
    expect(await outboxRowsFor(email)).toHaveLength(1);
    slowServer.release();
    expect(await mailbox.linkSentTo(email, '/?verify=')).toMatch(/\?verify=/);
    await expect.poll(() => outboxRowsFor(email)).toEqual([]);
  });

  it('keeps the mail of an answer given just before the process stopped, and the next process sends it', async () => {
    const email = uniqueEmail('crash');
    // The first process cannot reach its mail server, answers, and stops.
    const first = await buildApp({ config: config({ SMTP_URL: 'smtp://127.0.0.1:9' }), database });
    await first.ready();
    const res = await first.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: signup(email) });
    expect(res.statusCode).toBe(201);
    await expect.poll(async () => (await outboxRowsFor(email))[0]?.attempts).toBe(1);
    await first.close();
    expect(mailbox.sentTo(email)).toHaveLength(0);

    const clock = createTestClock(new Date(Date.now() + 3600 * 1000));
    const next = await buildApp({ config: config(), database, clock });
    stopAfterEach.push({ close: () => next.close() });
    await next.ready();
    expect(await mailbox.linkSentTo(email, '/?verify=')).toMatch(/\?verify=/);
    await expect.poll(() => outboxRowsFor(email)).toEqual([]);
    expect(mailbox.sentTo(email)).toHaveLength(1);
  });
});
