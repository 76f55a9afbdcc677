import {
  UPLOAD_PHOTO_ID_HEADER,
  photoRecordSchema,
  type PhotoRecord,
  type UploadMetadata,
} from '@photodossier/domain/media-record';
import type * as Tus from 'tus-js-client';
import { reportAccountChanged } from '@/lib/expected-user';
import { announceMediaUploaded } from '@/lib/media-uploaded';
import { openStorageFull } from '@/lib/storage-dialogs';
import { getPhoto } from '@/lib/api/get-photo';
import { putVideoThumbnail } from './put-video-thumbnail';
import { updateUploadItem, findUploadItem } from './upload-store';
import { refusedForAccountChange, sendResumable } from './send-resumable';
import { isQuotaRefusal, isRetryableUploadError, uploadErrorText } from './upload-error';
import { readVideoFile } from './video-thumbnail';

/** Two files travel at once: the line stays busy without starving the rest of the app. */
export const UPLOAD_CONCURRENCY = 2;

export type UploadJob = {
  id: string;
  file: File;
  mimeType: string;
  video: boolean;
  patientId: string | null;
  /** Extra tus metadata: the import session, the capture source, a suggested patient. */
  metadata?: Pick<
    UploadMetadata,
    | 'session_id'
    | 'session_photo_id'
    | 'upload_source'
    | 'suggested_patient_id'
    | 'original_photo_id'
  >;
  offlineText: () => string;
  onDone: (photo: PhotoRecord | null, fileName: string) => void;
  /** Called once per failed attempt, after the store's row shows the error. */
  onFailed?: (error: unknown) => void;
};

type Running = {
  job: UploadJob;
  tus: Tus.Upload | null;
  /** Aborted by cancelUpload: settles the transfer, since tus reports nothing after abort(). */
  cancel: AbortController;
};

const queue: UploadJob[] = [];
const running = new Map<string, Running>();

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function metadataOf(job: UploadJob, clientThumbnail: boolean): Record<string, string> {
  const metadata: UploadMetadata = {
    filename: job.file.name || 'media',
    filetype: job.mimeType,
    last_modified: String(Math.max(0, Math.trunc(job.file.lastModified || Date.now()))),
  };
  if (job.patientId) metadata.patient_id = job.patientId;
  Object.assign(metadata, job.metadata);
  // The clock of an EXIF date written without an offset is the practitioner's own.
  const timeZone = browserTimeZone();
  if (timeZone) metadata.time_zone = timeZone;
  // Only announced when the poster really exists: otherwise the server makes its own at once.
  if (clientThumbnail) metadata.client_thumbnail = '1';
  return Object.fromEntries(
    Object.entries(metadata).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function photoFromResponse(body: string): PhotoRecord | null {
  try {
    const parsed = photoRecordSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function transfer(
  state: Running,
  thumbnail: Blob | null,
): Promise<{ photo: PhotoRecord | null }> {
  const { job } = state;
  const lastResponse = await sendResumable(job.file, {
    metadata: metadataOf(job, thumbnail !== null),
    signal: state.cancel.signal,
    onCreated: (upload) => {
      state.tus = upload;
    },
    onProgress: (bytesSent, bytesTotal, bytesPerSecond) => {
      const complete = bytesTotal > 0 && bytesSent >= bytesTotal;
      updateUploadItem(job.id, {
        bytesSent,
        bytesTotal,
        ...(bytesPerSecond > 0 ? { bytesPerSecond } : {}),
        status: complete ? 'processing' : 'uploading',
      });
    },
  });
  const photo = photoFromResponse(lastResponse.getBody());
  const recordedId = lastResponse.getHeader(UPLOAD_PHOTO_ID_HEADER);
  if (photo || !recordedId) return { photo };
  // Resumed after the server had recorded it (a lost answer, a crash): HEAD says which.
  return { photo: await getPhoto(recordedId).catch(() => null) };
}

async function run(job: UploadJob): Promise<void> {
  const state: Running = { job, tus: null, cancel: new AbortController() };
  running.set(job.id, state);
  try {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      updateUploadItem(job.id, { status: 'error', error: job.offlineText(), retryable: true });
      return;
    }
    let thumbnail: Blob | null = null;
    if (job.video) {
      updateUploadItem(job.id, { status: 'preparing' });
      const reading = await readVideoFile(job.file);
      thumbnail = reading.thumbnail;
      updateUploadItem(job.id, { duration: reading.facts?.duration ?? null });
    }
    if (state.cancel.signal.aborted) return;
    updateUploadItem(job.id, { status: 'uploading', error: null });
    const { photo } = await transfer(state, thumbnail);
    if (photo && thumbnail) await putVideoThumbnail(photo.id, thumbnail);
    updateUploadItem(job.id, {
      status: 'done',
      bytesSent: job.file.size,
      bytesTotal: job.file.size,
    });
    job.onDone(photo, job.file.name);
    if (photo) announceMediaUploaded({ photo, file: job.file });
  } catch (error) {
    if (state.cancel.signal.aborted) return;
    updateUploadItem(job.id, {
      status: 'error',
      error: uploadErrorText(error),
      retryable: isRetryableUploadError(error),
    });
    if (refusedForAccountChange(error)) reportAccountChanged();
    if (isQuotaRefusal(error)) openStorageFull({ attemptedBytes: job.file.size });
    job.onFailed?.(error);
  } finally {
    running.delete(job.id);
    pump();
  }
}

function pump() {
  while (running.size < UPLOAD_CONCURRENCY && queue.length > 0) {
    const next = queue.shift();
    if (next) void run(next);
  }
}

const jobs = new Map<string, UploadJob>();

export function enqueueUpload(job: UploadJob): void {
  jobs.set(job.id, job);
  queue.push(job);
  pump();
}

/** Stops an upload and asks the server to drop what it received (tus termination). */
export async function cancelUpload(id: string): Promise<void> {
  const waiting = queue.findIndex((job) => job.id === id);
  if (waiting >= 0) queue.splice(waiting, 1);
  const state = running.get(id);
  updateUploadItem(id, { status: 'cancelled', bytesPerSecond: 0 });
  if (!state) return;
  state.cancel.abort();
  try {
    await state.tus?.abort(true);
  } catch {
    // The server may already have dropped it; the row says cancelled either way.
  }
}

/** Sends a failed file again; tus resumes from what the server already holds. */
export function retryUpload(id: string): boolean {
  const job = jobs.get(id);
  const item = findUploadItem(id);
  if (!job || !item || !item.retryable || running.has(id)) return false;
  updateUploadItem(id, { status: 'queued', error: null, bytesPerSecond: 0 });
  queue.push(job);
  pump();
  return true;
}

/** Forgets the files of rows that are gone from the panel. */
export function forgetUploadJobs(ids: Iterable<string>): void {
  for (const id of ids) if (!running.has(id)) jobs.delete(id);
}
