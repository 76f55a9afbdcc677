// One tab of a device sends the import's files: a second tab that resumes the session must not
// send again the photos the first is still sending from the same local copies (duplicates).
const LOCK_NAME = 'photodossier-import-uploader';

// The page's, not an engine's: the browser holds the lock until the page goes away, so a
// second engine of the same page could never take it again (decision 0037).
let claim: Promise<boolean> | null = null;

/**
 * Takes the device's import-upload lock for the life of this page, if no other tab holds it.
 * Whether this page holds it; a refusal is not remembered, so a later call can take it once
 * the other tab is gone. Without Web Locks every page counts as the holder.
 */
export function claimUploaderLock(): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve(true);
  claim ??= new Promise<boolean>((resolve) => {
    locks
      .request(LOCK_NAME, { ifAvailable: true }, (lock) => {
        resolve(lock !== null);
        // Held until the page goes away: the browser releases it then.
        return lock ? new Promise<void>(() => {}) : undefined;
      })
      .catch(() => resolve(true));
  }).then((held) => {
    if (!held) claim = null;
    return held;
  });
  return claim;
}
