import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { soundRecordingLogCsvColumns } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_EVENTS_BATCH } from '../src/registration';
import { createMember, type TestMember } from './support/factories';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * The Sound Recording Logs download of a long log: 100,000 events stream out of the database batch
 * by batch, so the server's memory stays flat while the whole CSV, in order, reaches the member.
 */

const EVENTS = 100_000;
/** Events of one transaction share their time; seq orders them (registration_events.seq). */
const EVENTS_PER_INSTANT = 7;

// What the heap holds, not the garbage it has not collected yet: a full collection before each reading.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
function retainedHeap(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

let t: TestApp;
let member: TestMember;
let baseUrl: string;

beforeAll(async () => {
  t = await buildTestApp();
  member = await createMember(t, { givenName: 'Ada', otherNames: 'Okafor' });
  const other = await createMember(t);
  // Times with microseconds, several events at each, so batches end inside a group of equal times
  // (1000 is not a multiple of 7) and a cursor that lost the microseconds would skip or repeat rows.
  await t.db.execute(sql`
    insert into registration_events (kind, owner_id, item_id, item_title, item_identifier, event, actor_id, actor_name, changes, at)
    select 'sound_recording', ${member.id}::uuid, ('00000000-0000-4000-9000-' || lpad(to_hex(i / 10), 12, '0'))::uuid,
      'Take ' || i, 'GBBEN' || lpad((i % 10000000)::text, 7, '0'),
      case when i % 10 = 0 then 'created' else 'updated' end, ${member.id}::uuid, 'Ada Okafor',
      case when i % 10 = 0 then '[]'::jsonb else jsonb_build_array(jsonb_build_object('field', 'version', 'old', 'v' || (i - 1), 'new', 'v' || i)) end,
      timestamptz '2024-01-01 00:00:00.000001+00' + (i / ${EVENTS_PER_INSTANT}) * interval '1.234567 seconds'
    from generate_series(1, ${EVENTS}) i`);
  // Someone else's events never reach the download.
  await t.db.execute(sql`
    insert into registration_events (kind, owner_id, item_id, item_title, event, actor_name, at)
    select 'sound_recording', ${other.id}::uuid, gen_random_uuid(), 'Not yours', 'created', 'Someone', now() from generate_series(1, 50)`);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' }).then(() => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
}, 120_000);
afterAll(() => t.close());

describe('downloading 100,000 log events', () => {
  it('streams every event once, newest first, while the server holds one batch at a time', async () => {
    const heapBefore = retainedHeap();
    let peakHeap = heapBefore;

    const response = await fetch(`${baseUrl}/api/v1/sound-recordings/logs/export`, { headers: member.auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    if (!response.body) throw new Error('no body');

    // Read line by line as the chunks arrive, keeping only what checks order and completeness.
    const decoder = new TextDecoder();
    let pending = '';
    const kept: string[] = [];
    let rows = 0;
    let chunks = 0;
    let expected = EVENTS;
    const problems: string[] = [];
    const check = (line: string) => {
      if (rows === 0 && kept.length === 0) {
        kept.push(line);
        return;
      }
      rows += 1;
      // Newest first: event i = EVENTS, EVENTS - 1, … 1 (a later seq within one instant comes first).
      if (line.split(',')[3] !== `Take ${expected}` && problems.length < 5) problems.push(`row ${rows}: ${line}`);
      if (rows === 2 || expected === 1) kept.push(line);
      expected -= 1;
    };
    for await (const chunk of response.body) {
      chunks += 1;
      pending += decoder.decode(chunk, { stream: true });
      const lines = pending.split('\r\n');
      pending = lines.pop() ?? '';
      lines.forEach(check);
      if (chunks % 25 === 0) peakHeap = Math.max(peakHeap, retainedHeap());
    }

    const [header, second, last] = kept;
    expect(header).toBe(soundRecordingLogCsvColumns.join(','));
    expect(pending).toBe('');
    expect(problems).toEqual([]);
    expect(rows).toBe(EVENTS);
    // Event 99,999: the 14,285th instant, 14,285 × 1.234567 s = 4 h 53 min 55.79 s into 2024.
    expect(second).toBe('01/01/2024,04:53:55,Updated,Take 99999,GBBEN0099999,00000000-0000-4000-9000-00000000270f,Ada Okafor,Version: v99998 → v99999,');
    expect(last).toBe('01/01/2024,00:00:00,Updated,Take 1,GBBEN0000001,00000000-0000-4000-9000-000000000000,Ada Okafor,Version: v0 → v1,');
    // Sent in pieces as the batches came, not as one body at the end.
    expect(chunks).toBeGreaterThan(EVENTS / OWNER_EVENTS_BATCH / 2);
    // The whole log as rows would hold tens of megabytes until the last byte went out.
    expect(peakHeap - heapBefore).toBeLessThan(16 * 1024 * 1024);
  }, 120_000);

  it('applies the filters across batches', async () => {
    const titles = async (query: string) => {
      const response = await fetch(`${baseUrl}/api/v1/sound-recordings/logs/export?${query}`, { headers: member.auth });
      expect(response.status).toBe(200);
      return (await response.text()).split('\r\n').slice(1, -1).map((line) => line.split(',')[3]);
    };
    const created = await titles('event=created');
    expect(created).toHaveLength(EVENTS / 10);
    expect(created.slice(0, 2)).toEqual(['Take 100000', 'Take 99990']);
    expect(created.at(-1)).toBe('Take 10');
    expect(await titles('recording_id=00000000-0000-4000-9000-000000000005')).toEqual(
      ['Take 59', 'Take 58', 'Take 57', 'Take 56', 'Take 55', 'Take 54', 'Take 53', 'Take 52', 'Take 51', 'Take 50'],
    );
  }, 60_000);
});
