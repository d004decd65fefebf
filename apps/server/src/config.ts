import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_CLAIM_CONFIRMATION_DAYS, DEFAULT_EVIDENCE_DAYS, isValidBicCode, isValidIban, normalizeBic, normalizeIban } from '@repertoire/contract';
import { z } from 'zod';
import { serverRoot } from './lib/server-root';
import type { S3StorageOptions } from './storage/s3-storage';

/** The monorepo root: defaults that name folders (data/, apps/web/dist) are relative to it, whatever the cwd. */
export const repoRoot = resolve(serverRoot, '../..');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A period in whole days, from one day to a year. */
const days = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a number of days' })
    .int({ message: 'must be a whole number of days' })
    .min(1, { message: 'must be at least 1 day' })
    .max(365, { message: 'must be at most 365 days' })
    .default(fallback);

/** true or false (also 1 or 0); absent is false. */
const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Longer than any query a request should run (the slowest, a search of a million works, takes
 * well under a second), short enough that a runaway one gives its connection back to the pool.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production'], { message: 'must be development, test or production' }).default('development'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535, { message: 'must be a port number (0-65535)' }).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  /** Absent: http://localhost on the server's own PORT, so that links in mail reach this server. */
  APP_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' }).optional()),
  MAIL_FROM: z.string().trim().min(1).default('Repertoire <no-reply@repertoire.local>'),
  SUPPORT_EMAIL: optionalString.pipe(z.email({ message: 'must be an email address' }).optional()),
  STATEMENT_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int({ message: 'must be a whole number of milliseconds' })
    .min(0, { message: 'must be 0 (no limit) or more milliseconds' })
    .default(DEFAULT_STATEMENT_TIMEOUT_MS),
  SESSION_TTL_HOURS: z.coerce.number({ message: 'must be a number of hours' }).positive({ message: 'must be a positive number of hours' }).default(168),
  ENCRYPTION_KEY: optionalString,
  ENCRYPTION_PREVIOUS_KEYS: optionalString,
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` }).default('info'),
  WEB_DIST: optionalString,
  // Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (src/storage/s3-storage.ts).
  STORAGE_S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens' })
      .optional(),
  ),
  STORAGE_S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional()),
  STORAGE_S3_REGION: optionalString.pipe(z.string().regex(/^[a-z0-9-]+$/, { message: 'must be a region name such as eu-west-1' }).optional()),
  STORAGE_S3_FORCE_PATH_STYLE: flag,
  AWS_REGION: optionalString,
  AWS_ACCESS_KEY_ID: optionalString,
  AWS_SECRET_ACCESS_KEY: optionalString,
  AWS_SESSION_TOKEN: optionalString,
  DISPUTE_EVIDENCE_DAYS: days(DEFAULT_EVIDENCE_DAYS),
  CLAIM_CONFIRMATION_DAYS: days(DEFAULT_CLAIM_CONFIRMATION_DAYS),
  TRUST_PROXY: flag,
  // Where background jobs run (docs/decisions/0023): a thread of their own (PostgreSQL's default) or the API's own.
  JOB_RUNNER: z.enum(['thread', 'main'], { message: 'must be thread or main' }).optional(),
  // The society as the CWR files it sends name it (HDR, file names): its CISAC society code and its name.
  CWR_SENDER_CODE: optionalString.pipe(z.string().regex(/^\d{3}$/, { message: "must be the society's 3-digit CISAC society code, such as 052" }).default('000')),
  CWR_SENDER_NAME: optionalString.pipe(
    z
      .string()
      .regex(/^[\x20-\x7E]{1,45}$/, { message: 'must be at most 45 characters of plain ASCII (letters without accents, digits, spaces, punctuation)' })
      .transform((name) => name.toUpperCase())
      .default('REPERTOIRE'),
  ),
  // Payments (docs/domain.md#payments): the smallest balance paid, in whole units of each currency, and the society's
  // account the SEPA file pays from. The defaults are a demo account, valid by its check digits, not a real one.
  PAYMENT_MINIMUM: z.coerce
    .number({ message: 'must be a whole number of currency units, such as 10' })
    .int({ message: 'must be a whole number of currency units, such as 10' })
    .min(0, { message: 'must be 0 or more' })
    .max(1_000_000, { message: 'must be at most 1000000' })
    .default(10),
  PAYMENT_DEBTOR_NAME: optionalString.pipe(z.string().max(70, { message: 'must be at most 70 characters' }).default('Repertoire Rights Society')),
  PAYMENT_DEBTOR_IBAN: optionalString.pipe(
    z
      .string()
      .refine(isValidIban, { message: 'must be a valid IBAN (its check digits are wrong or its length is not its country’s)' })
      .transform(normalizeIban)
      .default('DE02120300000000202051'),
  ),
  PAYMENT_DEBTOR_BIC: optionalString.pipe(
    z.string().refine(isValidBicCode, { message: 'must be a BIC of 8 or 11 characters, such as BYLADEM1001' }).transform(normalizeBic).default('BYLADEM1001'),
  ),
});

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The longest a statement of the API may run before PostgreSQL cancels it; 0 for no limit. */
  statementTimeoutMs: number;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where members' Help requests are mailed (SUPPORT_EMAIL; by default the address of MAIL_FROM). */
  supportEmail: string;
  sessionTtlHours: number;
  /** 32 bytes for AES-256-GCM (bank details at rest). */
  encryptionKey: Buffer;
  /**
   * Keys ENCRYPTION_KEY replaced: values encrypted with them are still read, and written again with
   * the current key (lib/key-ring.ts, docs/decisions/0004-bank-details-encryption.md).
   */
  previousEncryptionKeys: Buffer[];
  logLevel: (typeof logLevels)[number];
  webDist: string;
  /** Where uploads are kept when not on the local disk: an S3-compatible bucket shared by every process. */
  s3Storage: S3StorageOptions | undefined;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * Where background jobs run (docs/decisions/0023): `thread`, a worker thread with its own connections, so a long
   * import never holds the event loop requests are answered on (the default on PostgreSQL); `main`, the API's own
   * thread (the embedded database's only choice, which a thread cannot share).
   */
  jobRunner: 'thread' | 'main';
  /** Days the parties of a dispute have to bring evidence (docs/decisions/0005). */
  disputeEvidenceDays: number;
  /** Days a registrant has to confirm a claim before it joins the work's shares by itself. */
  claimConfirmationDays: number;
  /**
   * The society as the HDRs and names of the CWR files it sends give it (members' ACKs, exports to other societies):
   * its CISAC society code (000, "several or none", until configured) and its name, upper case.
   */
  cwrSender: { code: string; name: string };
  /**
   * Payments (docs/domain.md#payments): `minimum`, in whole units of a balance's currency (10 is €10.00, ¥10), below
   * which a member's balance is carried forward; `debtor`, the society's account the SEPA file pays from.
   */
  payments: { minimum: number; debtor: { name: string; iban: string; bic: string } };
};

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The address of a mailbox as MAIL_FROM names it: "Name <address>" or the bare address. */
export function mailAddress(mailbox: string): string {
  return /<([^<>]+)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}

/** A 32-byte key given as 64 hex characters or as base64. */
export function parseEncryptionKey(value: string): Buffer | null {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(v)) {
    const key = Buffer.from(v, v.includes('-') || v.includes('_') ? 'base64url' : 'base64');
    if (key.length === 32) return key;
  }
  return null;
}

function loadOrCreateKeyFile(dataDir: string): Buffer {
  const file = join(dataDir, 'encryption.key');
  if (existsSync(file)) {
    const key = parseEncryptionKey(readFileSync(file, 'utf8'));
    if (!key) throw new ConfigError(`${file} does not hold a 32-byte key (64 hex characters or base64)`);
    return key;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600 });
  return key;
}

/**
 * The bucket uploads go to, when STORAGE_S3_BUCKET names one. Credentials come from the usual
 * AWS variables, both or neither: without them the SDK looks for a role or a shared profile.
 */
function s3StorageOf(e: z.infer<typeof envSchema>): S3StorageOptions | undefined {
  if (!e.STORAGE_S3_BUCKET) {
    const stray = e.STORAGE_S3_ENDPOINT ? 'STORAGE_S3_ENDPOINT' : e.STORAGE_S3_REGION ? 'STORAGE_S3_REGION' : e.STORAGE_S3_FORCE_PATH_STYLE ? 'STORAGE_S3_FORCE_PATH_STYLE' : undefined;
    if (stray) throw new ConfigError(`Invalid configuration:\n  STORAGE_S3_BUCKET: is required when ${stray} is set`);
    return undefined;
  }
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    const missing = accessKeyId === undefined ? 'AWS_ACCESS_KEY_ID' : 'AWS_SECRET_ACCESS_KEY';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: is required with the other AWS key variable`);
  }
  return {
    bucket: e.STORAGE_S3_BUCKET,
    region: e.STORAGE_S3_REGION ?? e.AWS_REGION ?? 'us-east-1',
    endpoint: e.STORAGE_S3_ENDPOINT,
    forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, sessionToken: e.AWS_SESSION_TOKEN } : undefined,
  };
}

/**
 * Reads the environment once at start-up. A bad value throws a ConfigError naming the variable,
 * so the server never starts half-configured.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = e.DATA_DIR ? resolve(e.DATA_DIR) : join(repoRoot, 'data');

  let encryptionKey: Buffer;
  if (e.ENCRYPTION_KEY) {
    const key = parseEncryptionKey(e.ENCRYPTION_KEY);
    if (!key) throw new ConfigError('Invalid configuration:\n  ENCRYPTION_KEY: must be 32 bytes, as 64 hex characters or base64');
    encryptionKey = key;
  } else if (isProduction) {
    throw new ConfigError('Invalid configuration:\n  ENCRYPTION_KEY: is required when NODE_ENV=production');
  } else {
    encryptionKey = loadOrCreateKeyFile(dataDir);
  }
  // Without a mail server, mail is saved to files and its links (verification and reset tokens)
  // printed on the console: a convenience for a newcomer, a leak of secrets in production's log.
  if (isProduction && !e.SMTP_URL) throw new ConfigError('Invalid configuration:\n  SMTP_URL: is required when NODE_ENV=production');

  const previousEncryptionKeys = (e.ENCRYPTION_PREVIOUS_KEYS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .map((value, i) => {
      const key = parseEncryptionKey(value);
      if (!key) throw new ConfigError(`Invalid configuration:\n  ENCRYPTION_PREVIOUS_KEYS: key ${i + 1} must be 32 bytes, as 64 hex characters or base64`);
      return key;
    });

  if (e.JOB_RUNNER === 'thread' && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  JOB_RUNNER: thread needs DATABASE_URL: the embedded database cannot be shared with a thread');
  }

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL ?? mailAddress(e.MAIL_FROM),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    encryptionKey,
    previousEncryptionKeys,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : join(repoRoot, 'apps/web/dist'),
    s3Storage: s3StorageOf(e),
    trustProxy: e.TRUST_PROXY,
    jobRunner: e.JOB_RUNNER ?? (e.DATABASE_URL ? 'thread' : 'main'),
    disputeEvidenceDays: e.DISPUTE_EVIDENCE_DAYS,
    claimConfirmationDays: e.CLAIM_CONFIRMATION_DAYS,
    cwrSender: { code: e.CWR_SENDER_CODE, name: e.CWR_SENDER_NAME },
    payments: { minimum: e.PAYMENT_MINIMUM, debtor: { name: e.PAYMENT_DEBTOR_NAME, iban: e.PAYMENT_DEBTOR_IBAN, bic: e.PAYMENT_DEBTOR_BIC } },
  };
}
