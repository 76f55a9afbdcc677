import { failure, type CheckFailure } from './check-result';
import { TEMP_PHOTO_STORE } from './import-timings';

const BASE64_ALPHABET = /^[A-Za-z0-9+/]*={0,2}$/;

export type TempPhotoDataCheck =
  | { readonly ok: true; readonly byteLength: number }
  | CheckFailure<
      'temp_photo.invalid_base64_data' | 'temp_photo.invalid_base64_format' | 'temp_photo.too_large'
    >;

/** Decoded size of well-formed base64 (length a multiple of 4, padding at most 2). */
export function base64ByteLength(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length / 4) * 3 - padding;
}

/** Checks a temporary photo's base64 (without data-URL prefix) before it is stored. */
export function validateTempPhotoData(data: unknown): TempPhotoDataCheck {
  if (typeof data !== 'string' || data === '') return failure('temp_photo.invalid_base64_data');
  if (data.length % 4 !== 0 || !BASE64_ALPHABET.test(data)) {
    return failure('temp_photo.invalid_base64_format');
  }
  const byteLength = base64ByteLength(data);
  if (byteLength > TEMP_PHOTO_STORE.maxBytesPerPhoto) return failure('temp_photo.too_large');
  return { ok: true, byteLength };
}

export interface StoredTempPhoto {
  readonly filename: string;
  readonly created: number;
}

/**
 * Photos to delete before saving one more: those older than 24 hours, then the oldest until
 * there is room for the new one within the 50-photo cap.
 */
export function tempPhotosToEvict<T extends StoredTempPhoto>(
  photos: readonly T[],
  now: number,
): T[] {
  const expired = photos.filter((photo) => now - photo.created > TEMP_PHOTO_STORE.maxAgeMs);
  const kept = photos
    .filter((photo) => !expired.includes(photo))
    .sort((a, b) => a.created - b.created);
  const excess = Math.max(0, kept.length - (TEMP_PHOTO_STORE.maxPhotos - 1));
  return [...expired, ...kept.slice(0, excess)];
}
