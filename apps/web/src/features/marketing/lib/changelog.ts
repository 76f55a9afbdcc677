import type { Language } from '../../../lib/i18n/languages';

export type ReleaseNotes = { title: string; items: string[] };
export type Release = {
  version: string;
  /** The release day, "2026-11-24". */
  date: string;
  notes: Record<Language, ReleaseNotes>;
};

const RELEASE_HEADING = /^## (\S+) — (\d{4}-\d{2}-\d{2})\s*$/;
const LANGUAGE_HEADING = /^### (fr|en)\s*$/;
const TITLE_LINE = /^\*\*(.+)\*\*\s*$/;

/**
 * Reads CHANGELOG.md (format described at its top). A release missing a language, or a block
 * without its title, is a mistake in the file: it throws so the build's tests catch it rather
 * than showing a half-empty release.
 */
export function parseChangelog(markdown: string): Release[] {
  const releases: Release[] = [];
  let release: {
    version: string;
    date: string;
    notes: Partial<Record<Language, ReleaseNotes>>;
  } | null = null;
  let notes: ReleaseNotes | null = null;

  const close = () => {
    if (!release) return;
    const { fr, en } = release.notes;
    if (!fr?.title || !en?.title)
      throw new Error(`CHANGELOG.md: release ${release.version} needs a titled fr and en block`);
    releases.push({ version: release.version, date: release.date, notes: { fr, en } });
  };

  for (const rawLine of markdown.split('\n')) {
    const line = rawLine.trimEnd();
    const releaseMatch = RELEASE_HEADING.exec(line);
    if (releaseMatch) {
      close();
      release = { version: releaseMatch[1]!, date: releaseMatch[2]!, notes: {} };
      notes = null;
      continue;
    }
    if (!release) continue;
    const languageMatch = LANGUAGE_HEADING.exec(line);
    if (languageMatch) {
      notes = { title: '', items: [] };
      release.notes[languageMatch[1] as Language] = notes;
      continue;
    }
    if (!notes || line.trim() === '') continue;
    const title = TITLE_LINE.exec(line);
    if (title && notes.title === '' && notes.items.length === 0) notes.title = title[1]!;
    else if (line.startsWith('- ')) notes.items.push(line.slice(2).trim());
    else if (/^\s+\S/.test(line) && notes.items.length > 0)
      notes.items[notes.items.length - 1] += ` ${line.trim()}`;
  }
  close();
  return releases;
}

export type InlinePart = { kind: 'text' | 'strong' | 'code'; text: string };

/** The two inline marks the changelog may use, **bold** and `code`; everything else is text. */
export function splitInlineMarks(line: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /\*\*([^*]+)\*\*|`([^`]+)`/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    if (match.index > last) parts.push({ kind: 'text', text: line.slice(last, match.index) });
    parts.push(
      match[1] !== undefined
        ? { kind: 'strong', text: match[1] }
        : { kind: 'code', text: match[2]! },
    );
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
}
