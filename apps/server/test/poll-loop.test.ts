import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPollLoop, type PollLoopOptions } from '../src/lib/poll-loop';
import { deferred } from './support/deferred';

/** A logger that keeps what it was told. */
function recordingLogger() {
  const lines: string[] = [];
  return { lines, info: (_: object, msg: string) => lines.push(`info: ${msg}`), error: (_: object, msg: string) => lines.push(`error: ${msg}`) };
}

function loopWith(pass: PollLoopOptions['pass'], overrides: Partial<PollLoopOptions> = {}) {
  const logger = recordingLogger();
  const loop = createPollLoop({
    pass,
    intervalMs: 20,
    logger,
    failureMessage: 'Could not look: will keep trying',
    recoveryMessage: 'Reachable again',
    passAtStart: true,
    ...overrides,
  });
  return { loop, logger };
}

/** Moves the loop's clock on, letting each pass that comes due run to its end. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

// The loop's timers are the test's: what must not happen is checked by moving the clock, not by waiting.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the poll loop', () => {
  it('passes at start and again an interval after each pass, until stopped', async () => {
    let passes = 0;
    const { loop } = loopWith(async () => {
      passes += 1;
    });
    loop.start();
    expect(passes).toBe(1);
    await pass(19);
    expect(passes).toBe(1);
    await pass(1);
    expect(passes).toBe(2);
    await pass(20);
    expect(passes).toBe(3);
    await loop.stop();
    await pass(1_000);
    expect(passes).toBe(3);
  });

  it('waits one interval before its first pass when told so', async () => {
    let passes = 0;
    const { loop } = loopWith(
      async () => {
        passes += 1;
      },
      { passAtStart: false, intervalMs: 50 },
    );
    loop.start();
    await pass(49);
    expect(passes).toBe(0);
    await pass(1);
    expect(passes).toBe(1);
    await loop.stop();
  });

  it('runs one pass at a time: woken during a pass, it passes once more right after', async () => {
    const first = deferred();
    let passes = 0;
    let inPass = 0;
    let mostAtOnce = 0;
    const { loop } = loopWith(
      async () => {
        passes += 1;
        inPass += 1;
        mostAtOnce = Math.max(mostAtOnce, inPass);
        if (passes === 1) await first.promise;
        inPass -= 1;
      },
      { intervalMs: 60_000 },
    );
    loop.start();
    loop.wake();
    loop.wake();
    expect(passes).toBe(1);
    first.release();
    await pass(0);
    await loop.settled();
    expect(passes).toBe(2);
    expect(mostAtOnce).toBe(1);
    await pass(59_999);
    expect(passes).toBe(2);
    await loop.stop();
  });

  it('logs an outage once, however many passes fail, and its end once', async () => {
    let failing = true;
    let passes = 0;
    const { loop, logger } = loopWith(async () => {
      passes += 1;
      if (failing) throw new Error('connection refused');
    });
    loop.start();
    await pass(60);
    expect(passes).toBe(4);
    failing = false;
    await pass(60);
    expect(passes).toBe(7);
    await loop.stop();
    expect(logger.lines).toEqual(['error: Could not look: will keep trying', 'info: Reachable again']);
  });

  it('stop waits for the pass under way', async () => {
    const pass = deferred();
    let ended = false;
    const { loop } = loopWith(async () => {
      await pass.promise;
      ended = true;
    });
    loop.start();
    const stopped = loop.stop();
    pass.release();
    await stopped;
    expect(ended).toBe(true);
  });
});
