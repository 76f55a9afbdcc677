import { createStore, useStore } from './create-store';

/**
 * "Partager" is offered by the comparison screen, the gallery selection and the drive, while the dialog
 * that creates the link belongs to features/shares and is mounted once by the app. Features ask
 * through these functions, as with the import dialog.
 */
export type ShareDialogRequest =
  | { readonly kind: 'comparison'; readonly comparisonId: string; readonly title: string }
  | { readonly kind: 'photos'; readonly photoIds: readonly string[] }
  | { readonly kind: 'drive'; readonly driveItemId: string; readonly name: string };

const store = createStore<ShareDialogRequest | null>(null);

export function openShareDialog(next: ShareDialogRequest): void {
  store.setState(next);
}

export function closeShareDialog(): void {
  store.setState(null);
}

/** The open request, or null while the dialog is closed. */
export function useShareDialogRequest(): ShareDialogRequest | null {
  return useStore(store);
}
