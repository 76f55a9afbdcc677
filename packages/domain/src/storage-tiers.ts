import {
  NEAR_LIMIT_DEFAULT_PERCENT,
  STORAGE_COLOR_TIER_PERCENT,
  STORAGE_DANGER_PERCENT,
  STORAGE_WARNING_PERCENT,
} from './storage-limits';

export type StorageColorTier = 'green' | 'yellow' | 'orange' | 'red' | 'critical';
export type StorageWarningLevel = 'none' | 'warning' | 'danger';

/** Usage in percent, uncapped; 0 when there is no total to compare with. */
export function storagePercent(usedBytes: number, totalBytes: number): number {
  if (!Number.isFinite(totalBytes) || totalBytes <= 0 || !Number.isFinite(usedBytes)) return 0;
  return (Math.max(0, usedBytes) / totalBytes) * 100;
}

/** Width of a progress bar: the spec caps the bar at 100% even when usage is above. */
export function storageBarPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** Meter and dialog colour; exactly 100% is red, only above 100% is critical. */
export function storageColorTier(percent: number): StorageColorTier {
  if (percent > STORAGE_COLOR_TIER_PERCENT.critical) return 'critical';
  if (percent >= STORAGE_COLOR_TIER_PERCENT.red) return 'red';
  if (percent >= STORAGE_COLOR_TIER_PERCENT.orange) return 'orange';
  if (percent >= STORAGE_COLOR_TIER_PERCENT.yellow) return 'yellow';
  return 'green';
}

export function isNearLimit(
  percent: number,
  threshold: number = NEAR_LIMIT_DEFAULT_PERCENT,
): boolean {
  return percent >= threshold;
}

export function storageWarningLevel(percent: number): StorageWarningLevel {
  if (percent >= STORAGE_DANGER_PERCENT) return 'danger';
  if (percent >= STORAGE_WARNING_PERCENT) return 'warning';
  return 'none';
}
