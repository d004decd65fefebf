import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** The largest upload any route accepts; routes check their own, smaller limits. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });
}
