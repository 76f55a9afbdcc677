import { randomBytes } from 'node:crypto';
import { extensionOfFileType } from '@photodossier/domain/media-type';
import type { AcceptedMediaType } from './media-sniffing';

export interface PhotoStorageKeys {
  readonly original: string;
  readonly thumbnail: string;
  readonly preview: string;
}

/** The folder of a patient's files, or of unassigned ones (spec 01 §7). */
export function photoFolder(userId: string, patientId: string | null): string {
  return `medical-photos/${userId}/${patientId ?? 'unassigned'}`;
}

/** The original's key without its extension: thumbnail and preview hang off it. */
function stem(originalKey: string): string {
  const slash = originalKey.lastIndexOf('/');
  const dot = originalKey.lastIndexOf('.');
  return dot > slash ? originalKey.slice(0, dot) : originalKey;
}

/** Spec 01 §7: "same name with _thumbnail.jpg"; the preview follows the same pattern. */
export function thumbnailKeyOf(originalKey: string): string {
  return `${stem(originalKey)}_thumbnail.jpg`;
}

export function previewKeyOf(originalKey: string): string {
  return `${stem(originalKey)}_preview.webp`;
}

/** The three keys of a photo whose original is stored at `originalKey`. */
export function photoStorageKeysOf(originalKey: string): PhotoStorageKeys {
  return {
    original: originalKey,
    thumbnail: thumbnailKeyOf(originalKey),
    preview: previewKeyOf(originalKey),
  };
}

/**
 * medical-photos/{uid}/{patientId|unassigned}/{timestamp}-{random}.{ext}, the extension of the
 * type read from the file's bytes, never the one of the name the browser sent.
 */
export function newPhotoStorageKeys(
  userId: string,
  patientId: string | null,
  type: AcceptedMediaType,
  now: number,
): PhotoStorageKeys {
  const random = randomBytes(6).toString('hex');
  const original = `${photoFolder(userId, patientId)}/${now}-${random}.${extensionOfFileType(type)}`;
  return photoStorageKeysOf(original);
}
