import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB } from './byte-units';
import { base64ByteLength, tempPhotosToEvict, validateTempPhotoData } from './temp-photo';

const HOUR = 3_600_000;

describe('validateTempPhotoData', () => {
  it('needs a non-empty string', () => {
    expect(validateTempPhotoData(undefined)).toMatchObject({
      code: 'temp_photo.invalid_base64_data',
    });
    expect(validateTempPhotoData(42)).toMatchObject({ code: 'temp_photo.invalid_base64_data' });
    expect(validateTempPhotoData('')).toMatchObject({ code: 'temp_photo.invalid_base64_data' });
  });

  it('needs well-formed base64', () => {
    expect(validateTempPhotoData('abc')).toMatchObject({
      code: 'temp_photo.invalid_base64_format',
    });
    expect(validateTempPhotoData('ab!=')).toMatchObject({
      code: 'temp_photo.invalid_base64_format',
    });
    expect(validateTempPhotoData('data:image/png;base64,AAAA')).toMatchObject({
      code: 'temp_photo.invalid_base64_format',
    });
    expect(validateTempPhotoData('aGk=')).toEqual({ ok: true, byteLength: 2 });
  });

  it('allows 15 MB of decoded data and refuses more', () => {
    const limit = 15 * BYTES_PER_MB;
    const exact = 'A'.repeat((limit / 3) * 4);
    expect(validateTempPhotoData(exact)).toEqual({ ok: true, byteLength: limit });
    const over = 'A'.repeat((limit / 3) * 4 + 4);
    expect(validateTempPhotoData(over)).toMatchObject({ code: 'temp_photo.too_large' });
  });
});

describe('base64ByteLength', () => {
  it('accounts for padding', () => {
    expect(base64ByteLength('aGVsbG8=')).toBe(5);
    expect(base64ByteLength('aGk=')).toBe(2);
    expect(base64ByteLength('aA==')).toBe(1);
    expect(base64ByteLength('aGVs')).toBe(3);
  });
});

describe('tempPhotosToEvict', () => {
  const now = 100 * HOUR;

  it('removes photos older than 24 hours', () => {
    const photos = [
      { filename: 'old', created: now - 24 * HOUR - 1 },
      { filename: 'edge', created: now - 24 * HOUR },
      { filename: 'new', created: now },
    ];
    expect(tempPhotosToEvict(photos, now).map((photo) => photo.filename)).toEqual(['old']);
  });

  it('makes room for one more within 50 photos, oldest first', () => {
    const photos = Array.from({ length: 50 }, (_, index) => ({
      filename: `p${index}`,
      created: now - index * 1000,
    }));
    expect(tempPhotosToEvict(photos, now).map((photo) => photo.filename)).toEqual(['p49']);
    expect(tempPhotosToEvict(photos.slice(0, 49), now)).toEqual([]);
  });
});
