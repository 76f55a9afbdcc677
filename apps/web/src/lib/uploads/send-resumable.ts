import { UPLOAD_ENDPOINT } from '@photodossier/domain/media-record';
import type { HttpRequest } from 'tus-js-client';
import { expectedUserHeaders } from '@/lib/expected-user';
import { TransferSpeed } from './transfer-speed';
import { UPLOAD_CHUNK_BYTES, UPLOAD_RETRY_DELAYS_MS } from './upload-runner';

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
};

function nameExpectedUser(request: HttpRequest): void {
  for (const [name, value] of Object.entries(expectedUserHeaders(request.getMethod()))) {
    request.setHeader(name, value);
  }
}

/**
 * Sends one file or blob through the resumable uploads (tus), continuing an earlier attempt of
 * the same fingerprint where the server stopped. The body of the server's last answer.
 */
export async function sendResumable(file: Blob, options: ResumableOptions): Promise<string> {
  const { Upload } = await import('tus-js-client');
  return new Promise<string>((resolve, reject) => {
    const speed = new TransferSpeed();
    let lastDrawn = 0;
    const { fingerprint } = options;
    const upload = new Upload(file, {
      endpoint: UPLOAD_ENDPOINT,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: UPLOAD_RETRY_DELAYS_MS,
      metadata: options.metadata,
      ...(fingerprint ? { fingerprint: () => Promise.resolve(fingerprint) } : {}),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: nameExpectedUser,
      onProgress: (sent, total) => {
        const now = Date.now();
        const bytesPerSecond = speed.record(sent, now);
        if (sent < total && now - lastDrawn < PROGRESS_INTERVAL_MS) return;
        lastDrawn = now;
        options.onProgress(sent, total, bytesPerSecond);
      },
      onSuccess: ({ lastResponse }) => resolve(lastResponse.getBody() ?? ''),
      onError: (error) => reject(error),
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      })
      .catch(() => upload.start());
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
