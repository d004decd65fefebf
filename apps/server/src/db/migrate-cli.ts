import { loadConfig } from '../config';
import { createDatabase } from './database';

/** `npm run db:migrate`: applies the committed migrations to the configured database. */
const config = loadConfig(process.env);
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.driver}).`);
} finally {
  await database.close();
}
