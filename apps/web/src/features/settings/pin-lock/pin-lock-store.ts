import { PIN_LOCAL_KEYS, PIN_MAX_FAILED_ATTEMPTS } from '@photodossier/domain/pin-limits';
import { createStore } from '@/lib/create-store';

/**
 * The PIN lock's state, kept in localStorage under the spec's keys (spec 02 §3) so that a
 * reload or a second tab cannot get around a lock, and every tab locks and unlocks together.
 */
export type PinLockState = {
  /** Epoch ms of the last user activity; null before the first one. */
  lastActivity: number | null;
  failedAttempts: number;
  isLocked: boolean;
  /** The first lock explains itself once; reset with the PIN. */
  firstLockShown: boolean;
  /** When the third wrong PIN paused the entry (epoch ms); null otherwise. */
  exhaustedAt: number | null;
};

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused: the lock then holds for this page only, through the in-memory snapshot.
  }
}

function readCount(key: string): number {
  const value = Number.parseInt(read(key) ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function readTime(key: string): number | null {
  const value = Number(read(key));
  return read(key) !== null && Number.isFinite(value) ? value : null;
}

// Read on first use, not when the module loads; other tabs write the same keys, so the store
// follows their storage events while a component watches it.
export const pinLockStore = createStore<PinLockState>(readState, {
  follow: () => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values(PIN_LOCAL_KEYS).includes(event.key as never)) {
        refresh();
      }
    };
    window.addEventListener('storage', onStorage);
    refresh();
    return () => window.removeEventListener('storage', onStorage);
  },
});

function readState(): PinLockState {
  return {
    lastActivity: readTime(PIN_LOCAL_KEYS.lastActivity),
    failedAttempts: readCount(PIN_LOCAL_KEYS.failedAttempts),
    isLocked: read(PIN_LOCAL_KEYS.isLocked) === 'true',
    firstLockShown: read(PIN_LOCAL_KEYS.firstLockShown) === 'true',
    exhaustedAt: readTime(PIN_LOCAL_KEYS.exhaustedAt),
  };
}

function sameState(a: PinLockState, b: PinLockState): boolean {
  return (
    a.lastActivity === b.lastActivity &&
    a.failedAttempts === b.failedAttempts &&
    a.isLocked === b.isLocked &&
    a.firstLockShown === b.firstLockShown &&
    a.exhaustedAt === b.exhaustedAt
  );
}

function refresh(): void {
  const next = readState();
  pinLockStore.setState((snapshot) => (sameState(next, snapshot) ? snapshot : next));
}

/** Re-reads the keys first: another tab may have written them a moment ago. */
export function readPinLockState(): PinLockState {
  refresh();
  return pinLockStore.getState();
}

export function recordPinActivity(nowMs: number): void {
  write(PIN_LOCAL_KEYS.lastActivity, String(nowMs));
  refresh();
}

export function lockPin(): void {
  write(PIN_LOCAL_KEYS.isLocked, 'true');
  refresh();
}

export function markFirstLockShown(): void {
  write(PIN_LOCAL_KEYS.firstLockShown, 'true');
  refresh();
}

/** The correct PIN: unlocked, attempts and timer start again. */
export function unlockPin(nowMs: number): void {
  write(PIN_LOCAL_KEYS.isLocked, null);
  write(PIN_LOCAL_KEYS.failedAttempts, null);
  write(PIN_LOCAL_KEYS.exhaustedAt, null);
  write(PIN_LOCAL_KEYS.lastActivity, String(nowMs));
  refresh();
}

export function recordFailedPinAttempt(nowMs: number): number {
  const attempts = readCount(PIN_LOCAL_KEYS.failedAttempts) + 1;
  write(PIN_LOCAL_KEYS.failedAttempts, String(attempts));
  if (attempts >= PIN_MAX_FAILED_ATTEMPTS) write(PIN_LOCAL_KEYS.exhaustedAt, String(nowMs));
  refresh();
  return attempts;
}

/** The pause after three wrong PINs is over: three new attempts. */
export function endPinRetryPause(): void {
  write(PIN_LOCAL_KEYS.failedAttempts, null);
  write(PIN_LOCAL_KEYS.exhaustedAt, null);
  refresh();
}

/** Reset PIN (spec 02 §4.8): attempts and the first-lock flag go with the hash. */
export function resetPinLockState(): void {
  write(PIN_LOCAL_KEYS.isLocked, null);
  write(PIN_LOCAL_KEYS.failedAttempts, null);
  write(PIN_LOCAL_KEYS.exhaustedAt, null);
  write(PIN_LOCAL_KEYS.firstLockShown, null);
  refresh();
}

/**
 * Signing out ends what the lock protects: the next sign-in proves the password, so it starts
 * unlocked with no failed attempt. The first-lock flag stays, it belongs to the PIN.
 */
export function clearPinLockSession(): void {
  write(PIN_LOCAL_KEYS.isLocked, null);
  write(PIN_LOCAL_KEYS.failedAttempts, null);
  write(PIN_LOCAL_KEYS.exhaustedAt, null);
  write(PIN_LOCAL_KEYS.lastActivity, null);
  refresh();
}
