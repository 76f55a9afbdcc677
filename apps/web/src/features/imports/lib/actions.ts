import { AUTO_ASSIGN_DELAY_MS } from '@photodossier/domain/import-timings';
import { paths } from '@/config/paths';
import { assignPhotos } from '@/lib/api/assign-photos';
import { translateErrorCode } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import { sendSavedPhotosByEmail } from '@/lib/email/auto-send';
import { closeImportDialog, openImportDialog } from '@/lib/import-dialog';
import { notify } from '@/lib/notify';
import {
  writePendingNewPatientPhotos,
  type PendingNewPatientPhotos,
} from '@/lib/pending-new-patient-photos';
import { openStorageFull } from '@/lib/storage-dialogs';
import { deleteSessionPhoto } from '../api/delete-session-photo';
import { finalizeImportSession } from '../api/finalize-import-session';
import { getStorageStats } from '@/lib/api/get-storage-stats';
import { recordImportAssignments } from '../api/record-import-assignments';
import { deleteImportedPhoto } from '../api/delete-imported-photo';
import {
  canCloseImport,
  destinationAfterAssign,
  destinationAfterSaveWithoutPatient,
  remainingPhotos,
  uploadReadiness,
} from './action-rules';
import { screenFiles } from './add-files';
import { cancelAnalysis, clearAnalysis, scheduleAnalysis } from './analysis-queue';
import { navigateFromImport, refreshAfterImportChange } from './environment';
import { engineParts } from './import-engine';
import type { ImportActions, ImportMode, ImportPhoto, PendingImportAction } from './import-model';
import { newImportPhoto, revokePreview } from './import-photo';
import {
  findImportPhoto,
  getImportState,
  patchImportPhoto,
  removeImportPhotos,
  resetImportState,
  setImportState,
} from './import-state';
import { noteRemovedHere } from './session-ledger';
import {
  onImportUploadSettled,
  retryPhotoUpload,
  sendPhoto,
  stopPhotoUpload,
} from './upload-queue';

const SAVE_DONE_PAUSE_MS = 1000;
const CAMERA_REDIRECT_DELAY_MS = 100;

const own = () => engineParts().actions;

/** Photos that never joined the session (quick camera: uploaded before the dialog opened). */
export function photosOutsideSession(): Set<string> {
  return own().outsideSession;
}

// own().waiting: actions waiting for uploads, oldest first; the dialog shows the first one.
function showWaiting() {
  const { waiting } = own();
  setImportState((current) => ({
    ...current,
    pendingAction: waiting[0] ?? null,
    waitDialogOpen: waiting.length > 0 ? current.waitDialogOpen : false,
  }));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function photosOf(ids: readonly string[]): ImportPhoto[] {
  return ids.map(findImportPhoto).filter((photo): photo is ImportPhoto => photo !== undefined);
}

async function record(photos: readonly ImportPhoto[], patientId: string | null): Promise<void> {
  const sessionId = getImportState().sessionId;
  const inSession = photos.filter((photo) => !photosOutsideSession().has(photo.id));
  if (!sessionId || inSession.length === 0) return;
  try {
    await recordImportAssignments(
      sessionId,
      inSession.map((photo) => ({ session_photo_id: photo.id, patient_id: patientId })),
    );
  } catch {
    // The photos are filed; the session only forgets it, and a resume finds them filed.
  }
}

/** Spec 02 §4.6: the photos just filed go by e-mail when the settings ask, after the dialog. */
function emailFiled(photoIds: readonly string[], mode: ImportMode | null): void {
  void sendSavedPhotosByEmail(photoIds, mode?.kind === 'camera' ? 'camera' : 'import');
}

function dropPhotos(photos: readonly ImportPhoto[]) {
  for (const photo of photos) {
    revokePreview(photo);
    cancelAnalysis(photo.id);
    photosOutsideSession().delete(photo.id);
  }
  removeImportPhotos(new Set(photos.map((photo) => photo.id)));
}

/** Finalizes the session, forgets everything and closes; the caller checked canCloseImport. */
function finish(destination: string | null, delayMs = 0) {
  const { sessionId, photos } = getImportState();
  if (sessionId) void finalizeImportSession(sessionId).catch(() => {});
  for (const photo of photos) revokePreview(photo);
  clearAnalysis();
  own().outsideSession.clear();
  own().waiting = [];
  resetImportState();
  closeImportDialog();
  if (destination) {
    if (delayMs > 0) setTimeout(() => navigateFromImport(destination), delayMs);
    else navigateFromImport(destination);
  }
}

/** Closes once everything is filed; quick mode keeps its filed photos on screen until Fermer. */
function closeIfEmpty(destination: string | null, delayMs = 0): void {
  const state = getImportState();
  if (state.mode?.kind !== 'patient' && canCloseImport(state)) finish(destination, delayMs);
}

async function runAssign(photoIds: readonly string[], patientId: string): Promise<void> {
  const photos = photosOf(photoIds).filter(
    (photo) => photo.unassignedPhotoId && photo.assignedToPatient === null,
  );
  if (photos.length === 0) return;
  const byServerId = new Map(photos.map((photo) => [photo.unassignedPhotoId!, photo]));
  let results;
  try {
    results = await assignPhotos([...byServerId.keys()], patientId, undefined, { moveFiles: true });
  } catch {
    notify(translateErrorCode('import.assign_failed'), { variant: 'destructive' });
    return;
  }
  const filed = results
    .filter((result) => result.success)
    .map((result) => byServerId.get(result.photoId))
    .filter((photo): photo is ImportPhoto => photo !== undefined);
  if (filed.length < photos.length) {
    notify(translateErrorCode('import.assign_failed'), { variant: 'destructive' });
  }
  refreshAfterImportChange();
  if (filed.length === 0) return;
  await record(filed, patientId);
  const mode = getImportState().mode;
  emailFiled(
    filed.map((photo) => photo.unassignedPhotoId!),
    mode,
  );
  if (mode?.kind === 'patient') {
    for (const photo of filed) patchImportPhoto(photo.id, { assignedToPatient: patientId });
  } else {
    dropPhotos(filed);
  }
  closeIfEmpty(destinationAfterAssign(mode, patientId));
}

async function runSaveWithoutPatient(photoIds: readonly string[], waited: boolean): Promise<void> {
  const photos = photosOf(photoIds).filter((photo) => photo.assignedToPatient === null);
  if (photos.length === 0) return;
  const mode = getImportState().mode;
  if (waited) {
    // Files that had to wait are saved one by one, with the spec's progress.
    for (const [index, photo] of photos.entries()) {
      setImportState((current) => ({
        ...current,
        saving: { current: index + 1, total: photos.length, done: false },
      }));
      await record([photo], null);
    }
    setImportState((current) => ({
      ...current,
      saving: { current: photos.length, total: photos.length, done: true },
    }));
    await sleep(SAVE_DONE_PAUSE_MS);
    setImportState((current) => ({ ...current, saving: null }));
  } else {
    await record(photos, null);
  }
  emailFiled(
    photos.flatMap((photo) => (photo.unassignedPhotoId ? [photo.unassignedPhotoId] : [])),
    mode,
  );
  if (mode?.kind === 'patient') {
    for (const photo of photos) patchImportPhoto(photo.id, { assignedToPatient: 'unassigned' });
  } else {
    dropPhotos(photos);
  }
  refreshAfterImportChange();
  closeIfEmpty(destinationAfterSaveWithoutPatient(mode), CAMERA_REDIRECT_DELAY_MS);
}

async function runCreatePatient(photoIds: readonly string[]): Promise<void> {
  const photos = photosOf(photoIds).filter(
    (photo) => photo.unassignedPhotoId && photo.assignedToPatient === null,
  );
  if (photos.length === 0) return;
  const { sessionId } = getImportState();
  writePendingNewPatientPhotos({
    photos: photos.map((photo) => ({
      photoId: photo.unassignedPhotoId!,
      fileName: photo.name,
      sessionId: photosOutsideSession().has(photo.id) ? null : sessionId,
      sessionPhotoId: photosOutsideSession().has(photo.id) ? null : photo.id,
      mediaType: photo.mediaType,
    })),
    createdAt: Date.now(),
  });
  // The form needs the screen. The photos stay in the dialog (hidden, behind Import's badge)
  // until the patient is saved (fileNewPatientPhotos); a form left unsaved leaves them there.
  closeImportDialog();
  navigateFromImport(paths.patientNew);
}

/**
 * The patient of "Nouveau patient" is saved: its photos are filed under it, files moved into
 * its folder, and leave the dialog; the dialog comes back if other photos still wait, and the
 * session ends if none do. A failure leaves them in the dialog, nothing lost.
 */
export async function fileNewPatientPhotos(
  pending: PendingNewPatientPhotos,
  patientId: string,
): Promise<void> {
  let results;
  try {
    results = await assignPhotos(
      pending.photos.map((photo) => photo.photoId),
      patientId,
      undefined,
      { moveFiles: true },
    );
  } catch {
    notify(translateErrorCode('import.assign_failed'), { variant: 'destructive' });
    return;
  }
  const filedIds = new Set(
    results.filter((result) => result.success).map((result) => result.photoId),
  );
  if (filedIds.size < pending.photos.length) {
    notify(translateErrorCode('import.assign_failed'), { variant: 'destructive' });
  }
  refreshAfterImportChange();
  const filed = pending.photos.filter((photo) => filedIds.has(photo.photoId));
  emailFiled(
    filed.map((photo) => photo.photoId),
    getImportState().mode,
  );
  const bySession = new Map<string, string[]>();
  for (const photo of filed) {
    if (!photo.sessionId || !photo.sessionPhotoId) continue;
    bySession.set(photo.sessionId, [
      ...(bySession.get(photo.sessionId) ?? []),
      photo.sessionPhotoId,
    ]);
  }
  for (const [sessionId, ids] of bySession) {
    try {
      await recordImportAssignments(
        sessionId,
        ids.map((id) => ({ session_photo_id: id, patient_id: patientId })),
      );
    } catch {
      // The photos are filed; the session only forgets it, and a resume finds them filed.
    }
  }
  dropPhotos(
    getImportState().photos.filter((photo) => filedIds.has(photo.unassignedPhotoId ?? '')),
  );
  if (canCloseImport(getImportState())) finish(null);
  else if (remainingPhotos(getImportState()).length > 0) openImportDialog({ kind: 'resume' });
}

/** The new patient's form was left unsaved: its photos are still in the dialog, shown again. */
export function showImportAfterAbandonedPatient(): void {
  if (remainingPhotos(getImportState()).length > 0) openImportDialog({ kind: 'resume' });
}

function execute(action: PendingImportAction, waited: boolean): Promise<void> {
  switch (action.kind) {
    case 'assign':
      return runAssign(action.photoIds, action.patientId);
    case 'saveWithoutPatient':
      return runSaveWithoutPatient(action.photoIds, waited);
    case 'newPatient':
      return runCreatePatient(action.photoIds);
  }
}

/** Runs now, waits for the uploads behind the "Upload en cours" dialog, or refuses. */
async function runWhenUploaded(action: PendingImportAction): Promise<void> {
  const photos = photosOf(action.photoIds);
  if (photos.length === 0) return;
  const readiness = uploadReadiness(photos);
  if (readiness === 'failed') {
    notify(translateErrorCode('import.not_uploaded_yet'), { variant: 'destructive' });
    return;
  }
  if (readiness === 'wait') {
    own().waiting = [...own().waiting, action];
    setImportState((current) => ({ ...current, waitDialogOpen: true }));
    showWaiting();
    return;
  }
  await execute(action, false);
}

/** Runs the waiting actions whose photos are all uploaded (or gone); the live sync calls it too. */
export async function runReadyActions(): Promise<void> {
  for (const action of [...own().waiting]) {
    const readiness = uploadReadiness(photosOf(action.photoIds));
    if (readiness === 'wait') continue;
    own().waiting = own().waiting.filter((item) => item !== action);
    showWaiting();
    if (readiness === 'failed') {
      notify(translateErrorCode('import.not_uploaded_yet'), { variant: 'destructive' });
      continue;
    }
    await execute(action, true);
  }
}

// Quick mode: uploaded photos are filed under the patient shortly after, together.
function queueAutoAssign(photoId: string) {
  const state = own();
  state.autoAssignIds.push(photoId);
  state.autoAssignTimer ??= setTimeout(() => {
    state.autoAssignTimer = null;
    const ids = state.autoAssignIds;
    state.autoAssignIds = [];
    const mode = getImportState().mode;
    if (mode?.kind === 'patient') void runAssign(ids, mode.patientId);
  }, AUTO_ASSIGN_DELAY_MS);
}

/**
 * An upload that ends starts the photo's analysis, the quick mode's filing and the actions that
 * waited for it. Started by the engine (import-engine.ts), not when this module loads.
 */
export function followImportUploads(): () => void {
  return onImportUploadSettled((photoId, outcome) => {
    const photo = findImportPhoto(photoId);
    if (outcome === 'uploaded' && photo) {
      if (photo.mediaType === 'image' && photo.status === 'waiting') scheduleAnalysis(photoId);
      if (getImportState().mode?.kind === 'patient') queueAutoAssign(photoId);
    }
    void runReadyActions();
  });
}

// Fresh, not the cached figure: files the dialog sent a minute ago must count.
const getStorageUsage = () => getStorageStats({ refresh: true });
/** For tests: where the quota check reads the usage. */
export function setStorageUsageSource(source: typeof getStorageUsage): void {
  own().storageUsage = source;
}

async function addFiles(files: readonly File[]): Promise<void> {
  if (files.length === 0) return;
  const { photos } = getImportState();
  const sending = photos
    .filter((photo) => photo.unassignedUploadStatus !== 'uploaded')
    .reduce((sum, photo) => sum + photo.size, 0);
  let stored = null;
  try {
    const stats = await (own().storageUsage ?? getStorageUsage)();
    // Files still travelling are not counted by the server yet.
    stored = { usedBytes: stats.used_bytes + sending, quotaBytes: stats.quota_bytes };
  } catch {
    // Unknown usage: the server refuses what does not fit, and the storage dialog opens then.
  }
  const screened = screenFiles(files, {
    alreadySelected: remainingPhotos(getImportState()).length,
    usage: stored,
  });
  for (const rejection of screened.rejections) {
    if (rejection.reason !== 'storage') notify(rejection.message, { variant: 'destructive' });
  }
  if (screened.storage) {
    notify(screened.storage.message, { variant: 'warning', id: 'import-storage' });
    openStorageFull({ attemptedBytes: screened.storage.attemptedBytes });
  }
  const added = screened.accepted.map((item) => newImportPhoto(item));
  setImportState((current) => ({
    ...current,
    photos: [...current.photos, ...added],
    rejections: screened.rejections,
    tooLarge: screened.tooLarge ?? current.tooLarge,
  }));
  await Promise.all(added.map((photo) => sendPhoto(photo, photo.file!)));
}

async function removePhoto(photoId: string): Promise<void> {
  const photo = findImportPhoto(photoId);
  if (!photo) return;
  noteRemovedHere(photoId);
  await stopPhotoUpload(photoId);
  const { sessionId } = getImportState();
  dropPhotos([photo]);
  own().waiting = own()
    .waiting.map((action) => ({
      ...action,
      photoIds: action.photoIds.filter((id) => id !== photoId),
    }))
    .filter((action) => action.photoIds.length > 0);
  showWaiting();
  if (sessionId && !photosOutsideSession().has(photoId)) {
    void deleteSessionPhoto(sessionId, photoId).catch(() => {});
  }
  if (photo.unassignedPhotoId && photo.assignedToPatient === null) {
    try {
      await deleteImportedPhoto(photo.unassignedPhotoId);
      const code = photo.mediaType === 'video' ? 'import.video_deleted' : 'import.photo_deleted';
      notify(i18n.t(`notices:${code}`, { file: photo.name }), { variant: 'success' });
      refreshAfterImportChange();
    } catch {
      notify(translateErrorCode('import.delete_failed', { file: photo.name }), {
        variant: 'destructive',
      });
    }
  }
  void runReadyActions();
}

export const importActions: ImportActions = {
  addFiles,
  removePhoto,
  movePhotoToGroup(photoId, patientId) {
    patchImportPhoto(photoId, { manualGroup: patientId, addedByTimeGrouping: false });
  },
  assignToPatient: (photoIds, patientId) =>
    runWhenUploaded({ kind: 'assign', photoIds: [...photoIds], patientId }),
  createPatientFrom: (photoIds) => runWhenUploaded({ kind: 'newPatient', photoIds: [...photoIds] }),
  saveWithoutPatient: (photoIds) =>
    runWhenUploaded({ kind: 'saveWithoutPatient', photoIds: [...photoIds] }),
  hideWaitDialog() {
    setImportState((current) => ({ ...current, waitDialogOpen: false }));
  },
  dismissTooLarge() {
    setImportState((current) => ({ ...current, tooLarge: null }));
  },
  retryUpload: retryPhotoUpload,
  requestClose() {
    if (!canCloseImport(getImportState())) return false;
    finish(null);
    return true;
  },
  dismiss() {
    closeImportDialog();
  },
};

/** For tests: forget the waiting actions and the quick-mode timer. */
export function resetImportActions(): void {
  const state = own();
  state.waiting = [];
  state.autoAssignIds = [];
  if (state.autoAssignTimer) clearTimeout(state.autoAssignTimer);
  state.autoAssignTimer = null;
  state.outsideSession.clear();
  state.storageUsage = null;
}
