import {
  CAMERA_FOLDER_SCAN_INTERVAL_MS,
  FOLDER_WATCH_STATUS_POLL_MS,
} from '@photodossier/domain/import-timings';
import {
  CAMERA_WATCH_EXTENSIONS,
  SD_CARD_SCAN_EXTENSIONS,
} from '@photodossier/domain/folder-scan-extensions';
import { createStore, useStore, type Store } from '@/lib/create-store';
import { createFolderWatcher, type DetectedFile, type FolderWatcher } from './folder-watcher';

export type CameraFolderWatchState = {
  readonly status: 'idle' | 'starting' | 'watching';
  /** The watched folder's name, shown while watching. */
  readonly folderName: string | null;
  /** Every file detected since the watch began, oldest first: what the lightbox pages through. */
  readonly detected: readonly DetectedFile[];
  /** The last batch, numbered so that a batch equal to the previous one is still news. */
  readonly lastBatch: { readonly id: number; readonly files: readonly DetectedFile[] } | null;
  /** Why the watch stopped by itself; cleared when it starts again. */
  readonly failure: unknown;
};

const idle: CameraFolderWatchState = {
  status: 'idle',
  folderName: null,
  detected: [],
  lastBatch: null,
  failure: null,
};

export type CameraFolderWatch = {
  readonly store: Store<CameraFolderWatchState>;
  start(
    root: FileSystemDirectoryHandle,
    options: { recursive: boolean; extensions?: readonly string[]; dcimOnly?: boolean },
  ): Promise<void>;
  stop(): void;
};

/** One watch per tab: it outlives the dialog and the page, like the import engine. */
export function createCameraFolderWatch(intervalMs = CAMERA_FOLDER_SCAN_INTERVAL_MS) {
  const store = createStore<CameraFolderWatchState>(idle);
  let watcher: FolderWatcher | null = null;
  let batches = 0;

  function stop() {
    watcher?.stop();
    watcher = null;
    store.setState((current) => ({ ...current, status: 'idle', folderName: null }));
  }

  const watch: CameraFolderWatch = {
    store,
    async start(root, { recursive, extensions = CAMERA_WATCH_EXTENSIONS, dcimOnly = false }) {
      stop();
      store.setState({ ...idle, status: 'starting', folderName: root.name });
      const next = createFolderWatcher({
        root,
        recursive,
        extensions,
        dcimOnly,
        intervalMs,
        onNewFiles(files) {
          batches += 1;
          store.setState((current) => ({
            ...current,
            detected: [...current.detected, ...files],
            lastBatch: { id: batches, files },
          }));
        },
        onError(error) {
          watcher = null;
          store.setState((current) => ({
            ...current,
            status: 'idle',
            folderName: null,
            failure: error,
          }));
        },
      });
      watcher = next;
      try {
        await next.start();
      } catch (error) {
        if (watcher === next) stop();
        throw error;
      }
      if (watcher === next) store.setState((current) => ({ ...current, status: 'watching' }));
    },
    stop,
  };
  return watch;
}

let tabWatches: { camera: CameraFolderWatch; sdCard: CameraFolderWatch } | null = null;

function watches() {
  tabWatches ??= {
    camera: createCameraFolderWatch(),
    sdCard: createCameraFolderWatch(FOLDER_WATCH_STATUS_POLL_MS),
  };
  return tabWatches;
}

/** The tab's camera-folder watch (every 2 s), created on first use. */
export function cameraFolderWatch(): CameraFolderWatch {
  return watches().camera;
}

/** The tab's SD-card watch (every second, images of the card by default). */
export function sdCardWatch(): CameraFolderWatch {
  return watches().sdCard;
}

export const SD_CARD_DEFAULT_EXTENSIONS = SD_CARD_SCAN_EXTENSIONS;

export function useCameraFolderWatchState(): CameraFolderWatchState {
  return useStore(cameraFolderWatch().store);
}

export function useSdCardWatchState(): CameraFolderWatchState {
  return useStore(sdCardWatch().store);
}
