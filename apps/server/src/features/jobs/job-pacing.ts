import type { DatabaseDriver } from '../../db/database';

/**
 * How a long job shares the API process with every member's request (docs/decisions/0018). A job's
 * synchronous work (reading, checking, preparing rows) holds the event loop; so does every query on
 * PGlite, which runs in this thread. Jobs give other requests a turn every few items, and write in
 * batches small enough that a batch never holds them long: about 10% more time than 500-item
 * batches on PostgreSQL, for a p95 of another member's read that stays near its usual level.
 */

/** Items handled between two turns of the event loop. */
export const ITEMS_BETWEEN_TURNS = 25;

/** Lets every request waiting on the event loop run before the job goes on. */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

/** Items a job writes in one transaction, by the database that runs its queries. */
export const BATCH_ITEMS: Record<DatabaseDriver, number> = { postgres: 100, pglite: 25 };

/**
 * The items of `source`, each next one prepared while the caller handles the one given: a job that checks a batch
 * in Node and writes the one before in the database does both at once, instead of each waiting on the other. The
 * source must not depend on what the caller writes. An error of the item read ahead reaches the caller when it asks
 * for that item; the source is closed when the caller stops early.
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
      yield current.value;
    }
  } finally {
    await next.then(
      (last) => (last.done ? undefined : iterator.return?.()),
      () => undefined,
    );
  }
}
