import type { PhotoRecord } from '@photodossier/domain/media-record';
import { photoFileUrls } from '@photodossier/domain/photo-urls';
import type { MediaPipeBackgroundSettings } from '@photodossier/domain/user-settings';
import { getPhoto } from '@/lib/api/get-photo';
import { createStore } from '@/lib/create-store';
import { currentImportDialogRequest, onImportDialogClosed } from '@/lib/import-dialog';
import { translateErrorCode } from '@/lib/api-client';
import { expectedUser } from '@/lib/expected-user';
import { getSettings, loadSettings } from '@/lib/settings/get-settings';
import { enqueueUpload } from '@/lib/uploads/upload-runner';
import { addUploadItem } from '@/lib/uploads/upload-store';

/** Spec 02 §3 "background-removal progress". */
export type BackgroundRemovalProgress = {
  isProcessing: boolean;
  /** Photos finished (made or skipped) in this run. */
  current: number;
  total: number;
  currentPhotoId?: string | undefined;
  /** Photos of this run that could not be processed. */
  failed: number;
  /** Items of this run that have no background to remove: a video, or a variant already. */
  skipped: number;
};

const idle: BackgroundRemovalProgress = {
  isProcessing: false,
  current: 0,
  total: 0,
  failed: 0,
  skipped: 0,
};

/** Module state: the run goes on while the user moves between pages (spec 02 §2.12). */
export const backgroundRemovalProgress = createStore<BackgroundRemovalProgress>(idle);

/** Without settings, the user's current ones are read when the photo's turn comes. */
type Job = { photoId: string; settings: MediaPipeBackgroundSettings | undefined };
const queue: Job[] = [];
/** Jobs asked for while the import dialog is open: they start when it closes (spec 02 §4.6). */
const deferred: Job[] = [];
let stopWaiting: (() => void) | null = null;
let running = false;

/** Whether a photo can get a variant: an image that is not itself one. */
export function canRemoveBackground(photo: Pick<PhotoRecord, 'media_type' | 'original_photo_id'>) {
  return photo.media_type === 'image' && photo.original_photo_id === null;
}

function variantName(filename: string, type: string): string {
  const stem = filename.replace(/\.[^.]+$/, '') || 'photo';
  return `${stem}-sans-fond.${type === 'image/png' ? 'png' : 'jpg'}`;
}

/** Sends the variant through the app's upload pipeline; resolves with its record. */
function uploadVariant(original: PhotoRecord, blob: Blob): Promise<PhotoRecord | null> {
  const file = new File([blob], variantName(original.filename, blob.type), {
    type: blob.type,
    lastModified: Date.now(),
  });
  const id = `background-${original.id}-${Date.now().toString(36)}`;
  addUploadItem({
    id,
    fileName: file.name,
    mediaType: 'image',
    patientId: original.patient_id,
    status: 'queued',
    bytesSent: 0,
    bytesTotal: file.size,
    bytesPerSecond: 0,
    error: null,
    retryable: true,
    duration: null,
  });
  return new Promise((resolve, reject) => {
    enqueueUpload({
      id,
      file,
      mimeType: file.type,
      video: false,
      patientId: original.patient_id,
      metadata: { original_photo_id: original.id },
      offlineText: () => translateErrorCode('upload.offline'),
      onDone: (photo) => resolve(photo),
      onFailed: reject,
    });
  });
}

async function currentSettings(): Promise<MediaPipeBackgroundSettings> {
  const userId = expectedUser();
  const settings = userId ? (await loadSettings(userId)).settings : await getSettings();
  return settings.mediaPipeBackgroundSettings;
}

/** Whether a variant was made ('made') or the item had no background to remove ('skipped'). */
async function process(job: Job): Promise<'made' | 'skipped'> {
  const original = await getPhoto(job.photoId);
  if (!canRemoveBackground(original)) return 'skipped';
  const response = await fetch(photoFileUrls.original(original.id), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`photo file: ${response.status}`);
  const { removeBackground } = await import('./background-removal-client');
  const settings = job.settings ?? (await currentSettings());
  const result = await removeBackground(await response.blob(), settings);
  await uploadVariant(original, result.blob);
  return 'made';
}

async function drain(): Promise<void> {
  if (running) return;
  running = true;
  try {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { photoId } = job;
      backgroundRemovalProgress.setState((state) => ({ ...state, currentPhotoId: photoId }));
      let outcome: 'made' | 'skipped' | 'failed';
      try {
        outcome = await process(job);
      } catch {
        // One photo that cannot be processed must not stop the others; the count says so.
        outcome = 'failed';
      }
      backgroundRemovalProgress.setState((state) => ({
        ...state,
        current: state.current + 1,
        failed: state.failed + (outcome === 'failed' ? 1 : 0),
        skipped: state.skipped + (outcome === 'skipped' ? 1 : 0),
      }));
    }
  } finally {
    running = false;
    backgroundRemovalProgress.setState((state) => ({
      ...state,
      isProcessing: false,
      currentPhotoId: undefined,
    }));
  }
}

function start(jobs: readonly Job[]): void {
  if (jobs.length === 0) return;
  backgroundRemovalProgress.setState((state) =>
    state.isProcessing
      ? { ...state, total: state.total + jobs.length }
      : { isProcessing: true, current: 0, total: jobs.length, failed: 0, skipped: 0 },
  );
  queue.push(...jobs);
  void drain();
}

/**
 * Removes the background of each photo, one at a time in the worker, each result uploaded as a
 * variant of its photo. While the import dialog is open the photos wait for it to close.
 */
export function queueBackgroundRemoval(
  photoIds: readonly string[],
  settings?: MediaPipeBackgroundSettings,
): void {
  const jobs = [...new Set(photoIds)].map((photoId) => ({ photoId, settings }));
  if (currentImportDialogRequest() === null) {
    start(jobs);
    return;
  }
  deferred.push(...jobs);
  stopWaiting ??= onImportDialogClosed(() => {
    stopWaiting?.();
    stopWaiting = null;
    start(deferred.splice(0));
  });
}
