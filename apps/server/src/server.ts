import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { formatDemoAccounts, isDatabaseEmpty, seedDemoData, seedOptionsFor } from './seed/seed';

/** Loads the configuration, opens and migrates the database, listens, and shuts down gracefully. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: config.statementTimeoutMs });
  let app;
  try {
    await database.migrate();
    if (!config.isProduction && (await isDatabaseEmpty(database.db))) {
      const { accounts } = await seedDemoData(database.db, seedOptionsFor(config));
      console.log(formatDemoAccounts(accounts));
    }
    app = await buildApp({ config, database });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  app.log.info(`Repertoire on ${config.appUrl} (database: ${database.driver}${database.driver === 'pglite' ? ` in ${config.dataDir}` : ''})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then closing the database`);
    const timer = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.name !== 'DataDirectoryInUseError') console.error(error.stack);
  process.exit(1);
});
