/**
 * The time between two photos as a practitioner says it ("+3 mois", "+1 an"): whole calendar
 * months once a month has passed, whole years from twelve months, else weeks, else days.
 */
export type ElapsedUnit = 'day' | 'week' | 'month' | 'year';
export interface Elapsed {
  readonly unit: ElapsedUnit;
  readonly count: number;
}

const DAY_MS = 86_400_000;

export function elapsedBetween(earlierMs: number, laterMs: number): Elapsed {
  const [from, to] = earlierMs <= laterMs ? [earlierMs, laterMs] : [laterMs, earlierMs];
  const start = new Date(from);
  const end = new Date(to);
  let months =
    (end.getUTCFullYear() - start.getUTCFullYear()) * 12 +
    (end.getUTCMonth() - start.getUTCMonth());
  if (end.getUTCDate() < start.getUTCDate()) months -= 1;
  if (months >= 12) return { unit: 'year', count: Math.floor(months / 12) };
  if (months >= 1) return { unit: 'month', count: months };
  const days = Math.floor((to - from) / DAY_MS);
  if (days >= 7) return { unit: 'week', count: Math.floor(days / 7) };
  return { unit: 'day', count: days };
}
