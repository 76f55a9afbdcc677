import type { MediaType } from '@photodossier/domain/media-type';

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
let items: readonly UploadItem[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function uploadItems(): readonly UploadItem[] {
  return items;
}

export function subscribeUploads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function addUploadItem(item: UploadItem): void {
  items = [...items, item];
  emit();
}

export function updateUploadItem(id: string, patch: Partial<Omit<UploadItem, 'id'>>): void {
  let changed = false;
  items = items.map((item) => {
    if (item.id !== id) return item;
    changed = true;
    return { ...item, ...patch };
  });
  if (changed) emit();
}

export function findUploadItem(id: string): UploadItem | undefined {
  return items.find((item) => item.id === id);
}

/** Drops finished, failed and cancelled rows; running uploads stay. */
export function clearFinishedUploads(): void {
  const kept = items.filter(isUploadActive);
  if (kept.length === items.length) return;
  items = kept;
  emit();
}

/** Drops these rows whatever their state (the import engine wiped for another account). */
export function removeUploadItems(ids: ReadonlySet<string>): void {
  const kept = items.filter((item) => !ids.has(item.id));
  if (kept.length === items.length) return;
  items = kept;
  emit();
}

/** For tests. */
export function resetUploadStore(): void {
  items = [];
  emit();
}
