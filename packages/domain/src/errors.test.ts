import { describe, expect, it } from 'vitest';
import { errorMessages, formatErrorMessage, isErrorCode, type ErrorCode } from './errors';
import { placeholdersOf } from './message-format';
import { noticeMessages } from './notices';

const codes = Object.keys(errorMessages) as ErrorCode[];

describe('errorMessages', () => {
  it('keeps the generic codes the HTTP layer relies on', () => {
    for (const code of [
      'auth.unauthenticated',
      'request.validation_failed',
      'request.not_found',
      'request.internal',
    ]) {
      expect(isErrorCode(code)).toBe(true);
    }
  });

  it.each(codes)('%s has non-empty fr and en texts with the same placeholders', (code) => {
    const { fr, en } = errorMessages[code];
    expect(fr.trim()).not.toBe('');
    expect(en.trim()).not.toBe('');
    expect(placeholdersOf(en)).toEqual(placeholdersOf(fr));
  });

  it('uses dotted lower-case codes', () => {
    for (const code of codes) expect(code).toMatch(/^[a-z_]+\.[a-z0-9_]+$/);
  });

  it('shares no code with the notices', () => {
    expect(codes.filter((code) => Object.hasOwn(noticeMessages, code))).toEqual([]);
  });

  it('keeps spec texts verbatim', () => {
    expect(errorMessages['auth.unauthenticated'].fr).toBe('Utilisateur non connecté');
    expect(errorMessages['drive.unauthenticated'].fr).toBe('Utilisateur non authentifié');
    expect(errorMessages['drive.move_into_itself'].fr).toBe(
      'Impossible de déplacer un dossier dans lui-même ou ses sous-dossiers',
    );
    expect(errorMessages['storage_manager.permanent_delete_failed'].fr).toBe(
      'Une erreur est survenue lors de la suppression définitive.',
    );
    expect(errorMessages['folder.fs_access_unsupported'].fr).toBe(
      "L'API File System Access n'est pas supportée par ce navigateur.",
    );
  });
});

describe('isErrorCode', () => {
  it('accepts catalogue codes only, not inherited keys', () => {
    expect(isErrorCode('pin.invalid_format')).toBe(true);
    expect(isErrorCode('pin.unknown')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('')).toBe(false);
  });
});

describe('formatErrorMessage', () => {
  it('fills every placeholder in both languages', () => {
    expect(
      formatErrorMessage('quota.storage_limit_reached', 'fr', {
        used: '510 MB',
        limit: '500 MB',
        plan: 'decouverte',
      }),
    ).toBe('Limite de stockage atteinte. Utilisé: 510 MB/500 MB (Plan decouverte)');
    expect(formatErrorMessage('import.file_too_large', 'en', { file: 'IMG_1.JPG', n: 15 })).toBe(
      'IMG_1.JPG: File too large (max 15MB for images/videos)',
    );
    expect(
      formatErrorMessage('import.storage_partially_rejected', 'fr', { x: 3, n: 5, k: 2 }),
    ).toBe('3/5 photos ajoutées. 2 fichiers dépassent la limite de stockage.');
  });

  it('fills repeated placeholders and values that look like placeholders once', () => {
    expect(formatErrorMessage('watch.error', 'fr', { message: '{message}' })).toBe(
      'Erreur surveillance: {message}',
    );
  });

  it('leaves a missing param visible rather than blank', () => {
    expect(formatErrorMessage('upload.failed', 'fr')).toBe("Erreur d'upload: {message}");
  });

  it('returns texts without placeholders unchanged', () => {
    expect(formatErrorMessage('pin.invalid_format', 'en', { extra: 1 })).toBe(
      'The PIN must contain exactly 4 digits',
    );
  });
});
