import { MS_PER_SECOND } from './time-units';

export const PIN_LENGTH = 4;
export const PIN_MAX_FAILED_ATTEMPTS = 3;
export const PIN_DEFAULT_LOCK_MINUTES = 60;
// Used when the configured duration cannot be loaded: lock early rather than never.
export const PIN_FALLBACK_LOCK_MINUTES = 1;
export const PIN_LOCK_CHECK_INTERVAL_MS = 10 * MS_PER_SECOND;
/** After the third wrong PIN the entry pauses this long; then the attempts start again. */
export const PIN_RETRY_PAUSE_MS = 60 * MS_PER_SECOND;

export const PIN_LOCAL_KEYS = {
  lastActivity: 'pinLock_lastActivity',
  failedAttempts: 'pinLock_failedAttempts',
  isLocked: 'pinLock_isLocked',
  firstLockShown: 'pinLock_firstLockShown',
  /** Ours, beside the spec's four: when the third wrong PIN was typed (epoch ms). */
  exhaustedAt: 'pinLock_exhaustedAt',
} as const;
