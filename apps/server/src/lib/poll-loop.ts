type LoopLogger = {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type PollLoopOptions = {
  /** One pass of the work: look at the table, do what is due. */
  pass: () => Promise<unknown>;
  /** The wait between the end of one pass and the next when nothing wakes the loop. */
  intervalMs: number;
  logger: LoopLogger;
  /** Logged once when passes start failing (the database is away), not once per pass. */
  failureMessage: string;
  /** Logged once when a pass succeeds again after failures. */
  recoveryMessage: string;
  /** The first pass at start (true), or one interval later. */
  passAtStart: boolean;
};

export type PollLoop = {
  start(): void;
  /** A pass now; during a pass, one more right after it. */
  wake(): void;
  /** Waits for the pass under way, if any. */
  settled(): Promise<void>;
  /** No more passes; waits for the one under way. */
  stop(): Promise<void>;
};

/**
 * The loop under every background worker of the server (mail outbox, dispute sweep, job runner):
 * one pass at a time, the next an interval after the last ended or at once when woken, an outage
 * logged once and its end once. Its timer never keeps the process alive on its own.
 */
export function createPollLoop(options: PollLoopOptions): PollLoop {
  const { pass, intervalMs, logger } = options;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let passAgain = false;
  let failing = false;

  function schedule(): void {
    clearTimeout(timer);
    if (!started) return;
    timer = setTimeout(wake, intervalMs);
    timer.unref();
  }

  function wake(): void {
    if (!started) return;
    if (running) {
      passAgain = true;
      return;
    }
    clearTimeout(timer);
    running = pass()
      .then(() => {
        if (failing) logger.info({}, options.recoveryMessage);
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) logger.error({ err: error }, options.failureMessage);
        failing = true;
      })
      .finally(() => {
        running = undefined;
        if (passAgain) {
          passAgain = false;
          wake();
        } else schedule();
      });
  }

  return {
    start() {
      if (started) return;
      started = true;
      if (options.passAtStart) wake();
      else schedule();
    },
    wake,
    settled: async () => {
      await running;
    },
    async stop() {
      started = false;
      passAgain = false;
      clearTimeout(timer);
      await running;
    },
  };
}
