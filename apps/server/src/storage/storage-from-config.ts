import type { Config } from '../config';
import { uploadsDir } from '../lib/uploads';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';

/**
 * The bucket STORAGE_S3_BUCKET names, else the local disk under DATA_DIR/uploads, which only
 * serves a single process (or several on one shared folder).
 */
export function storageFromConfig(config: Config): FileStorage {
  return config.s3Storage ? createS3Storage(config.s3Storage) : createLocalDiskStorage(uploadsDir(config));
}
