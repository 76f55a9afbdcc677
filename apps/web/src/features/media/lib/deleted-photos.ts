import { DELETED_SET_CLEAR_INTERVAL_MS } from '@photodossier/domain/storage-limits';
import { createStore } from '@/lib/create-store';

/**
 * Photos found to be orphans (their file answers 404), hidden from every list of this tab.
 * The set only hides, it never deletes data; it is emptied every 5 minutes (spec 01 §4) so a
 * photo whose file comes back (a restore, a slow replica) shows again.
 */
export const deletedPhotosStore = createStore<ReadonlySet<string>>(new Set<string>());
const store = deletedPhotosStore;
// Started by the first orphan found, not at load: most visits never need it.
let clearTimer: ReturnType<typeof setInterval> | null = null;

function startClearing() {
  if (clearTimer !== null) return;
  clearTimer = setInterval(clearDeletedPhotos, DELETED_SET_CLEAR_INTERVAL_MS);
}

export function markPhotoDeleted(photoId: string): void {
  if (store.getState().has(photoId)) return;
  store.setState((ids) => new Set([...ids, photoId]));
  startClearing();
}

export function clearDeletedPhotos(): void {
  if (clearTimer !== null) {
    clearInterval(clearTimer);
    clearTimer = null;
  }
  store.setState((ids) => (ids.size === 0 ? ids : new Set<string>()));
}

export function deletedPhotoIds(): ReadonlySet<string> {
  return store.getState();
}
