import { splitFilesByQuota } from '@photodossier/domain/quota';
import {
  remainingFileSlots,
  takeWithinFileLimit,
  validateImportFile,
} from '@photodossier/domain/import-file-validation';
import type { MediaType } from '@photodossier/domain/media-type';
import { translateErrorCode } from '@/lib/api-client';
import { fileMimeType } from '@/lib/uploads/file-mime-type';
import type { ImportRejection } from './import-model';

export type StorageUsage = { readonly usedBytes: number; readonly quotaBytes: number };

export type AcceptedFile = {
  readonly file: File;
  readonly mediaType: MediaType;
  readonly type: string;
};

export type ScreenedFiles = {
  readonly accepted: AcceptedFile[];
  readonly rejections: ImportRejection[];
  /** The last oversize file, for the too-large dialog. */
  readonly tooLarge: { readonly fileName: string; readonly size: number } | null;
  /** Set when the quota refused some: the toast's numbers and the bytes that did not fit. */
  readonly storage: {
    readonly added: number;
    readonly offered: number;
    readonly refused: number;
    readonly attemptedBytes: number;
    readonly message: string;
  } | null;
};

/**
 * The dialog's checks, in the spec's order (02 §5): type and size per file, then the 999-file
 * cap counting photos already in the dialog, then the quota counting what is stored plus what
 * the dialog is still sending. Usage null: the quota could not be read, the server decides.
 */
export function screenFiles(
  files: readonly File[],
  context: { readonly alreadySelected: number; readonly usage: StorageUsage | null },
): ScreenedFiles {
  const rejections: ImportRejection[] = [];
  let tooLarge: ScreenedFiles['tooLarge'] = null;
  const valid: AcceptedFile[] = [];
  for (const file of files) {
    const type = fileMimeType(file);
    const check = validateImportFile({ name: file.name, size: file.size, type });
    if (check.ok) {
      valid.push({ file, mediaType: check.mediaType, type });
      continue;
    }
    const tooBig = check.code === 'import.file_too_large';
    if (tooBig) tooLarge = { fileName: file.name, size: file.size };
    rejections.push({
      fileName: file.name,
      size: file.size,
      reason: tooBig ? 'too_large' : 'unsupported_type',
      message: translateErrorCode(check.code, check.params),
    });
  }

  const { accepted: withinLimit } = takeWithinFileLimit(valid, context.alreadySelected);
  for (const dropped of valid.slice(withinLimit.length)) {
    rejections.push({
      fileName: dropped.file.name,
      size: dropped.file.size,
      reason: 'max_files',
      message: translateErrorCode('import.sd_limited', {
        n: remainingFileSlots(context.alreadySelected),
        m: valid.length,
      }),
    });
  }

  if (!context.usage) return { accepted: withinLimit, rejections, tooLarge, storage: null };
  const { accepted, rejected } = splitFilesByQuota(
    withinLimit,
    (item) => item.file.size,
    context.usage.usedBytes,
    context.usage.quotaBytes,
  );
  if (rejected.length === 0) return { accepted, rejections, tooLarge, storage: null };
  const message = translateErrorCode('import.storage_partially_rejected', {
    x: accepted.length,
    n: withinLimit.length,
    k: rejected.length,
  });
  for (const item of rejected) {
    rejections.push({ fileName: item.file.name, size: item.file.size, reason: 'storage', message });
  }
  return {
    accepted,
    rejections,
    tooLarge,
    storage: {
      added: accepted.length,
      offered: withinLimit.length,
      refused: rejected.length,
      attemptedBytes: rejected.reduce((sum, item) => sum + item.file.size, 0),
      message,
    },
  };
}
