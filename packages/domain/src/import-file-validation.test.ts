import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB } from './byte-units';
import { formatErrorMessage } from './errors';
import {
  capSdImport,
  remainingFileSlots,
  takeWithinFileLimit,
  validateDataUrlRead,
  validateImportFile,
} from './import-file-validation';

const MB = BYTES_PER_MB;

describe('validateImportFile', () => {
  it('accepts any image/* or video/* type, with parameters', () => {
    expect(validateImportFile({ name: 'a.gif', size: 10, type: 'image/gif' })).toEqual({
      ok: true,
      mediaType: 'image',
    });
    expect(validateImportFile({ name: 'a.mkv', size: 10, type: 'video/x-matroska; x=y' })).toEqual({
      ok: true,
      mediaType: 'video',
    });
  });

  it('refuses other types with the file name in the text', () => {
    const result = validateImportFile({ name: 'notes.pdf', size: 10, type: 'application/pdf' });
    expect(result).toEqual({
      ok: false,
      code: 'import.unsupported_type',
      params: { file: 'notes.pdf' },
    });
    if (!result.ok) {
      expect(formatErrorMessage(result.code, 'fr', result.params)).toBe(
        'notes.pdf: Type de fichier non supporté (seules les images et vidéos sont acceptées)',
      );
    }
  });

  it('caps images at 15 MB inclusive', () => {
    expect(validateImportFile({ name: 'a.jpg', size: 15 * MB, type: 'image/jpeg' }).ok).toBe(true);
    const result = validateImportFile({ name: 'a.jpg', size: 15 * MB + 1, type: 'image/jpeg' });
    expect(result).toEqual({
      ok: false,
      code: 'import.file_too_large',
      params: { file: 'a.jpg', n: 15 },
    });
    if (!result.ok) {
      expect(formatErrorMessage(result.code, 'fr', result.params)).toBe(
        'a.jpg: Fichier trop volumineux (max 15MB pour images/vidéos)',
      );
    }
  });

  it('caps videos at 50 MB inclusive', () => {
    expect(validateImportFile({ name: 'v.mp4', size: 50 * MB, type: 'video/mp4' }).ok).toBe(true);
    expect(validateImportFile({ name: 'v.mp4', size: 50 * MB + 1, type: 'video/mp4' })).toEqual({
      ok: false,
      code: 'import.file_too_large',
      params: { file: 'v.mp4', n: 50 },
    });
  });
});

describe('validateDataUrlRead', () => {
  it('refuses missing or empty files as invalid', () => {
    expect(validateDataUrlRead(null)).toMatchObject({ code: 'upload.invalid_file' });
    expect(validateDataUrlRead({ size: 0 })).toMatchObject({ code: 'upload.invalid_file' });
    expect(validateDataUrlRead({ size: Number.NaN })).toMatchObject({
      code: 'upload.invalid_file',
    });
  });

  it('reads up to 50 MB and refuses one byte more', () => {
    expect(validateDataUrlRead({ size: 50 * MB })).toEqual({ ok: true });
    const result = validateDataUrlRead({ size: 50 * MB + 1 });
    expect(result).toMatchObject({ ok: false, code: 'generic.file_too_large' });
    if (!result.ok) expect(formatErrorMessage(result.code, 'fr')).toBe('Fichier trop volumineux');
  });
});

describe('remainingFileSlots', () => {
  it('is 999 minus the files already selected, never negative', () => {
    expect(remainingFileSlots(0)).toBe(999);
    expect(remainingFileSlots(998)).toBe(1);
    expect(remainingFileSlots(999)).toBe(0);
    expect(remainingFileSlots(1200)).toBe(0);
    expect(remainingFileSlots(-4)).toBe(999);
    expect(remainingFileSlots(3, 5)).toBe(2);
  });
});

describe('takeWithinFileLimit', () => {
  it('keeps the first files that fit and counts the dropped ones', () => {
    expect(takeWithinFileLimit(['a', 'b', 'c'], 997)).toEqual({
      accepted: ['a', 'b'],
      droppedCount: 1,
    });
    expect(takeWithinFileLimit(['a', 'b'], 0)).toEqual({ accepted: ['a', 'b'], droppedCount: 0 });
    expect(takeWithinFileLimit(['a'], 999)).toEqual({ accepted: [], droppedCount: 1 });
  });
});

describe('capSdImport', () => {
  it('keeps every photo up to the limit without warning', () => {
    expect(capSdImport([1, 2, 3], 3)).toEqual({ photos: [1, 2, 3], warning: null });
  });

  it('keeps maxFiles photos and warns with the available count', () => {
    const result = capSdImport([1, 2, 3, 4], 3);
    expect(result.photos).toEqual([1, 2, 3]);
    expect(result.warning).toEqual({ code: 'import.sd_limited', params: { n: 3, m: 4 } });
    expect(formatErrorMessage('import.sd_limited', 'fr', result.warning?.params)).toBe(
      'Import limité à 3 photos (4 disponibles)',
    );
  });

  it('defaults to 999 photos', () => {
    const photos = Array.from({ length: 1000 }, (_, index) => index);
    expect(capSdImport(photos).photos).toHaveLength(999);
  });
});
