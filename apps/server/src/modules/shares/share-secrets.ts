import { createHash, randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';
import { SHARE_TOKEN_BYTES } from '@photodossier/domain/share';

/** A new link token: 256 random bits, URL-safe. Only its hash is stored. */
export function newShareToken(): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

/**
 * The token's SHA-256: a 256-bit random token needs no salt or slow hash to resist guessing,
 * and a fast exact lookup by hash keeps opening a link one indexed read.
 */
export function shareTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

// scrypt with OWASP's minimum for interactive logins (N=2^17, r=8, p=1): ~128 MiB, ~0.3 s.
// Link passwords are short and chosen by a person, so the hash must be slow.
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 32, saltBytes: 16 } as const;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: BinaryLike, salt: Buffer, cost: { N: number; r: number; p: number }) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, SCRYPT.keyLength, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** "scrypt$N$r$p$salt$hash" (base64url), so the cost can be raised later. */
export async function hashSharePassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltBytes);
  const key = await derive(password.normalize('NFC'), salt, SCRYPT);
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifySharePassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password.normalize('NFC'), Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
