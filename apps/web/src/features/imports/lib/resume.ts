import { getMachineId } from '@/lib/machine-id';
import { deleteTempPhoto, readTempPhoto } from '@/lib/temp-photos/temp-photo-store';
import { abandonImportSession } from '../api/abandon-import-session';
import { deleteSessionPhoto } from '../api/delete-session-photo';
import { getActiveImportSession } from '../api/get-active-import-session';
import { scheduleAnalysis } from './analysis-queue';
import { engineParts } from './import-engine';
import type { ImportPhoto } from './import-model';
import { pendingPhotoFromSession, uploadedImportPhoto } from './import-photo';
import { getImportState, importEpoch, setImportState } from './import-state';
import { noteSessionPhoto } from './session-ledger';
import { holdWholeSession } from './session-sync';
import { enqueuePhotoUpload } from './upload-queue';
import { claimUploaderLock } from './uploader-lock';

async function rebuild(): Promise<boolean> {
  const epoch = importEpoch();
  const session = await getActiveImportSession(await getMachineId());
  if (!session) return false;
  const known = new Set(getImportState().photos.map((photo) => photo.id));
  const unfiled = Object.entries(session.photos).filter(
    ([id]) => !(id in session.assignments) && !known.has(id),
  );
  if (unfiled.length === 0) return false;

  const uploaded: ImportPhoto[] = [];
  const toSend: { photo: ImportPhoto; file: File }[] = [];
  for (const [id, entry] of unfiled) {
    if (entry.upload_status === 'uploaded' && entry.unassigned_photo_id) {
      // Sent just before the page went away, before its local copy could be dropped.
      void deleteTempPhoto(id).catch(() => {});
      uploaded.push(
        uploadedImportPhoto({
          id,
          serverId: entry.unassigned_photo_id,
          name: entry.metadata.originalName,
          size: entry.metadata.size,
          type: entry.metadata.type,
          timestamp: entry.metadata.timestamp,
          exifDates: entry.metadata.exif,
        }),
      );
      continue;
    }
    const stored = await readTempPhoto(id).catch(() => null);
    if (!stored) {
      // Neither on the server nor in this browser any more: nothing left to resume.
      void deleteSessionPhoto(session.id, id).catch(() => {});
      continue;
    }
    const photo = pendingPhotoFromSession(id, entry, stored);
    toSend.push({ photo, file: photo.file! });
  }
  const added = [...uploaded, ...toSend.map((item) => item.photo)];
  // The account changed while this was read: these are the previous user's photos.
  if (epoch !== importEpoch()) return false;
  if (added.length === 0) {
    // Every photo left was lost with this browser's copy and nothing of the session is open
    // here: it ended without its photos being filed, and the server cleans it up later.
    if (getImportState().sessionId !== session.id) {
      void abandonImportSession(session.id).catch(() => {});
    }
    return false;
  }
  for (const photo of added) noteSessionPhoto(photo.id);
  holdWholeSession(session);
  setImportState((current) => ({
    ...current,
    sessionId: session.id,
    photos: [...current.photos, ...added.filter((photo) => !known.has(photo.id))],
  }));
  // Analysis results live in the page only: photos sent before the reload are analysed again.
  for (const photo of uploaded) if (photo.mediaType === 'image') scheduleAnalysis(photo.id, 0);
  // Another tab of this device still sending them: it goes on, and the live sync shows them
  // uploaded here when it is done.
  if (toSend.length > 0 && (await claimUploaderLock()) && epoch === importEpoch()) {
    for (const { photo, file } of toSend) enqueuePhotoUpload(photo, file, session.id);
  }
  return true;
}

/**
 * Rebuilds the dialog from the device's active session (spec 02 §4.5): photos the server
 * holds come back from their records, the others from the temporary store and upload again.
 * Returns whether there is anything to show.
 */
export function resumeImportSession(): Promise<boolean> {
  const parts = engineParts();
  parts.resuming ??= rebuild()
    .catch(() => false)
    .finally(() => {
      parts.resuming = null;
    });
  return parts.resuming;
}
