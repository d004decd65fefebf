import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/**
 * The built web app (production). Returns whether it is served; the not-found handler then
 * answers other GET pages with index.html (SPA routing).
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<boolean> {
  if (!existsSync(join(config.webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    wildcard: false,
    cacheControl: false,
    setHeaders: (res, path) => {
      // Vite fingerprints everything under assets/; index.html must be revalidated to pick up new builds.
      if (path.includes(`${join('/', 'assets', '/')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (path.endsWith('index.html')) res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  return true;
}
