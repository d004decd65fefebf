import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/database';
import { NOTIFICATIONS_CHANNEL } from './notifications.repository';

/** Told the recipient of new notifications, or null for "every member" (an announcement, or a listener back after a drop). */
export type NewNotificationsListener = (userId: string | null) => void;

/** This process's ear on the notifications channel, shared by all of its open streams. */
export type LiveNotifications = {
  /** Starts listening with the first subscriber; answers the unsubscribe. */
  subscribe(listener: NewNotificationsListener): () => void;
  close(): Promise<void>;
};

type Source = { stop(): Promise<void> };

/** Waits after a dropped listening connection: 0.5 s, doubling up to 30 s. */
const reconnectDelay = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

export function createLiveNotifications(database: Database, log: FastifyBaseLogger): LiveNotifications {
  const listeners = new Set<NewNotificationsListener>();
  const tell = (userId: string | null) => {
    for (const listener of listeners) listener(userId);
  };
  const onPayload = (payload: string | undefined) => {
    let userId: string | null = null;
    try {
      const parsed: unknown = JSON.parse(payload ?? 'null');
      if (parsed && typeof parsed === 'object' && 'userId' in parsed && typeof parsed.userId === 'string') userId = parsed.userId;
    } catch {
      // Not ours to read: tell everyone, each stream finds nothing or what is new for it.
    }
    tell(userId);
  };
  let source: Source | undefined;
  return {
    subscribe(listener) {
      listeners.add(listener);
      const catchUp = () => tell(null);
      source ??= database.driver === 'pglite' ? listenOnPglite(database, onPayload, catchUp, log) : listenOnPostgres(database, onPayload, catchUp, log);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await source?.stop();
      source = undefined;
    },
  };
}

/** PGlite is one connection in this process: its own LISTEN hears its own pg_notify, on commit. Once it holds, streams catch up. */
function listenOnPglite(database: Database, onPayload: (payload: string) => void, onListening: () => void, log: FastifyBaseLogger): Source {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const unlisten = client
    .listen(NOTIFICATIONS_CHANNEL, onPayload)
    .then((stop) => {
      onListening();
      return stop;
    })
    .catch((error: unknown) => {
      log.error({ err: error }, 'Could not listen for new notifications');
      return async () => {};
    });
  return {
    stop: async () => {
      await (await unlisten)().catch(() => {});
    },
  };
}

/**
 * PostgreSQL: one dedicated connection per process, outside the pool (LISTEN belongs to a session).
 * When it drops (the server restarts), it reconnects with backoff, never ending the process. Each
 * time LISTEN takes hold it tells every stream to look for what it may have missed until then.
 */
function listenOnPostgres(database: Database, onPayload: (payload: string | undefined) => void, onListening: () => void, log: FastifyBaseLogger): Source {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let stopped = false;
  let current: pg.Client | undefined;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const drop = (client: pg.Client, error?: unknown) => {
    if (current !== client) return;
    current = undefined;
    client.end().catch(() => {});
    if (stopped) return;
    log.warn({ err: error }, 'The connection listening for new notifications dropped; reconnecting');
    timer = setTimeout(connect, reconnectDelay(attempt));
    timer.unref();
    attempt += 1;
  };

  const connect = () => {
    if (stopped) return;
    const client = new pg.Client(pool.options);
    current = client;
    // An unhandled 'error' event would end the process (see createPool in db/database.ts).
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client));
    client.on('notification', (message) => {
      if (message.channel === NOTIFICATIONS_CHANNEL) onPayload(message.payload);
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`))
      .then(() => {
        attempt = 0;
        // Whatever was committed before LISTEN took hold (a first connect, or a drop) is looked for now.
        onListening();
      })
      .catch((error: unknown) => drop(client, error));
  };

  connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
