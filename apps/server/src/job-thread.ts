/**
 * The job thread's entry (features/jobs/job-thread.ts starts it; docs/decisions/0023): its own connections to
 * PostgreSQL, its own file storage, and a job runner that claims jobs as every runner does. Every job kind registers
 * itself when its feature loads, so the features are loaded here too.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createDatabase } from './db/database';
import { createJobRunner } from './features';
import type { FromJobThread, JobThreadData, ToJobThread } from './features/jobs';
import { serializeError } from './plugins/app/logging';
import { storageFromConfig } from './storage/storage-from-config';

if (!parentPort) throw new Error('src/job-thread.ts runs as a worker thread of the server, not on its own');
const port = parentPort;

const tell = (message: FromJobThread) => port.postMessage(message);
// An error crosses to the server's logger as its safe log form (no query values): what else it carries may not cross.
const logAt =
  (level: 'info' | 'warn' | 'error') =>
  (obj: object, msg: string): void =>
    tell({ type: 'log', level, obj: 'err' in obj ? { ...obj, err: serializeError(obj.err) } : obj, msg });
const logger = { info: logAt('info'), warn: logAt('warn'), error: logAt('error') };

const given = workerData as JobThreadData;
// Buffers arrive as plain byte arrays across threads.
const config = {
  ...given.config,
  encryptionKey: Buffer.from(given.config.encryptionKey),
  previousEncryptionKeys: given.config.previousEncryptionKeys.map((key) => Buffer.from(key)),
};
if (!config.databaseUrl) throw new Error('The job thread needs DATABASE_URL: the embedded database cannot be shared with a thread');

const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: config.statementTimeoutMs });
const storage = storageFromConfig(config);
const runner = createJobRunner({ ...given.jobs, db: database.db, driver: database.driver, config, storage, logger });
runner.start();

port.on('message', (message: ToJobThread) => {
  if (message.type === 'wake') runner.wake();
  else if (message.type === 'drain')
    void runner
      .drain()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Could not run the jobs due');
        return 0;
      })
      .then((ran) => tell({ type: 'drained', id: message.id, ran }));
  else void stop();
});

async function stop(): Promise<void> {
  await runner.stop();
  storage.close?.();
  await database.close();
  // Nothing left holds the thread: it ends, and the server sees it end.
  port.close();
}
