import { IMPORT_DIALOG_MAX_VIDEO_BYTES } from '@photodossier/domain/upload-limits';
import { fileMimeType } from '@/lib/uploads/file-mime-type';
import { listFolder, type ListedFile, type ScanOptions } from './scan-folder';

/** A file that appeared in the watched folder after the watch began, opened once. */
export type DetectedFile = ListedFile & { readonly file: File };

export type FolderWatcherOptions = ScanOptions & {
  readonly root: FileSystemDirectoryHandle;
  readonly intervalMs: number;
  readonly onNewFiles: (files: DetectedFile[]) => void;
  /** The watch has stopped: the folder went away or access was lost. */
  readonly onError: (error: unknown) => void;
};

export type FolderWatcher = {
  /** Records what is there now (it is never "new"), then scans every interval. */
  start(): Promise<void>;
  stop(): void;
  /** Files the watch has opened: forgetting one lets it be detected again if it is re-added. */
  forget(path: string): void;
};

/**
 * A file read from a folder is a view of the file on disk: once the camera's software rewrites
 * it, or "Supprimer après import" removes it, reading it fails. New files are few at a time,
 * so they are copied into memory when found; the import limits keep each one small.
 */
async function heldCopy(snapshot: File): Promise<File> {
  if (snapshot.size > IMPORT_DIALOG_MAX_VIDEO_BYTES) return snapshot;
  return new File([await snapshot.arrayBuffer()], snapshot.name, {
    type: fileMimeType(snapshot),
    lastModified: snapshot.lastModified,
  });
}

/**
 * One scan of the watch: the listing, then the names not in `seen` opened and added to it. An
 * empty file is a copy still being written by the camera's software: it stays unseen and is
 * looked at again on the next scan.
 */
export async function scanForNew(
  root: FileSystemDirectoryHandle,
  options: ScanOptions,
  seen: Set<string>,
): Promise<DetectedFile[]> {
  const detected: DetectedFile[] = [];
  for (const entry of await listFolder(root, options)) {
    if (seen.has(entry.path)) continue;
    const snapshot = await entry.handle.getFile();
    if (snapshot.size === 0) continue;
    seen.add(entry.path);
    detected.push({ ...entry, file: await heldCopy(snapshot) });
  }
  // Directory order is the file system's own; cameras number their shots, so names sort them.
  return detected.sort((a, b) => a.path.localeCompare(b.path, undefined, { numeric: true }));
}

/**
 * The camera-folder watch of spec 02 §4.1. Each scan lists names only; a name not seen before
 * is opened to read its size and date.
 */
export function createFolderWatcher(options: FolderWatcherOptions): FolderWatcher {
  const seen = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;

  async function scan(): Promise<void> {
    timer = null;
    try {
      const detected = await scanForNew(options.root, options, seen);
      if (!running) return;
      if (detected.length > 0) options.onNewFiles(detected);
    } catch (error) {
      if (!running) return;
      running = false;
      options.onError(error);
      return;
    }
    if (running) timer = setTimeout(() => void scan(), options.intervalMs);
  }

  return {
    async start() {
      running = true;
      const existing = await listFolder(options.root, options);
      for (const entry of existing) seen.add(entry.path);
      if (running) timer = setTimeout(() => void scan(), options.intervalMs);
    },
    stop() {
      running = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
    forget(path) {
      seen.delete(path);
    },
  };
}
