import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver accepts requests signed with this key pair. */
const S3RVER_KEY = 'S3RVER';

/**
 * A real S3-compatible server of the test's own (s3rver), on a free loopback port with its files
 * in a temporary folder, holding one empty bucket. `env` is what a server process would be given
 * to keep its uploads there.
 */
export class ObjectStore {
  readonly bucket = 'repertoire-uploads';
  private readonly directory = mkdtempSync(join(tmpdir(), 'repertoire-s3-'));
  private readonly server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: this.directory,
    configureBuckets: [{ name: this.bucket }],
  });
  private endpoint = '';

  async start(): Promise<void> {
    const { port } = await this.server.run();
    this.endpoint = `http://127.0.0.1:${port}`;
  }

  get env(): Record<string, string> {
    return {
      STORAGE_S3_BUCKET: this.bucket,
      STORAGE_S3_ENDPOINT: this.endpoint,
      STORAGE_S3_REGION: 'us-east-1',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_KEY,
      AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
    };
  }

  async stop(): Promise<void> {
    await this.server.close();
    rmSync(this.directory, { recursive: true, force: true });
  }
}
