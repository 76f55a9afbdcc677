import { DELETED_SET_CLEAR_INTERVAL_MS } from '@photodossier/domain/storage-limits';

/**
 * Photos found to be orphans (their file answers 404), hidden from every list of this tab.
 * The set only hides, it never deletes data; it is emptied every 5 minutes (spec 01 §4) so a
 * photo whose file comes back (a restore, a slow replica) shows again.
 */
let deletedIds: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
let clearTimer: ReturnType<typeof setInterval> | null = null;

function emit() {
  for (const listener of listeners) listener();
}

function startClearing() {
  if (clearTimer !== null) return;
  clearTimer = setInterval(clearDeletedPhotos, DELETED_SET_CLEAR_INTERVAL_MS);
}

export function markPhotoDeleted(photoId: string): void {
  if (deletedIds.has(photoId)) return;
  deletedIds = new Set([...deletedIds, photoId]);
  startClearing();
  emit();
}

export function clearDeletedPhotos(): void {
  if (clearTimer !== null) {
    clearInterval(clearTimer);
    clearTimer = null;
  }
  if (deletedIds.size === 0) return;
  deletedIds = new Set();
  emit();
}

export function deletedPhotoIds(): ReadonlySet<string> {
  return deletedIds;
}

export function subscribeDeletedPhotos(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
