import { PIN_LOCK_CHECK_INTERVAL_MS } from '@photodossier/domain/pin-limits';
import { isPinLockDue } from '@photodossier/domain/pin-lock';
import { useEffect } from 'react';
import { lockPin, readPinLockState, recordPinActivity } from './pin-lock-store';

/** Activity is written at most this often: moving the mouse must not hammer localStorage. */
export const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Spec 02 §4.8: locks once inactivity exceeds the duration, checked on load, when the tab
 * becomes visible, and every 10 s while it is visible. Pointer, key and touch activity moves
 * the last-activity time (throttled). `durationMinutes` undefined means the settings could
 * not be loaded: the domain then locks after one minute.
 */
export function useInactivityLock({
  enabled,
  durationMinutes,
}: {
  enabled: boolean;
  durationMinutes: number | undefined;
}) {
  useEffect(() => {
    if (!enabled) return;

    const check = () => {
      const state = readPinLockState();
      if (state.isLocked) return;
      const now = Date.now();
      if (state.lastActivity === null) recordPinActivity(now);
      else if (isPinLockDue(state.lastActivity, now, durationMinutes)) lockPin();
    };

    let interval: ReturnType<typeof setInterval> | null = null;
    const startChecks = () => {
      interval ??= setInterval(check, PIN_LOCK_CHECK_INTERVAL_MS);
    };
    const stopChecks = () => {
      if (interval !== null) clearInterval(interval);
      interval = null;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') {
        check();
        startChecks();
      } else {
        stopChecks();
      }
    };

    let lastWrite = Number.NEGATIVE_INFINITY;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastWrite < ACTIVITY_WRITE_INTERVAL_MS) return;
      // Activity on the lock screen itself does not count; a due lock is applied first so a
      // returning user's first touch cannot postpone it.
      const state = readPinLockState();
      if (state.isLocked) return;
      if (state.lastActivity !== null && isPinLockDue(state.lastActivity, now, durationMinutes)) {
        lockPin();
        return;
      }
      lastWrite = now;
      recordPinActivity(now);
    };

    check();
    if (document.visibilityState === 'visible') startChecks();
    document.addEventListener('visibilitychange', onVisibilityChange);
    for (const type of activityEvents) {
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    }
    return () => {
      stopChecks();
      document.removeEventListener('visibilitychange', onVisibilityChange);
      for (const type of activityEvents) {
        window.removeEventListener(type, onActivity, { capture: true });
      }
    };
  }, [enabled, durationMinutes]);
}
