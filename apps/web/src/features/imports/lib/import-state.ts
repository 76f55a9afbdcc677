import type { ImportPhoto, ImportState } from './import-model';
import { engineParts } from './import-engine';

// The engine's state, not component state: uploads and analysis go on while the dialog is
// hidden or the user walks to another page, and the dialog finds them again when it opens.

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

/** The state of the tab's engine, read by the dialog through useStore (import-store.ts). */
const importStore = () => engineParts().store;

/** Bumped when the engine is wiped for another user: late answers of the old one are dropped. */
export function importEpoch(): number {
  return engineParts().epoch;
}

export function nextImportEpoch(): void {
  engineParts().epoch += 1;
}

export function getImportState(): ImportState {
  return importStore().getState();
}

export function setImportState(update: (current: ImportState) => ImportState): void {
  importStore().setState(update);
}

export function findImportPhoto(id: string): ImportPhoto | undefined {
  return getImportState().photos.find((photo) => photo.id === id);
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
