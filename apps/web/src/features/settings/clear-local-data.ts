const appPrefix = 'photodossier-';
// The PIN lock's keys are the spec's own names (spec 02 §3), outside the app prefix.
const pinLockPrefix = 'pinLock_';

/**
 * After the account is deleted (spec 01 §4 "clear local data"): every key of the app
 * (`photodossier-*`, the PIN lock's `pinLock_*`) and the session storage. The language choice
 * (i18nextLng) is a browser preference, not the user's data, and stays.
 */
export function clearLocalData(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (key && (key.startsWith(appPrefix) || key.startsWith(pinLockPrefix))) {
        localStorage.removeItem(key);
      }
    }
  } catch {
    // Storage refused: there is nothing stored to clear.
  }
  try {
    sessionStorage.clear();
  } catch {
    // Same.
  }
}
