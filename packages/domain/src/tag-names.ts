/*
 * Tag names and the one rule of tag equality, apart from the tag schemas: a list page that
 * compares tags must not build every tag schema on the first screen.
 */

export const TAG_NAME_MAX = 50;

/**
 * The one tag-equality rule (decision 0046): case and accents ignored, so "Botox", "botox" and
 * "bötox" are one tag, as a user expects. The database holds this key next to each name with a
 * unique index per user and kind; every picker and filter, web and server, compares keys.
 */
export function tagKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC');
}

export function sameTag(a: string, b: string): boolean {
  return tagKey(a) === tagKey(b);
}

/**
 * Names as one list of distinct tags: the first spelling of each tag is kept, or the
 * vocabulary's spelling when `known` has the tag.
 */
export function distinctTags(names: readonly string[], known: readonly string[] = []): string[] {
  const spelling = new Map<string, string>();
  for (const name of known) if (!spelling.has(tagKey(name))) spelling.set(tagKey(name), name);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    const key = tagKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(spelling.get(key) ?? name);
  }
  return out;
}
