import type { Language } from '@photodossier/domain/app-preferences';
import {
  formatBytes,
  formatTransferSpeed,
  type FormatBytesOptions,
} from '@photodossier/domain/size';

/**
 * Base-1024 size with one decimal, in French units (Mo, Go) for French readers. Sizes stay in
 * GB unless `largestUnit` says TB (plan storage: "1 To", not "1024 Go").
 */
export function formatSize(
  bytes: number,
  language: Language,
  options: Pick<FormatBytesOptions, 'largestUnit'> = {},
): string {
  return formatBytes(bytes, {
    locale: language,
    unitStyle: language === 'fr' ? 'french' : 'international',
    ...options,
  });
}

/** Transfer speed in the reader's units: "850 Ko/s", "1,2 Mo/s" / "850 KB/s", "1.2 MB/s". */
export function formatSpeed(bytesPerSecond: number, language: Language): string {
  const text = formatTransferSpeed(bytesPerSecond, { locale: language });
  if (language !== 'fr') return text;
  return text.replace(/KB\/s$/, 'Ko/s').replace(/MB\/s$/, 'Mo/s');
}
