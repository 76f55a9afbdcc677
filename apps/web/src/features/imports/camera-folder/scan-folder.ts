import { FOLDER_SCAN_RETRY } from '@photodossier/domain/import-timings';
import {
  isDcimFolderName,
  isHiddenEntryName,
  isScannableFileName,
} from '@photodossier/domain/folder-scan';

// TypeScript's DOM library lacks the async iteration of directory handles (DOM.AsyncIterable).
interface IterableDirectory {
  values(): AsyncIterable<FileSystemDirectoryHandle | FileSystemFileHandle>;
}

/** A file of the watched tree, listed by name only: opening it is what costs. */
export type ListedFile = {
  /** Relative to the watched folder, "/"-separated: the identity of a file between scans. */
  readonly path: string;
  readonly handle: FileSystemFileHandle;
  readonly directory: FileSystemDirectoryHandle;
};

export type ScanOptions = {
  readonly recursive: boolean;
  readonly extensions: readonly string[];
  /** At the root, only the DCIM folder (any case) is looked into, and no loose file. */
  readonly dcimOnly?: boolean;
};

const PERMISSION_ERRORS = new Set([
  'NotAllowedError',
  'NoModificationAllowedError',
  'SecurityError',
]);

function errorName(error: unknown): string {
  return error instanceof DOMException || error instanceof Error ? error.name : '';
}

async function listInto(
  directory: FileSystemDirectoryHandle,
  prefix: string,
  options: ScanOptions,
  found: ListedFile[],
): Promise<void> {
  const atRoot = prefix === '';
  for await (const entry of (directory as unknown as IterableDirectory).values()) {
    if (isHiddenEntryName(entry.name)) continue;
    if (
      atRoot &&
      options.dcimOnly &&
      !(entry.kind === 'directory' && isDcimFolderName(entry.name))
    ) {
      continue;
    }
    if (entry.kind === 'directory') {
      if (options.recursive) await listInto(entry, `${prefix}${entry.name}/`, options, found);
    } else if (isScannableFileName(entry.name, options.extensions)) {
      found.push({ path: `${prefix}${entry.name}`, handle: entry, directory });
    }
  }
}

/**
 * The files of one folder of the watched tree, `path` being its place from the watched folder
 * ("" for the folder itself): the same rules as a full listing, no retry.
 */
export async function listSubfolder(
  directory: FileSystemDirectoryHandle,
  path: string,
  options: ScanOptions,
): Promise<ListedFile[]> {
  const found: ListedFile[] = [];
  await listInto(directory, path === '' ? '' : `${path}/`, options, found);
  return found;
}

/**
 * Whether a full listing would go into this folder, from its path components (none for the
 * watched folder): the rules of `listInto`, for a path an observer reported.
 */
export function isListedFolderPath(components: readonly string[], options: ScanOptions): boolean {
  if (components.length === 0) return true;
  if (!options.recursive || components.some(isHiddenEntryName)) return false;
  return !options.dcimOnly || isDcimFolderName(components[0] ?? '');
}

/** Whether a full listing would list this file, from its path components. */
export function isListedFilePath(components: readonly string[], options: ScanOptions): boolean {
  const name = components.at(-1);
  if (name === undefined || !isScannableFileName(name, options.extensions)) return false;
  const folder = components.slice(0, -1);
  if (folder.length === 0) return !options.dcimOnly;
  return isListedFolderPath(folder, options);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The media files of a folder, by name, without opening any (a tethered camera folder holds
 * thousands). A failed listing is tried again twice, 500 ms apart, except a permission error,
 * which no retry mends; the last error is thrown for the watch to stop on.
 */
export async function listFolder(
  root: FileSystemDirectoryHandle,
  options: ScanOptions,
): Promise<ListedFile[]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const found: ListedFile[] = [];
      await listInto(root, '', options, found);
      return found;
    } catch (error) {
      if (PERMISSION_ERRORS.has(errorName(error)) || attempt >= FOLDER_SCAN_RETRY.retries) {
        throw error;
      }
      await wait(FOLDER_SCAN_RETRY.delayMs);
    }
  }
}

/** Whether a scan failure is about access (the spec's help text) rather than the folder itself. */
export function isPermissionError(error: unknown): boolean {
  return PERMISSION_ERRORS.has(errorName(error));
}

/** Whether a failure means the folder itself is not there (deleted, renamed, its medium out). */
export function isFolderGone(error: unknown): boolean {
  return errorName(error) === 'NotFoundError';
}
