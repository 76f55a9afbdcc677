import { isListedFilePath, isListedFolderPath, type ScanOptions } from './scan-folder';

// The File System Observer API (Chromium 129+), which TypeScript's DOM library does not declare
// yet. Only what the watch reads of a change record is typed.
export type FolderChangeRecord = {
  readonly type: 'appeared' | 'disappeared' | 'errored' | 'modified' | 'moved' | 'unknown';
  /** From the observed folder; empty for the folder itself. */
  readonly relativePathComponents: readonly string[];
  /** null for "disappeared", "errored" and "unknown". */
  readonly changedHandle: FileSystemHandle | null;
};

export type FolderObserver = {
  observe(handle: FileSystemDirectoryHandle, options: { recursive: boolean }): Promise<void>;
  disconnect(): void;
};

export type FolderObserverFactory = (
  callback: (records: readonly FolderChangeRecord[]) => void,
) => FolderObserver;

type ObserverConstructor = new (
  callback: (records: readonly FolderChangeRecord[]) => void,
) => FolderObserver;

/** The browser's observer, or null where it has none (Firefox, Safari, jsdom). */
export function browserFolderObserver(): FolderObserverFactory | null {
  const constructor = (globalThis as { FileSystemObserver?: ObserverConstructor })
    .FileSystemObserver;
  if (typeof constructor !== 'function') return null;
  return (callback) => new constructor(callback);
}

/** What the observer reported since the watch last looked, already filtered by the scan's rules. */
export type PendingChanges = {
  readonly files: Map<string, FileSystemFileHandle>;
  readonly folders: Map<string, FileSystemDirectoryHandle>;
  /** Records were lost ("unknown"), or the observed folder itself went: only a listing tells. */
  fullScan: boolean;
  /** "errored": this observer will report nothing more. */
  ended: boolean;
};

export function noPendingChanges(): PendingChanges {
  return { files: new Map(), folders: new Map(), fullScan: false, ended: false };
}

export function recordChanges(
  pending: PendingChanges,
  records: readonly FolderChangeRecord[],
  options: ScanOptions,
): void {
  for (const record of records) {
    const components = record.relativePathComponents;
    switch (record.type) {
      case 'appeared':
      case 'modified':
      case 'moved': {
        const handle = record.changedHandle;
        if (handle?.kind === 'file') {
          if (isListedFilePath(components, options)) {
            pending.files.set(components.join('/'), handle as FileSystemFileHandle);
          }
        } else if (handle?.kind === 'directory') {
          // A folder moved in brings files that get no record of their own; on a local disk a
          // record may also name only the folder whose content changed.
          if (isListedFolderPath(components, options)) {
            pending.folders.set(components.join('/'), handle as FileSystemDirectoryHandle);
          }
        } else {
          pending.fullScan = true;
        }
        break;
      }
      case 'disappeared':
        // A removed file was either seen already or never will be; only the folder's own
        // disappearance matters, and the listing is what reports it as today.
        if (components.length === 0) pending.fullScan = true;
        break;
      case 'errored':
        pending.ended = true;
        pending.fullScan = true;
        break;
      default:
        pending.fullScan = true;
    }
  }
}
