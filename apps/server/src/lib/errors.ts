/**
 * Errors are values with a status (STYLE §6): services throw these, the one error handler
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
  constructor(message: string) {
    super(503, message);
  }
}
export class TooManyRequests extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many attempts. Please try again later.',
  ) {
    super(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
