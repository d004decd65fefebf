import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JOB_EVENT, NOTIFICATION_EVENT } from '@repertoire/contract';
import { readOwnJob } from '../jobs';
import { currentSession, currentUser } from '../../plugins/app/authentication';
import { findNotificationsAfter, findStreamPosition } from './notifications.repository';
import { toNotification } from './notifications.service';
import type { LiveNotifications } from './notifications.live';
import { createOpenStreams } from './notifications.open-streams';

/** How many notifications one look sends at most (a resume after a long absence replays this many, the next look the rest). */
const REPLAY_LIMIT = 100;
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

/**
 * Where a reconnecting client resumes: an event id is the seq of the notification it carried.
 * Ids sent before seq existed (`<created_at in microseconds>.<notification id>`) resume after that
 * notification; anything else is ignored, and the stream starts after the newest.
 */
async function resumePosition(app: FastifyInstance, userId: string, lastEventId: unknown): Promise<number | null> {
  const value = typeof lastEventId === 'string' ? lastEventId.trim() : '';
  if (/^\d{1,15}$/.test(value)) return Number(value);
  const earlierId = /^\d{1,20}\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(value)?.[1];
  const position = earlierId ? await findStreamPosition(app.db, userId, earlierId.toLowerCase()) : null;
  return position ?? findStreamPosition(app.db, userId);
}

/**
 * `GET /notifications/stream`: server-sent events of the member's new notifications. A client
 * that reconnects with `Last-Event-ID` first gets what it missed after that event; without one,
 * the stream starts after the newest notification. Each move of one of the member's jobs (progress,
 * its end) comes as `event: job` with the job as it is then. A stream ends with its session (expired,
 * logged out, revoked by a password change or reset: notifications.open-streams.ts), and every
 * open stream when the app closes. HEAD answers the stream's headers at once, without a body.
 */
export function notificationStream(app: FastifyInstance, live: LiveNotifications) {
  const openStreams = new Set<() => void>();
  const slots = createOpenStreams(app.db, live, app.log);
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
    await slots.settle();
  });

  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Fastify answers HEAD with the GET handler: a stream would be opened and never end.
    if (request.method === 'HEAD') return reply.code(200).headers(STREAM_HEADERS).send();
    const userId = currentUser(request).id;
    const slot = await slots.reserve(userId, currentSession(request));
    let position: number | null;
    try {
      position = await resumePosition(app, userId, request.headers['last-event-id']);
    } catch (error) {
      slot.release();
      throw error;
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, STREAM_HEADERS);
    res.write(': connected\n\n');

    let closed = false;
    let looking = false;
    let lookAgain = false;
    /** Sends whatever is new after the cursor; one look at a time, a signal meanwhile asks for another. */
    const sendNew = async () => {
      if (looking) {
        lookAgain = true;
        return;
      }
      looking = true;
      try {
        do {
          lookAgain = false;
          const rows = await findNotificationsAfter(app.db, userId, position, REPLAY_LIMIT);
          for (const row of rows) {
            if (closed) return;
            position = row.notification.seq;
            res.write(`id: ${position}\nevent: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify(toNotification(row))}\n\n`);
          }
        } while (lookAgain && !closed);
      } catch (error) {
        // The database is away: the stream stays open, the next signal (or reconnect) looks again.
        request.log.warn({ err: error }, 'Could not read new notifications for a stream');
      } finally {
        looking = false;
      }
    };

    /** A job of the member's moved: its state as it is now (the page asks again if one is missed). */
    const sendJob = async (jobId: string) => {
      try {
        const job = await readOwnJob(app.db, userId, jobId);
        if (job && !closed) res.write(`event: ${JOB_EVENT}\ndata: ${JSON.stringify(job)}\n\n`);
      } catch (error) {
        request.log.warn({ err: error, jobId }, 'Could not read a job for a stream');
      }
    };

    const unsubscribe = live.subscribe(({ kind, userId: recipient, jobId }) => {
      if (kind === 'new-notifications' && (recipient === null || recipient === userId)) void sendNew();
      if (kind === 'job-changed' && recipient === userId && jobId) void sendJob(jobId);
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const end = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      slot.release();
      openStreams.delete(end);
      res.end();
    };
    openStreams.add(end);
    res.on('close', end);
    // A client gone before the listener was attached has had its 'close' already: its place is given back now.
    if (res.destroyed || !res.socket || res.socket.destroyed) return end();
    slot.start(end);
    await sendNew();
  };
}
