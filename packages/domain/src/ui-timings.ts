import { MS_PER_MINUTE } from './time-units';

export const SWIPE_CONFIRM = {
  thresholdPercent: 95,
  confirmDelayMs: 300,
  resetDelayMs: 400,
} as const;

export const WAIT_AFTER_ACTION_MS = {
  export: 2000,
  storageClean: 1500,
  accountDeletion: 1000,
} as const;

export const TOAST = {
  defaultDurationMs: 5000,
  basicStoreLimit: 1,
  removeDelayMs: 1_000_000,
  libraryDurationMs: 4000,
  libraryVisibleToasts: 3,
} as const;

export const TOOLTIP = {
  delayMs: 700,
  skipDelayMs: 300,
} as const;

export const DATA_FETCH_CACHE = {
  gcTimeMs: 5 * MS_PER_MINUTE,
  retry: 3,
  maxRetryDelayMs: 30_000,
} as const;

export const CONNECTIVITY = {
  offlinePageAfterMs: 5000,
  connectingMs: 1000,
} as const;

export const AFTER_SAVE = {
  redirectMs: 100,
  cleanupMs: 1000,
} as const;

export const PROGRESS_SPEED_SHOWN_AFTER_MS = 500;
export const UPLOAD_PROGRESS_INDICATOR_CLEAR_MS = 2000;

export const FOLDER_ACCESS_HELP_TOAST_MS = 8000;
export const INVALID_HANDLES_TOAST_MS = 10_000;
