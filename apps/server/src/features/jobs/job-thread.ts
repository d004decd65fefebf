import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Config } from '../../config';
import { serverRoot } from '../../lib/server-root';
import type { JobRunner, JobRunnerOptions, JobRunnerTuning } from './job-runner';

/** What the thread is given when it starts: the server's configuration, and how its runner polls and leases. */
export type JobThreadData = {
  config: Config;
  jobs: JobRunnerTuning;
};

/** From the server to the thread. */
export type ToJobThread = { type: 'wake' } | { type: 'drain'; id: number } | { type: 'stop' };

/** From the thread to the server: its log lines (the server's logger writes them), and the answers to `drain`. */
export type FromJobThread =
  | { type: 'log'; level: 'info' | 'warn' | 'error'; obj: object; msg: string }
  | { type: 'drained'; id: number; ran: number };

export type JobThreadOptions = {
  config: Config;
  logger: JobRunnerOptions['logger'];
  jobs?: JobRunnerTuning;
  /** Wait before a thread that ended by itself (an error nothing caught) is started again. */
  restartDelayMs?: number;
};

/** An error the thread logged, in its log form (plugins/app/logging.ts), as an Error again for the server's logger. */
function withErrorRevived(obj: object): object {
  if (!('err' in obj) || typeof obj.err !== 'object' || obj.err === null) return obj;
  const { type, message, stack, ...fields } = obj.err as { type?: string; message?: string; stack?: string };
  return { ...obj, err: Object.assign(new Error(message), fields, { name: type ?? 'Error', stack }) };
}

/**
 * The thread's entry: the bundled dist/job-thread.js beside dist/server.js, or, when the server runs from its
 * TypeScript sources, src/job-thread.ts through src/job-thread-tsx.mjs.
 */
const jobThreadEntry = join(serverRoot, import.meta.url.endsWith('.ts') ? 'src/job-thread-tsx.mjs' : 'dist/job-thread.js');

/**
 * Runs the server's jobs in a worker thread of their own (docs/decisions/0023): a job's reading, checking and
 * preparing of rows holds that thread's event loop, never the one members' requests are answered on. The thread
 * opens its own connections to PostgreSQL (the embedded database lives in the server's thread and cannot be shared,
 * so PGlite keeps its jobs in the main thread). It answers as the in-process runner does: a request that queued a
 * job wakes it; `stop` lets the jobs under way finish (or lapse, when the server's shutdown gives up first) and ends
 * the thread; a thread that ends by itself is logged and started again, its jobs taken up once their lease lapses.
 */
export function createJobThread(options: JobThreadOptions): JobRunner {
  const { logger } = options;
  const data: JobThreadData = { config: options.config, jobs: options.jobs ?? {} };
  const restartDelayMs = options.restartDelayMs ?? 1000;
  // Found missing now rather than by a thread failing every second.
  if (!existsSync(jobThreadEntry)) throw new Error(`${jobThreadEntry} is missing: build the server again (npm run build)`);
  let worker: Worker | undefined;
  let ended: Promise<void> = Promise.resolve();
  let stopping = false;
  let nextDrain = 0;
  const drains = new Map<number, (ran: number) => void>();

  function spawn(): void {
    const thread = new Worker(jobThreadEntry, { workerData: data });
    worker = thread;
    thread.on('message', (message: FromJobThread) => {
      if (message.type === 'log') logger[message.level](withErrorRevived(message.obj), message.msg);
      else drains.get(message.id)?.(message.ran);
    });
    thread.on('error', (error) => logger.error({ err: error }, 'The job thread failed'));
    ended = new Promise((resolve) => {
      thread.once('exit', (code) => {
        worker = undefined;
        // A drain the thread will never answer: nothing more runs here.
        for (const [id, answer] of drains) {
          drains.delete(id);
          answer(0);
        }
        resolve();
        if (stopping) return;
        logger.error({ code }, 'The job thread ended by itself: starting it again');
        setTimeout(() => {
          if (!stopping && !worker) spawn();
        }, restartDelayMs).unref();
      });
    });
  }

  const post = (message: ToJobThread) => worker?.postMessage(message);

  return {
    start() {
      stopping = false;
      if (!worker) spawn();
    },
    wake() {
      post({ type: 'wake' });
    },
    drain() {
      if (!worker) return Promise.resolve(0);
      const id = ++nextDrain;
      return new Promise<number>((resolve) => {
        drains.set(id, (ran) => {
          drains.delete(id);
          resolve(ran);
        });
        post({ type: 'drain', id });
      });
    },
    async stop() {
      stopping = true;
      post({ type: 'stop' });
      await ended;
    },
  };
}
