import { describe, expect, it } from 'vitest';
import { readAhead } from '../src/features/jobs';

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
