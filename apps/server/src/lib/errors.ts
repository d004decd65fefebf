/**
 * Errors are values with a status (docs/architecture.md#envelope-and-errors): services throw these, the one error handler
 * (plugins/app/error-handler.ts) turns them into the error envelope.
 */
export type FieldError = { path: string; message: string };

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message: string, errors?: FieldError[]) {
    super(400, message, errors);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Please log in to continue') {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

/** What a request to an API path that does not exist is told (and a member, at a staff endpoint). */
export function noSuchEndpoint(method: string, url: string): string {
  return `No such endpoint: ${method} ${url.split('?')[0] ?? url}`;
}
export class Conflict extends AppError {
  constructor(message: string, errors?: FieldError[]) {
    super(409, message, errors);
  }
}
export class PayloadTooLarge extends AppError {
  constructor(message = 'The request is too large') {
    super(413, message);
  }
}
export class Unprocessable extends AppError {
  constructor(message: string, errors?: FieldError[]) {
    super(422, message, errors);
  }
}
export class ServiceUnavailable extends AppError {
  constructor(message: string, headers?: Record<string, string>) {
    super(503, message, undefined, headers);
  }
}
/** Seconds a client waits before trying again while the database is away: a restart takes about this long. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database is away (stopped, restarting, unreachable): the same request may well succeed in a moment. */
export class DatabaseUnavailable extends ServiceUnavailable {
  constructor() {
    super('The database is not answering: please try again in a moment', { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
  }
}
/** "30 seconds", "1 minute", "5 minutes", "2 hours": a wait as a member reads it, rounded up. */
export function describeWait(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 2 * 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

/** 429 with Retry-After, and a message that says when to try again. */
export class TooManyRequests extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, `Too many attempts: try again in ${describeWait(seconds)}`, undefined, { 'retry-after': String(seconds) });
  }
}

/** A statement ran past the database's statement timeout and was cancelled: the request took too long. */
export class RequestTookTooLong extends ServiceUnavailable {
  constructor() {
    super('The request took too long: please try again in a moment', { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
  }
}
