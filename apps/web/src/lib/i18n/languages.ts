import type { Language } from '@photodossier/domain/app-preferences';

export type { Language };

/**
 * Reduces any browser or stored code to the two languages we ship: English variants become
 * 'en', everything else (fr-FR, de, ...) becomes French, the product's language.
 */
export function toSupportedLanguage(code: string): Language {
  const primary = code.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'en' ? 'en' : 'fr';
}
