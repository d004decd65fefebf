import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertStorageKey } from './file-storage';
import type { FileStorage } from './file-storage';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** The default storage: files under `root` (DATA_DIR/uploads), one file per key. */
export function createLocalDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  return {
    async put(key, content) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, content);
      await rename(partial, file);
    },
    async get(key) {
      const file = pathOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), size: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
