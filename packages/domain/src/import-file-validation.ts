import { failure, type CheckFailure, type MessageRef } from './check-result';
import { mediaTypeOfMime, type MediaType } from './media-type';
import {
  DATA_URL_READ_MAX_BYTES,
  IMPORT_DIALOG_MAX_IMAGE_BYTES,
  IMPORT_DIALOG_MAX_IMAGE_MB,
  IMPORT_DIALOG_MAX_VIDEO_BYTES,
  IMPORT_DIALOG_MAX_VIDEO_MB,
  IMPORT_MAX_FILES_DEFAULT,
} from './upload-limits';

export interface ImportFileFacts {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export type ImportFileCheck =
  | { readonly ok: true; readonly mediaType: MediaType }
  | CheckFailure<'import.unsupported_type' | 'import.file_too_large'>;

/** Import-dialog check: any image/* or video/*, 15 MB for images and 50 MB for videos. */
export function validateImportFile(file: ImportFileFacts): ImportFileCheck {
  const mediaType = mediaTypeOfMime(file.type);
  if (!mediaType) return failure('import.unsupported_type', { file: file.name });

  const [maxBytes, maxMb] =
    mediaType === 'video'
      ? [IMPORT_DIALOG_MAX_VIDEO_BYTES, IMPORT_DIALOG_MAX_VIDEO_MB]
      : [IMPORT_DIALOG_MAX_IMAGE_BYTES, IMPORT_DIALOG_MAX_IMAGE_MB];
  if (file.size > maxBytes) return failure('import.file_too_large', { file: file.name, n: maxMb });
  return { ok: true, mediaType };
}

export type DataUrlReadCheck =
  { readonly ok: true } | CheckFailure<'upload.invalid_file' | 'generic.file_too_large'>;

/** Guard before reading a file into a data URL (previews, temporary photos). */
export function validateDataUrlRead(
  file: { readonly size: number } | null | undefined,
): DataUrlReadCheck {
  if (!file || !Number.isFinite(file.size) || file.size <= 0) return failure('upload.invalid_file');
  if (file.size > DATA_URL_READ_MAX_BYTES) return failure('generic.file_too_large');
  return { ok: true };
}

export function remainingFileSlots(
  alreadySelected: number,
  maxFiles: number = IMPORT_MAX_FILES_DEFAULT,
): number {
  return Math.max(0, maxFiles - Math.max(0, alreadySelected));
}

/** Keeps the first files that fit in the remaining slots; the rest are dropped, in order. */
export function takeWithinFileLimit<T>(
  files: readonly T[],
  alreadySelected: number,
  maxFiles: number = IMPORT_MAX_FILES_DEFAULT,
): { accepted: T[]; droppedCount: number } {
  const accepted = files.slice(0, remainingFileSlots(alreadySelected, maxFiles));
  return { accepted, droppedCount: files.length - accepted.length };
}

/** SD import keeps at most maxFiles photos and warns with the number actually available. */
export function capSdImport<T>(
  photos: readonly T[],
  maxFiles: number = IMPORT_MAX_FILES_DEFAULT,
): { photos: T[]; warning: MessageRef<'import.sd_limited'> | null } {
  if (photos.length <= maxFiles) return { photos: [...photos], warning: null };
  return {
    photos: photos.slice(0, maxFiles),
    warning: { code: 'import.sd_limited', params: { n: maxFiles, m: photos.length } },
  };
}
