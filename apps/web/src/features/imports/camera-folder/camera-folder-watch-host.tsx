import { SD_IMPORT_HISTORY } from '@photodossier/domain/import-timings';
import type { MachineSettings, SdCardSettings } from '@photodossier/domain/user-settings';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { openImportDialog } from '@/lib/import-dialog';
import { lazyWhenPossible } from '@/lib/load-when-possible';
import { notify } from '@/lib/notify';
import { importEngine } from '../lib/import-engine';
import {
  cameraFolderWatch,
  useCameraFolderWatchState,
  useSdCardWatchState,
  type CameraFolderWatchState,
} from './camera-folder-watch';
import { directoryHandleKey } from './directory-handles';
import {
  folderFailureCode,
  loadKeptFolder,
  notifyFolderCode,
  notifyFolderFailure,
  startOnKeptFolder,
} from './folder-failures';
import type { DetectedFile } from './folder-watcher';
import { hasPermission, permissionMode } from './file-system-access';
import { addAutoImportTexts } from './i18n/add-auto-import-texts';
import { isFolderGone } from './scan-folder';
import { beatAppHeartbeat } from './sd-import-history';
import { tutorialActive } from './tutorial-state';

const PreviewLightbox = lazyWhenPossible(
  () => import('./preview-lightbox'),
  (module) => module.PreviewLightbox,
);

// Spec 02 §2.1: a path that *contains* /import or /camera (so /camera-control and
// /patient/7/import-… too) counts as already importing; the dialog does not open over it.
const IMPORTING_PATH_PARTS = ['/import', '/camera'];

export function isImportingPath(pathname: string): boolean {
  return IMPORTING_PATH_PARTS.some((part) => pathname.includes(part));
}

// The host remounts with its layout (the app's, the bare camera pages'); a batch or a failure
// is news once per tab, not once per mount.
const handledNews = new WeakSet<object>();

function firstTime(news: unknown): boolean {
  if (typeof news !== 'object' || news === null) return true;
  if (handledNews.has(news)) return false;
  handledNews.add(news);
  return true;
}

type CameraFolderWatchHostProps = {
  userId: string;
  settings: MachineSettings;
  sdCardSettings: SdCardSettings;
  save: (values: Partial<Omit<MachineSettings, 'lastModified'>>) => Promise<void>;
};

/**
 * Starts the watch on arrival when this session may already read the folder (no prompt). A
 * folder expired or gone is told, its handle cleared (spec 02 §8), not left to fail unseen.
 */
function useAutomaticStart(userId: string, settings: MachineSettings) {
  const { autoWatchEnabled, deleteAfterImport, searchSubdirectories } = settings;
  useEffect(() => {
    if (!autoWatchEnabled || cameraFolderWatch().store.getState().status !== 'idle') return;
    let cancelled = false;
    const key = directoryHandleKey(userId, 'camera-folder');
    void (async () => {
      const record = await loadKeptFolder(key);
      if (!record || cancelled) return;
      if (!(await hasPermission(record.handle, permissionMode(deleteAfterImport)))) return;
      if (!cancelled) {
        await startOnKeptFolder(cameraFolderWatch(), key, record.handle, {
          recursive: searchSubdirectories,
        });
      }
    })().catch((error: unknown) => {
      // Any other failure: the user starts it by hand, with the prompt the browser requires.
      const code = folderFailureCode(error);
      if (code) notifyFolderCode(code);
    });
    return () => {
      cancelled = true;
    };
  }, [autoWatchEnabled, deleteAfterImport, searchSubdirectories, userId]);
}

/** The app-session heartbeat the SD import history reads (every 60 s while the app runs). */
function useHeartbeat() {
  useEffect(() => {
    beatAppHeartbeat();
    const timer = setInterval(() => beatAppHeartbeat(), SD_IMPORT_HISTORY.heartbeatMs);
    return () => clearInterval(timer);
  }, []);
}

/**
 * "Supprimer après import": a detected file leaves the camera folder once the server holds it
 * (uploaded), never before, so a failed upload keeps its source. Needs the read-write access
 * the watch asked for when this switch was on.
 */
function useDeleteAfterImport(enabled: boolean, detected: readonly DetectedFile[]) {
  const removed = useRef(new Set<File>());
  useEffect(() => {
    if (!enabled || detected.length === 0) return;
    const byFile = new Map(detected.map((entry) => [entry.file, entry]));
    const removeUploaded = () => {
      for (const photo of importEngine().store.getState().photos) {
        const source = photo.file ? byFile.get(photo.file) : undefined;
        if (!source || photo.unassignedUploadStatus !== 'uploaded') continue;
        if (removed.current.has(source.file)) continue;
        removed.current.add(source.file);
        void source.directory.removeEntry(source.handle.name).catch(() => {
          // Already gone, or access was narrowed: the copy on the server is what counts.
        });
      }
    };
    removeUploaded();
    return importEngine().store.subscribe(removeUploaded);
  }, [detected, enabled]);
}

type WatchReactions = {
  readonly autoPreview: boolean;
  readonly autoOpenImport: boolean;
  /** A card pulled out is the connection poll's news, not an error of the watch. */
  readonly quietWhenGone?: boolean;
};

/** One watch's news: the toast, the files into the engine, the dialog; the lightbox index. */
function useWatchReactions(
  watch: CameraFolderWatchState,
  reactions: WatchReactions,
  onPreview: (index: number) => void,
) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const latest = useRef({ reactions, pathname, detectedCount: watch.detected.length, onPreview });
  latest.current = { reactions, pathname, detectedCount: watch.detected.length, onPreview };

  useEffect(() => {
    const batch = watch.lastBatch;
    if (!batch || !firstTime(batch)) return;
    const { reactions: current, pathname: here, detectedCount } = latest.current;
    notify(t('notices:watch.new_photos_detected', { n: batch.files.length }), { variant: 'info' });
    if (current.autoPreview) latest.current.onPreview(detectedCount - batch.files.length);
    if (current.autoOpenImport && !isImportingPath(here) && !tutorialActive.getState()) {
      openImportDialog({ kind: 'general', origin: 'camera-folder' });
    }
    void importEngine().actions.addFiles(batch.files.map((detected) => detected.file));
  }, [t, watch.lastBatch]);

  useEffect(() => {
    const failure = watch.failure;
    if (!failure || !firstTime(failure)) return;
    if (isFolderGone(failure) && latest.current.reactions.quietWhenGone) return;
    const message = failure instanceof Error ? failure.message : String(failure);
    notifyFolderFailure(failure, 'watch.error', { message });
  }, [watch.failure]);
}

/**
 * What the camera-folder and SD-card watches do with their news (spec 02 §4.1, §4.2),
 * wherever the user is: a toast, the new files into the import engine (uploaded and analysed
 * at once), the lightbox when autoPreviewNewPhotos, the import dialog when
 * autoOpenImportDialog (for the card, when its automatic import is on).
 */
export function CameraFolderWatchHost({
  userId,
  settings,
  sdCardSettings,
  save,
}: CameraFolderWatchHostProps) {
  addAutoImportTexts();
  const watch = useCameraFolderWatchState();
  const sdWatch = useSdCardWatchState();
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  useAutomaticStart(userId, settings);
  useDeleteAfterImport(settings.deleteAfterImport, watch.detected);
  useWatchReactions(
    watch,
    { autoPreview: settings.autoPreviewNewPhotos, autoOpenImport: settings.autoOpenImportDialog },
    setPreviewIndex,
  );
  useWatchReactions(
    sdWatch,
    {
      autoPreview: false,
      autoOpenImport: sdCardSettings.autoImportEnabled,
      quietWhenGone: true,
    },
    setPreviewIndex,
  );
  useHeartbeat();

  if (previewIndex === null || watch.detected.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PreviewLightbox
        items={watch.detected}
        index={previewIndex}
        onIndexChange={setPreviewIndex}
        onClose={() => setPreviewIndex(null)}
        autoPreview={settings.autoPreviewNewPhotos}
        onAutoPreviewChange={(enabled) => void save({ autoPreviewNewPhotos: enabled })}
      />
    </Suspense>
  );
}
