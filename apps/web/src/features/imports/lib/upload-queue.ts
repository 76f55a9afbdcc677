import type { PhotoRecord } from '@photodossier/domain/media-record';
import { photoFileUrls } from '@photodossier/domain/photo-urls';
import { translateErrorCode } from '@/lib/api-client';
import { getMachineId } from '@/lib/machine-id';
import { deleteTempPhoto, saveTempPhoto } from '@/lib/temp-photos/temp-photo-store';
import { problemOfUploadError, uploadErrorText } from '@/lib/uploads/upload-error';
import {
  cancelUpload,
  enqueueUpload,
  retryUpload as retryRunnerUpload,
} from '@/lib/uploads/upload-runner';
import {
  addUploadItem,
  findUploadItem,
  updateUploadItem,
  uploadItems,
  uploadStore,
  type UploadItem,
} from '@/lib/uploads/upload-store';
import { getImportSession } from '../api/get-import-session';
import { openImportSession } from '../api/open-import-session';
import { patchSessionPhoto } from '../api/patch-session-photo';
import { putSessionPhoto } from '../api/put-session-photo';
import type { SettledListener, UploadOutcome } from './engine-parts';
import { engineParts } from './import-engine';
import type { ImportPhoto } from './import-model';
import { datesOfRecord } from './import-photo';
import {
  findImportPhoto,
  getImportState,
  importEpoch,
  patchImportPhoto,
  setImportState,
} from './import-state';
import { expectEcho } from './session-echo';
import { noteSessionPhoto } from './session-ledger';
import { claimUploaderLock } from './uploader-lock';

const queue = () => engineParts().uploads;

/** Told when a photo's upload ends either way (analysis start, pending actions). */
export function onImportUploadSettled(listener: SettledListener): () => void {
  const { settledListeners } = queue();
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

function settled(photoId: string, outcome: UploadOutcome) {
  for (const listener of queue().settledListeners) listener(photoId, outcome);
}

/** A photo the live sync found uploaded by another tab: analysis and waiting actions follow. */
export function announceUploadedElsewhere(photoId: string): void {
  void deleteTempPhoto(photoId).catch(() => {});
  settled(photoId, 'uploaded');
}

/** The device's active session (reused, newest first, by the server), opened once. */
export function ensureImportSession(): Promise<string> {
  const known = getImportState().sessionId;
  if (known) return Promise.resolve(known);
  const epoch = importEpoch();
  const uploads = queue();
  uploads.opening ??= (async () => {
    const session = await openImportSession(await getMachineId());
    // The account changed meanwhile: that session is the previous user's.
    if (epoch !== importEpoch()) throw new Error('import engine reset');
    setImportState((current) => ({ ...current, sessionId: session.id }));
    return session.id;
  })().finally(() => {
    uploads.opening = null;
  });
  return uploads.opening;
}

/** What a failed upload says: "Permissions insuffisantes" for a refusal, else the server's. */
export function importUploadErrorText(error: unknown): string {
  const problem = problemOfUploadError(error);
  if (problem?.status === 403) return translateErrorCode('import.upload_permission_denied');
  if (typeof error === 'object' && error !== null && 'status' in error && error.status === 403) {
    return translateErrorCode('import.upload_permission_denied');
  }
  if (error instanceof Error && 'code' in error && !problem) return error.message;
  return uploadErrorText(error);
}

// queue().finishing: uploads whose last bytes are sent, whose session notice is ours.
function settleFinishing(photoId: string, wrote: boolean) {
  const { finishing } = queue();
  finishing.get(photoId)?.(wrote);
  finishing.delete(photoId);
}

function mirror(item: UploadItem) {
  const photo = findImportPhoto(item.id);
  if (!photo || photo.unassignedUploadStatus === 'uploaded') return;
  if (item.status === 'done' || item.status === 'error' || item.status === 'cancelled') return;
  const sending = item.status === 'uploading' || item.status === 'processing';
  const progress = item.bytesTotal > 0 ? Math.round((item.bytesSent / item.bytesTotal) * 100) : 0;
  patchImportPhoto(item.id, {
    unassignedUploadStatus: sending ? 'uploading' : 'pending',
    unassignedUploadProgress: Math.min(100, progress),
    unassignedUploadBytesTransferred: item.bytesSent,
    unassignedUploadTotalBytes: item.bytesTotal || photo.size,
    unassignedUploadSpeed: item.bytesPerSecond,
    unassignedUploadStartTime: photo.unassignedUploadStartTime ?? (sending ? Date.now() : null),
    unassignedUploadError: null,
  });
  // The session hears of status changes only, not of every chunk.
  const { finishing, patchedUploading } = queue();
  const sessionId = getImportState().sessionId;
  if (item.status === 'processing' && sessionId && !finishing.has(item.id)) {
    finishing.set(item.id, expectEcho(sessionId));
  }
  if (sending && sessionId && !patchedUploading.has(item.id)) {
    patchedUploading.add(item.id);
    void patchSessionPhoto(sessionId, item.id, { upload_status: 'uploading' }).catch(() => {});
  }
}

function mirrorUploadProgress() {
  const uploads = queue();
  if (uploads.mirroring) return;
  uploads.mirroring = true;
  uploadStore.subscribe(() => {
    for (const item of uploadItems()) mirror(item);
  });
}

async function uploadedRecord(
  photoId: string,
  sessionId: string,
  record: PhotoRecord | null,
): Promise<{ id: string; url: string; dates: ReturnType<typeof datesOfRecord> } | null> {
  if (record) {
    return {
      id: record.id,
      url: record.thumbnail_url ?? record.image_url,
      dates: datesOfRecord(record),
    };
  }
  // The answer could not be read: the session knows which photo the upload became.
  try {
    const session = await getImportSession(sessionId);
    const id = session.photos[photoId]?.unassigned_photo_id;
    return id ? { id, url: photoFileUrls.thumbnail(id), dates: null } : null;
  } catch {
    return null;
  }
}

function markFailed(photoId: string, message: string) {
  settleFinishing(photoId, false);
  patchImportPhoto(photoId, {
    unassignedUploadStatus: 'failed',
    unassignedUploadSpeed: 0,
    unassignedUploadError: message,
  });
  const sessionId = getImportState().sessionId;
  queue().patchedUploading.delete(photoId);
  if (sessionId) {
    void patchSessionPhoto(sessionId, photoId, { upload_status: 'failed' }).catch(() => {});
  }
  settled(photoId, 'failed');
}

/** A resume or another tab reads the date from the session: it gets the EXIF one too. */
function keepCaptureTime(
  photo: ImportPhoto,
  sessionId: string,
  dates: NonNullable<ReturnType<typeof datesOfRecord>>,
) {
  const timestamp = Math.max(0, Math.trunc(dates.timestamp));
  if (timestamp === Math.trunc(photo.timestamp) && dates.exifDates === null) return;
  void putSessionPhoto(sessionId, photo.id, {
    metadata: {
      originalName: photo.name,
      size: photo.size,
      type: photo.type,
      timestamp,
      exif: dates.exifDates ? { ...dates.exifDates } : null,
    },
  }).catch(() => {});
}

/** Hands the file to the shared tus runner (its row shows in the upload panel too). */
export function enqueuePhotoUpload(photo: ImportPhoto, file: File, sessionId: string): void {
  // Best effort: a tab opened later sees this one sending and does not resend these photos.
  void claimUploaderLock();
  mirrorUploadProgress();
  const row = {
    fileName: photo.name,
    mediaType: photo.mediaType,
    patientId: null,
    status: 'queued' as const,
    bytesSent: 0,
    bytesTotal: file.size,
    bytesPerSecond: 0,
    error: null,
    retryable: true,
    duration: null,
  };
  if (findUploadItem(photo.id)) updateUploadItem(photo.id, row);
  else addUploadItem({ id: photo.id, ...row });
  enqueueUpload({
    id: photo.id,
    file,
    mimeType: photo.type,
    video: photo.mediaType === 'video',
    patientId: null,
    metadata: { session_id: sessionId, session_photo_id: photo.id },
    offlineText: () => translateErrorCode('upload.offline'),
    onDone: (record) => {
      settleFinishing(photo.id, true);
      void (async () => {
        const uploaded = await uploadedRecord(photo.id, sessionId, record);
        if (!uploaded) {
          markFailed(photo.id, translateErrorCode('import.failed'));
          return;
        }
        patchImportPhoto(photo.id, {
          unassignedUploadStatus: 'uploaded',
          unassignedUploadProgress: 100,
          unassignedUploadBytesTransferred: file.size,
          unassignedUploadTotalBytes: file.size,
          unassignedUploadSpeed: 0,
          unassignedUploadError: null,
          unassignedPhotoId: uploaded.id,
          unassignedPhotoUrl: uploaded.url,
          // Time grouping regroups on the capture time the server read from EXIF.
          ...(uploaded.dates ?? {}),
        });
        if (uploaded.dates) keepCaptureTime(photo, sessionId, uploaded.dates);
        // The server holds it now: the local copy kept for a reload is no longer needed.
        await deleteTempPhoto(photo.id).catch(() => {});
        settled(photo.id, 'uploaded');
      })();
    },
    onFailed: (error) => markFailed(photo.id, importUploadErrorText(error)),
  });
}

/**
 * A new photo of the dialog: kept in the temporary store first (a reload loses nothing),
 * registered in the session, then sent in the background to the unassigned area.
 */
export async function sendPhoto(photo: ImportPhoto, file: File): Promise<void> {
  try {
    await saveTempPhoto(photo.id, file, photo.name);
  } catch {
    // Too large for the temporary store (videos over 15 MB) or storage refused: it still
    // uploads, only a reload before the end would have to start it again by hand.
  }
  try {
    const sessionId = await ensureImportSession();
    await putSessionPhoto(sessionId, photo.id, {
      metadata: {
        originalName: photo.name,
        size: photo.size,
        type: photo.type,
        timestamp: Math.max(0, Math.trunc(photo.timestamp)),
        exif: photo.exifDates ? { ...photo.exifDates } : null,
      },
    });
    noteSessionPhoto(photo.id);
    if (!findImportPhoto(photo.id)) return;
    enqueuePhotoUpload(photo, file, sessionId);
  } catch (error) {
    markFailed(photo.id, importUploadErrorText(error));
  }
}

/** Sends a failed photo again: tus resumes from what the server already holds. */
export function retryPhotoUpload(photoId: string): void {
  const photo = findImportPhoto(photoId);
  if (!photo || photo.unassignedUploadStatus !== 'failed') return;
  patchImportPhoto(photoId, { unassignedUploadStatus: 'pending', unassignedUploadError: null });
  if (retryRunnerUpload(photoId)) return;
  if (photo.file) void sendPhoto(photo, photo.file);
  else markFailed(photoId, translateErrorCode('import.failed'));
}

/** Forgets the session being opened and the status reports, when the engine is wiped. */
export function resetUploadQueue(): void {
  const uploads = queue();
  uploads.opening = null;
  uploads.patchedUploading.clear();
  uploads.finishing.clear();
}

export async function stopPhotoUpload(photoId: string): Promise<void> {
  queue().patchedUploading.delete(photoId);
  settleFinishing(photoId, false);
  await cancelUpload(photoId);
  await deleteTempPhoto(photoId).catch(() => {});
}
