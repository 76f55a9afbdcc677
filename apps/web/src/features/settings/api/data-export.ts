import { archiveFileName, exportFileName, type RestoreReport } from '@photodossier/domain/archive';
import { localCalendarDay } from '@photodossier/domain/calendar-date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiResponse, isApiError, networkError, toApiError } from '@/lib/api-client';
import { expectedUserHeaders } from '@/lib/expected-user';
import { storageKeys } from '@/lib/api/query-keys';

export type TransferProgress = { loaded: number; total: number | null };

/** The name the server gave in Content-Disposition, else `fallback`. */
function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Hands `href` to the browser's downloads, under `name`. */
function startBrowserDownload(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a downloaded file to the browser as a file to save. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  startBrowserDownload(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function totalOf(response: Response): number | null {
  const length = Number(response.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : null;
}

/** Passes the bytes through unchanged, counting them. */
function countingStream(
  total: number | null,
  onProgress: (progress: TransferProgress) => void,
): TransformStream<Uint8Array, Uint8Array> {
  let loaded = 0;
  onProgress({ loaded, total });
  return new TransformStream({
    transform(chunk, controller) {
      loaded += chunk.byteLength;
      onProgress({ loaded, total });
      controller.enqueue(chunk);
    },
  });
}

/** A small file (the JSON export): read whole, then handed to the browser to save. */
async function downloadSmall(path: string, fallbackName: string): Promise<void> {
  const response = await apiResponse(path);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  saveFile(
    new Blob([await response.arrayBuffer()], { type }),
    attachmentName(response, fallbackName),
  );
}

/** Spec 01 §3 export file, named by the server with the day this device gives. */
export function downloadJsonExport(): Promise<void> {
  const day = localCalendarDay(new Date());
  return downloadSmall(`/api/v1/export/json?day=${day}`, exportFileName(day));
}

type SaveFilePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<FileSystemFileHandle>;

function saveFilePicker(): SaveFilePicker | null {
  const picker = (window as Window & { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  return typeof picker === 'function' ? picker.bind(window) : null;
}

/**
 * How the complete archive went: written to the file the user chose, left to the browser's
 * downloads (which show their own progress), or not at all when the user closed the picker.
 */
export type ArchiveOutcome = 'saved' | 'browser' | 'cancelled';

/**
 * The complete archive can weigh gigabytes, so it never passes through the page's memory.
 * Where the browser lets the page write a file (Chromium), the bytes go to the file the user
 * picks as they arrive, with progress; elsewhere the browser downloads it itself.
 */
export async function downloadArchive(
  withEmbeddings: boolean,
  onProgress: (progress: TransferProgress) => void,
): Promise<ArchiveOutcome> {
  const day = localCalendarDay(new Date());
  // The browser's own download takes its name from the server's answer: the server names it
  // after this device's day, as the picker does.
  const path = `/api/v1/export/archive?day=${day}${withEmbeddings ? '&embeddings=1' : ''}`;
  const name = archiveFileName(day);
  const picker = saveFilePicker();
  if (!picker) {
    startBrowserDownload(path, name);
    return 'browser';
  }
  let target: FileSystemFileHandle;
  try {
    // Asked first, while the click still counts as the user's: the browser requires it.
    target = await picker({
      suggestedName: name,
      types: [{ description: 'ZIP', accept: { 'application/zip': ['.zip'] } }],
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    throw error;
  }
  try {
    const response = await apiResponse(path);
    if (!response.body) throw networkError();
    // The file only takes the new bytes when the stream closes: a failure leaves it as it was.
    const writable = await target.createWritable();
    await response.body.pipeThrough(countingStream(totalOf(response), onProgress)).pipeTo(writable);
  } catch (error) {
    await discardPicked(target);
    // The server's refusal says why; a stream cut on the way is the network's.
    throw isApiError(error) ? error : networkError();
  }
  return 'saved';
}

/** The picker may already have created the file: an export that failed leaves no empty one. */
async function discardPicked(target: FileSystemFileHandle): Promise<void> {
  const removable = target as FileSystemFileHandle & { remove?: () => Promise<void> };
  await removable.remove?.().catch(() => undefined);
}

/** Sends an archive with upload progress (fetch has none); the server answers what it added. */
export function restoreArchive(
  file: File,
  onProgress: (progress: TransferProgress) => void,
): Promise<RestoreReport> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/v1/import/archive');
    request.setRequestHeader('content-type', 'application/zip');
    request.setRequestHeader('accept', 'application/json, application/problem+json');
    for (const [name, value] of Object.entries(expectedUserHeaders('POST'))) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    request.onerror = () => reject(networkError());
    request.onload = () => {
      const response = new Response(request.responseText, {
        status: request.status,
        headers: { 'content-type': request.getResponseHeader('content-type') ?? '' },
      });
      if (request.status >= 200 && request.status < 300) {
        resolve(JSON.parse(request.responseText) as RestoreReport);
      } else {
        void toApiError(response).then(reject, reject);
      }
    };
    request.send(file);
  });
}

export type PhotoSizeMigration = { migrated: number; errors: number; total: number };

/** Spec 01 §7 migratePhotoSizes: rows without a size take their stored file's. */
export function migratePhotoSizes(): Promise<PhotoSizeMigration> {
  return apiRequest<PhotoSizeMigration>('/api/v1/storage/migrate-sizes', {
    method: 'POST',
    json: {},
  });
}

export function useMigratePhotoSizes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: migratePhotoSizes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageKeys.all }),
  });
}
