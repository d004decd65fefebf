import { pagePaths } from '@repertoire/contract';
import { count } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import { seedMusicalWorks } from '../features/musical-works';
import { seedSoundRecordings } from '../features/sound-recordings';
import { turnOnSecondFactorWithSecret } from '../features/auth';
import { notify } from '../features/notifications';
import { syncMemberRightsHolder } from '../features/rights-holders';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { NewUser } from '../db/schema';

/**
 * Demo data for a fresh development database (never in production). Later features add their
 * own demo rows (works, recordings, disputes) to `seedDemoData`, after the accounts exist.
 */

export type DemoAccount = { label: string; email: string; password: string; note?: string };

/**
 * The demo staff account's authenticator secret (RFC 6238, base32), in development only, so the
 * README's demo logs in without setting an app up first: add it to an authenticator app, or get a
 * code with `oathtool --totp -b <secret>`. Any other environment sets the app up at the first login.
 */
export const DEMO_STAFF_TOTP_SECRET = 'KRSXG5CTMVRHEZLUKN2GC5DGMZQWY3LF';

export type SeedOptions = {
  /** The server's encryption key: given, the demo staff account gets DEMO_STAFF_TOTP_SECRET. */
  staffSecondFactorKey?: Buffer;
};

/** The seed options for a configuration: the demo staff secret in development, never in test or production. */
export function seedOptionsFor(config: { nodeEnv: string; encryptionKey: Buffer }): SeedOptions {
  return config.nodeEnv === 'development' ? { staffSecondFactorKey: config.encryptionKey } : {};
}

const verifiedAt = new Date('2026-01-05T09:00:00Z');
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

const ada = {
  label: 'individual member (Ada Okafor)',
  email: 'ada@example.com',
  password: 'member-demo-2026',
  row: {
    role: 'member',
    registerAs: 'individual',
    givenName: 'Ada',
    otherNames: 'Okafor',
    dateOfBirth: '1988-04-12',
    nationality: 'GB',
    country: 'GB',
    phone: '+442079460958',
    address: '12 Wharf Road, London N1 7GR',
    roles: ['songwriter', 'composer', 'performer'],
    // Valid ISO 27729 check character (MOD 11-2).
    isniNumber: '000000012281955X',
    ipiNameNumber: '00052210040',
  },
} satisfies DemoAccount & { row: Omit<NewUser, 'email' | 'passwordHash'> };

const label = {
  label: 'corporate member (Northern Lights Records Ltd)',
  email: 'label@example.com',
  password: 'label-demo-2026',
  row: {
    role: 'member',
    registerAs: 'corporate',
    corporationName: 'Northern Lights Records Ltd',
    registrationNumber: '08123456',
    corporationKind: 'record_label',
    contactPerson: 'Iain MacLeod',
    country: 'GB',
    phone: '+441315550123',
    address: '4 Leith Walk, Edinburgh EH6 8RU',
    // No ISNI yet: the header badge reads "pending" (docs/architecture.md#header).
    isniNumber: null,
  },
} satisfies DemoAccount & { row: Omit<NewUser, 'email' | 'passwordHash'> };

const staff = {
  label: 'society staff',
  email: 'staff@example.com',
  password: 'staff-demo-2026',
  row: {
    role: 'staff',
    // The demo staff member does everything, staff accounts included.
    staffRoles: ['administrator'],
    registerAs: 'individual',
    givenName: 'Sam',
    otherNames: 'Reviewer',
    nationality: 'GB',
    country: 'GB',
    roles: [],
  },
} satisfies DemoAccount & { row: Omit<NewUser, 'email' | 'passwordHash'> };

export const demoAccounts: DemoAccount[] = [ada, label, staff].map(({ label: l, email, password }) => ({ label: l, email, password }));

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

export type SeededIds = { adaId: string; labelId: string; staffId: string };

async function insertAccount(db: Db, account: typeof ada | typeof label | typeof staff): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ ...account.row, email: account.email, passwordHash: await hashPassword(account.password), emailVerifiedAt: verifiedAt })
    .returning();
  if (!row) throw new Error(`Could not seed ${account.email}`);
  // Members have their own rights-holder record, as sign-up gives them.
  if (row.role === 'member') await syncMemberRightsHolder(db, row);
  return row.id;
}

/** Inserts the demo accounts and their data into an empty database, in one transaction. */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<{ accounts: DemoAccount[]; ids: SeededIds }> {
  const ids = await db.transaction(async (tx) => {
    const adaId = await insertAccount(tx, ada);
    const labelId = await insertAccount(tx, label);
    const staffId = await insertAccount(tx, staff);
    if (options.staffSecondFactorKey) {
      await turnOnSecondFactorWithSecret(tx, options.staffSecondFactorKey, staffId, DEMO_STAFF_TOTP_SECRET, verifiedAt);
    }

    await notify(tx, adaId, {
      title: 'Welcome to Repertoire',
      message: 'Your membership is active. Register your musical works and sound recordings from the dashboard.',
      link: pagePaths.app.dashboard.getHref(),
      createdAt: daysAgo(3),
    });
    await notify(tx, adaId, {
      title: 'ISNI confirmed',
      message: 'Your ISNI 0000 0001 2281 955X is now on your profile.',
      link: pagePaths.app.profile.getHref(),
      senderId: staffId,
      createdAt: daysAgo(1),
    });
    const works = await seedMusicalWorks(tx, { adaId, labelId, staffId });
    await seedSoundRecordings(tx, { adaId, labelId, staffId }, works);
    return { adaId, labelId, staffId };
  });
  const accounts = demoAccounts.map((account) =>
    options.staffSecondFactorKey && account.email === staff.email
      ? { ...account, note: `two-step sign-in: authenticator secret ${DEMO_STAFF_TOTP_SECRET} (development only)` }
      : account,
  );
  return { accounts, ids };
}

export function formatDemoAccounts(accounts: DemoAccount[]): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  return [
    'Demo accounts (development data):',
    ...accounts.flatMap((a) => [`  ${a.email.padEnd(width)}  ${a.password}   ${a.label}`, ...(a.note ? [`  ${' '.repeat(width)}  ${a.note}`] : [])]),
  ].join('\n');
}
