import { paths } from '@/config/paths';
import type { PhotoListScope } from '@/lib/api/get-photos';

/**
 * Where a thumbnail leads: the patient's viewer inside a patient timeline, else the global
 * viewer told which list to walk through (previous / next).
 */
export function viewerHref(photoId: string, list: PhotoListScope): string {
  if (list.scope === 'patient') return paths.patientPhoto(list.patientId, photoId);
  return `${paths.photo(photoId)}?scope=${list.scope}`;
}
