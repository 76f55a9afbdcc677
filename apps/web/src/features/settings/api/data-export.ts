import type { RestoreReport } from '@photodossier/domain/archive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiRequest,
  networkErrorCode,
  toApiError,
  translateErrorCode,
} from '@/lib/api-client';
import { expectedUserHeaders } from '@/lib/expected-user';
import { storageKeys } from '@/lib/api/query-keys';

export type TransferProgress = { loaded: number; total: number | null };

/** The name the server gave in Content-Disposition, else `fallback`. */
function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Hands a downloaded file to the browser as a file to save. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function download(
  path: string,
  fallbackName: string,
  onProgress?: (progress: TransferProgress) => void,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(networkErrorCode, {}, 0, translateErrorCode(networkErrorCode));
  }
  if (!response.ok || !response.body) throw await toApiError(response);
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress?.({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress?.({ loaded, total });
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  saveFile(new Blob(chunks, { type }), attachmentName(response, fallbackName));
}

/** Spec 01 §3 export file, named with the date by the server. */
export function downloadJsonExport(): Promise<void> {
  return download('/api/v1/export/json', 'photodossier-export.json');
}

export function downloadArchive(
  withEmbeddings: boolean,
  onProgress: (progress: TransferProgress) => void,
): Promise<void> {
  return download(
    `/api/v1/export/archive${withEmbeddings ? '?embeddings=1' : ''}`,
    'photodossier-archive.zip',
    onProgress,
  );
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
    request.onerror = () =>
      reject(new ApiError(networkErrorCode, {}, 0, translateErrorCode(networkErrorCode)));
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
