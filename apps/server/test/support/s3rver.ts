import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { createS3Client, S3BlobStore } from '../../src/platform/blobs/s3-blob-store';
import { createTempDir } from './test-config';

export interface S3rverHandle {
  readonly endpoint: string;
  readonly bucket: string;
  stop(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./s3rver-child.mjs', import.meta.url));

/**
 * A local S3 (s3rver) on 127.0.0.1 and a random port. It does not check request signatures,
 * so presigned-URL tampering can only be tested against the local-disk store.
 */
export async function startS3rver(bucket = 'photodossier-test'): Promise<S3rverHandle> {
  const directory = await createTempDir('s3rver');
  const child = spawn(process.execPath, [CHILD, directory.path, bucket], {
    env: { ...process.env, NODE_OPTIONS: '--openssl-legacy-provider' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`s3rver exited early with code ${code}`)));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await directory.remove();
    },
  };
}

/** Our S3 blob store on that s3rver, with the credentials s3rver accepts. */
export function s3BlobStoreOf(s3rver: S3rverHandle): S3BlobStore {
  return new S3BlobStore(
    createS3Client({
      driver: 's3',
      bucket: s3rver.bucket,
      region: 'us-east-1',
      endpoint: s3rver.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
    s3rver.bucket,
  );
}

/** A fresh s3rver and our S3 blob store on it; `close` stops both. */
export async function startS3BlobStore(): Promise<{ store: S3BlobStore; close(): Promise<void> }> {
  const s3rver = await startS3rver();
  const store = s3BlobStoreOf(s3rver);
  return {
    store,
    async close() {
      await store.close();
      await s3rver.stop();
    },
  };
}
