import type { MachineSettings } from '@photodossier/domain/user-settings';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { cameraFolderWatch, useCameraFolderWatchState } from './camera-folder-watch';
import {
  directoryHandleKey,
  removeDirectoryHandle,
  saveDirectoryHandle,
} from './directory-handles';
import {
  ensurePermission,
  FolderAccessError,
  isSafari,
  permissionMode,
  pickDirectory,
  supportsDirectoryPicker,
} from './file-system-access';
import { loadKeptFolder, notifyFolderFailure, startOnKeptFolder } from './folder-failures';

export type CameraFolderSetupState =
  | { readonly kind: 'safari' }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'unconfigured' }
  | { readonly kind: 'configured'; readonly folderName: string }
  | { readonly kind: 'active'; readonly folderName: string };

type SaveMachineSettings = (
  values: Partial<Omit<MachineSettings, 'lastModified'>>,
) => Promise<void>;

/**
 * The auto-transfer tab's state and actions (spec 02 §2.4): the folder is picked once and its
 * handle kept in the browser; each session the user starts the watch, which asks for access.
 */
export function useCameraFolderSetup({
  userId,
  settings,
  save,
}: {
  userId: string;
  settings: MachineSettings;
  save: SaveMachineSettings;
}) {
  const { t } = useTranslation();
  const watch = useCameraFolderWatchState();
  const key = directoryHandleKey(userId, 'camera-folder');
  const [stored, setStored] = useState<
    { name: string; handle: FileSystemDirectoryHandle } | null | 'checking'
  >('checking');
  const [busy, setBusy] = useState(false);
  const [generation, setGeneration] = useState(0);
  const supported = supportsDirectoryPicker();

  // Read again after the tutorial, which may have picked the folder.
  useEffect(() => {
    if (!supported) return;
    let cancelled = false;
    loadKeptFolder(key)
      .then((record) => {
        if (!cancelled) setStored(record ? { name: record.name, handle: record.handle } : null);
      })
      .catch(() => {
        if (!cancelled) setStored(null);
      });
    return () => {
      cancelled = true;
    };
  }, [key, supported, generation]);

  const mode = permissionMode(settings.deleteAfterImport);

  const chooseFolder = useCallback(async (): Promise<FileSystemDirectoryHandle | null> => {
    const handle = await pickDirectory(mode);
    if (!handle) return null;
    await saveDirectoryHandle(key, handle);
    await save({ cameraFolderPath: handle.name });
    setStored({ name: handle.name, handle });
    notify(t('notices:folder.configured', { folder: handle.name }), { variant: 'success' });
    return handle;
  }, [key, mode, save, t]);

  const run = useCallback(async (work: () => Promise<void>, fallbackCode: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notifyFolderFailure(error, fallbackCode);
    } finally {
      setBusy(false);
    }
  }, []);

  const start = useCallback(
    () =>
      run(async () => {
        // A configured path that is blank, or a handle the browser lost, falls back to the picker.
        const record = settings.cameraFolderPath.trim() === '' ? null : await loadKeptFolder(key);
        const handle = record?.handle ?? (await chooseFolder());
        if (!handle) return;
        await ensurePermission(handle, mode);
        await startOnKeptFolder(cameraFolderWatch(), key, handle, {
          recursive: settings.searchSubdirectories,
        }).catch((error: unknown) => {
          if (error instanceof FolderAccessError && error.code === 'folder.invalid_handles_cleared')
            setStored(null);
          throw error;
        });
        notify(t('notices:watch.auto_import_started'), { variant: 'success' });
        notify(t('notices:watch.started', { folder: handle.name }), { variant: 'info' });
      }, 'watch.start_failed'),
    [chooseFolder, key, mode, run, settings.cameraFolderPath, settings.searchSubdirectories, t],
  );

  const stop = useCallback(() => {
    cameraFolderWatch().stop();
    notify(t('notices:watch.stopped'), { variant: 'info' });
  }, [t]);

  const pick = useCallback(
    () =>
      run(async () => {
        await chooseFolder();
      }, 'folder.selection_failed'),
    [chooseFolder, run],
  );

  /**
   * "Supprimer après import" switched on: the watch may hold read access only, and removing a
   * file needs read-write (spec 02 §5). Asked now, inside the switch's click; false when the
   * browser or the user refuses, with the spec's text, so the switch stays off and the files
   * stay in the folder. Without a folder yet, the picker and the start ask for read-write.
   */
  const allowDeletion = useCallback(async (): Promise<boolean> => {
    const handle = stored === 'checking' || stored === null ? null : stored.handle;
    if (!handle) return true;
    try {
      await ensurePermission(handle, permissionMode(true));
      return true;
    } catch (error) {
      notifyFolderFailure(error, 'folder.access_problem_help');
      return false;
    }
  }, [stored]);

  const removeConfiguration = useCallback(
    () =>
      run(async () => {
        cameraFolderWatch().stop();
        await removeDirectoryHandle(key);
        await save({ cameraFolderPath: '', autoWatchEnabled: false });
        setStored(null);
        notify(t('notices:settings.configuration_removed'), { variant: 'success' });
      }, 'settings.delete_failed'),
    [key, run, save, t],
  );

  let state: CameraFolderSetupState;
  if (isSafari()) state = { kind: 'safari' };
  else if (!supported) state = { kind: 'unsupported' };
  else if (watch.status === 'watching' && watch.folderName)
    state = { kind: 'active', folderName: watch.folderName };
  else if (stored === 'checking') state = { kind: 'checking' };
  else if (stored === null) state = { kind: 'unconfigured' };
  else state = { kind: 'configured', folderName: stored.name };

  return {
    state,
    busy: busy || watch.status === 'starting',
    start,
    stop,
    pick,
    removeConfiguration,
    allowDeletion,
    refresh: () => setGeneration((value) => value + 1),
  };
}
