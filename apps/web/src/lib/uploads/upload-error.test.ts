import { describe, expect, it } from 'vitest';
import { isQuotaRefusal, isRetryableUploadError, uploadErrorText } from './upload-error';

function tusError(status: number, body: string) {
  return Object.assign(new Error('tus: unexpected response'), {
    originalResponse: { getStatus: () => status, getBody: () => body },
  });
}

describe('upload error texts', () => {
  it("shows the server's problem in the user's language, with its params", () => {
    const body = JSON.stringify({ code: 'upload.quota_exceeded_percent', params: { percent: 97 } });
    expect(uploadErrorText(tusError(413, body))).toBe(
      'Quota de stockage dépassé. Vous utilisez 97% de votre espace disponible.',
    );
    expect(
      uploadErrorText(tusError(415, JSON.stringify({ code: 'upload.unsupported_type' }))),
    ).toBe(
      'Type de fichier non supporté. Utilisez JPG, PNG, WebP pour les images ou MP4, MOV, AVI, WebM pour les vidéos.',
    );
  });

  it('says the network failed when no answer came back', () => {
    expect(uploadErrorText(Object.assign(new Error('x'), { originalResponse: null }))).toBe(
      'Erreur réseau. Vérifiez votre connexion internet.',
    );
  });

  it('falls back on "Erreur d\'upload" with the status for a body without code', () => {
    expect(uploadErrorText(tusError(502, '<html>Bad gateway</html>'))).toBe(
      "Erreur d'upload: HTTP 502",
    );
    expect(uploadErrorText(tusError(403, ''))).toBe(
      'Permissions insuffisantes pour uploader le fichier',
    );
  });

  it('recognises the quota refusals, which open the storage-full dialog', () => {
    const quota = JSON.stringify({
      code: 'upload.quota_exceeded_percent',
      params: { percent: 99 },
    });
    const limit = JSON.stringify({ code: 'quota.storage_limit_reached', params: {} });
    expect(isQuotaRefusal(tusError(413, quota))).toBe(true);
    expect(isQuotaRefusal(tusError(413, limit))).toBe(true);
    expect(isQuotaRefusal(tusError(413, JSON.stringify({ code: 'upload.file_too_large' })))).toBe(
      false,
    );
    expect(isQuotaRefusal(new Error('offline'))).toBe(false);
  });

  it('offers no retry when the server refused the file itself', () => {
    const refused = (status: number, code: string) => tusError(status, JSON.stringify({ code }));
    expect(isRetryableUploadError(refused(415, 'upload.unsupported_type'))).toBe(false);
    expect(isRetryableUploadError(refused(413, 'upload.file_too_large'))).toBe(false);
    expect(isRetryableUploadError(refused(400, 'upload.invalid_file'))).toBe(false);
    expect(isRetryableUploadError(refused(413, 'upload.quota_exceeded_percent'))).toBe(true);
    expect(isRetryableUploadError(tusError(502, 'Bad gateway'))).toBe(true);
    expect(isRetryableUploadError(tusError(429, ''))).toBe(true);
    expect(isRetryableUploadError(Object.assign(new Error('x'), { originalResponse: null }))).toBe(
      true,
    );
  });
});
