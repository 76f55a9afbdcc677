import { describe, expect, it } from 'vitest';
import { screenFiles } from './add-files';

const MB = 1024 * 1024;

/** A File whose size is faked: no need to allocate megabytes to test the limits. */
function file(name: string, type: string, size: number): File {
  const created = new File(['x'], name, { type });
  Object.defineProperty(created, 'size', { value: size });
  return created;
}

describe('screenFiles', () => {
  it('refuses other types and oversize files with the spec texts, and remembers the last too large', () => {
    const screened = screenFiles(
      [
        file('notes.txt', 'text/plain', 10),
        file('big.jpg', 'image/jpeg', 15 * MB + 1),
        file('ok.jpg', 'image/jpeg', 15 * MB),
        file('clip.mp4', 'video/mp4', 50 * MB),
        file('long.mp4', 'video/mp4', 50 * MB + 1),
      ],
      { alreadySelected: 0, usage: null },
    );
    expect(screened.accepted.map((item) => [item.file.name, item.mediaType])).toEqual([
      ['ok.jpg', 'image'],
      ['clip.mp4', 'video'],
    ]);
    expect(screened.rejections.map((item) => [item.reason, item.message])).toEqual([
      [
        'unsupported_type',
        'notes.txt: Type de fichier non supporté (seules les images et vidéos sont acceptées)',
      ],
      ['too_large', 'big.jpg: Fichier trop volumineux (max 15MB pour images/vidéos)'],
      ['too_large', 'long.mp4: Fichier trop volumineux (max 50MB pour images/vidéos)'],
    ]);
    expect(screened.tooLarge).toEqual({ fileName: 'long.mp4', size: 50 * MB + 1 });
    expect(screened.storage).toBeNull();
  });

  it('takes a type from the extension when the browser gives none', () => {
    const screened = screenFiles([file('IMG_1.MOV', '', 10)], { alreadySelected: 0, usage: null });
    expect(screened.accepted.map((item) => [item.type, item.mediaType])).toEqual([
      ['video/quicktime', 'video'],
    ]);
  });

  it('keeps at most 999 photos, counting those already selected', () => {
    const files = [1, 2, 3].map((n) => file(`p${n}.jpg`, 'image/jpeg', 10));
    const screened = screenFiles(files, { alreadySelected: 997, usage: null });
    expect(screened.accepted.map((item) => item.file.name)).toEqual(['p1.jpg', 'p2.jpg']);
    expect(screened.rejections).toEqual([
      expect.objectContaining({ fileName: 'p3.jpg', reason: 'max_files' }),
    ]);
  });

  it('checks the quota before accepting, counting what is stored, and says how many passed', () => {
    const screened = screenFiles(
      [
        file('a.jpg', 'image/jpeg', 4 * MB),
        file('b.mp4', 'video/mp4', 30 * MB),
        file('c.jpg', 'image/jpeg', 7 * MB),
        file('d.jpg', 'image/jpeg', 2 * MB),
      ],
      { alreadySelected: 0, usage: { usedBytes: 490 * MB, quotaBytes: 500 * MB } },
    );
    // b does not fit, c no longer fits after a, d still does.
    expect(screened.accepted.map((item) => item.file.name)).toEqual(['a.jpg', 'd.jpg']);
    expect(screened.storage).toEqual({
      added: 2,
      offered: 4,
      refused: 2,
      attemptedBytes: 37 * MB,
      message: '2/4 photos ajoutées. 2 fichiers dépassent la limite de stockage.',
    });
    expect(screened.rejections.map((item) => [item.fileName, item.reason])).toEqual([
      ['b.mp4', 'storage'],
      ['c.jpg', 'storage'],
    ]);
  });
});
