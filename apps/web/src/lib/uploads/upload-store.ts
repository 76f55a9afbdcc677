import type { MediaType } from '@photodossier/domain/media-type';
import { createStore } from '../create-store';

export type UploadStatus =
  'queued' | 'preparing' | 'uploading' | 'processing' | 'done' | 'error' | 'cancelled';

export type UploadItem = {
  id: string;
  fileName: string;
  mediaType: MediaType | null;
  /** null: the upload goes to the unassigned photos. */
  patientId: string | null;
  status: UploadStatus;
  bytesSent: number;
  bytesTotal: number;
  bytesPerSecond: number;
  /** Already translated. */
  error: string | null;
  /** A refused file (wrong type, too large) cannot be retried; a failed transfer can. */
  retryable: boolean;
  /** Video length read in the browser, seconds. */
  duration: number | null;
};

export const ACTIVE_UPLOAD_STATUSES: ReadonlySet<UploadStatus> = new Set([
  'queued',
  'preparing',
  'uploading',
  'processing',
]);

export function isUploadActive(item: Pick<UploadItem, 'status'>): boolean {
  return ACTIVE_UPLOAD_STATUSES.has(item.status);
}

// Module state, not component state: an upload goes on while the user moves to another page,
// and its progress is there again when they come back.
export const uploadStore = createStore<readonly UploadItem[]>([]);
const store = uploadStore;

export function uploadItems(): readonly UploadItem[] {
  return store.getState();
}

export function addUploadItem(item: UploadItem): void {
  store.setState((items) => [...items, item]);
}

export function updateUploadItem(id: string, patch: Partial<Omit<UploadItem, 'id'>>): void {
  store.setState((items) => {
    if (!items.some((item) => item.id === id)) return items;
    return items.map((item) => (item.id === id ? { ...item, ...patch } : item));
  });
}

export function findUploadItem(id: string): UploadItem | undefined {
  return store.getState().find((item) => item.id === id);
}

/** Drops finished, failed and cancelled rows; running uploads stay. */
export function clearFinishedUploads(): void {
  store.setState((items) => {
    const kept = items.filter(isUploadActive);
    return kept.length === items.length ? items : kept;
  });
}

/** Drops these rows whatever their state (the import engine wiped for another account). */
export function removeUploadItems(ids: ReadonlySet<string>): void {
  store.setState((items) => {
    const kept = items.filter((item) => !ids.has(item.id));
    return kept.length === items.length ? items : kept;
  });
}

/** For tests. */
export function resetUploadStore(): void {
  store.setState([]);
}
