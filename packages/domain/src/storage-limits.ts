import { MS_PER_MINUTE } from './time-units';

export const STORAGE_TOTAL_DEFAULT_GB = 5;

export const STORAGE_WARNING_PERCENT = 75;
export const STORAGE_DANGER_PERCENT = 90;
export const NEAR_LIMIT_DEFAULT_PERCENT = 90;

// Lower bounds (inclusive) of each colour; above CRITICAL (strictly) the usage is an overage.
export const STORAGE_COLOR_TIER_PERCENT = {
  yellow: 70,
  orange: 85,
  red: 95,
  critical: 100,
} as const;

export const STORAGE_STATS_CACHE_MS = 5 * MS_PER_MINUTE;
export const STORAGE_REAL_SIZE_SAMPLE_MAX = 50;

export const PHOTO_SIZE_MIGRATION = {
  batchSize: 5,
  pauseMs: 100,
} as const;

export const DELETED_SET_CLEAR_INTERVAL_MS = 300_000;

export const ASSIGNMENT_BATCH_SIZE = {
  metadataOnly: 10,
  withFileCopy: 3,
} as const;
