import type { Language } from '@/lib/i18n/languages';

/** Euro cents as the reader's locale writes them; whole euros without decimals. */
export function formatEuros(cents: number, language: Language): string {
  const euros = cents / 100;
  return new Intl.NumberFormat(language === 'en' ? 'en-IE' : 'fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(euros);
}
