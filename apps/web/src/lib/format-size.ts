import type { Language } from '@photodossier/domain/app-preferences';
import { formatBytes, type FormatBytesOptions } from '@photodossier/domain/size';

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
