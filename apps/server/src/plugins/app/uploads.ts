import type { FastifyInstance } from 'fastify';
import { UPLOADS_PREFIX } from '../../lib/uploads';
import { contentTypeOfKey, isPublicStorageKey } from '../../storage/file-storage';

/**
 * Uploaded public files at /uploads/<key>, read through the file storage (src/storage), whichever it is.
 * Keys are random, so files are served without a session and cached for good: a new picture gets
 * a new key. Each answer forbids running anything, should a file ever hold more than its type says.
 */
export function registerUploads(app: FastifyInstance): void {
  app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Private files (dispute evidence) are served by their feature to those allowed to read them.
    const file = isPublicStorageKey(key) ? await app.storage.get(key) : null;
    if (!file) return reply.code(404).send({ message: 'Not found' });
    return reply
      .header('content-type', contentTypeOfKey(key))
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.body);
  });
}
