import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SIGNED_BLOB_ROUTE_PREFIX = '/api/v1/blobs/';
const SECRET_FILE_NAME = 'blob-signing.secret';

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/**
 * HMAC-signed links to local-disk blobs, the local counterpart of S3 presigned URLs. The
 * signature covers the key and the expiry, so neither can be changed without the secret.
 */
export class BlobUrlSigner {
  readonly #secret: Buffer;

  constructor(
    secret: string,
    private readonly publicUrl: string | null,
    private readonly clock: () => number = Date.now,
  ) {
    this.#secret = Buffer.from(secret, 'utf8');
  }

  sign(key: string, expiresInSeconds: number): string {
    const expires = Math.floor(this.clock() / 1000) + Math.max(1, Math.floor(expiresInSeconds));
    const query = new URLSearchParams({
      expires: String(expires),
      signature: this.#signature(key, expires),
    });
    return `${this.publicUrl ?? ''}${SIGNED_BLOB_ROUTE_PREFIX}${key}?${query}`;
  }

  check(key: string, expires: number, signature: string): SignatureCheck {
    const expected = Buffer.from(this.#signature(key, expires));
    const received = Buffer.from(signature);
    if (expected.length !== received.length || !timingSafeEqual(expected, received)) {
      return 'invalid';
    }
    return expires * 1000 <= this.clock() ? 'expired' : 'valid';
  }

  #signature(key: string, expires: number): string {
    return createHmac('sha256', this.#secret).update(`${key}\n${expires}`).digest('base64url');
  }
}

/**
 * The configured secret, else one generated on first start and kept in DATA_DIR (mode 0600) so
 * links stay valid across restarts. Written whole to a temp file then hard-linked into place:
 * link() fails if the file exists, so concurrent first starts agree on one complete secret.
 */
export async function loadOrCreateSigningSecret(
  configured: string | null,
  dataDir: string,
): Promise<string> {
  if (configured !== null) return configured;
  const file = path.join(dataDir, SECRET_FILE_NAME);
  await mkdir(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temp, { force: true });
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`The blob signing secret in ${file} is too short`);
  return secret;
}
