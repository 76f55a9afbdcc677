import { useSyncExternalStore } from 'react';

/**
 * "Partager" is offered by the comparison screen, the gallery selection and the drive, while the dialog
 * that creates the link belongs to features/shares and is mounted once by the app. Features ask
 * through these functions, as with the import dialog.
 */
export type ShareDialogRequest =
  | { readonly kind: 'comparison'; readonly comparisonId: string; readonly title: string }
  | { readonly kind: 'photos'; readonly photoIds: readonly string[] }
  | { readonly kind: 'drive'; readonly driveItemId: string; readonly name: string };

let request: ShareDialogRequest | null = null;
const listeners = new Set<() => void>();

function update(next: ShareDialogRequest | null): void {
  request = next;
  for (const listener of listeners) listener();
}

export function openShareDialog(next: ShareDialogRequest): void {
  update(next);
}

export function closeShareDialog(): void {
  update(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open request, or null while the dialog is closed. */
export function useShareDialogRequest(): ShareDialogRequest | null {
  return useSyncExternalStore(subscribe, () => request);
}
