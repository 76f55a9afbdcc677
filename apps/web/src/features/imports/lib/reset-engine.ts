import { closeImportDialog } from '@/lib/import-dialog';
import { cancelUpload, forgetUploadJobs } from '@/lib/uploads/upload-runner';
import { removeUploadItems } from '@/lib/uploads/upload-store';
import { deleteTempPhoto } from '@/lib/temp-photos/temp-photo-store';
import { resetImportActions } from './actions';
import { clearAnalysis } from './analysis-queue';
import { engineParts } from './import-engine';
import { revokePreview } from './import-photo';
import { getImportState, nextImportEpoch, resetImportState } from './import-state';
import { resetSessionLedger } from './session-ledger';
import { resetImportSessionSync } from './session-sync';
import { resetUploadQueue } from './upload-queue';

/**
 * Wipes the engine when the account changes or signs out, so the next user of this browser
 * never sees the previous one's photos: uploads and analysis stop, object URLs are revoked, the
 * local copies kept for a resume are deleted and the upload panel forgets their rows. What the
 * server already holds stays there, in that account's unassigned photos.
 */
export function resetImportEngine(): void {
  nextImportEpoch();
  const { photos } = getImportState();
  const ids = new Set(photos.map((photo) => photo.id));
  for (const photo of photos) {
    revokePreview(photo);
    void cancelUpload(photo.id)
      .catch(() => {})
      .finally(() => forgetUploadJobs([photo.id]));
    void deleteTempPhoto(photo.id).catch(() => {});
  }
  clearAnalysis();
  resetImportActions();
  resetImportSessionSync();
  resetSessionLedger();
  resetUploadQueue();
  resetImportState();
  removeUploadItems(ids);
  forgetUploadJobs(ids);
  closeImportDialog();
}

/**
 * Told who is signed in (null: nobody) each time the session changes; a different account,
 * or a sign-out, after someone used the engine wipes it. The first answer only records.
 */
export function followImportOwner(userId: string | null): void {
  const { owner } = engineParts();
  if (owner !== undefined && owner !== null && userId !== owner) resetImportEngine();
  engineParts().owner = userId;
}

/** For tests. */
export function resetImportOwner(): void {
  engineParts().owner = undefined;
}
