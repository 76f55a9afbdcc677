import { paths } from '@/config/paths';
import type { ImportMode, ImportPhoto, ImportState } from './import-model';

export type UploadReadiness = 'ready' | 'wait' | 'failed';

/**
 * Whether an action on these photos can run (spec 02 §4.6): all uploaded runs at once, some
 * still sending waits (the "Upload en cours" dialog), a failed one cannot be filed.
 */
export function uploadReadiness(photos: readonly ImportPhoto[]): UploadReadiness {
  if (photos.some((photo) => photo.unassignedUploadStatus === 'failed')) return 'failed';
  if (
    photos.some((photo) => photo.unassignedUploadStatus !== 'uploaded' || !photo.unassignedPhotoId)
  ) {
    return 'wait';
  }
  return 'ready';
}

/** Photos still to file; quick mode keeps filed photos on screen, marked. */
export function remainingPhotos(state: Pick<ImportState, 'photos'>): ImportPhoto[] {
  return state.photos.filter((photo) => photo.assignedToPatient === null);
}

/** The dialog closes only when no photo remains and no wait dialog is open. */
export function canCloseImport(state: Pick<ImportState, 'photos' | 'waitDialogOpen' | 'saving'>) {
  return !state.waitDialogOpen && state.saving === null && remainingPhotos(state).length === 0;
}

/** Where the app goes once the dialog closed after filing under a patient; null: stay. */
export function destinationAfterAssign(mode: ImportMode | null, patientId: string): string | null {
  if (mode?.kind === 'patient') return null;
  return paths.patientDetails(patientId);
}

/** Saving without patient leads to the unassigned photos from the camera flow only. */
export function destinationAfterSaveWithoutPatient(mode: ImportMode | null): string | null {
  return mode?.kind === 'camera' ? paths.patientsUnassigned : null;
}
