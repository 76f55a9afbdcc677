import { STORAGE_COLOR_TIER_PERCENT } from '@photodossier/domain/storage-limits';

/** Spec 02 §2.2 / 01 §2: green < 70, yellow ≥ 70, orange ≥ 85, red ≥ 95, strong red > 100. */
export type StorageTier = 'green' | 'yellow' | 'orange' | 'red' | 'critical';

export function storagePercent(usedBytes: number, totalBytes: number): number {
  if (!(totalBytes > 0) || !(usedBytes > 0)) return 0;
  return (usedBytes / totalBytes) * 100;
}

export function storageTier(percent: number): StorageTier {
  if (percent > STORAGE_COLOR_TIER_PERCENT.critical) return 'critical';
  if (percent >= STORAGE_COLOR_TIER_PERCENT.red) return 'red';
  if (percent >= STORAGE_COLOR_TIER_PERCENT.orange) return 'orange';
  if (percent >= STORAGE_COLOR_TIER_PERCENT.yellow) return 'yellow';
  return 'green';
}
