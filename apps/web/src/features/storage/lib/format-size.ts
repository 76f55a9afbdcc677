import type { Language } from '@photodossier/domain/app-preferences';
import { formatBytes } from '@photodossier/domain/size';

/** Base-1024 size with one decimal, in French units (Mo, Go) for French readers. */
export function formatSize(bytes: number, language: Language): string {
  return formatBytes(bytes, {
    locale: language,
    unitStyle: language === 'fr' ? 'french' : 'international',
  });
}
