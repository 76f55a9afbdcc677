import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadOrCreateSecret } from '../secrets';

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

/** The configured secret, else one generated once into DATA_DIR (see loadOrCreateSecret). */
export function loadOrCreateSigningSecret(
  configured: string | null,
  dataDir: string,
): Promise<string> {
  return loadOrCreateSecret(configured, dataDir, SECRET_FILE_NAME);
}
