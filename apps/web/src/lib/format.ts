import {
  DEFAULT_DATE_FORMAT,
  intlLocale,
  type DateFormat,
  type Language,
} from '@photodossier/domain/app-preferences';
import {
  formatBytes,
  formatTransferSpeed,
  type FormatBytesOptions,
} from '@photodossier/domain/size';

/*
 * The web's one place for formatting what the reader sees (decision 0036): dates, sizes,
 * speeds, percentages and prices, each in the reader's language. A feature never builds an
 * Intl formatter or a locale of its own.
 */

/** The locale numbers are written in: "12,5" in French, "12.5" in English. */
export const numberLocale: (language: Language) => string = intlLocale;

/**
 * The app's one date formatter (decision 0033). Every date on screen goes through `formatDate`
 * with the reader's language and the date format chosen in Paramètres → Format des dates:
 * - 'numeric' dates ("30/11/1988", "11/30/1988", "1988-11-30") follow the setting exactly;
 * - dates written in words ("1er mars 1988", "mardi 14 mai 2024", "1 déc. 2026") keep the
 *   language's words, with the month-first setting giving the American order in English.
 * A calendar day written "2026-11-24" (a birth date, a release) is read as that day wherever the
 * reader is, never shifted by a time zone; any other value is an instant shown in local time.
 */
export type DateDisplay = { language: Language; dateFormat: DateFormat };

export type DateStyle = 'numeric' | 'long' | 'weekday' | 'medium' | 'full';

export type FormatDateOptions = {
  style?: DateStyle;
  /** Adds the time of day ("14:05"); seconds with 'seconds'. */
  time?: boolean | 'seconds';
  /** An IANA zone to read instants in, instead of the browser's. */
  timeZone?: string;
};

export const defaultDateDisplay = (language: Language): DateDisplay => ({
  language,
  dateFormat: DEFAULT_DATE_FORMAT,
});

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Long lists and galleries format a date per row on every scroll: building Intl formatters is
// the costly part, so each one is made once.
function memoised<Options, Made>(make: (locale: string, options: Options) => Made) {
  const made = new Map<string, Made>();
  return (locale: string, options: Options): Made => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let value = made.get(key);
    if (value === undefined) {
      value = make(locale, options);
      made.set(key, value);
    }
    return value;
  };
}

const formatter = memoised(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
const numberFormatter = memoised(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

function localeOf(display: DateDisplay): string {
  if (display.language === 'en' && display.dateFormat === 'MM/DD/YYYY') return 'en-US';
  return numberLocale(display.language);
}

type Parsed = { date: Date; timeZone: string | undefined };

function parse(value: string | number | Date, timeZone: string | undefined): Parsed | null {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) {
      const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      return { date, timeZone: 'UTC' };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone };
}

const wordStyles: Record<Exclude<DateStyle, 'numeric'>, Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
};

export type NumericDatePart = 'day' | 'month' | 'year';

/** The order and separator of each numeric date format: how dates are written and typed. */
export const NUMERIC_DATE_LAYOUTS: Record<
  DateFormat,
  { readonly parts: readonly NumericDatePart[]; readonly separator: '/' | '-' }
> = {
  'DD/MM/YYYY': { parts: ['day', 'month', 'year'], separator: '/' },
  'MM/DD/YYYY': { parts: ['month', 'day', 'year'], separator: '/' },
  'YYYY-MM-DD': { parts: ['year', 'month', 'day'], separator: '-' },
};

function numericDate({ date, timeZone }: Parsed, dateFormat: DateFormat): string {
  const parts = formatter('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  const { parts: order, separator } = NUMERIC_DATE_LAYOUTS[dateFormat];
  return order.map((name) => part(name)).join(separator);
}

function wordDate({ date, timeZone }: Parsed, display: DateDisplay, style: DateStyle): string {
  const options = style === 'numeric' ? wordStyles.long : wordStyles[style];
  const parts = formatter(localeOf(display), {
    ...options,
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  // French writes the first day of a month "1er mars", never "1 mars".
  return parts
    .map((part) =>
      display.language === 'fr' && part.type === 'day' && part.value === '1' ? '1er' : part.value,
    )
    .join('');
}

function timeOfDay({ date, timeZone }: Parsed, display: DateDisplay, seconds: boolean): string {
  return formatter(localeOf(display), {
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: display.language === 'en' && display.dateFormat === 'MM/DD/YYYY' ? 'h12' : 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** A date (and its time if asked) as the reader set it; empty for a value that is no date. */
export function formatDate(
  value: string | number | Date | null | undefined,
  display: DateDisplay,
  options: FormatDateOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const { style = 'numeric', time = false } = options;
  const parsed = parse(value, options.timeZone);
  if (!parsed) return '';
  const date =
    style === 'numeric'
      ? numericDate(parsed, display.dateFormat)
      : wordDate(parsed, display, style);
  if (!time) return date;
  const clock = timeOfDay(parsed, display, time === 'seconds');
  if (style === 'numeric') return `${date} ${clock}`;
  return display.language === 'fr' ? `${date} à ${clock}` : `${date}, ${clock}`;
}

/**
 * "24 novembre 2026" / "24 November 2026" for a calendar day written "2026-11-24" (a release,
 * a text's last update), on pages read before anyone signs in.
 */
export function formatCalendarDate(day: string, language: Language): string {
  if (!CALENDAR_DAY.test(day)) return day;
  return formatDate(day, defaultDateDisplay(language), { style: 'long' });
}

/** "14:05:12": the time of day alone, as `formatDate` writes it after a date. */
export function formatTime(
  value: string | number | Date,
  display: DateDisplay,
  options: { seconds?: boolean; timeZone?: string } = {},
): string {
  const parsed = parse(value, options.timeZone);
  return parsed ? timeOfDay(parsed, display, options.seconds ?? false) : '';
}

/**
 * Base-1024 size with one decimal, in French units (Mo, Go) for French readers. Sizes stay in
 * GB unless `largestUnit` says TB (plan storage: see formatStorageTotal).
 */
export function formatSize(
  bytes: number,
  language: Language,
  options: Pick<FormatBytesOptions, 'largestUnit' | 'smallestUnit'> = {},
): string {
  return formatBytes(bytes, {
    locale: language,
    unitStyle: language === 'fr' ? 'french' : 'international',
    ...options,
  });
}

/** A plan's storage or its total: "1 To", never "1024 Go" (the plans of spec 01 §9). */
export function formatStorageTotal(bytes: number, language: Language): string {
  return formatSize(bytes, language, { largestUnit: 'TB' });
}

/**
 * Transfer speed in the reader's units: "850 Ko/s", "1,2 Mo/s" / "850 KB/s", "1.2 MB/s".
 * `unitStyle: 'international'` keeps KB/s and MB/s in French too, where the spec writes them.
 */
export function formatSpeed(
  bytesPerSecond: number,
  language: Language,
  options: Pick<FormatBytesOptions, 'unitStyle'> = {},
): string {
  const text = formatTransferSpeed(bytesPerSecond, { locale: language });
  const unitStyle = options.unitStyle ?? (language === 'fr' ? 'french' : 'international');
  if (unitStyle === 'international') return text;
  return text.replace(/KB\/s$/, 'Ko/s').replace(/MB\/s$/, 'Mo/s');
}

/**
 * "12,5" / "12.5": a number whose text carries its own unit ("12,5 Mo"), one decimal at most
 * unless `maxDecimals` says more (a dose of 0,25 ml); `keepDecimal` writes "12,0" too, for
 * figures that change under the reader's eyes (a transfer).
 */
export function formatDecimal(
  value: number,
  language: Language,
  options: { keepDecimal?: boolean; maxDecimals?: number } = {},
): string {
  return numberFormatter(numberLocale(language), {
    maximumFractionDigits: options.maxDecimals ?? 1,
    ...(options.keepDecimal ? { minimumFractionDigits: 1 } : {}),
  }).format(value);
}

/** "12,5" / "12.5": a percentage's number, one decimal at most. */
export function formatPercent(percent: number, language: Language): string {
  return formatDecimal(percent, language);
}

/**
 * Euro cents as the reader's locale writes them; whole euros without decimals. English readers
 * get Ireland's euro conventions ("€12"), the English-speaking euro country.
 */
export function formatEuros(cents: number, language: Language): string {
  const euros = cents / 100;
  return numberFormatter(language === 'en' ? 'en-IE' : 'fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(euros);
}

/** A length of time in whole hours, minutes and seconds; nothing known (null, NaN, < 0) is 0. */
function durationParts(seconds: number | null | undefined) {
  const whole =
    seconds != null && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return {
    whole,
    hours: Math.floor(whole / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}

/**
 * A length of time as a clock writes it: "0:07", "1:05", then "1:02:03" from an hour on, the same
 * in French and English. Seconds are cut, not rounded: a running timer never shows a second that
 * has not passed yet. Nothing known (null, NaN, below zero) reads "0:00".
 */
export function formatDuration(seconds: number | null | undefined): string {
  const parts = durationParts(seconds);
  const rest = String(parts.seconds).padStart(2, '0');
  return parts.hours > 0
    ? `${parts.hours}:${String(parts.minutes).padStart(2, '0')}:${rest}`
    : `${parts.minutes}:${rest}`;
}

const listFormatter = memoised(
  (locale, options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options),
);

/**
 * The same length of time in words, for screen readers, which read "0:07" as a time of day or
 * digit by digit: « 1 minute et 5 secondes », "1 minute, 5 seconds". Units at zero are left out,
 * and a duration under a second reads as 0 seconds; cut like formatDuration.
 */
export function formatSpokenDuration(
  seconds: number | null | undefined,
  language: Language,
): string {
  const { whole, ...amounts } = durationParts(seconds);
  const locale = numberLocale(language);
  const units = [
    ['hour', amounts.hours],
    ['minute', amounts.minutes],
    ['second', amounts.seconds],
  ] as const;
  // A unit at zero is left out, but a duration of nothing is still « 0 seconde ».
  const words = units
    .filter(([unit, amount]) => amount > 0 || (whole === 0 && unit === 'second'))
    .map(([unit, amount]) =>
      numberFormatter(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount),
    );
  return listFormatter(locale, { type: 'unit', style: 'long' }).format(words);
}
