import type { MachineSettings } from '@photodossier/domain/user-settings';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { translateErrorCode } from '@/lib/api-client';
import { openImportDialog } from '@/lib/import-dialog';
import { notify } from '@/lib/notify';
import { isPathUnder } from '@/lib/path-under';
import { importEngine } from '../lib/import-engine';
import { cameraFolderWatch, useCameraFolderWatchState } from './camera-folder-watch';
import { directoryHandleKey, loadDirectoryHandle } from './directory-handles';
import type { DetectedFile } from './folder-watcher';
import { hasPermission, permissionMode } from './file-system-access';
import { addAutoImportTexts } from './i18n/add-auto-import-texts';
import { isPermissionError } from './scan-folder';

const PreviewLightbox = lazy(() =>
  import('./preview-lightbox').then((module) => ({ default: module.PreviewLightbox })),
);

// The import dialog does not open over the pages that import by themselves.
const IMPORTING_PATHS = ['/import', paths.camera];

type CameraFolderWatchHostProps = {
  userId: string;
  settings: MachineSettings;
  save: (values: Partial<Omit<MachineSettings, 'lastModified'>>) => Promise<void>;
};

/** Starts the watch on arrival when this session may already read the folder (no prompt). */
function useAutomaticStart(userId: string, settings: MachineSettings) {
  const { autoWatchEnabled, deleteAfterImport, searchSubdirectories } = settings;
  useEffect(() => {
    if (!autoWatchEnabled || cameraFolderWatch().store.getState().status !== 'idle') return;
    let cancelled = false;
    void (async () => {
      const record = await loadDirectoryHandle(directoryHandleKey(userId, 'camera-folder'));
      if (!record || cancelled) return;
      if (!(await hasPermission(record.handle, permissionMode(deleteAfterImport)))) return;
      if (!cancelled)
        await cameraFolderWatch().start(record.handle, { recursive: searchSubdirectories });
    })().catch(() => {
      // The user starts it by hand then, with the access prompt the browser requires.
    });
    return () => {
      cancelled = true;
    };
  }, [autoWatchEnabled, deleteAfterImport, searchSubdirectories, userId]);
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

/**
 * What the camera-folder watch does with its news (spec 02 §4.1), wherever the user is: a
 * toast, the new files into the import engine (uploaded and analysed at once), the lightbox
 * when autoPreviewNewPhotos, the import dialog when autoOpenImportDialog.
 */
export function CameraFolderWatchHost({ userId, settings, save }: CameraFolderWatchHostProps) {
  addAutoImportTexts();
  const { t } = useTranslation();
  const watch = useCameraFolderWatchState();
  const { pathname } = useLocation();
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const handledBatch = useRef(0);
  const reportedFailure = useRef<unknown>(null);
  useAutomaticStart(userId, settings);
  useDeleteAfterImport(settings.deleteAfterImport, watch.detected);

  const latest = useRef({ settings, pathname, detectedCount: watch.detected.length });
  latest.current = { settings, pathname, detectedCount: watch.detected.length };

  useEffect(() => {
    const batch = watch.lastBatch;
    if (!batch || batch.id <= handledBatch.current) return;
    handledBatch.current = batch.id;
    const { settings: current, pathname: here, detectedCount } = latest.current;
    notify(t('notices:watch.new_photos_detected', { n: batch.files.length }), { variant: 'info' });
    if (current.autoPreviewNewPhotos) setPreviewIndex(detectedCount - batch.files.length);
    const importingHere = IMPORTING_PATHS.some((base) => isPathUnder(here, base));
    if (current.autoOpenImportDialog && !importingHere) {
      openImportDialog({ kind: 'general', origin: 'camera-folder' });
    }
    void importEngine().actions.addFiles(batch.files.map((detected) => detected.file));
  }, [t, watch.lastBatch]);

  useEffect(() => {
    const failure = watch.failure;
    if (!failure || failure === reportedFailure.current) return;
    reportedFailure.current = failure;
    if (isPermissionError(failure)) {
      notify(translateErrorCode('folder.access_problem_help'), {
        variant: 'destructive',
        duration: 8000,
      });
      return;
    }
    const message = failure instanceof Error ? failure.message : String(failure);
    notify(translateErrorCode('watch.error', { message }), { variant: 'destructive' });
  }, [watch.failure]);

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
