import { TIME_GROUPING_WINDOW_MS } from './import-timings';

/**
 * Groups items taken close together. Items are sorted by time and each joins the group of its
 * predecessor when at most 5 minutes apart (inclusive), so a series shot every 3 minutes for
 * half an hour stays one group: the chain, not the first item, decides.
 * Items without a valid time are left out. The input order of equal times is kept.
 */
export function groupByTime<T>(
  items: readonly T[],
  timeOf: (item: T) => number,
  windowMs: number = TIME_GROUPING_WINDOW_MS,
): T[][] {
  const timed = items
    .map((item, index) => ({ item, index, time: timeOf(item) }))
    .filter((entry) => Number.isFinite(entry.time))
    .sort((a, b) => a.time - b.time || a.index - b.index);

  const groups: T[][] = [];
  let current: T[] = [];
  let previousTime = Number.NaN;
  for (const entry of timed) {
    if (current.length > 0 && entry.time - previousTime > windowMs) {
      groups.push(current);
      current = [];
    }
    current.push(entry.item);
    previousTime = entry.time;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Whether two times are close enough to be grouped (the addedByTimeGrouping rule). */
export function isWithinTimeGroupingWindow(
  a: number,
  b: number,
  windowMs: number = TIME_GROUPING_WINDOW_MS,
): boolean {
  return Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= windowMs;
}
