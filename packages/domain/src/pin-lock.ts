import { MS_PER_MINUTE } from './time-units';
import {
  PIN_FALLBACK_LOCK_MINUTES,
  PIN_MAX_FAILED_ATTEMPTS,
  PIN_RETRY_PAUSE_MS,
} from './pin-limits';

/** Inactivity delay in ms; an unreadable duration falls back to one minute. */
export function pinLockDelayMs(durationMinutes: number | null | undefined): number {
  const minutes =
    durationMinutes != null && Number.isFinite(durationMinutes) && durationMinutes > 0
      ? durationMinutes
      : PIN_FALLBACK_LOCK_MINUTES;
  return minutes * MS_PER_MINUTE;
}

/** Locks once inactivity exceeds the configured duration (strictly more). */
export function isPinLockDue(
  lastActivityMs: number,
  nowMs: number,
  durationMinutes: number | null | undefined,
): boolean {
  if (!Number.isFinite(lastActivityMs)) return true;
  return nowMs - lastActivityMs > pinLockDelayMs(durationMinutes);
}

export function hasExhaustedPinAttempts(failedAttempts: number): boolean {
  return failedAttempts >= PIN_MAX_FAILED_ATTEMPTS;
}

export function remainingPinAttempts(failedAttempts: number): number {
  return Math.max(0, PIN_MAX_FAILED_ATTEMPTS - Math.max(0, failedAttempts));
}

/**
 * Three wrong PINs pause the entry for PIN_RETRY_PAUSE_MS (a guesser gets 3 tries a minute, the
 * practitioner who mistyped gets back in); signing out remains the way out at any time.
 */
export function isPinEntryPaused(
  failedAttempts: number,
  exhaustedAtMs: number | null,
  nowMs: number,
): boolean {
  if (!hasExhaustedPinAttempts(failedAttempts)) return false;
  if (exhaustedAtMs === null || !Number.isFinite(exhaustedAtMs)) return true;
  return nowMs < exhaustedAtMs + PIN_RETRY_PAUSE_MS;
}
