import { findImportPhoto } from '../lib/import-state';
import { onImportUploadSettled } from '../lib/upload-queue';
import { recordCardImport } from './sd-import-history';

type CardPhoto = { readonly name: string; readonly file: File };

// The card's files handed to the import dialog, until their upload succeeds. Keyed by the File
// itself: the dialog's photo keeps that very object, and a file the dialog refused (size,
// type, quota, the 999 cap) never becomes a photo, so it is never recorded. Weak: a photo
// removed or left failing is forgotten with its file.
const awaitingUpload = new WeakMap<File, { readonly cardName: string; readonly name: string }>();
const changeListeners = new Set<() => void>();
let following: (() => void) | null = null;

function follow(): void {
  // Once per tab and never stopped: the panel closes as the import starts, the uploads go on.
  following ??= onImportUploadSettled((photoId, outcome) => {
    if (outcome !== 'uploaded') return;
    const file = findImportPhoto(photoId)?.file;
    const photo = file ? awaitingUpload.get(file) : undefined;
    if (!file || !photo) return;
    awaitingUpload.delete(file);
    recordCardImport(photo.cardName, [photo.name]);
    for (const listener of changeListeners) listener();
  });
}

/**
 * The SD import history learns a photo only once the server holds it: a photo refused or
 * failed must still show as new, or the practitioner may wipe a card thinking it was saved.
 */
export function recordCardImportOnUpload(cardName: string, photos: readonly CardPhoto[]): void {
  follow();
  for (const photo of photos) awaitingUpload.set(photo.file, { cardName, name: photo.name });
}

/** Told each time a card's history gains an uploaded photo ("new since last import" changes). */
export function onCardImportRecorded(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
