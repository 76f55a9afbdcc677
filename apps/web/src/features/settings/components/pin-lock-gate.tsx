import { verifyPin } from '@photodossier/domain/pin';
import { isPinEntryPaused } from '@photodossier/domain/pin-lock';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useStore } from '@/lib/create-store';
import { lazyWhenPossible } from '@/lib/load-when-possible';
import { useSettings } from '@/lib/settings/get-settings';
import { whenIdle } from '@/lib/when-idle';
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
import type { UnlockResult } from '../pin-lock/pin-lock-screen';
import { useInactivityLock } from '../pin-lock/use-inactivity-lock';

// The lock screen's form is not part of any first screen (decision 0071). A user with a PIN
// fetches it once the page is idle, so that a lock that comes while offline still has it; a
// lock before that waits behind a cover that already hides the app.
const loadPinLockScreen = () => import('../pin-lock/pin-lock-screen');
const PinLockScreen = lazyWhenPossible(loadPinLockScreen, (m) => m.PinLockScreen);

function PinLockCover() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-background p-6">
      <Spinner size="lg" label={t('pinLock.title')} />
    </div>
  );
}

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

  const hasPin = pinHash !== null;
  useInactivityLock({ enabled: hasPin, durationMinutes });
  useEffect(() => {
    if (hasPin) return whenIdle(() => void loadPinLockScreen().catch(() => {}));
  }, [hasPin]);

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
    <Suspense fallback={<PinLockCover />}>
      <PinLockScreen
        failedAttempts={state.failedAttempts}
        paused={paused}
        firstLockMinutes={
          state.firstLockShown || !data ? null : (durationMinutes ?? data.settings.pinLockDuration)
        }
        canVerify={hasPin}
        onUnlock={unlock}
        onSignOut={signOut}
      />
    </Suspense>
  );
}
