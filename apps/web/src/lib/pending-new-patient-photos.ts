import { z } from 'zod';

/**
 * Session key of spec 02 §3: photos of the import dialog waiting for the patient being created.
 * They stay in the dialog meanwhile: filed once the patient is saved, still there if the form
 * is abandoned.
 */
export const PENDING_NEW_PATIENT_PHOTOS_KEY = 'pendingPhotosMetadataForNewPatient';

const pendingPhotoSchema = z.object({
  /** The photo in the unassigned area. */
  photoId: z.string().min(1).max(64),
  fileName: z.string().max(255),
  sessionId: z.string().min(1).max(64).nullable(),
  sessionPhotoId: z.string().min(1).max(64).nullable(),
  /** A video is attached only once the user confirmed it; the form shows it as one. */
  mediaType: z.enum(['image', 'video']).default('image'),
});

const pendingNewPatientPhotosSchema = z.object({
  photos: z.array(pendingPhotoSchema).min(1).max(999),
  createdAt: z.number().int(),
});

export type PendingNewPatientPhotos = z.output<typeof pendingNewPatientPhotosSchema>;
export type PendingNewPatientPhotosInput = z.input<typeof pendingNewPatientPhotosSchema>;

export function writePendingNewPatientPhotos(value: PendingNewPatientPhotosInput): void {
  const parsed = pendingNewPatientPhotosSchema.parse(value);
  try {
    sessionStorage.setItem(PENDING_NEW_PATIENT_PHOTOS_KEY, JSON.stringify(parsed));
  } catch {
    // Storage refused: the photos stay in the unassigned area, nothing is lost.
  }
}

/** The photos handed over, or null (none, or a value this version cannot read: dropped). */
export function readPendingNewPatientPhotos(): PendingNewPatientPhotos | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(PENDING_NEW_PATIENT_PHOTOS_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = pendingNewPatientPhotosSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: cleared below like any unreadable value.
  }
  clearPendingNewPatientPhotos();
  return null;
}

export function clearPendingNewPatientPhotos(): void {
  try {
    sessionStorage.removeItem(PENDING_NEW_PATIENT_PHOTOS_KEY);
  } catch {
    // Nothing to clear when storage is refused.
  }
}
