import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../src/config';

const KEY_HEX = 'a'.repeat(64);
const SMTP_URL = 'smtp://mail.example.org:587';
const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'repertoire-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has defaults a newcomer can start with: port 3000, data in the repository root', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      appUrl: 'http://localhost:3000',
      mailFrom: 'Repertoire <no-reply@repertoire.local>',
      sessionTtlHours: 168,
      statementTimeoutMs: 30_000,
      databaseUrl: undefined,
      smtpUrl: undefined,
      dataDir,
      webDist: join(repoRoot, 'apps/web/dist'),
    });
    expect(loadConfig({ ENCRYPTION_KEY: KEY_HEX }).dataDir).toBe(join(repoRoot, 'data'));
  });

  it('links mail to the server’s own port unless APP_URL says where members reach it', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '3100' }).appUrl).toBe('http://localhost:3100');
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '3100', APP_URL: 'https://portal.example.org/' }).appUrl).toBe('https://portal.example.org');
  });

  it('names the variable whose value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: must be a port number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres:\/\//);
    expect(() => loadConfig({ APP_URL: 'localhost' })).toThrow(/APP_URL/);
    expect(() => loadConfig({ SESSION_TTL_HOURS: '-1' })).toThrow(/SESSION_TTL_HOURS/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/STATEMENT_TIMEOUT_MS: must be 0 \(no limit\) or more milliseconds/);
    expect(() => loadConfig({ STATEMENT_TIMEOUT_MS: '2.5' })).toThrow(/STATEMENT_TIMEOUT_MS: must be a whole number of milliseconds/);
    expect(() => loadConfig({ ENCRYPTION_KEY: 'too-short' })).toThrow(/ENCRYPTION_KEY: must be 32 bytes/);
  });

  it('runs jobs in a thread of their own on PostgreSQL, in the API’s thread on the embedded database, which no thread can share', () => {
    const postgres = 'postgres://localhost/repertoire';
    expect(loadConfig({ DATA_DIR: tempDir() }).jobRunner).toBe('main');
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: postgres }).jobRunner).toBe('thread');
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: postgres, JOB_RUNNER: 'main' }).jobRunner).toBe('main');
    expect(() => loadConfig({ DATA_DIR: tempDir(), JOB_RUNNER: 'thread' })).toThrow(/JOB_RUNNER: thread needs DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), JOB_RUNNER: 'worker' })).toThrow(/JOB_RUNNER: must be thread or main/);
  });

  it('names the society in CWR files by its CISAC code and name, 000 and REPERTOIRE until configured', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).cwrSender).toEqual({ code: '000', name: 'REPERTOIRE' });
    expect(loadConfig({ DATA_DIR: tempDir(), CWR_SENDER_CODE: ' 052 ', CWR_SENDER_NAME: 'Harbour Rights' }).cwrSender).toEqual({ code: '052', name: 'HARBOUR RIGHTS' });
    expect(() => loadConfig({ CWR_SENDER_CODE: '52' })).toThrow(/CWR_SENDER_CODE: must be the society's 3-digit CISAC society code/);
    expect(() => loadConfig({ CWR_SENDER_CODE: 'PRS' })).toThrow(/CWR_SENDER_CODE/);
    expect(() => loadConfig({ CWR_SENDER_NAME: 'Société des auteurs' })).toThrow(/CWR_SENDER_NAME: must be at most 45 characters of plain ASCII/);
    expect(() => loadConfig({ CWR_SENDER_NAME: 'X'.repeat(46) })).toThrow(/CWR_SENDER_NAME/);
  });

  it('pays balances of 10 and more from a demo account until PAYMENT_* say otherwise, refusing a wrong IBAN or BIC', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).payments).toEqual({
      minimum: 10,
      debtor: { name: 'Repertoire Rights Society', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
    });
    const configured = { PAYMENT_MINIMUM: '25', PAYMENT_DEBTOR_NAME: 'Harbour Rights', PAYMENT_DEBTOR_IBAN: 'nl91 abna 0417 1643 00', PAYMENT_DEBTOR_BIC: 'abnanl2a' };
    expect(loadConfig({ DATA_DIR: tempDir(), ...configured }).payments).toEqual({
      minimum: 25,
      debtor: { name: 'Harbour Rights', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' },
    });
    expect(() => loadConfig({ PAYMENT_MINIMUM: '2.5' })).toThrow(/PAYMENT_MINIMUM: must be a whole number of currency units/);
    expect(() => loadConfig({ PAYMENT_MINIMUM: '-1' })).toThrow(/PAYMENT_MINIMUM: must be 0 or more/);
    // DE02120300000000202051 with one digit changed: its check digits no longer hold.
    expect(() => loadConfig({ PAYMENT_DEBTOR_IBAN: 'DE02120300000000202052' })).toThrow(/PAYMENT_DEBTOR_IBAN: must be a valid IBAN/);
    expect(() => loadConfig({ PAYMENT_DEBTOR_BIC: 'BANK' })).toThrow(/PAYMENT_DEBTOR_BIC: must be a BIC/);
  });

  it('keeps uploads in the bucket STORAGE_S3_BUCKET names, with the usual AWS credentials', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).s3Storage).toBeUndefined();
    const s3 = { STORAGE_S3_BUCKET: 'society-uploads', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ DATA_DIR: tempDir(), ...s3, STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000', STORAGE_S3_FORCE_PATH_STYLE: 'true' }).s3Storage).toEqual({
      bucket: 'society-uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: undefined },
    });
    // Without keys the SDK finds a role or profile itself; the region falls back to AWS_REGION.
    expect(loadConfig({ DATA_DIR: tempDir(), STORAGE_S3_BUCKET: 'society-uploads', AWS_REGION: 'eu-west-1' }).s3Storage).toMatchObject({
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('names the object storage variable that is wrong or missing', () => {
    expect(() => loadConfig({ STORAGE_S3_BUCKET: 'Uploads_Bucket' })).toThrow(/STORAGE_S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ STORAGE_S3_BUCKET: 'uploads', STORAGE_S3_ENDPOINT: 'minio:9000' })).toThrow(/STORAGE_S3_ENDPOINT: must be an http/);
    expect(() => loadConfig({ STORAGE_S3_BUCKET: 'uploads', STORAGE_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/STORAGE_S3_FORCE_PATH_STYLE: must be true or false/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /STORAGE_S3_BUCKET: is required when STORAGE_S3_ENDPOINT is set/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), STORAGE_S3_BUCKET: 'uploads', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE' })).toThrow(
      /AWS_SECRET_ACCESS_KEY: is required with the other AWS key variable/,
    );
  });

  it('requires ENCRYPTION_KEY in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), SMTP_URL })).toThrow(/ENCRYPTION_KEY: is required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), SMTP_URL }).encryptionKey).toEqual(Buffer.alloc(32, 7));
  });

  it('requires SMTP_URL in production, where mail saved to files would print its secret links in the log', () => {
    const production = { NODE_ENV: 'production', ENCRYPTION_KEY: KEY_HEX };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: is required when NODE_ENV=production/);
    expect(loadConfig({ ...production, SMTP_URL }).smtpUrl).toBe(SMTP_URL);
    // Outside production a newcomer starts without a mail server.
    expect(loadConfig({ DATA_DIR: tempDir() }).smtpUrl).toBeUndefined();
  });

  it('generates a key into DATA_DIR on the first start outside production, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.encryptionKey).toHaveLength(32);
    expect(existsSync(join(dataDir, 'encryption.key'))).toBe(true);
    expect(readFileSync(join(dataDir, 'encryption.key'), 'utf8').trim()).toBe(first.encryptionKey.toString('base64'));
    expect(loadConfig({ DATA_DIR: dataDir }).encryptionKey).toEqual(first.encryptionKey);
  });

  it('accepts a key as hex or base64', () => {
    expect(loadConfig({ ENCRYPTION_KEY: KEY_HEX }).encryptionKey).toEqual(Buffer.alloc(32, 0xaa));
  });
});
