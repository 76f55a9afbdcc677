import { useSyncExternalStore } from 'react';

/**
 * The storage manager and the storage-full dialog are opened from many features (uploads, the
 * sidebar meter, the trash info dialog, imports) but mounted once by the app. Features ask
 * through these functions; app/ renders the dialogs from this state.
 */
export type StorageManagerTarget = {
  readonly tab: 'media' | 'drive';
  readonly view: 'active' | 'trash';
};

export interface StorageFullRequest {
  /** Bytes of the file that did not fit, when known ("nécessite X Mo d'espace supplémentaire"). */
  readonly attemptedBytes?: number;
}

interface StorageDialogsState {
  readonly manager: StorageManagerTarget | null;
  readonly full: StorageFullRequest | null;
}

let state: StorageDialogsState = { manager: null, full: null };
const listeners = new Set<() => void>();

function update(next: StorageDialogsState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openStorageManager(
  target: StorageManagerTarget = { tab: 'media', view: 'active' },
): void {
  update({ ...state, manager: target });
}

export function closeStorageManager(): void {
  update({ ...state, manager: null });
}

export function openStorageFull(request: StorageFullRequest = {}): void {
  update({ ...state, full: request });
}

export function closeStorageFull(): void {
  update({ ...state, full: null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStorageDialogs(): StorageDialogsState {
  return useSyncExternalStore(subscribe, () => state);
}
