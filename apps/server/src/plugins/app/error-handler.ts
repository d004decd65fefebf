import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorBody } from '@repertoire/contract';
import { isDataException, isDatabaseUnavailable, isStatementCancelled } from '../../lib/db-errors';
import { AppError, DatabaseUnavailable, RequestTookTooLong } from '../../lib/errors';
import type { FieldError } from '../../lib/errors';
import { clearSessionCookie } from '../../session/session-cookie';

/** Fastify's own client errors, in words a member can act on. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_BAD_URL: 'The address is not valid: check its percent-encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data',
  FST_FILES_LIMIT: 'Send one file at a time',
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PROTO_VIOLATION: 'A form field has a name that is not allowed',
  FST_INVALID_JSON_FIELD_ERROR: 'A form field says it is JSON but is not valid JSON',
  FST_MP_PREMATURE_CLOSE: 'The upload ended before it was complete',
};

/** Statuses the multipart plugin chooses oddly: 406 Not Acceptable is about the answer, not the request. */
const frameworkStatuses: Record<string, number> = {
  FST_INVALID_JSON_FIELD_ERROR: 400,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
};

const statusMessages: Record<number, string> = {
  400: 'The request is not valid',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'The request is too large',
  414: 'The address is too long',
  415: 'This content type is not supported here',
};

/** A list of 20 000 bad items would otherwise be answered with 20 000 field errors. */
const MAX_FIELD_ERRORS = 20;

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  if (status === 401) clearSessionCookie(reply);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function withErrors(message: string, errors: FieldError[] | undefined): ErrorBody {
  return errors && errors.length > 0 ? { message, errors: errors.slice(0, MAX_FIELD_ERRORS) } : { message };
}

function sendAppError(reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return send(reply, error.statusCode, withErrors(error.message, error.errors));
}

function validationFailed(errors: FieldError[]): ErrorBody {
  return withErrors(errors[0]?.message ?? 'Validation failed', errors);
}

/**
 * Every error the API answers, in the one error body (fastify/demo): validation → 400 with the
 * first issue as the message, typed application errors → their status, fastify's own 4xx → a
 * clear message, the database away or a statement past its timeout → 503, anything else → 500
 * that is logged and never shows internals. Every 401 clears the session cookie (docs/architecture.md#sessions). Also Fastify's `frameworkErrors`, so
 * a URL the router cannot decode is answered in the same body.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(
      reply,
      400,
      validationFailed(
        error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: issue.message ?? 'Invalid value',
        })),
      ),
    );
  }
  if (error instanceof ZodError) {
    return send(reply, 400, validationFailed(error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))));
  }
  if (error instanceof AppError) return sendAppError(reply, error);
  if (isDatabaseUnavailable(error)) {
    // Not this request's fault, nor a bug: the same request may succeed once the database is back.
    request.log.warn({ err: error }, 'The database is not answering');
    return sendAppError(reply, new DatabaseUnavailable());
  }
  if (isStatementCancelled(error)) {
    // A runaway query, or a database too busy to answer in time: worth a look, not a bare 500.
    request.log.warn({ err: error }, 'A statement ran past the statement timeout and was cancelled');
    return sendAppError(reply, new RequestTookTooLong());
  }
  if (isDataException(error)) {
    // A value the contract let through but PostgreSQL refuses: the contract should learn to refuse it.
    request.log.error({ err: error }, 'The database refused a value of the request');
    return send(reply, 400, { message: 'The request holds a value that cannot be stored: check the text, numbers and dates sent' });
  }
  const status = frameworkStatuses[error.code] ?? (typeof error.statusCode === 'number' ? error.statusCode : 500);
  if (status >= 400 && status < 500) {
    const message = frameworkMessages[error.code] ?? statusMessages[status] ?? error.message;
    return send(reply, status, { message });
  }
  request.log.error({ err: error }, 'Unhandled error');
  return send(reply, 500, { message: 'Something went wrong on our side' });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}
