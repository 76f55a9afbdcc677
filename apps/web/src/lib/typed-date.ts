import type { DateFormat } from '@photodossier/domain/app-preferences';
import { isIsoCalendarDate } from '@photodossier/domain/calendar-date';
import { NUMERIC_DATE_LAYOUTS, type NumericDatePart } from './format';

/*
 * A date typed as the reader writes dates (Paramètres → Format des dates), never as the
 * browser's own language would: a French practitioner in an English browser types 01/06/1985
 * for the 1st of June. The browser's date input follows the browser, so the app's date fields
 * are text fields that read the user's format.
 */

const PART_LENGTH: Record<NumericDatePart, number> = { day: 2, month: 2, year: 4 };

/** "jj/mm/aaaa" from the letters of each part in the reader's language. */
export function datePlaceholder(
  dateFormat: DateFormat,
  letters: Readonly<Record<NumericDatePart, string>>,
): string {
  const { parts, separator } = NUMERIC_DATE_LAYOUTS[dateFormat];
  return parts.map((part) => letters[part]).join(separator);
}

/**
 * The text to show once `typed` replaced `shown`: the digits grouped into the format's parts,
 * with the separator written as soon as a part is complete, so a phone's digit keypad is
 * enough. A part closed early by a separator ("1/") is a one-digit day or month ("01/").
 * Erasing is left as typed, so the separator the field wrote can be erased too.
 */
export function shapeTypedDate(typed: string, shown: string, dateFormat: DateFormat): string {
  if (typed.length < shown.length) return typed;
  const { parts, separator } = NUMERIC_DATE_LAYOUTS[dateFormat];
  const groups: string[] = [];
  const pieces = typed.split(/\D+/);
  for (const [index, piece] of pieces.entries()) {
    // Every piece but the last was closed by a separator the reader typed.
    const closed = index < pieces.length - 1;
    let digits = piece;
    while (digits.length > 0 && groups.length < parts.length) {
      const length = PART_LENGTH[parts[groups.length]!];
      const group = digits.slice(0, length);
      digits = digits.slice(length);
      groups.push(group.length < length && closed && length === 2 ? group.padStart(2, '0') : group);
    }
  }
  const last = groups.at(-1);
  const lastComplete = last !== undefined && last.length === PART_LENGTH[parts[groups.length - 1]!];
  const text = groups.join(separator);
  return lastComplete && groups.length < parts.length ? `${text}${separator}` : text;
}

/**
 * What a date field holds: the day as "YYYY-MM-DD" once the text is a whole, real date in the
 * reader's format; '' for an empty field; otherwise the text itself, which the forms' schemas
 * refuse as « Date invalide » instead of keeping a day the reader never typed.
 */
export function typedDateValue(text: string, dateFormat: DateFormat): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const { parts, separator } = NUMERIC_DATE_LAYOUTS[dateFormat];
  const groups = trimmed.split(separator);
  if (groups.length !== parts.length) return trimmed;
  const valueOf = (part: NumericDatePart) => groups[parts.indexOf(part)] ?? '';
  if (parts.some((part) => valueOf(part).length !== PART_LENGTH[part])) return trimmed;
  const iso = `${valueOf('year')}-${valueOf('month')}-${valueOf('day')}`;
  return isIsoCalendarDate(iso) ? iso : trimmed;
}
