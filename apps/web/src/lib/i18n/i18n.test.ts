import { errorMessages, formatErrorMessage, type ErrorCode } from '@photodossier/domain/errors';
import { placeholdersOf } from '@photodossier/domain/message-format';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from './en';
import { fr } from './fr';
import { createI18n, i18n } from './i18n';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

function useBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('resources', () => {
  it('French and English have exactly the same keys', () => {
    const frKeys = flatten(fr)
      .map(([key]) => key)
      .sort();
    const enKeys = flatten(en)
      .map(([key]) => key)
      .sort();
    expect(enKeys).toEqual(frKeys);
  });

  it.each([
    ['fr', fr],
    ['en', en],
  ])('%s has no empty text', (_, resources) => {
    const empty = flatten(resources).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const variables = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const enTexts = new Map(flatten(en));
    for (const [key, text] of flatten(fr)) {
      expect(variables(enTexts.get(key) ?? ''), key).toEqual(variables(text));
    }
  });

  it.each(['fr', 'en'] as const)(
    'serves every domain error code in %s, with its params',
    async (lng) => {
      await i18n.loadLanguages(lng);
      for (const code of Object.keys(errorMessages) as ErrorCode[]) {
        const params = Object.fromEntries(
          placeholdersOf(errorMessages[code][lng]).map((name) => [name, `<${name}>`]),
        );
        expect(i18n.t(`errors:${code}`, { lng, ...params }), code).toBe(
          formatErrorMessage(code, lng, params),
        );
      }
    },
  );
});

describe('language detection and caching', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it.each([
    [['fr-FR'], 'fr'],
    [['en-US'], 'en'],
    [['en-GB', 'fr'], 'en'],
    [['de-DE'], 'fr'],
    [['de'], 'fr'],
    [['es-ES', 'en-US'], 'fr'],
  ])('browser %j is used and stored as %s', (languages, expected) => {
    useBrowserLanguages(languages);
    const instance = createI18n();
    expect(instance.language).toBe(expected);
    expect(localStorage.getItem('i18nextLng')).toBe(expected);
  });

  // A prerendered French page is hidden by index.html when its boot script reckons the reader
  // is not French, and hydrated by main.tsx when i18next says French (decision 0052): both
  // must reach the same answer, or a page stays hidden or shows the wrong language.
  it.each([
    [null, ['fr-FR']],
    [null, ['en-US']],
    [null, ['en-GB', 'fr']],
    [null, ['es-ES', 'en-US']],
    [null, []],
    ['en', ['fr-FR']],
    ['fr', ['en-US']],
    ['fr-FR', ['en-US']],
  ])(
    "index.html's boot script reckons the language i18next picks (stored %s, browser %j)",
    (stored, languages) => {
      const indexHtml = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
      const bootScript = /<script id="theme-boot">([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];
      useBrowserLanguages(languages);
      if (stored !== null) localStorage.setItem('i18nextLng', stored);
      document.documentElement.lang = 'fr';
      new Function(bootScript ?? 'throw new Error("no boot script")')();
      const reckoned = document.documentElement.lang;
      expect(createI18n().language).toBe(reckoned);
    },
  );

  it('prefers the stored choice over the browser', () => {
    useBrowserLanguages(['fr-FR']);
    localStorage.setItem('i18nextLng', 'en');
    expect(createI18n().language).toBe('en');
  });

  it('rewrites an old regional value in storage to the bare language', () => {
    useBrowserLanguages(['en-US']);
    localStorage.setItem('i18nextLng', 'fr-FR');
    const instance = createI18n();
    expect(instance.language).toBe('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });

  it('falls back on the page language when storage and browser say nothing', () => {
    useBrowserLanguages([]);
    document.documentElement.lang = 'en';
    expect(createI18n().language).toBe('en');
  });

  it('stores a language switch as fr/en and mirrors it on <html lang>', async () => {
    useBrowserLanguages(['fr-FR']);
    const instance = createI18n();
    expect(document.documentElement.lang).toBe('fr');
    await instance.changeLanguage('en-US');
    expect(instance.resolvedLanguage).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.documentElement.lang).toMatch(/^en/);
  });
});
