import cookie from '@fastify/cookie';
import { loadCommonPasswords } from '@repertoire/contract';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import type { Config } from './config';
import { createDatabase } from './db/database';
import type { Database } from './db/database';
import { createDisputeSweep, createJobRunner, createJobThread, featureMailComposers, featureRoutes, memberRequestArrived } from './features';
import type { JobRunnerTuning } from './features';
import { systemClock } from './lib/clock';
import { noSuchEndpoint } from './lib/errors';
import type { Clock } from './lib/clock';
import { createMailer } from './mail/mailer';
import type { Mailer } from './mail/mailer';
import { createMailOutboxWorker } from './mail/outbox-worker';
import type { MailOutboxWorkerOptions } from './mail/outbox-worker';
import { registerAuthentication } from './plugins/app/authentication';
import { registerInfrastructure } from './plugins/app/database';
import { answerError, registerErrorHandler } from './plugins/app/error-handler';
import { loggerOptions } from './plugins/app/logging';
import { registerJobRunner } from './plugins/app/job-runner';
import { registerMailOutbox } from './plugins/app/mail-outbox';
import { pagePreloadHeader, registerLandingPage } from './plugins/app/page-preloads';
import { registerSameOriginCheck } from './plugins/app/same-origin';
import { registerUploads } from './plugins/app/uploads';
import { registerHelmet } from './plugins/external/helmet';
import { registerMultipart } from './plugins/external/multipart';
import { API_PREFIX, registerSwagger } from './plugins/external/swagger';
import { registerWebApp } from './plugins/external/static';
import type { FileStorage } from './storage/file-storage';
import { storageFromConfig } from './storage/storage-from-config';

export type BuildAppOptions = {
  config: Config;
  /** An open, migrated database the caller owns (tests, server.ts). Without it the app opens and migrates its own and closes it with the app. */
  database?: Database;
  /** The mail transport: defaults to SMTP when SMTP_URL is set, else mail saved under DATA_DIR/mail. */
  mailer?: Mailer;
  /** How the outbox worker polls and retries (tests shorten them). */
  mailOutbox?: Pick<MailOutboxWorkerOptions, 'pollIntervalMs' | 'retry'>;
  /** How the job runner polls, leases and how many jobs it runs at once (tests shorten them). */
  jobs?: JobRunnerTuning;
  /** Defaults to the bucket STORAGE_S3_BUCKET names, else the local disk under DATA_DIR/uploads. */
  storage?: FileStorage;
  /** Defaults to the system clock; tests pass one they move on. */
  clock?: Clock;
  /** The configured level with safe serializers when absent; given options keep the safe serializers too. */
  logger?: FastifyServerOptions['logger'];
  /** Runs after the features, inside the /api/v1 scope: tests add throwaway routes here. */
  extraRoutes?: (api: FastifyInstance) => Promise<void> | void;
};

/**
 * The whole API as a Fastify instance, not listening (fastify/demo): external plugins,
 * then app plugins (database, mail, sessions, errors), then the feature routes under /api/v1.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    trustProxy: config.trustProxy,
    // A URL the router cannot decode (bad percent-encoding, an over-long id) gets the API's error body too.
    frameworkErrors: answerError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The validator parses synchronously, so the refused passwords must be in memory before a request comes.
  await loadCommonPasswords();

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config));
  const ownsMailer = !options.mailer;
  const mailer =
    options.mailer ??
    createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, mailDir: join(config.dataDir, 'mail') });
  const clock = options.clock ?? systemClock;
  const ownsStorage = !options.storage;
  const storage = options.storage ?? storageFromConfig(config);
  const mailOutbox = createMailOutboxWorker({
    ...options.mailOutbox,
    db: database.db,
    mailer,
    composers: featureMailComposers(config),
    clock,
    logger: app.log,
  });
  // Deadlines of disputes and confirmation periods of claims (docs/decisions/0005), beside the outbox's worker.
  const disputeSweep = createDisputeSweep({ db: database.db, config, clock, storage }, app.log);
  // Long work (docs/decisions/0017) in every API process: in a thread of its own on PostgreSQL (0023), else beside the outbox's worker.
  const jobRunner =
    config.jobRunner === 'thread'
      ? createJobThread({ config, jobs: options.jobs, logger: app.log })
      : createJobRunner({ ...options.jobs, db: database.db, driver: database.driver, clock, config, storage, logger: app.log });
  // Members' requests come before jobs sharing their thread: a job waits at its next turn while one is being answered
  // (features/jobs/job-pacing.ts). Jobs in a thread of their own hold no turn of this one.
  if (config.jobRunner === 'main') {
    app.addHook('onRequest', (_request, reply, done) => {
      memberRequestArrived(reply.raw);
      done();
    });
  }
  app.addHook('onReady', async () => {
    disputeSweep.start();
    jobRunner.start();
  });
  app.addHook('onClose', async () => {
    // Mail being sent and a sweep under way finish before their transport and database close.
    await disputeSweep.stop();
    await jobRunner.stop();
    await mailOutbox.stop();
    if (ownsMailer) await mailer.close();
    if (ownsStorage) storage.close?.();
    if (ownsDatabase) await database.close();
  });

  // External plugins.
  registerHelmet(app, config);
  await app.register(cookie);
  await registerMultipart(app);
  await registerSwagger(app);

  // App plugins: shared infrastructure on the root instance.
  registerInfrastructure(app, { config, database, clock, storage });
  registerMailOutbox(app, mailOutbox);
  registerJobRunner(app, jobRunner);
  registerSameOriginCheck(app, config.appUrl);
  registerAuthentication(app);
  registerErrorHandler(app);

  // Features.
  await app.register(
    async (api) => {
      for (const routes of featureRoutes) await api.register(routes);
      if (options.extraRoutes) await options.extraRoutes(api);
    },
    { prefix: API_PREFIX },
  );

  // Files: uploads always, the built web app when it exists (production).
  registerUploads(app);
  const servesWebApp = await registerWebApp(app, config);
  if (servesWebApp) registerLandingPage(app);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/uploads/') &&
      (request.headers.accept ?? '').includes('text/html');
    // SPA routing: every page URL is answered by index.html, React Router takes it from there.
    if (servesWebApp && isPage) {
      const preloads = await pagePreloadHeader(app, request, path);
      if (preloads) reply.header('link', preloads);
      // Without validators: the browser cannot revalidate the page into a 304 and keep the
      // Link header it cached with it, whose preloads a logged-out reload would then send.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { etag: false, lastModified: false });
    }
    return reply.code(404).send({ message: path.startsWith('/api/') ? noSuchEndpoint(request.method, path) : 'Not found' });
  });

  return app;
}

async function openDatabase(config: Config): Promise<Database> {
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: config.statementTimeoutMs });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
