import type { DatabaseDriver } from '../../db/database';

/**
 * How a long job shares the API process with every member's request (docs/decisions/0018). A job's
 * synchronous work (reading, checking, preparing rows) holds the event loop; so does every query on
 * PGlite, which runs in this thread, and on PostgreSQL its writes take the CPU the members' queries
 * need (the database and Node share the machine's cores). Giving requests a turn every few items is
 * not enough: a request needs several turns (its body, its session, its queries, its answer), and
 * between each of them the job takes a slice of its own and starts another write, so a member's read
 * waited on many slices and writes: p95 of 97–644 ms against 9–11 ms quiet during a 100,000-row import.
 *
 * Jobs write in batches small enough that a batch never holds them long, large enough that a batch's fixed cost
 * (its transaction, commit, progress and counts) stays small: 250 items on PostgreSQL, where 100 took 15-25% longer
 * (10,000 works in 9.1 s against 7.6-7.9 s, 30,000 recordings 21-22 s against 17) with the same p95 for another
 * member's reads during it, and 500 gained nothing more. Members' requests come first: the app registers every
 * request while it waits for its answer (`memberRequestArrived`), and at each turn a job waits while one does, until
 * it has been answered or for at most `LONGEST_WAIT_MS`, so that a job always goes on even under steady traffic. With
 * nobody waiting, a turn costs what it cost before: an import alone is not slower.
 */

/** Items handled between two turns of the event loop. */
export const ITEMS_BETWEEN_TURNS = 25;

/** Longest a job waits at one turn for members' requests to be answered. */
export const LONGEST_WAIT_MS = 25;

/** What the job needs of a request's response: whether its answer has started, and when it ends. */
export type WaitingResponse = { readonly headersSent: boolean; once(event: 'close', listener: () => void): unknown };

/** Requests of this process not yet answered; one event loop for every app of the process, so one set. */
const waiting = new Set<WaitingResponse>();

/**
 * Registers a member's request, from its arrival until its answer starts (a streamed answer, an event stream, no
 * longer holds a job back once its headers are sent) or its connection closes.
 */
export function memberRequestArrived(response: WaitingResponse): void {
  waiting.add(response);
  response.once('close', () => waiting.delete(response));
}

/** Members' requests waiting for their answer now. */
export function membersWaiting(): number {
  for (const response of waiting) if (response.headersSent) waiting.delete(response);
  return waiting.size;
}

const immediate = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));
const shortly = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 1));

/**
 * Lets every request waiting on the event loop run before the job goes on, then waits while members' requests are
 * being answered (their queries, their turns), at most `LONGEST_WAIT_MS`.
 */
export async function nextTurn(): Promise<void> {
  await immediate();
  const until = performance.now() + LONGEST_WAIT_MS;
  while (membersWaiting() > 0 && performance.now() < until) await shortly();
}

/** Items a job writes in one transaction, by the database that runs its queries. */
export const BATCH_ITEMS: Record<DatabaseDriver, number> = { postgres: 250, pglite: 25 };

/**
 * The items of `source`, each next one prepared while the caller handles the one given: a job that checks a batch
 * in Node and writes the one before in the database does both at once, instead of each waiting on the other. The
 * source must not depend on what the caller writes. An error of the item read ahead reaches the caller when it asks
 * for that item; the source is closed when the caller stops early. Each item is given at the next turn (`nextTurn`),
 * after the members' requests being answered.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = iterator.next();
      // Held until asked for: a failure while the caller is busy must not be an unhandled rejection.
      next.catch(() => undefined);
      // The caller's work on the item (a batch's queries and write) waits its turn like the reading does.
      await nextTurn();
      yield current.value;
    }
  } finally {
    await next.then(
      (last) => (last.done ? undefined : iterator.return?.()),
      () => undefined,
    );
  }
}
