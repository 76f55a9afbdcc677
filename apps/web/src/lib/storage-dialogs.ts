import { createStore, useStore } from './create-store';

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

const store = createStore<StorageDialogsState>({ manager: null, full: null });

export function openStorageManager(
  target: StorageManagerTarget = { tab: 'media', view: 'active' },
): void {
  store.setState((state) => ({ ...state, manager: target }));
}

export function closeStorageManager(): void {
  store.setState((state) => ({ ...state, manager: null }));
}

export function openStorageFull(request: StorageFullRequest = {}): void {
  store.setState((state) => ({ ...state, full: request }));
}

export function closeStorageFull(): void {
  store.setState((state) => ({ ...state, full: null }));
}

export function useStorageDialogs(): StorageDialogsState {
  return useStore(store);
}
