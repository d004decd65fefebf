import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/database';
import { SESSIONS_ENDED_CHANNEL } from '../../session/session.service';
import { JOBS_CHANNEL } from '../jobs';
import { NOTIFICATIONS_CHANNEL } from './notifications.repository';

/**
 * What the channels tell: a member has new notifications, some of a member's sessions have
 * ended, or one of a member's jobs moved (`jobId`). `userId` null means "any member": an
 * announcement, or a listener back after a drop that may have missed anything, when every stream
 * looks again.
 */
export type LiveEvent = { kind: 'new-notifications' | 'sessions-ended' | 'job-changed'; userId: string | null; jobId?: string };
export type LiveListener = (event: LiveEvent) => void;

/** This process's ear on the notifications and sessions channels, shared by all of its open streams. */
export type LiveNotifications = {
  /** Starts listening with the first subscriber; answers the unsubscribe. */
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
};

const kindOfChannel: Record<string, LiveEvent['kind']> = {
  [NOTIFICATIONS_CHANNEL]: 'new-notifications',
  [SESSIONS_ENDED_CHANNEL]: 'sessions-ended',
  [JOBS_CHANNEL]: 'job-changed',
};
const channels = Object.keys(kindOfChannel);

/** The member a payload names (null, every member, for one that names none) and the job it names, if any. */
function subjectOf(payload: string | undefined): { userId: string | null; jobId?: string } {
  try {
    const parsed: unknown = JSON.parse(payload ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const userId = 'userId' in parsed && typeof parsed.userId === 'string' ? parsed.userId : null;
      return 'jobId' in parsed && typeof parsed.jobId === 'string' ? { userId, jobId: parsed.jobId } : { userId };
    }
  } catch {
    // Not ours to read: tell everyone, each stream finds nothing or what is new for it.
  }
  return { userId: null };
}

type OnPayload = (channel: string, payload: string | undefined) => void;

type Source = { stop(): Promise<void> };

/** Waits after a dropped listening connection: 0.5 s, doubling up to 30 s. */
const reconnectDelay = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

export function createLiveNotifications(database: Database, log: FastifyBaseLogger): LiveNotifications {
  const listeners = new Set<LiveListener>();
  const tell = (event: LiveEvent) => {
    for (const listener of listeners) listener(event);
  };
  const onPayload: OnPayload = (channel, payload) => {
    const kind = kindOfChannel[channel];
    if (kind) tell({ kind, ...subjectOf(payload) });
  };
  let source: Source | undefined;
  return {
    subscribe(listener) {
      listeners.add(listener);
      // Whatever either channel said while no one listened is looked for again.
      const catchUp = () => {
        tell({ kind: 'sessions-ended', userId: null });
        tell({ kind: 'new-notifications', userId: null });
      };
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
function listenOnPglite(database: Database, onPayload: OnPayload, onListening: () => void, log: FastifyBaseLogger): Source {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const listenToAll = async () => {
    const stops: (() => Promise<void>)[] = [];
    for (const channel of channels) stops.push(await client.listen(channel, (payload) => onPayload(channel, payload)));
    return stops;
  };
  const unlisten = listenToAll()
    .then((stops) => {
      onListening();
      return stops;
    })
    .catch((error: unknown) => {
      log.error({ err: error }, 'Could not listen for new notifications');
      return [];
    });
  return {
    stop: async () => {
      for (const stop of await unlisten) await stop().catch(() => {});
    },
  };
}

/**
 * PostgreSQL: one dedicated connection per process, outside the pool (LISTEN belongs to a session).
 * When it drops (the server restarts), it reconnects with backoff, never ending the process. Each
 * time LISTEN takes hold it tells every stream to look for what it may have missed until then.
 */
function listenOnPostgres(database: Database, onPayload: OnPayload, onListening: () => void, log: FastifyBaseLogger): Source {
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
    client.on('notification', (message) => onPayload(message.channel, message.payload));
    client
      .connect()
      .then(() => client.query(channels.map((channel) => `LISTEN ${channel};`).join(' ')))
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
