import type { Readable } from 'node:stream';

/**
 * Where uploaded files are kept (profile pictures, dispute evidence). Features only put, get and
 * delete by key, so an object store can take the local disk's place without touching them.
 */
export type FileStorage = {
  /** Stores `content` under `key`, replacing what was there. */
  put(key: string, content: Buffer, options: { contentType: string }): Promise<void>;
  /** The file, streamed, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of what it holds open (an object store's connections) when the app closes. */
  close?(): void;
};

export type StoredFile = { body: Readable; size: number };

/** Folder-like segments of letters, digits, `-` and `_`, then an extension: nothing that can climb out of a folder. */
const storageKeyPattern = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]{1,8}$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 200 && storageKeyPattern.test(key);
}

/**
 * Keys under this folder are never served at /uploads (dispute evidence): their feature serves
 * them itself, to those allowed to read them.
 */
export const PRIVATE_KEY_PREFIX = 'private/';

/** A key /uploads may serve to anyone: a valid key outside the private folder. */
export function isPublicStorageKey(key: string): boolean {
  return isStorageKey(key) && !key.startsWith(PRIVATE_KEY_PREFIX);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The content type a stored file is served with, from its key's extension. */
export function contentTypeOfKey(key: string): string {
  return contentTypes[key.split('.').at(-1) ?? ''] ?? 'application/octet-stream';
}
