import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../../config';

/**
 * What the request log may say (OWASP ASVS: no secret in a log). Mailed links carry single-use
 * tokens in their query (`/?verify=…`, `/account/password/reset/…?token=…`), so query values with
 * a secret's name are replaced (bank account numbers too, should a client ever put one in a URL); a failed query's parameters (a password hash, a phone number) and
 * the values PostgreSQL echoes back are left out of logged errors.
 */
const secretParameters = new Set(['token', 'verify', 'password', 'secret', 'code', 'key', 'signature', 'iban', 'account_number']);
export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const pairs = url.slice(queryStart + 1).split('&');
  const redacted = pairs.map((pair) => {
    const [name = ''] = pair.split('=', 1);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed escape stays as it came; its value is still checked by the raw name.
    }
    return secretParameters.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, queryStart)}?${redacted.join('&')}`;
}

const keptErrorFields = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

function hasParams(error: Error): error is Error & { query: string; params: unknown[] } {
  return 'params' in error && Array.isArray(error.params) && 'query' in error && typeof error.query === 'string';
}

/** The message without values: Drizzle's names the query's parameters, PostgreSQL's data errors (class 22) quote the value. */
function safeMessage(error: Error): string {
  if (hasParams(error)) return `Failed query: ${error.query}`;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return error.message.replace(/: .*$/s, `: ${REDACTED}`);
  return error.message;
}

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const message = safeMessage(error);
  const stack = (error.stack ?? '').replace(error.message, message);
  const out: SerializedError = { type: error.name, message, stack };
  for (const field of keptErrorFields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

export const safeLogSerializers = { req: serializeRequest, err: serializeError, error: serializeError };

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options: the configured level, or the caller's options, always with the safe serializers. */
export function loggerOptions(config: Config, given: LoggerOption): LoggerOption {
  if (given === false) return false;
  const base = given && given !== true ? given : { level: config.logLevel };
  return { ...base, serializers: { ...base.serializers, ...safeLogSerializers } };
}
