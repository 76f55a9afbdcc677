import type { ImportPhoto, ImportState } from './import-model';

// Module state, not component state: uploads and analysis go on while the dialog is hidden or
// the user walks to another page, and the dialog finds them again when it opens.

export const initialImportState: ImportState = {
  mode: null,
  sessionId: null,
  photos: [],
  pendingAction: null,
  waitDialogOpen: false,
  saving: null,
  tooLarge: null,
  rejections: [],
  faceServiceAvailable: null,
  recognition: 'idle',
};

let state: ImportState = initialImportState;
/** Bumped when the engine is wiped for another user: late answers of the old one are dropped. */
let epoch = 0;

export function importEpoch(): number {
  return epoch;
}

export function nextImportEpoch(): void {
  epoch += 1;
}
const listeners = new Set<() => void>();

export function getImportState(): ImportState {
  return state;
}

export function subscribeImportState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setImportState(update: (current: ImportState) => ImportState): void {
  const next = update(state);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function findImportPhoto(id: string): ImportPhoto | undefined {
  return state.photos.find((photo) => photo.id === id);
}

export function patchImportPhoto(id: string, patch: Partial<Omit<ImportPhoto, 'id'>>): void {
  setImportState((current) => {
    let changed = false;
    const photos = current.photos.map((photo) => {
      if (photo.id !== id) return photo;
      const keys = Object.keys(patch) as (keyof typeof patch)[];
      if (keys.every((key) => photo[key] === patch[key])) return photo;
      changed = true;
      return { ...photo, ...patch };
    });
    return changed ? { ...current, photos } : current;
  });
}

export function removeImportPhotos(ids: ReadonlySet<string>): void {
  setImportState((current) => {
    const photos = current.photos.filter((photo) => !ids.has(photo.id));
    return photos.length === current.photos.length ? current : { ...current, photos };
  });
}

/** For tests and after the dialog closed empty. */
export function resetImportState(): void {
  setImportState(() => initialImportState);
}
