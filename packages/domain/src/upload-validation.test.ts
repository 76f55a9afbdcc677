import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB } from './byte-units';
import { formatErrorMessage } from './errors';
import { ACCEPTED_UPLOAD_MIME_TYPES } from './upload-limits';
import { uploadMaxBytes, validateUpload } from './upload-validation';

const MB = BYTES_PER_MB;

describe('validateUpload', () => {
  it('refuses a missing or nonsensical file as invalid', () => {
    expect(validateUpload(null)).toMatchObject({ ok: false, code: 'upload.invalid_file' });
    expect(validateUpload(undefined)).toMatchObject({ ok: false, code: 'upload.invalid_file' });
    expect(validateUpload({ size: -1, type: 'image/png' })).toMatchObject({
      code: 'upload.invalid_file',
    });
    expect(validateUpload({ size: Number.NaN, type: 'image/png' })).toMatchObject({
      code: 'upload.invalid_file',
    });
  });

  it('refuses an empty file with the invalid-or-empty text', () => {
    const result = validateUpload({ size: 0, type: 'image/jpeg' });
    expect(result).toMatchObject({ ok: false, code: 'upload.invalid_or_empty_file' });
  });

  it('accepts a 1-byte image', () => {
    expect(validateUpload({ size: 1, type: 'image/png' })).toEqual({
      ok: true,
      mimeType: 'image/png',
      mediaType: 'image',
    });
  });

  it('accepts an image of exactly 50 MB and refuses one byte more', () => {
    expect(validateUpload({ size: 50 * MB, type: 'image/jpeg' }).ok).toBe(true);
    const tooLarge = validateUpload({ size: 50 * MB + 1, type: 'image/jpeg' });
    expect(tooLarge).toEqual({ ok: false, code: 'upload.file_too_large', params: { max: 50 } });
    if (!tooLarge.ok) {
      expect(formatErrorMessage(tooLarge.code, 'fr', tooLarge.params)).toBe(
        'Fichier trop volumineux (max 50MB)',
      );
    }
  });

  it('accepts a video of exactly 100 MB and refuses one byte more', () => {
    expect(validateUpload({ size: 100 * MB, type: 'video/mp4' })).toMatchObject({
      ok: true,
      mediaType: 'video',
    });
    const tooLarge = validateUpload({ size: 100 * MB + 1, type: 'video/quicktime' });
    expect(tooLarge).toEqual({ ok: false, code: 'upload.file_too_large', params: { max: 100 } });
    if (!tooLarge.ok) {
      expect(formatErrorMessage(tooLarge.code, 'fr', tooLarge.params)).toBe(
        'Fichier trop volumineux (max 100MB)',
      );
    }
  });

  it('lets a 60 MB video through where a 60 MB image fails', () => {
    expect(validateUpload({ size: 60 * MB, type: 'video/webm' }).ok).toBe(true);
    expect(validateUpload({ size: 60 * MB, type: 'image/webp' }).ok).toBe(false);
  });

  it('compares the type without parameters or case', () => {
    expect(validateUpload({ size: 10, type: 'image/jpeg; charset=x' })).toMatchObject({
      ok: true,
      mimeType: 'image/jpeg',
    });
    expect(validateUpload({ size: 10, type: 'VIDEO/MP4' })).toMatchObject({
      ok: true,
      mimeType: 'video/mp4',
    });
  });

  it.each(ACCEPTED_UPLOAD_MIME_TYPES)('accepts %s', (type) => {
    expect(validateUpload({ size: 1000, type }).ok).toBe(true);
  });

  it.each(['image/gif', 'image/heic', 'video/x-matroska', 'application/pdf', '', 'image'])(
    'refuses %j with the spec text',
    (type) => {
      const result = validateUpload({ size: 1000, type });
      expect(result).toMatchObject({ ok: false, code: 'upload.unsupported_type' });
      if (!result.ok) {
        expect(formatErrorMessage(result.code, 'fr', result.params)).toBe(
          'Type de fichier non supporté. Utilisez JPG, PNG, WebP pour les images ou MP4, MOV, AVI, WebM pour les vidéos.',
        );
      }
    },
  );

  it('reports an unsupported type before its size', () => {
    expect(validateUpload({ size: 500 * MB, type: 'application/zip' })).toMatchObject({
      code: 'upload.unsupported_type',
    });
  });

  it('exposes the limit per media type', () => {
    expect(uploadMaxBytes('image')).toBe(52_428_800);
    expect(uploadMaxBytes('video')).toBe(104_857_600);
  });
});
