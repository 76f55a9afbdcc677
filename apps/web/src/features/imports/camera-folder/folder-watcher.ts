import { CAMERA_FOLDER_SAFETY_SCAN_MS } from '@photodossier/domain/import-timings';
import { IMPORT_DIALOG_MAX_VIDEO_BYTES } from '@photodossier/domain/upload-limits';
import { fileMimeType } from '@/lib/uploads/file-mime-type';
import {
  browserFolderObserver,
  noPendingChanges,
  recordChanges,
  type FolderObserver,
  type FolderObserverFactory,
  type PendingChanges,
} from './folder-changes';
import { listFolder, listSubfolder, type ListedFile, type ScanOptions } from './scan-folder';

/** A file that appeared in the watched folder after the watch began, opened once. */
export type DetectedFile = ListedFile & { readonly file: File };

export type FolderWatcherOptions = ScanOptions & {
  readonly root: FileSystemDirectoryHandle;
  readonly intervalMs: number;
  readonly onNewFiles: (files: DetectedFile[]) => void;
  /** The watch has stopped: the folder went away or access was lost. */
  readonly onError: (error: unknown) => void;
  /** The observer of changes: the browser's when left out, none (every scan lists) when null. */
  readonly observeChanges?: FolderObserverFactory | null;
  /** With an observer, how often the whole tree is listed all the same. */
  readonly safetyScanMs?: number;
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
 * Opens the entries whose path is not in `seen` and adds them to it. An empty file is a copy
 * still being written by the camera's software: it stays unseen, returned in `empty`, to be
 * looked at again on the next scan.
 */
async function openUnseen(
  entries: readonly ListedFile[],
  seen: Set<string>,
): Promise<{ detected: DetectedFile[]; empty: ListedFile[] }> {
  const detected: DetectedFile[] = [];
  const empty: ListedFile[] = [];
  try {
    for (const entry of entries) {
      if (seen.has(entry.path)) continue;
      const snapshot = await entry.handle.getFile();
      if (snapshot.size === 0) {
        empty.push(entry);
        continue;
      }
      seen.add(entry.path);
      detected.push({ ...entry, file: await heldCopy(snapshot) });
    }
  } catch (error) {
    // The files opened before the failure were never reported: the next scan finds them again.
    for (const file of detected) seen.delete(file.path);
    throw error;
  }
  // Directory order is the file system's own; cameras number their shots, so names sort them.
  detected.sort((a, b) => a.path.localeCompare(b.path, undefined, { numeric: true }));
  return { detected, empty };
}

/** One full scan of the watch: the listing, then the names not in `seen` opened and added to it. */
export async function scanForNew(
  root: FileSystemDirectoryHandle,
  options: ScanOptions,
  seen: Set<string>,
): Promise<DetectedFile[]> {
  return (await openUnseen(await listFolder(root, options), seen)).detected;
}

/** The folder holding a reported file, which "Supprimer après import" removes it from. */
async function parentFolder(
  root: FileSystemDirectoryHandle,
  path: string,
): Promise<FileSystemDirectoryHandle> {
  let folder = root;
  for (const name of path.split('/').slice(0, -1)) folder = await folder.getDirectoryHandle(name);
  return folder;
}

/**
 * The camera-folder watch of spec 02 §4.1. Where the browser has a FileSystemObserver, each
 * scan opens only the paths it reported since the previous one, and lists the whole tree when
 * records were lost, the folder went away, and every `safetyScanMs`. Elsewhere each scan lists
 * names only, and a name not seen before is opened to read its size and date.
 */
export function createFolderWatcher(options: FolderWatcherOptions): FolderWatcher {
  const { root } = options;
  const observerFactory =
    options.observeChanges === undefined ? browserFolderObserver() : options.observeChanges;
  const safetyScanMs = options.safetyScanMs ?? CAMERA_FOLDER_SAFETY_SCAN_MS;
  const seen = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let observer: FolderObserver | null = null;
  // null while no observer reports: every scan is then a full listing.
  let pending: PendingChanges | null = null;
  let lastFullScan = 0;

  function disconnect() {
    observer?.disconnect();
    observer = null;
    pending = null;
  }

  /** Observing starts before the listing it completes, so a file written meanwhile is reported. */
  async function connect(): Promise<void> {
    if (!observerFactory) return;
    const changes = noPendingChanges();
    const next = observerFactory((records) => recordChanges(changes, records, options));
    try {
      await next.observe(root, { recursive: options.recursive });
    } catch {
      // A folder this browser cannot observe is polled, as where there is no observer at all.
      next.disconnect();
      return;
    }
    if (!running) {
      next.disconnect();
      return;
    }
    observer = next;
    pending = changes;
  }

  async function fullScan(): Promise<DetectedFile[]> {
    pending?.files.clear();
    pending?.folders.clear();
    if (pending) pending.fullScan = false;
    const { detected, empty } = await openUnseen(await listFolder(root, options), seen);
    lastFullScan = Date.now();
    for (const entry of empty) pending?.files.set(entry.path, entry.handle);
    return detected;
  }

  async function reportedFiles(changes: PendingChanges): Promise<DetectedFile[]> {
    const files = [...changes.files];
    const folders = [...changes.folders];
    changes.files.clear();
    changes.folders.clear();
    const entries: ListedFile[] = [];
    for (const [path, directory] of folders) {
      entries.push(...(await listSubfolder(directory, path, options)));
    }
    for (const [path, handle] of files) {
      if (seen.has(path)) continue;
      entries.push({ path, handle, directory: await parentFolder(root, path) });
    }
    const { detected, empty } = await openUnseen(entries, seen);
    for (const entry of empty) changes.files.set(entry.path, entry.handle);
    return detected;
  }

  async function look(): Promise<DetectedFile[]> {
    if (pending?.ended) {
      // An observer that errored reports nothing more: observe again, then list what was missed.
      disconnect();
      await connect();
      return fullScan();
    }
    if (pending === null || pending.fullScan || Date.now() - lastFullScan >= safetyScanMs) {
      return fullScan();
    }
    try {
      return await reportedFiles(pending);
    } catch {
      // A reported file already gone, or the folder itself: the listing decides, with its retries.
      return fullScan();
    }
  }

  async function scan(): Promise<void> {
    timer = null;
    try {
      const detected = await look();
      if (!running) return;
      if (detected.length > 0) options.onNewFiles(detected);
    } catch (error) {
      if (!running) return;
      running = false;
      disconnect();
      options.onError(error);
      return;
    }
    if (running) timer = setTimeout(() => void scan(), options.intervalMs);
  }

  return {
    async start() {
      running = true;
      await connect();
      try {
        const existing = await listFolder(root, options);
        for (const entry of existing) seen.add(entry.path);
      } catch (error) {
        disconnect();
        throw error;
      }
      lastFullScan = Date.now();
      if (running) timer = setTimeout(() => void scan(), options.intervalMs);
    },
    stop() {
      running = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      disconnect();
    },
    forget(path) {
      seen.delete(path);
    },
  };
}
