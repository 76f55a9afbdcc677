import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadOrCreateSecret } from '../secrets';

export const SIGNED_BLOB_ROUTE_PREFIX = '/api/v1/blobs/';
const SECRET_FILE_NAME = 'blob-signing.secret';

/**
 * The longest a signed link may live, as S3 presigned URLs (7 days): a link whose expiry lies
 * further ahead was not made by this server, or was made to outlive any revocation.
 */
export const SIGNED_LINK_MAX_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

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
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.#secret = Buffer.from(secret, 'utf8');
  }

  sign(key: string, expiresInSeconds: number): string {
    const lifetime = Math.min(SIGNED_LINK_MAX_LIFETIME_SECONDS, Math.floor(expiresInSeconds));
    const expires = Math.floor(this.clock() / 1000) + Math.max(1, lifetime);
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
    const now = this.clock();
    if (expires * 1000 > now + SIGNED_LINK_MAX_LIFETIME_SECONDS * 1000) return 'invalid';
    return expires * 1000 <= now ? 'expired' : 'valid';
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
