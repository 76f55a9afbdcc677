import { SWIPE_CONFIRM } from './ui-timings';

/** Handle position as a percentage of the distance it can travel, within 0-100. */
export function swipeProgressPercent(handleOffsetPx: number, travelPx: number): number {
  if (!Number.isFinite(handleOffsetPx) || !Number.isFinite(travelPx) || travelPx <= 0) return 0;
  return Math.min(100, Math.max(0, (handleOffsetPx / travelPx) * 100));
}

/** Released at 95% of the track or more confirms; anything less springs back. */
export function isSwipeConfirmed(progressPercent: number): boolean {
  return progressPercent >= SWIPE_CONFIRM.thresholdPercent;
}
