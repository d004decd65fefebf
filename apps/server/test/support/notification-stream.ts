import type { Notification } from '@repertoire/contract';
import { expect } from 'vitest';

export type StreamEvent = { id: string; event: string; data: Notification };

/**
 * `GET /notifications/stream` of the app at `base` (its origin), read as events arrive: `waitFor(n)`
 * waits until n events have come in all.
 */
export async function openStream(base: string, auth: Record<string, string>, lastEventId?: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/notifications/stream`, {
    headers: { ...auth, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  if (!res.body) throw new Error('The stream has no body');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: StreamEvent[] = [];
  let ended = false;
  const readEvents = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) {
        ended = true;
        return;
      }
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
        );
        if (fields.data) events.push({ id: String(fields.id), event: String(fields.event), data: JSON.parse(fields.data) as Notification });
      }
    }
  })();
  async function waitUntil(arrived: () => boolean, failure: () => string, timeoutMs: number) {
    const started = Date.now();
    while (!arrived()) {
      if (Date.now() - started > timeoutMs) throw new Error(failure());
      await new Promise((r) => setTimeout(r, 20));
    }
    return events;
  }
  return {
    events,
    /** Waits until `count` events have arrived in all. */
    waitFor(count: number, timeoutMs = 5_000) {
      return waitUntil(() => events.length >= count, () => `Expected ${count} events, got ${events.length}`, timeoutMs);
    },
    /** Waits until an event with this title has arrived, failing after `timeoutMs`. */
    waitForTitle(title: string, timeoutMs = 5_000) {
      return waitUntil(
        () => events.some((e) => e.data.title === title),
        () => `Expected an event titled "${title}", got ${JSON.stringify(events.map((e) => e.data.title))}`,
        timeoutMs,
      );
    },
    /** Whether the server ends the stream within `timeoutMs`. */
    async endsWithin(timeoutMs: number): Promise<boolean> {
      const started = Date.now();
      while (!ended && Date.now() - started < timeoutMs) await new Promise((r) => setTimeout(r, 20));
      return ended;
    },
    async close() {
      controller.abort();
      await readEvents;
    },
  };
}

