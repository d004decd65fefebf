/**
 * `npm run bank-details:reencrypt`: the last step of a key rotation (docs/decisions/0004-bank-details-encryption.md).
 *
 * Run with the new key in ENCRYPTION_KEY and the old ones in ENCRYPTION_PREVIOUS_KEYS, as the
 * servers run: every bank account number and IBAN encrypted with an old key is encrypted again with
 * the new one. Running servers keep answering meanwhile on PostgreSQL; the embedded database is
 * one process's, so stop the server first there. Once it reports 0 left, the old keys may go.
 */
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { reencryptBankDetails } from '../features/bank-details';
import { encryptionKeyId } from '../lib/key-ring';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const { reencrypted, left } = await reencryptBankDetails({ db: database.db, config });
    console.log(`Bank details re-encrypted with key ${encryptionKeyId(config.encryptionKey)}: ${reencrypted} rows; ${left} left under previous keys.`);
    if (left > 0) {
      console.error('Rows were being saved meanwhile: run it again.');
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
