import type { DoseUnit } from '@photodossier/domain/injections';
import type { Language } from '@photodossier/domain/app-preferences';
import { formatDecimal } from '@/lib/format';

/**
 * "10 U", "0,5 ml" in the reader's language; the space does not break, so a narrow column
 * never reads "0,5" on one line and "ml" on the next.
 */
export function formatDose(dose: number, unit: DoseUnit, language: Language): string {
  return `${formatDecimal(dose, language, { maxDecimals: 2 })}\u00a0${unit}`;
}
