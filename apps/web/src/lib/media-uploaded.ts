import type { PhotoRecord } from '@photodossier/domain/media-record';

/** A file whose upload finished, with the record the server made of it. */
export type UploadedMedia = { photo: PhotoRecord; file: File };
type Listener = (uploaded: UploadedMedia) => void;

const listeners = new Set<Listener>();

/**
 * Lets other parts follow finished uploads (face enrolment) without the media feature knowing
 * them. Returns the function that stops following.
 */
export function onMediaUploaded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Told by the uploader once the record exists; a follower's failure never reaches the upload. */
export function announceMediaUploaded(uploaded: UploadedMedia): void {
  for (const listener of listeners) {
    try {
      listener(uploaded);
    } catch {
      // Followers work in the background; the upload already succeeded.
    }
  }
}
