import { BYTES_PER_KB, BYTES_PER_MB } from './byte-units';
import type { Locale } from './errors';

export type SizeUnitStyle = 'international' | 'french';

const UNIT_LABELS = {
  international: ['B', 'KB', 'MB', 'GB', 'TB'],
  french: ['o', 'Ko', 'Mo', 'Go', 'To'],
} as const satisfies Record<SizeUnitStyle, readonly string[]>;

const GB_INDEX = 3;
const TB_INDEX = 4;

export interface FormatBytesOptions {
  /** Decimal separator: '.' for en, ',' for fr. Default en, as the spec's sizes read "1.5 MB". */
  locale?: Locale;
  /** TB is only used by progress dialogs; elsewhere sizes stay in GB. */
  largestUnit?: 'GB' | 'TB';
  /** KB for figures the spec gives in kilobytes (the storage-full dialog's patient data). */
  smallestUnit?: 'B' | 'KB';
  unitStyle?: SizeUnitStyle;
}

function oneDecimal(value: number, locale: Locale): string {
  // One decimal at most: 50 MB reads "50 MB", not "50.0 MB".
  const text = String(Math.round(value * 10) / 10);
  return locale === 'fr' ? text.replace('.', ',') : text;
}

/** Base-1024 size with one decimal; invalid or negative sizes read as zero. */
export function formatBytes(bytes: number, options: FormatBytesOptions = {}): string {
  const {
    locale = 'en',
    largestUnit = 'GB',
    smallestUnit = 'B',
    unitStyle = 'international',
  } = options;
  const units = UNIT_LABELS[unitStyle];
  const largestIndex = largestUnit === 'TB' ? TB_INDEX : GB_INDEX;
  const whole = Number.isFinite(bytes) && bytes > 0 ? Math.round(bytes) : 0;

  let index = smallestUnit === 'KB' ? 1 : 0;
  let value = whole / BYTES_PER_KB ** index;
  while (value >= BYTES_PER_KB && index < largestIndex) {
    value /= BYTES_PER_KB;
    index += 1;
  }
  // 1023.96 KB would round to "1024 KB": promote it to the next unit instead.
  if (index > 0 && Math.round(value * 10) / 10 >= BYTES_PER_KB && index < largestIndex) {
    value /= BYTES_PER_KB;
    index += 1;
  }
  const number = index === 0 ? String(value) : oneDecimal(value, locale);
  return `${number} ${units[index]}`;
}

/** Transfer speed for progress dialogs: KB/s below 1 MB/s, MB/s from there. */
export function formatTransferSpeed(
  bytesPerSecond: number,
  options: Pick<FormatBytesOptions, 'locale'> = {},
): string {
  const { locale = 'en' } = options;
  const speed = Number.isFinite(bytesPerSecond) && bytesPerSecond > 0 ? bytesPerSecond : 0;
  const kilobytes = speed / BYTES_PER_KB;
  if (Math.round(kilobytes * 10) / 10 < BYTES_PER_KB)
    return `${oneDecimal(kilobytes, locale)} KB/s`;
  return `${oneDecimal(speed / BYTES_PER_MB, locale)} MB/s`;
}

/** Megabytes with one decimal, for texts that carry their own unit ("X Mo", "12.3 / 40 MB"). */
export function toMegabytes(bytes: number): number {
  if (!Number.isFinite(bytes) || bytes <= 0) return 0;
  return Math.round((bytes / BYTES_PER_MB) * 10) / 10;
}
