/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; a leading = + - @
 * gets a ' so that a spreadsheet shows it instead of running it as a formula.
 */
export function csvCell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
