import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/**
 * The built web app (production). Returns whether it is served; the not-found handler then
 * answers other GET pages with index.html (SPA routing). The build writes each file also
 * brotli- and gzip-compressed beside it (apps/web/vite.config.ts): the encoding the browser
 * accepts is sent as it is, with `Vary: Accept-Encoding`, and nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<boolean> {
  if (!existsSync(join(config.webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    // `/` is the landing page, which the build also writes as finished HTML (landing.html): its
    // route asks for the session first (plugins/app/page-preloads.ts). Every other page is
    // answered by index.html, whose loader the app replaces.
    index: false,
    cacheControl: false,
    setHeaders: (res, path) => {
      // The path of the file sent, which may be the .br or .gz beside the one asked for.
      const file = path.replace(/\.(br|gz)$/, '');
      // Vite fingerprints everything under assets/; the pages must be revalidated to pick up new builds.
      if (file.includes(`${join('/', 'assets', '/')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (file.endsWith('.html')) res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  return true;
}
