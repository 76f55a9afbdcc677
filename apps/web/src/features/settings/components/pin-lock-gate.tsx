import { verifyPin } from '@photodossier/domain/pin';
import { isPinEntryPaused } from '@photodossier/domain/pin-lock';
import { useEffect, useState } from 'react';
import { useStore } from '@/lib/create-store';
import { useSettings } from '@/lib/settings/get-settings';
import {
  clearPinLockSession,
  endPinRetryPause,
  markFirstLockShown,
  pinLockStore,
  readPinLockState,
  recordFailedPinAttempt,
  resetPinLockState,
  unlockPin,
} from '../pin-lock/pin-lock-store';
import { PinLockScreen, type UnlockResult } from '../pin-lock/pin-lock-screen';
import { useInactivityLock } from '../pin-lock/use-inactivity-lock';

export function usePinLockState() {
  return useStore(pinLockStore);
}

type PinLockGateProps = {
  userId: string;
  /** Ends the session; the gate then clears the lock state (see clearPinLockSession). */
  onSignOut: () => Promise<void> | void;
};

/**
 * Mounted once in the signed-in layout: runs the inactivity timer while the user has a PIN and
 * covers the app with the lock screen while locked. Settings read from this browser's copy
 * (server unreachable) count as "loading failed": the lock then falls back to one minute.
 */
export function PinLockGate({ userId, onSignOut }: PinLockGateProps) {
  const { data } = useSettings(userId);
  const state = usePinLockState();
  const pinHash = data?.settings.pinLockHash ?? null;
  const durationMinutes = data?.source === 'server' ? data.settings.pinLockDuration : undefined;

  useInactivityLock({ enabled: pinHash !== null, durationMinutes });

  // A lock left from a PIN that was since reset (on another device) has nothing to unlock with.
  const pinRemoved = data !== undefined && pinHash === null;
  useEffect(() => {
    if (pinRemoved && state.isLocked) resetPinLockState();
  }, [pinRemoved, state.isLocked]);

  // While paused after three wrong PINs, check every second whether the pause is over.
  const [now, setNow] = useState(() => Date.now());
  const paused = isPinEntryPaused(state.failedAttempts, state.exhaustedAt, now);
  useEffect(() => {
    if (!paused) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      const latest = readPinLockState();
      if (!isPinEntryPaused(latest.failedAttempts, latest.exhaustedAt, current)) endPinRetryPause();
    }, 1000);
    return () => clearInterval(timer);
  }, [paused]);

  if (!state.isLocked || pinRemoved) return null;

  const unlock = async (pin: string): Promise<UnlockResult> => {
    if (pinHash === null) return 'unavailable';
    const latest = readPinLockState();
    if (isPinEntryPaused(latest.failedAttempts, latest.exhaustedAt, Date.now())) return 'wrong';
    if (await verifyPin(pin, pinHash)) {
      if (!readPinLockState().firstLockShown) markFirstLockShown();
      unlockPin(Date.now());
      return 'unlocked';
    }
    recordFailedPinAttempt(Date.now());
    return 'wrong';
  };

  // Cleared only once signed out: a failed sign-out must leave the lock in place.
  const signOut = async () => {
    await onSignOut();
    clearPinLockSession();
  };

  return (
    <PinLockScreen
      failedAttempts={state.failedAttempts}
      paused={paused}
      firstLockMinutes={
        state.firstLockShown || !data ? null : (durationMinutes ?? data.settings.pinLockDuration)
      }
      canVerify={pinHash !== null}
      onUnlock={unlock}
      onSignOut={signOut}
    />
  );
}
