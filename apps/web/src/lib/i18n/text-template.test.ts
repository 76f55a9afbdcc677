import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { TEXT_SLOT, textTemplate } from './text-template';

describe('text templates', () => {
  it('fills the open value where the translation put it', () => {
    const alt = textTemplate(`Photo du ${TEXT_SLOT}`);
    expect(alt('14/05/2024')).toBe('Photo du 14/05/2024');
    expect(textTemplate(`${TEXT_SLOT} : sélectionner`)('Photo')).toBe('Photo : sélectionner');
  });

  it('fills every place a translation repeats the value', () => {
    expect(textTemplate(`${TEXT_SLOT} (${TEXT_SLOT})`)('a')).toBe('a (a)');
  });

  it('keeps a translation that leaves the value out as it is', () => {
    expect(textTemplate('Photo')('14/05/2024')).toBe('Photo');
  });

  it('gives the texts i18next gives, in French and in English', async () => {
    for (const language of ['fr', 'en']) {
      const t = i18n.getFixedT(language);
      const name = 'Vidéo du 1er mai 2024, 0:42';
      const template = textTemplate(t('media.selection.toggle', { name: TEXT_SLOT }));
      expect(template(name)).toBe(t('media.selection.toggle', { name }));
      expect(template(name)).toContain(name);
    }
  });
});
