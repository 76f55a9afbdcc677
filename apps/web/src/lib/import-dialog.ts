import type { PhotoRecord } from '@photodossier/domain/media-record';
import { createStore, useStore } from './create-store';

/**
 * The import dialog is opened from many places (the sidebar, the home page, a patient's page,
 * the quick camera, a resumed session) but mounted once by the app. Features ask through these
 * functions; app/ renders the dialog of features/imports from this state.
 */
export type ImportDialogRequest =
  /**
   * Sidebar entry Import or the home page tile: files are chosen in the dialog. From the
   * camera-folder watch, the new files are already in the import engine.
   */
  | { readonly kind: 'general'; readonly origin: 'sidebar' | 'home' | 'camera-folder' }
  /** "Import rapide pour {patient}": every photo goes to that patient automatically. */
  | {
      readonly kind: 'patient';
      readonly patientId: string;
      /** The name shown in the heading, "Prénom Nom". */
      readonly patientName: string;
    }
  /**
   * Photos already uploaded to the unassigned area by the quick camera, to be assigned. The
   * embedding is the one the camera computed, when it found a face: the dialog then skips its
   * own analysis of that photo.
   */
  | {
      readonly kind: 'camera';
      readonly photos: readonly {
        readonly photo: PhotoRecord;
        readonly embedding: readonly number[] | null;
      }[];
    }
  /** A session left with photos on this device (reload, crash): resume it. */
  | { readonly kind: 'resume' };

const store = createStore<ImportDialogRequest | null>(null);

export function openImportDialog(next: ImportDialogRequest): void {
  store.setState(next);
}

export function closeImportDialog(): void {
  store.setState(null);
}

/** Calls `listener` each time the dialog closes; returns the function that stops it. */
export function onImportDialogClosed(listener: () => void): () => void {
  let open = store.getState() !== null;
  return store.subscribe(() => {
    const nowOpen = store.getState() !== null;
    if (open && !nowOpen) listener();
    open = nowOpen;
  });
}

/** The open request outside React (the import engine, tests). */
export function currentImportDialogRequest(): ImportDialogRequest | null {
  return store.getState();
}

/** The open request, or null while the dialog is closed. */
export function useImportDialogRequest(): ImportDialogRequest | null {
  return useStore(store);
}

// The import engine loads after the first screen (decision 0071); the count it keeps is copied
// here so that the layout's Import entries show their badge without loading it.
const unfiledCountStore = createStore(0);

/** Written by the import engine's host: photos of an unfinished import still to file. */
export function setUnfiledImportCount(count: number): void {
  unfiledCountStore.setState(count);
}

/**
 * Photos of an unfinished import still to file (a resumed session, a hidden dialog, photos
 * waiting for the patient being created): the Import entry shows the count as a badge.
 */
export function useUnfiledImportCount(): number {
  return useStore(unfiledCountStore);
}
