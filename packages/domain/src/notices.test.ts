import { describe, expect, it } from 'vitest';
import { placeholdersOf } from './message-format';
import { formatNoticeMessage, isNoticeCode, noticeMessages, type NoticeCode } from './notices';

const codes = Object.keys(noticeMessages) as NoticeCode[];

describe('noticeMessages', () => {
  it.each(codes)('%s has non-empty fr and en texts with the same placeholders', (code) => {
    const { fr, en } = noticeMessages[code];
    expect(fr.trim()).not.toBe('');
    expect(en.trim()).not.toBe('');
    expect(placeholdersOf(en)).toEqual(placeholdersOf(fr));
    expect(code).toMatch(/^[a-z_]+\.[a-z0-9_]+$/);
  });

  it('formats the spec texts with their params', () => {
    expect(formatNoticeMessage('folder.configured', 'fr', { folder: 'EOS' })).toBe(
      'Dossier "EOS" configuré avec succès',
    );
    expect(formatNoticeMessage('watch.new_photos_detected', 'fr', { n: 3 })).toBe(
      '3 nouvelle(s) photo(s) détectée(s)',
    );
    expect(formatNoticeMessage('face.data_deleted', 'fr', { count: 12 })).toBe(
      'Données de reconnaissance supprimées (12 éléments)',
    );
    expect(formatNoticeMessage('storage_manager.restored', 'en', { count: 2 })).toBe(
      '2 file(s) restored successfully',
    );
    expect(formatNoticeMessage('email.sent', 'fr')).toBe('Email envoyé avec succès!');
  });

  it('recognises notice codes only', () => {
    expect(isNoticeCode('drive.folder_created')).toBe(true);
    expect(isNoticeCode('drive.load_failed')).toBe(false);
    expect(isNoticeCode('constructor')).toBe(false);
  });
});
