import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found as the nearest folder above this module that
 * holds a package.json. The module is src/lib/server-root.ts when run from source (tsx, tests) and
 * part of dist/server.js when bundled (`npm start`): a fixed relative path would hold for only one.
 */
function findServerRoot(): string {
  const moduleDir = dirname(fileURLToPath(import.meta.url));
  for (let dir = moduleDir; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${moduleDir}`);
  }
}

export const serverRoot = findServerRoot();
