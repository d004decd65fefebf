import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorBody } from '@repertoire/contract';
import { AppError } from '../../lib/errors';
import type { FieldError } from '../../lib/errors';
import { clearSessionCookie } from '../../session/session-cookie';

/** Fastify's own client errors, in words a member can act on. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data',
  FST_FILES_LIMIT: 'Send one file at a time',
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_FIELDS_LIMIT: 'The form has too many fields',
};

const statusMessages: Record<number, string> = {
  400: 'The request is not valid',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'The request is too large',
  415: 'This content type is not supported here',
};

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  if (status === 401) clearSessionCookie(reply);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function withErrors(message: string, errors: FieldError[] | undefined): ErrorBody {
  return errors && errors.length > 0 ? { message, errors } : { message };
}

/**
 * The one error handler (fastify/demo): validation → 400 with the first issue as the message,
 * typed application errors → their status, fastify's own 4xx → a clear message, anything else →
 * 500 that is logged and never shows internals. Every 401 clears the session cookie (DESIGN).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return send(reply, 400, { message: errors[0]?.message ?? 'Validation failed', errors });
    }
    if (error instanceof ZodError) {
      const errors = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return send(reply, 400, { message: errors[0]?.message ?? 'Validation failed', errors });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.statusCode, withErrors(error.message, error.errors));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = frameworkMessages[error.code] ?? statusMessages[status] ?? error.message;
      return send(reply, status, { message });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return send(reply, 500, { message: 'Something went wrong on our side' });
  });
}
