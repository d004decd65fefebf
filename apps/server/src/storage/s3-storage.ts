import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { ServiceUnavailable } from '../lib/errors';
import { assertStorageKey } from './file-storage';
import type { FileStorage } from './file-storage';

/** Where the bucket is and how to reach it (STORAGE_S3_* in config.ts). */
export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Ceph, R2…); absent for AWS itself. */
  endpoint: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what most self-hosted stores expect. */
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (instance or task role, shared profile, web identity). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined } | undefined;
};

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Seconds a client waits before trying again while the object store is away. */
const STORE_RETRY_AFTER_SECONDS = 5;

/**
 * The store could not be reached, timed out, or failed on its side (5xx): the same request may well
 * succeed in a moment, so it is answered 503 with Retry-After, as a database outage is. A refusal
 * that asking again will not mend (bad credentials, no such bucket) stays an error of ours (500).
 */
function unavailableOrRethrow(error: unknown): never {
  const storeFailed = error instanceof S3ServiceException ? (error.$metadata.httpStatusCode ?? 500) >= 500 : true;
  if (storeFailed) {
    throw Object.assign(new ServiceUnavailable('Files cannot be stored or read just now: please try again in a moment', { 'retry-after': String(STORE_RETRY_AFTER_SECONDS) }), { cause: error });
  }
  throw error;
}

/**
 * Uploads in an S3-compatible bucket, one object per key: every API process that names the same
 * bucket serves every upload, whichever process received it.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK's default checksums (CRC32 on every upload) are not understood by every
    // S3-compatible store; send them only where the operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer is given up on rather than holding the request open.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
  const send: S3Client['send'] = (command) => client.send(command).catch(unavailableOrRethrow);
  const { bucket } = options;
  return {
    async put(key, content, { contentType }) {
      assertStorageKey(key);
      // One request: S3 makes the object visible whole or not at all.
      await send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: content, ContentType: contentType, ContentLength: content.length }));
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const { Body: body, ContentLength: size } = await send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(body instanceof Readable)) throw new Error(`The object store sent no stream for ${key}`);
        if (size === undefined) {
          body.destroy();
          throw new Error(`The object store sent no length for ${key}`);
        }
        return { body, size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      // S3 answers a delete of a missing key as a success.
      await send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    close() {
      client.destroy();
    },
  };
}
