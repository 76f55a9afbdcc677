/** Stands for the value a template leaves open; no translation contains it. */
export const TEXT_SLOT = '\u{E000}';

/**
 * A translated text with one value left open (translate it with `TEXT_SLOT` as that value),
 * filled by joining strings. i18next's `t` leaves a few kilobytes of garbage per call, and a
 * gallery names thousands of tiles with the same three texts: the collector's pauses showed as
 * long tasks while scrolling.
 */
export function textTemplate(translated: string): (value: string) => string {
  const parts = translated.split(TEXT_SLOT);
  return parts.length === 1 ? () => translated : (value) => parts.join(value);
}
