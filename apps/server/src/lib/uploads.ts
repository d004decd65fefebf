import { join } from 'node:path';
import type { Config } from '../config';

/** Uploaded files are kept in the file storage (src/storage; by default the local disk under the data directory) and served at /uploads/<key> (plugins/app/uploads.ts). */
export const UPLOADS_PREFIX = '/uploads/';

export function uploadsDir(config: Config): string {
  return join(config.dataDir, 'uploads');
}

/** Where the browser fetches an uploaded file, from the path the database keeps. */
export function uploadUrl(relativePath: string | null): string | null {
  return relativePath ? `${UPLOADS_PREFIX}${relativePath}` : null;
}
