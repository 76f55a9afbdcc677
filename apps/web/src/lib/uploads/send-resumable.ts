import { UPLOAD_ENDPOINT } from '@photodossier/domain/media-record';
import type * as Tus from 'tus-js-client';
import { accountChangedCode, expectedUserHeaders } from '@/lib/expected-user';
import { TransferSpeed } from './transfer-speed';
import { problemOfUploadError } from './upload-error';

/** 8 MB chunks: few requests for a 100 MB video, little lost when one must be sent again. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];
// Progress is drawn ten times a second at most, whatever the browser reports.
const PROGRESS_INTERVAL_MS = 100;

export type ResumableOptions = {
  /** tus Upload-Metadata; `target` names the module the upload is for (drive, dictation). */
  readonly metadata: Record<string, string>;
  /**
   * What names this upload across reloads: the same key finds the upload the server already
   * holds part of and continues it. tus' default (name, type, size, date of a File) when absent.
   */
  readonly fingerprint?: string;
  readonly onProgress: (sent: number, total: number, bytesPerSecond: number) => void;
  /**
   * Cancels the transfer: the promise rejects with `cancelled` at once, since tus reports
   * nothing after `abort()`. Asking the server to drop what it holds is the caller's
   * `abort(true)` on the upload handed to `onCreated`.
   */
  readonly signal?: AbortSignal;
  readonly onCreated?: (upload: Tus.Upload) => void;
};

export function refusedForAccountChange(error: unknown): boolean {
  const problem = problemOfUploadError(error);
  return problem?.status === 409 && problem.code === accountChangedCode;
}

/** Each request names the user this page shows (decision 0032), read when it leaves. */
function nameExpectedUser(request: Tus.HttpRequest): void {
  for (const [name, value] of Object.entries(expectedUserHeaders(request.getMethod()))) {
    request.setHeader(name, value);
  }
}

/**
 * tus's own rule (retry unless a 4xx other than 409 and 423, and only online), except the
 * refusal of a stale tab: the same request would be refused again under the other account.
 */
function shouldRetryTus(error: unknown): boolean {
  if (refusedForAccountChange(error)) return false;
  const status = problemOfUploadError(error)?.status ?? 0;
  const clientError = status >= 400 && status < 500 && status !== 409 && status !== 423;
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  return !clientError && online;
}

// The tus client is fetched with the first upload, so galleries open without it.
let tusModule: Promise<typeof Tus> | null = null;
function loadTus() {
  tusModule ??= import('tus-js-client');
  return tusModule;
}

/**
 * The app's one tus client: sends a file or blob through the resumable uploads, continuing an
 * earlier attempt of the same fingerprint where the server stopped. Resolves with the server's
 * last answer.
 */
export async function sendResumable(
  file: Blob,
  options: ResumableOptions,
): Promise<Tus.HttpResponse> {
  const { Upload } = await loadTus();
  const { fingerprint, signal } = options;
  if (signal?.aborted) throw new Error('cancelled');
  return new Promise((resolve, reject) => {
    const speed = new TransferSpeed();
    let lastDrawn = 0;
    const upload = new Upload(file, {
      endpoint: UPLOAD_ENDPOINT,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: UPLOAD_RETRY_DELAYS_MS,
      metadata: options.metadata,
      ...(fingerprint ? { fingerprint: () => Promise.resolve(fingerprint) } : {}),
      // The same file sent again after a failure or a reload continues where the server stopped.
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: nameExpectedUser,
      onShouldRetry: (error) => shouldRetryTus(error),
      onProgress: (sent, total) => {
        const now = Date.now();
        const bytesPerSecond = speed.record(sent, now);
        const complete = total > 0 && sent >= total;
        if (!complete && now - lastDrawn < PROGRESS_INTERVAL_MS) return;
        lastDrawn = now;
        options.onProgress(sent, total, bytesPerSecond);
      },
      onSuccess: ({ lastResponse }) => resolve(lastResponse),
      onError: (error) => reject(error),
    });
    options.onCreated?.(upload);
    signal?.addEventListener('abort', () => reject(new Error('cancelled')), { once: true });
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (signal?.aborted) return;
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      })
      .catch(() => {
        if (!signal?.aborted) upload.start();
      });
  });
}

/**
 * Ends on the server the unfinished uploads this device started under `fingerprint` (tus
 * DELETE), and forgets them here: a recording discarded from the device must not hold its
 * partial file and its quota reservation until the upload expires. An upload the server no
 * longer knows is only forgotten; without a network the server's expiry remains the fallback.
 */
export async function terminateResumable(fingerprint: string): Promise<void> {
  const { Upload } = await import('tus-js-client');
  const lookup = new Upload(new Blob([]), {
    endpoint: UPLOAD_ENDPOINT,
    fingerprint: () => Promise.resolve(fingerprint),
  });
  const previous = await lookup.findPreviousUploads();
  await Promise.all(
    previous.map(async (found) => {
      const upload = new Upload(new Blob([]), {
        endpoint: UPLOAD_ENDPOINT,
        // One attempt: the discard must not wait on retries.
        retryDelays: [],
        onBeforeRequest: nameExpectedUser,
      });
      upload.resumeFromPreviousUpload(found);
      try {
        await upload.abort(true);
      } catch {
        // 404/410 (finished or expired) or offline: the entry is stale here either way.
        await lookup.options.urlStorage?.removeUpload(found.urlStorageKey);
      }
    }),
  );
}
