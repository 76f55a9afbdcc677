import { PRODUCT_COLOURS } from '@photodossier/domain/injection-chart';
import type { DoseUnit, InjectionPoint } from '@photodossier/domain/injections';
import type { Language } from '@photodossier/domain/app-preferences';
import { formatDecimal } from '@/lib/format';

/**
 * "10 U", "0,5 ml" in the reader's language; the space does not break, so a narrow column
 * never reads "0,5" on one line and "ml" on the next.
 */
export function formatDose(dose: number, unit: DoseUnit, language: Language): string {
  return `${formatDecimal(dose, language, { maxDecimals: 2 })}\u00a0${unit}`;
}

/** The colour of each product of a session, by order of first use, as in the chart PDF. */
export function productColours(points: readonly InjectionPoint[]): Map<string, string> {
  const colours = new Map<string, string>();
  for (const point of points) {
    if (!colours.has(point.product_name)) {
      colours.set(point.product_name, PRODUCT_COLOURS[colours.size % PRODUCT_COLOURS.length]!);
    }
  }
  return colours;
}
