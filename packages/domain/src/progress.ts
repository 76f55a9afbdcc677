/**
 * round(current / total * 100), 0 when there is nothing to do. Kept within 0-100 because a
 * late progress event can report more than the total.
 */
export function progressPercent(current: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(current)) return 0;
  return Math.min(100, Math.max(0, Math.round((current / total) * 100)));
}
