import { CAMERA_BRANDS, type CameraBrandId } from '@photodossier/domain/camera-brands';
import { TUTORIAL_TEST_EXTENSIONS } from '@photodossier/domain/folder-scan-extensions';
import { CAMERA_FOLDER_SCAN_INTERVAL_MS } from '@photodossier/domain/import-timings';
import { CAMERA_TUTORIAL_STEPS, TUTORIAL_TIMINGS } from '@photodossier/domain/tutorial-timings';
import type { MachineSettings } from '@photodossier/domain/user-settings';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { directoryHandleKey, saveDirectoryHandle } from './directory-handles';
import { permissionMode, pickDirectory } from './file-system-access';
import { loadKeptFolder, notifyFolderFailure } from './folder-failures';
import { createFolderWatcher } from './folder-watcher';
import { tutorialActive } from './tutorial-state';

export type CameraTutorialStep = (typeof CAMERA_TUTORIAL_STEPS)[number];
export type FinalTest =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'detected'; readonly name: string }
  | { readonly kind: 'completed'; readonly name: string };

/**
 * The camera connection tutorial's state (spec 02 §2.5, §4.3): a brand, then a folder (picked,
 * since a browser cannot create one), the maker's software, and a final test that watches the
 * folder until a new image arrives; it completes 2 s later and closes 3 s after that.
 */
export function useCameraTutorial({
  userId,
  settings,
  save,
  onClose,
}: {
  userId: string;
  settings: MachineSettings;
  save: (values: Partial<Omit<MachineSettings, 'lastModified'>>) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const key = directoryHandleKey(userId, 'camera-folder');
  const [index, setIndex] = useState(0);
  const [brandId, setBrandId] = useState<CameraBrandId | null>(null);
  const [folder, setFolder] = useState<FileSystemDirectoryHandle | null>(null);
  const [pulsing, setPulsing] = useState(false);
  const [test, setTest] = useState<FinalTest>({ kind: 'waiting' });
  const step = CAMERA_TUTORIAL_STEPS[index] ?? 'brand-selection';
  const brand = CAMERA_BRANDS.find((candidate) => candidate.id === brandId) ?? null;

  useEffect(() => {
    tutorialActive.setState(true);
    return () => tutorialActive.setState(false);
  }, []);

  useEffect(() => {
    let cancelled = false;
    void loadKeptFolder(key)
      .then((record) => {
        if (!cancelled && record) setFolder(record.handle);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [key]);

  useEffect(() => {
    if (!pulsing) return;
    const timer = setTimeout(() => setPulsing(false), TUTORIAL_TIMINGS.folderPulseMs);
    return () => clearTimeout(timer);
  }, [pulsing]);

  // The final test: the folder watched like the automatic import, images only.
  useEffect(() => {
    if (step !== 'test-final' || !folder) return;
    setTest({ kind: 'waiting' });
    const watcher = createFolderWatcher({
      root: folder,
      recursive: settings.searchSubdirectories,
      extensions: TUTORIAL_TEST_EXTENSIONS,
      intervalMs: CAMERA_FOLDER_SCAN_INTERVAL_MS,
      onNewFiles: (files) => {
        watcher.stop();
        setTest({ kind: 'detected', name: files[0]?.file.name ?? '' });
      },
      onError: () => notify(translateErrorCode('folder.access_failed'), { variant: 'destructive' }),
    });
    void watcher.start().catch(() => {
      notify(translateErrorCode('folder.access_failed'), { variant: 'destructive' });
    });
    return () => watcher.stop();
  }, [folder, settings.searchSubdirectories, step]);

  useEffect(() => {
    if (test.kind === 'detected') {
      const timer = setTimeout(
        () => setTest({ kind: 'completed', name: test.name }),
        TUTORIAL_TIMINGS.completeAfterDetectionMs,
      );
      return () => clearTimeout(timer);
    }
    if (test.kind === 'completed') {
      const timer = setTimeout(onClose, TUTORIAL_TIMINGS.closeAfterCompletionMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [onClose, test]);

  const chooseBrand = useCallback((id: CameraBrandId) => {
    setBrandId(id);
    setIndex(1);
  }, []);

  const chooseFolder = useCallback(async () => {
    try {
      const picked = await pickDirectory(permissionMode(settings.deleteAfterImport));
      if (!picked) return;
      await saveDirectoryHandle(key, picked);
      await save({ cameraFolderPath: picked.name });
      setFolder(picked);
      notify(t('notices:folder.configured', { folder: picked.name }), { variant: 'success' });
    } catch (error) {
      notifyFolderFailure(error, 'folder.connect_failed');
    }
  }, [key, save, settings.deleteAfterImport, t]);

  const createFolder = useCallback(() => {
    notify(translateErrorCode('folder.desktop_only'), { variant: 'info' });
  }, []);

  const goTo = useCallback(
    (target: number) => {
      if (target > 0 && !brandId) {
        notify(translateErrorCode('folder.brand_required'), { variant: 'warning' });
        return;
      }
      const leavingFolderStep = index <= 1 && target > 1;
      if (leavingFolderStep && !folder) {
        notify(translateErrorCode('folder.create_first'), { variant: 'warning' });
        setPulsing(true);
        return;
      }
      setIndex(Math.max(0, Math.min(CAMERA_TUTORIAL_STEPS.length - 1, target)));
    },
    [brandId, folder, index],
  );

  return {
    step,
    index,
    brand,
    folder,
    pulsing,
    test,
    listedSteps: brandId ? CAMERA_TUTORIAL_STEPS : CAMERA_TUTORIAL_STEPS.slice(0, 1),
    chooseBrand,
    chooseFolder,
    createFolder,
    goTo,
  };
}
