import type { FastifyInstance } from 'fastify';
import type { MailOutboxWorker } from '../../mail/outbox-worker';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Sends the mail the app writes to the outbox (src/mail/outbox.ts). */
    mailOutbox: MailOutboxWorker;
  }
}

/**
 * Runs the outbox worker in this API process: it starts with the app, looks at the outbox at
 * once after an answer whose request wrote mail (so the mail follows the answer, never delays
 * it), and otherwise every poll interval for mail written by other processes and retries.
 */
export function registerMailOutbox(app: FastifyInstance, worker: MailOutboxWorker): void {
  app.decorate('mailOutbox', worker);
  app.addHook('onReady', async () => {
    worker.start();
  });
  app.addHook('onResponse', async () => {
    worker.nudge();
  });
}
