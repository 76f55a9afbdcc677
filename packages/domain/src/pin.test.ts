import { describe, expect, it } from 'vitest';
import { formatErrorMessage } from './errors';
import { hashPin, isPinHash, isValidPin, validatePin, verifyPin } from './pin';

// Reference digests computed with sha256sum.
const SHA256 = {
  '1234': '03ac674216f3e15c761ee1a5e255f067953623c8b388b4459e13f978d7c846f4',
  '0000': '9af15b336e6a9619928537df30b2e6a2376569fcf9d7e773eccede65606529a0',
  '2580': 'ed946f65d2c785d90e827c5ffd879ce3b49c68d4c88013074176a7e73bc58bcf',
  '12345': '5994471abb01112afcc18159f6cc74b4f511b99806da59b3caf5a9c173cacfc5',
  '': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
} as const;
const sha256 = (text: keyof typeof SHA256) => SHA256[text];

describe('isValidPin', () => {
  it.each(['0000', '1234', '9876'])('accepts %s', (pin) => {
    expect(isValidPin(pin)).toBe(true);
  });

  it.each(['123', '12345', '12a4', ' 1234', '1234 ', '١٢٣٤', '', '12.4', '-123'])(
    'refuses %j',
    (pin) => {
      expect(isValidPin(pin)).toBe(false);
    },
  );

  it('refuses non-strings', () => {
    expect(isValidPin(1234)).toBe(false);
    expect(isValidPin(null)).toBe(false);
  });
});

describe('validatePin', () => {
  it('gives the spec text on a bad PIN', () => {
    const result = validatePin('12');
    expect(result).toMatchObject({ ok: false, code: 'pin.invalid_format' });
    expect(formatErrorMessage('pin.invalid_format', 'fr')).toBe(
      'Le PIN doit contenir exactement 4 chiffres',
    );
    expect(validatePin('1234')).toEqual({ ok: true });
  });
});

describe('hashPin', () => {
  it('is the SHA-256 hex of the PIN', async () => {
    expect(await hashPin('1234')).toBe(sha256('1234'));
    expect(await hashPin('0000')).toBe(sha256('0000'));
    expect(isPinHash(await hashPin('4321'))).toBe(true);
  });

  it('refuses to hash anything but 4 digits', async () => {
    await expect(hashPin('123')).rejects.toThrow('pin.invalid_format');
  });
});

describe('verifyPin', () => {
  it('accepts the right PIN, case-insensitively on the stored hash', async () => {
    const hash = sha256('2580');
    expect(await verifyPin('2580', hash)).toBe(true);
    expect(await verifyPin('2580', hash.toUpperCase())).toBe(true);
  });

  it('refuses a wrong PIN', async () => {
    expect(await verifyPin('2581', sha256('2580'))).toBe(false);
  });

  it('returns false when the value is not 4 digits, even if its hash matches', async () => {
    expect(await verifyPin('12345', sha256('12345'))).toBe(false);
    expect(await verifyPin('', sha256(''))).toBe(false);
  });

  it('returns false without a usable stored hash', async () => {
    expect(await verifyPin('1234', null)).toBe(false);
    expect(await verifyPin('1234', '')).toBe(false);
    expect(await verifyPin('1234', '1234')).toBe(false);
  });
});
