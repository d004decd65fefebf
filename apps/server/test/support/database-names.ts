/** Every database the server suite creates starts with this, followed by its creation time in seconds. */
export const TEST_DATABASE_PREFIX = 'repertoire_test_';

/** Local PostgreSQL through its Unix socket, where the OS user is trusted; override with TEST_DATABASE_URL. */
export function adminDatabaseUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres:///postgres?host=/var/run/postgresql');
  if (!url.username && !url.searchParams.has('user')) url.searchParams.set('user', process.env.PGUSER ?? 'root');
  return url.toString();
}
