import type { Clock } from '../../src/lib/clock';

export type TestClock = Clock & {
  /** Moves the time on, as waiting would, without waiting. */
  advance(ms: number): void;
};

/** A clock that stands still until told to move: rate-limit and retry tests never sleep and never depend on the hour they run at. */
export function createTestClock(start = new Date('2026-03-02T09:00:00.000Z')): TestClock {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}
