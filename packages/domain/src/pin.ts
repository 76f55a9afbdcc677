import { failure, type CheckFailure } from './check-result';
import { PIN_LENGTH } from './pin-limits';

const PIN_PATTERN = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);
const SHA256_HEX = /^[0-9a-f]{64}$/;

export function isValidPin(pin: unknown): pin is string {
  return typeof pin === 'string' && PIN_PATTERN.test(pin);
}

export function validatePin(pin: unknown): { ok: true } | CheckFailure<'pin.invalid_format'> {
  return isValidPin(pin) ? { ok: true } : failure('pin.invalid_format');
}

export function isPinHash(value: unknown): value is string {
  return typeof value === 'string' && SHA256_HEX.test(value);
}

interface DigestOnly {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}

// WebCrypto exists in browsers and Node 20 as globalThis.crypto; the domain's tsconfig has no
// DOM or Node types, hence the narrow local type.
function subtleCrypto(): DigestOnly {
  const subtle = (globalThis as { crypto?: { subtle?: DigestOnly } }).crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto (crypto.subtle) is not available');
  return subtle;
}

/** SHA-256 hex of a 4-digit PIN, the only form in which a PIN is stored. */
export async function hashPin(pin: string): Promise<string> {
  if (!isValidPin(pin)) throw new Error('pin.invalid_format');
  // Digits are ASCII, so their char codes are their UTF-8 bytes.
  const bytes = Uint8Array.from(pin, (char) => char.charCodeAt(0));
  const digest = new Uint8Array(await subtleCrypto().digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** False for anything that is not 4 digits or not a stored hash, without hashing. */
export async function verifyPin(pin: unknown, storedHash: unknown): Promise<boolean> {
  if (!isValidPin(pin) || typeof storedHash !== 'string') return false;
  const expected = storedHash.trim().toLowerCase();
  if (!isPinHash(expected)) return false;
  const actual = await hashPin(pin);
  // Compare every character so the time taken does not reveal the matching prefix.
  let difference = 0;
  for (let index = 0; index < actual.length; index += 1) {
    difference |= actual.charCodeAt(index) ^ expected.charCodeAt(index);
  }
  return difference === 0;
}
