import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { memberRequestArrived, nextTurn, readAhead } from '../src/features/jobs';
import { LONGEST_WAIT_MS, membersWaiting } from '../src/features/jobs/job-pacing';

/** A source that records when each item is asked for and when it is closed. */
function recordedSource(items: readonly number[], failAt?: number) {
  const log: string[] = [];
  async function* source() {
    try {
      for (const item of items) {
        log.push(`read ${item}`);
        await Promise.resolve();
        if (item === failAt) throw new Error(`item ${item} cannot be read`);
        yield item;
      }
    } finally {
      log.push('closed');
    }
  }
  return { log, source: source() };
}

describe('readAhead', () => {
  it('gives every item in order, reading the next one before the caller handles the one given', async () => {
    const { log, source } = recordedSource([1, 2, 3]);
    const seen: number[] = [];
    for await (const item of readAhead(source)) {
      log.push(`handle ${item}`);
      seen.push(item);
    }
    expect(seen).toEqual([1, 2, 3]);
    // The source ends (and closes) while the last item is read ahead, before the caller handles it.
    expect(log).toEqual(['read 1', 'read 2', 'handle 1', 'read 3', 'handle 2', 'closed', 'handle 3']);
  });

  it('closes the source when the caller stops early', async () => {
    const { log, source } = recordedSource([1, 2, 3, 4]);
    for await (const item of readAhead(source)) if (item === 2) break;
    expect(log.at(-1)).toBe('closed');
    expect(log).not.toContain('read 4');
  });

  it('gives the error of an item read ahead when that item is asked for, never as an unhandled rejection', async () => {
    const { source } = recordedSource([1, 2, 3], 2);
    const seen: number[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await expect(
        (async () => {
          for await (const item of readAhead(source)) {
            seen.push(item);
            // The caller is busy while item 2 fails.
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        })(),
      ).rejects.toThrow('item 2 cannot be read');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(seen).toEqual([1]);
    expect(unhandled).toEqual([]);
  });
});

/** A real server whose requests wait, registered as members' requests, until the test answers them. */
async function heldServer() {
  const held: ServerResponse[] = [];
  const server = createServer((_request, response) => {
    memberRequestArrived(response);
    held.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const arrived = async (count: number) => {
    while (held.length < count) await new Promise((resolve) => setTimeout(resolve, 1));
  };
  return { held, url, arrived, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('nextTurn', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('goes on at the next turn when no member is waiting', async () => {
    expect(membersWaiting()).toBe(0);
    const started = performance.now();
    for (let turn = 0; turn < 10; turn += 1) await nextTurn();
    // Waiting its bound at each turn would take ten times as long.
    expect(performance.now() - started).toBeLessThan(LONGEST_WAIT_MS * 5);
  });

  it('waits while a member\'s request is being answered, and goes on once it is', async () => {
    const server = await heldServer();
    close = server.close;
    const answer = fetch(server.url).then((response) => response.text());
    await server.arrived(1);
    expect(membersWaiting()).toBe(1);
    let turned = false;
    const turn = nextTurn().then(() => (turned = true));
    await new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS / 3));
    expect(turned).toBe(false);
    server.held[0]?.end('done');
    await turn;
    expect(await answer).toBe('done');
    expect(membersWaiting()).toBe(0);
  });

  it('no longer waits for a request whose answer has started (a stream), nor longer than its bound', async () => {
    const server = await heldServer();
    close = server.close;
    const streamed = new AbortController();
    const reads = [fetch(server.url, { signal: streamed.signal }).catch(() => undefined), fetch(server.url).then((response) => response.text())];
    await server.arrived(2);
    const [stream, slow] = server.held;
    stream?.writeHead(200, { 'content-type': 'text/event-stream' });
    stream?.write('data: open\n\n');
    expect(membersWaiting()).toBe(1);
    // The slow request is never answered during the turn: the job still goes on after its bound.
    const started = performance.now();
    await nextTurn();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(LONGEST_WAIT_MS - 1);
    expect(waited).toBeLessThan(LONGEST_WAIT_MS * 4);
    slow?.end('late');
    streamed.abort();
    stream?.end();
    await Promise.all(reads);
  });
});
