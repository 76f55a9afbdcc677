import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
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
