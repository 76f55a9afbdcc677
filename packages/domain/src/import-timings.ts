import { BYTES_PER_MB } from './byte-units';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from './time-units';

export const SD_CONNECTION_POLL_MS = 3000;
export const FOLDER_WATCH_STATUS_POLL_MS = 1000;
export const CAMERA_FOLDER_SCAN_INTERVAL_MS = 2000;
/** With a file-system observer, the whole watched tree is still listed this often. */
export const CAMERA_FOLDER_SAFETY_SCAN_MS = 30_000;

export const GROUP_BY_INTERVAL_WINDOW_MS = 10 * MS_PER_MINUTE;
export const TIME_GROUPING_WINDOW_MS = 5 * MS_PER_MINUTE;

export const BATCH_REASSIGN_CONCURRENCY = 3;
export const AUTO_ASSIGN_DELAY_MS = 500;

export const TEMP_PHOTO_STORE = {
  maxPhotos: 50,
  maxAgeMs: 24 * MS_PER_HOUR,
  maxBytesPerPhoto: 15 * BYTES_PER_MB,
} as const;

export const IMPORT_SESSION_ABANDONED_TTL_MS = 2 * MS_PER_DAY;
export const IMPORT_SESSION_STATUSES = ['active', 'completed', 'abandoned'] as const;
export const IMPORT_UPLOAD_STATUSES = ['pending', 'uploading', 'uploaded', 'failed'] as const;
export const PHOTO_ANALYSIS_STATUSES = ['analyzing', 'completed', 'error'] as const;

export const SD_IMPORT_HISTORY = {
  retentionMs: 30 * MS_PER_DAY,
  clearWhenAwayMoreThanMs: 5 * MS_PER_MINUTE,
  heartbeatMs: 60_000,
} as const;

export const DIRECTORY_HANDLES = {
  cleanupAfterMs: 30 * MS_PER_DAY,
  databaseVersion: 1,
} as const;

export const FOLDER_SCAN_RETRY = {
  retries: 2,
  delayMs: 500,
} as const;
