/**
 * What a database error means, whether raised through pg or PGlite and wrapped by Drizzle
 * (DrizzleQueryError keeps the driver's error as `cause`).
 */

/** The error and the errors it wraps, outermost first. */
function* causes(error: unknown): Generator<object> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    yield current;
    current = 'cause' in current ? current.cause : undefined;
  }
}

function codeOf(error: object): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causes(error)) if (codeOf(e) === '23505') return true;
  return false;
}

/**
 * PostgreSQL's class 22, data exception: a value it cannot take, e.g. a NUL byte in text
 * (22021), a date out of range (22008), a number too large (22003). Requests are validated by
 * the contract before they reach the database, so one of these means a value slipped past it.
 */
export function isDataException(error: unknown): boolean {
  for (const e of causes(error)) if (codeOf(e)?.startsWith('22') && codeOf(e)?.length === 5) return true;
  return false;
}

/**
 * PostgreSQL's query_canceled (57014): the statement ran past `statement_timeout` (or an operator
 * cancelled it). The request may succeed when the database is less busy.
 */
export function isStatementCancelled(error: unknown): boolean {
  for (const e of causes(error)) if (codeOf(e) === '57014') return true;
  return false;
}

/** Node's socket errors when the server is unreachable or the connection drops. */
const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

function isSocketError(error: object, code: string): boolean {
  if (connectionErrorCodes.has(code)) return true;
  // A Unix socket that is not there (postgres:///db?host=/var/run/postgresql while the server is down).
  return code === 'ENOENT' && 'syscall' in error && error.syscall === 'connect';
}

/**
 * PostgreSQL's own: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now
 * (starting up or shutting down), 53300 too_many_connections, and class 08, connection exception.
 */
const serverUnavailableCodes = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-pg reports a lost or refused connection in words, without a code. */
const lostConnectionMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Client was closed and is not queryable',
];

/**
 * Whether the database is away (stopped, restarting, unreachable, out of connections) rather
 * than refusing this query: the request may succeed later, so it is answered 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    const code = codeOf(e);
    if (code && (isSocketError(e, code) || serverUnavailableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (code === undefined && e instanceof Error && lostConnectionMessages.some((m) => e.message.startsWith(m))) return true;
  }
  return false;
}
