import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { formatDemoAccounts, isDatabaseEmpty, seedDemoData, seedOptionsFor } from './seed';

/** `npm run db:seed`: demo data into an empty database (never in production). */
const config = loadConfig(process.env);
if (config.isProduction) {
  console.error('Refusing to seed demo data with NODE_ENV=production.');
  process.exit(1);
}
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (await isDatabaseEmpty(database.db)) {
    const { accounts } = await seedDemoData(database.db, seedOptionsFor(config));
    console.log(formatDemoAccounts(accounts));
  } else {
    console.log('The database already has accounts; nothing seeded.');
  }
} finally {
  await database.close();
}
