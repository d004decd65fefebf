import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import type { Config } from './config';
import { createDatabase } from './db/database';
import type { Database } from './db/database';
import { featureRoutes } from './features';
import { createMailer } from './mail/mailer';
import type { Mailer } from './mail/mailer';
import { registerAuthentication } from './plugins/app/authentication';
import { registerInfrastructure } from './plugins/app/database';
import { registerErrorHandler } from './plugins/app/error-handler';
import { registerHelmet } from './plugins/external/helmet';
import { registerMultipart } from './plugins/external/multipart';
import { API_PREFIX, registerSwagger } from './plugins/external/swagger';
import { registerUploads, registerWebApp } from './plugins/external/static';

export type BuildAppOptions = {
  config: Config;
  /** An open, migrated database the caller owns (tests, server.ts). Without it the app opens and migrates its own and closes it with the app. */
  database?: Database;
  /** Defaults to SMTP when SMTP_URL is set, else mail saved under DATA_DIR/mail. */
  mailer?: Mailer;
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
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config));
  const ownsMailer = !options.mailer;
  const mailer =
    options.mailer ??
    createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, mailDir: join(config.dataDir, 'mail'), logger: app.log });
  app.addHook('onClose', async () => {
    if (ownsMailer) await mailer.close();
    else await mailer.flush();
    if (ownsDatabase) await database.close();
  });

  // External plugins.
  await registerHelmet(app, config);
  await app.register(cookie);
  await registerMultipart(app);
  await registerSwagger(app);

  // App plugins: shared infrastructure on the root instance.
  registerInfrastructure(app, { config, database, mailer });
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
  await registerUploads(app, config);
  const servesWebApp = await registerWebApp(app, config);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/uploads/') &&
      (request.headers.accept ?? '').includes('text/html');
    // SPA routing: every page URL is answered by index.html, React Router takes it from there.
    if (servesWebApp && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ message: path.startsWith('/api/') ? `No such endpoint: ${request.method} ${path}` : 'Not found' });
  });

  return app;
}

async function openDatabase(config: Config): Promise<Database> {
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
