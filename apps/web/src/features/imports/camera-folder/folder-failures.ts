import {
  FOLDER_ACCESS_HELP_TOAST_MS,
  INVALID_HANDLES_TOAST_MS,
} from '@photodossier/domain/ui-timings';
import { translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { CameraFolderWatch } from './camera-folder-watch';
import {
  loadDirectoryHandle,
  removeDirectoryHandle,
  type StoredDirectoryHandle,
} from './directory-handles';
import { FolderAccessError } from './file-system-access';
import { isFolderGone, isPermissionError } from './scan-folder';

// Spec 02 §8: the access help is read in 8 s, a cleared or expired folder in 10 s.
const DURATIONS: Readonly<Record<string, number>> = {
  'folder.access_problem_help': FOLDER_ACCESS_HELP_TOAST_MS,
  'folder.invalid_handles_cleared': INVALID_HANDLES_TOAST_MS,
  'folder.permissions_expired': INVALID_HANDLES_TOAST_MS,
};

/**
 * The catalogue code that explains a folder failure, or null for one the folder features have
 * no text of their own for: ours (FolderAccessError), or the browser refusing access
 * (NotAllowedError, NoModificationAllowedError), which gets the 3-step help.
 */
export function folderFailureCode(error: unknown): string | null {
  if (error instanceof FolderAccessError) return error.code;
  if (isPermissionError(error)) return 'folder.access_problem_help';
  return null;
}

export function notifyFolderCode(code: string, params: Record<string, string> = {}): void {
  notify(translateErrorCode(code, params), { variant: 'destructive', duration: DURATIONS[code] });
}

/** A folder failure as the user reads it: its own text when it has one, else `fallbackCode`. */
export function notifyFolderFailure(
  error: unknown,
  fallbackCode: string,
  params: Record<string, string> = {},
): void {
  notifyFolderCode(folderFailureCode(error) ?? fallbackCode, params);
}

/** The folder kept for `key`, or null; one dropped for its age is told (10 s) on the way. */
export async function loadKeptFolder(key: string): Promise<StoredDirectoryHandle | null> {
  try {
    return await loadDirectoryHandle(key);
  } catch (error) {
    if (!(error instanceof FolderAccessError)) throw error;
    notifyFolderCode(error.code);
    return null;
  }
}

/**
 * Starts a watch on a kept folder. A folder that is no longer there (NotFoundError) has its
 * handle cleared, and the start fails with the spec's « ... ont été effacés » rather than a
 * generic start error over a dead handle kept for ever.
 */
export async function startOnKeptFolder(
  watch: CameraFolderWatch,
  key: string,
  handle: FileSystemDirectoryHandle,
  options: Parameters<CameraFolderWatch['start']>[1],
): Promise<void> {
  try {
    await watch.start(handle, options);
  } catch (error) {
    if (!isFolderGone(error)) throw error;
    await removeDirectoryHandle(key);
    throw new FolderAccessError('folder.invalid_handles_cleared');
  }
}
