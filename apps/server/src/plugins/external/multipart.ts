import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequest, PayloadTooLarge } from '../../lib/errors';

/** The upload limit of a route that sets none; each route passes its own (readUploadedFile's maxBytes). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

/**
 * The one file of a multipart/form-data upload, read into memory; undefined when the request
 * carries none. A file over `maxBytes` is a 413 with `tooLargeMessage`; a body that is not valid
 * multipart (no or a wrong boundary, cut short, garbage part headers) is a 400. The parser
 * (busboy) reports those as plain errors without a status, which would otherwise answer 500.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { maxBytes: number; tooLargeMessage: string },
): Promise<Buffer | undefined> {
  return (await readNamedUploadedFile(request, options))?.content;
}

/** An uploaded file with the name the sender's computer gave it (a hint, never trusted: see readUploadedFile). */
export type UploadedFile = { content: Buffer; fileName: string };

/** As readUploadedFile, with the file's name, for a download that gives it back. */
export async function readNamedUploadedFile(
  request: FastifyRequest,
  options: { maxBytes: number; tooLargeMessage: string },
): Promise<UploadedFile | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const file = await request.file({ limits: { fileSize: options.maxBytes } });
    return file ? { content: await file.toBuffer(), fileName: file.filename } : undefined;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLarge(options.tooLargeMessage);
    // The multipart plugin's own limits (too many files, parts or fields) carry their 4xx already.
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) throw error;
    throw new BadRequest('The upload is not valid multipart/form-data: send the file as the form field "file"');
  }
}
