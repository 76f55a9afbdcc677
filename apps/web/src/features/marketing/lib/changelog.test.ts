import { describe, expect, it } from 'vitest';
import repositoryChangelog from '../../../../../../CHANGELOG.md?raw';
import { parseChangelog, splitInlineMarks } from './changelog';

describe('CHANGELOG.md', () => {
  it('parses into releases, newest first, each with a titled French and English block', () => {
    const releases = parseChangelog(repositoryChangelog);
    expect(releases.length).toBeGreaterThan(0);
    const dates = releases.map((release) => release.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const release of releases) {
      expect(release.version).toMatch(/^\d+\.\d+\.\d+$/);
      for (const language of ['fr', 'en'] as const) {
        expect(release.notes[language].title).not.toBe('');
        expect(release.notes[language].items.length).toBeGreaterThan(0);
      }
      // Same story in both languages: one English item per French item.
      expect(release.notes.en.items).toHaveLength(release.notes.fr.items.length);
    }
  });
});

describe('parseChangelog', () => {
  it('joins continuation lines to their item and skips the preamble', () => {
    const releases = parseChangelog(
      [
        '# Changelog',
        '- not an item of any release',
        '## 1.2.0 — 2026-01-02',
        '### fr',
        '**Titre**',
        '- premier',
        '  suite',
        '### en',
        '**Title**',
        '- first continued',
      ].join('\n'),
    );
    expect(releases).toEqual([
      {
        version: '1.2.0',
        date: '2026-01-02',
        notes: {
          fr: { title: 'Titre', items: ['premier suite'] },
          en: { title: 'Title', items: ['first continued'] },
        },
      },
    ]);
  });

  it('refuses a release without its English block', () => {
    expect(() => parseChangelog('## 1.0.0 — 2026-01-01\n### fr\n**Titre**\n- un')).toThrow(
      /1\.0\.0/,
    );
  });
});

describe('splitInlineMarks', () => {
  it('keeps bold and code apart from plain text, and leaves other marks as text', () => {
    expect(splitInlineMarks('Le **guide** (`/app`) et _rien_')).toEqual([
      { kind: 'text', text: 'Le ' },
      { kind: 'strong', text: 'guide' },
      { kind: 'text', text: ' (' },
      { kind: 'code', text: '/app' },
      { kind: 'text', text: ') et _rien_' },
    ]);
  });
});
