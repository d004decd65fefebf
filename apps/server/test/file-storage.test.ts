import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { FileStorage } from '../src/storage/file-storage';
import { storageFromConfig } from '../src/storage/storage-from-config';
import { createMember } from './support/factories';
import { multipart } from './support/multipart';
import { ObjectStore } from './support/object-store';
import { buildTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const store = new ObjectStore();
const dataDir = mkdtempSync(join(tmpdir(), 'repertoire-storage-'));
beforeAll(() => store.start());
afterAll(async () => {
  await store.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The storage a server started with these variables would use. */
const storageFor = (env: Record<string, string>) =>
  storageFromConfig(loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: randomBytes(32).toString('hex'), ...env }));

async function readAll(body: Readable): Promise<{ content: Buffer; chunks: number }> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.from(part as Uint8Array));
  return { content: Buffer.concat(parts), chunks: parts.length };
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

// The same contract for every backend: features must not be able to tell which one they run on.
describe.each([
  { backend: 'the local disk', env: () => ({}) },
  { backend: 'an S3-compatible bucket', env: () => store.env },
])('file storage on $backend', ({ env }) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = storageFor(env());
  });
  afterAll(() => storage.close?.());

  it('gives back what was written under a key, with its size, and the latest write wins', async () => {
    await storage.put('profile-pictures/first.png', Buffer.from('first version'), { contentType: 'image/png' });
    await storage.put('profile-pictures/first.png', Buffer.from('second'), { contentType: 'image/png' });
    const file = await storage.get('profile-pictures/first.png');
    expect(file?.size).toBe(6);
    expect((await readAll(file?.body ?? fail())).content.toString()).toBe('second');
  });

  it('streams a large file in pieces rather than as one buffer, unchanged', async () => {
    const large = randomBytes(12 * 1024 * 1024);
    await storage.put('private/dispute-evidence/large.pdf', large, { contentType: 'application/pdf' });
    const file = await storage.get('private/dispute-evidence/large.pdf');
    expect(file?.size).toBe(large.length);
    const { content, chunks } = await readAll(file?.body ?? fail());
    expect(chunks).toBeGreaterThan(1);
    expect(sha256(content)).toBe(sha256(large));
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage.get('profile-pictures/never-written.png')).toBeNull();
  });

  it('deletes a file, and deleting one that is not there is no error', async () => {
    await storage.put('profile-pictures/gone.png', Buffer.from('x'), { contentType: 'image/png' });
    await storage.delete('profile-pictures/gone.png');
    expect(await storage.get('profile-pictures/gone.png')).toBeNull();
    await expect(storage.delete('profile-pictures/gone.png')).resolves.toBeUndefined();
  });

  it('refuses a key that could reach outside its folder', async () => {
    await expect(storage.put('../escape.png', Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(/Not a storage key/);
    await expect(storage.get('profile-pictures/../../escape.png')).rejects.toThrow(/Not a storage key/);
  });
});

function fail(): never {
  throw new Error('expected a stored file');
}

describe('two API processes on one bucket', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // Each has a DATA_DIR of its own, as on two machines; they share the database and the bucket.
    first = await buildTestApp({ env: store.env });
    second = await buildTestApp({ env: store.env, database: { ...first.database, close: async () => {} } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('serves a profile picture uploaded through the other one', async () => {
    expect(first.config.dataDir).not.toBe(second.config.dataDir);
    const member = await createMember(first);
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
    const upload = await first.app.inject({ method: 'POST', url: '/api/v1/user/profile/picture', ...multipart(png, 'me.png', 'image/png', member.auth) });
    expect(upload.statusCode).toBe(200);

    const profile = await second.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: member.auth });
    const url = profile.json().data.data.profile_pic_url as string;
    expect(url).toBe(upload.json().data.data.profile_pic_url);
    const file = await second.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 20, height: 10 });
  });
});

describe('an object store that is away', () => {
  let t: TestApp;
  const away = () => ({ ...store.env, STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9' });
  beforeAll(async () => {
    t = await buildTestApp({ env: away() });
  });
  afterAll(() => t?.close());

  it('refuses a write and a read with 503 and Retry-After, never a 500', async () => {
    const storage = storageFor(away());
    try {
      for (const attempt of [() => storage.put('probe/a.txt', Buffer.from('x'), { contentType: 'text/plain' }), () => storage.get('probe/a.txt')]) {
        await expect(attempt()).rejects.toMatchObject({ statusCode: 503, message: 'Files cannot be stored or read just now: please try again in a moment' });
      }
    } finally {
      storage.close?.();
    }
  });

  it('answers a member’s upload with 503 and a message to try again', async () => {
    const member = await createMember(t);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 0, g: 0, b: 0 } } }).png().toBuffer();
    const upload = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/picture', ...multipart(png, 'me.png', 'image/png', member.auth) });
    expect(upload.statusCode).toBe(503);
    expect(upload.headers['retry-after']).toBe('5');
    expect(upload.json()).toEqual({ message: 'Files cannot be stored or read just now: please try again in a moment' });
  });
});
