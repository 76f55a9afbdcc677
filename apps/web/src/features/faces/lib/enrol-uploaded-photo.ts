import { isUnassignedPatientId } from '@photodossier/domain/display-names';
import type { UploadedMedia } from '@/lib/media-uploaded';
import { enrolPhoto } from './enrol-photo';

/**
 * Spec 01 §4, last upload step: an image of a real patient gets its face embedding, computed
 * from the local file. It runs after the upload has finished and its failure never shows:
 * the patient's batch processing picks the photo up later.
 */
export async function enrolUploadedPhoto({ photo, file }: UploadedMedia): Promise<boolean> {
  // A background-removal variant shows the same face as its original, already enrolled.
  if (
    photo.media_type !== 'image' ||
    photo.original_photo_id !== null ||
    isUnassignedPatientId(photo.patient_id)
  ) {
    return false;
  }
  try {
    await enrolPhoto(photo.id, file);
    return true;
  } catch {
    return false;
  }
}
