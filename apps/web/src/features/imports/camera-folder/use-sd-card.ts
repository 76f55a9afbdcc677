import {
  IMPORT_PANEL_DEFAULT_DATE_FILTER,
  type DateFilter,
} from '@photodossier/domain/date-filter-limits';
import { filterByDate } from '@photodossier/domain/date-filters';
import {
  FOLDER_SCAN_IMAGE_EXTENSIONS,
  FOLDER_SCAN_VIDEO_EXTENSIONS,
} from '@photodossier/domain/folder-scan-extensions';
import { capSdImport } from '@photodossier/domain/import-file-validation';
import { SD_CONNECTION_POLL_MS } from '@photodossier/domain/import-timings';
import type { SdCardSettings } from '@photodossier/domain/user-settings';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import {
  analyseCard,
  cardDcimOnly,
  DEFAULT_CARD_SCAN,
  type CardAnalysis,
  type ScannedFile,
} from './analyse-card';
import { sdCardWatch, useSdCardWatchState } from './camera-folder-watch';
import {
  directoryHandleKey,
  loadDirectoryHandle,
  removeDirectoryHandle,
  saveDirectoryHandle,
} from './directory-handles';
import { ensurePermission, hasPermission, pickDirectory } from './file-system-access';
import { importedFromCard } from './sd-import-history';
import { onCardImportRecorded, recordCardImportOnUpload } from './sd-import-recorder';
import { notifyFolderFailure } from './folder-failures';

export type CardConnection = 'unknown' | 'connected' | 'waiting';

export type CardFilter = {
  readonly filter: DateFilter;
  readonly customHours: number;
  readonly latestGroupMinutes: number;
};

type SaveSdSettings = (values: Partial<Omit<SdCardSettings, 'lastModified'>>) => Promise<void>;

async function isReachable(handle: FileSystemDirectoryHandle): Promise<boolean> {
  try {
    const iterator = (handle as unknown as { values(): AsyncIterator<FileSystemHandle> }).values();
    await iterator.next();
    return true;
  } catch {
    return false;
  }
}

/** The photos a filter keeps: by capture date, or by name against the card's import history. */
export function selectCardPhotos(
  photos: readonly ScannedFile[],
  filter: CardFilter,
  context: { readonly now: number; readonly imported: ReadonlySet<string> },
): ScannedFile[] {
  if (filter.filter === 'newSinceLastImport') {
    return photos.filter((photo) => !context.imported.has(photo.name));
  }
  return filterByDate(photos, (photo) => photo.takenAt, filter.filter, {
    now: context.now,
    customHours: filter.customHours,
    latestGroupMinutes: filter.latestGroupMinutes,
  });
}

/**
 * The SD tab (spec 02 §2.4, §4.2): a card picked once and read (DCIM, count, date range), its
 * connection polled every 3 s with toasts, a date filter, the import of what it keeps into the
 * import dialog, and the card watch (on, paused, off).
 */
export function useSdCard({
  userId,
  settings,
  save,
  onImport,
}: {
  userId: string;
  settings: SdCardSettings;
  save: SaveSdSettings;
  /** The files go to the import dialog that holds this panel. */
  onImport: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const key = directoryHandleKey(userId, 'sd-card');
  const [handle, setHandle] = useState<FileSystemDirectoryHandle | null>(null);
  // The card kept from an earlier session is still being looked up: the panels show a spinner.
  const [loading, setLoading] = useState(true);
  const [analysis, setAnalysis] = useState<CardAnalysis | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [connection, setConnection] = useState<CardConnection>('unknown');
  const [dcimOnly, setDcimOnly] = useState(DEFAULT_CARD_SCAN.dcimOnly);
  const [extensions, setExtensions] = useState<ReadonlySet<string>>(
    () => new Set(DEFAULT_CARD_SCAN.extensions),
  );
  const [filter, setFilter] = useState<CardFilter>({
    filter: IMPORT_PANEL_DEFAULT_DATE_FILTER,
    customHours: 6,
    latestGroupMinutes: 10,
  });
  const [historyVersion, setHistoryVersion] = useState(0);
  useEffect(() => onCardImportRecorded(() => setHistoryVersion((version) => version + 1)), []);
  const watch = useSdCardWatchState();
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  const analyse = useCallback(
    async (root: FileSystemDirectoryHandle) => {
      setProgress({ done: 0, total: 0 });
      try {
        await ensurePermission(root, 'read');
        setAnalysis(
          await analyseCard(root, { dcimOnly, extensions: [...extensions] }, (done, total) =>
            setProgress({ done, total }),
          ),
        );
        setConnection('connected');
      } catch (error) {
        notifyFolderFailure(error, 'folder.sd_analysis_failed');
      } finally {
        setProgress(null);
      }
    },
    [dcimOnly, extensions],
  );

  // The card picked in an earlier session, read again when its access still holds.
  const analyseRef = useRef(analyse);
  analyseRef.current = analyse;
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const record = await loadDirectoryHandle(key).finally(() => {
        if (!cancelled) setLoading(false);
      });
      if (cancelled || !record) return;
      setHandle(record.handle);
      if ((await hasPermission(record.handle, 'read')) && (await isReachable(record.handle))) {
        if (!cancelled) await analyseRef.current(record.handle);
      }
    })().catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [key]);

  // Connection polled every 3 s; a card that comes back is read again.
  const wasConnected = useRef<boolean | null>(null);
  useEffect(() => {
    if (!handle) return;
    const poll = async () => {
      const reachable = await isReachable(handle);
      const before = wasConnected.current;
      wasConnected.current = reachable;
      setConnection(reachable ? 'connected' : 'waiting');
      if (before === null || before === reachable) return;
      const name = handle.name;
      if (!reachable) {
        notify(t('autoImport:sd.disconnectedToast', { name }), { variant: 'warning' });
        return;
      }
      notify(t('autoImport:sd.reconnectedToast', { name }), { variant: 'success' });
      const watchWasOn = settingsRef.current.isSDCardWatchEnabled;
      if (watchWasOn && sdCardWatch().store.getState().status === 'idle') {
        await watchCardRef.current(handle).catch(() => {});
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), SD_CONNECTION_POLL_MS);
    return () => clearInterval(timer);
  }, [handle, t]);

  const watchCard = useCallback(
    async (root: FileSystemDirectoryHandle) => {
      await sdCardWatch().start(root, {
        recursive: true,
        dcimOnly: await cardDcimOnly(root, dcimOnly),
        extensions: [...extensions],
      });
      await save({ isSDCardWatchEnabled: true });
    },
    [dcimOnly, extensions, save],
  );
  const watchCardRef = useRef(watchCard);
  watchCardRef.current = watchCard;

  // Picking a card turns its watch on (spec 02 §4.2).
  const adopt = useCallback(
    async (picked: FileSystemDirectoryHandle) => {
      await saveDirectoryHandle(key, picked);
      await save({ selectedSDCardName: picked.name, selectedSDCardPath: picked.name });
      wasConnected.current = true;
      setHandle(picked);
      notify(t('notices:folder.selected'), { variant: 'success' });
      notify(t('autoImport:sd.connectedToast', { name: picked.name }), { variant: 'success' });
      await analyse(picked);
      await watchCard(picked).catch(() => {
        // The card can still be read and imported by hand.
      });
    },
    [analyse, key, save, t, watchCard],
  );

  const select = useCallback(async () => {
    try {
      const picked = await pickDirectory('read', 'folder.sd_selection_failed');
      if (picked) await adopt(picked);
    } catch (error) {
      notifyFolderFailure(error, 'folder.sd_selection_failed');
    }
  }, [adopt]);

  const selected = useMemo(() => {
    if (!analysis) return [];
    return selectCardPhotos(analysis.photos, filter, {
      now: Date.now(),
      imported: importedFromCard(analysis.name),
    });
    // historyVersion: an upload that lands changes what "new since the last import" keeps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analysis, filter, historyVersion]);

  const importSelected = useCallback(() => {
    if (!analysis) return;
    if (selected.length === 0) {
      const code =
        filter.filter === 'newSinceLastImport'
          ? 'watch.no_new_photos'
          : 'watch.no_photos_for_filter';
      notify(t(`notices:${code}`, { filter: t(`autoImport:sd.filters.${filter.filter}`) }), {
        variant: 'info',
      });
      return;
    }
    const capped = capSdImport(selected);
    if (capped.warning) {
      notify(translateErrorCode(capped.warning.code, capped.warning.params), {
        variant: 'warning',
      });
    }
    recordCardImportOnUpload(analysis.name, capped.photos);
    onImport(capped.photos.map((photo) => photo.file));
  }, [analysis, filter.filter, onImport, selected, t]);

  const startWatch = useCallback(async () => {
    if (!handle) {
      notify(translateErrorCode('folder.sd_not_configured'), { variant: 'destructive' });
      return;
    }
    try {
      await ensurePermission(handle, 'read');
      await watchCard(handle);
      notify(t('notices:watch.started', { folder: handle.name }), { variant: 'info' });
    } catch (error) {
      notifyFolderFailure(error, 'watch.enable_failed');
    }
  }, [handle, t, watchCard]);

  const pauseWatch = useCallback(async () => {
    sdCardWatch().stop();
    await save({ isSDCardWatchEnabled: false });
    notify(t('notices:watch.stopped'), { variant: 'info' });
  }, [save, t]);

  const removeConfiguration = useCallback(async () => {
    sdCardWatch().stop();
    await removeDirectoryHandle(key);
    await save({ selectedSDCardName: '', selectedSDCardPath: '', isSDCardWatchEnabled: false });
    setHandle(null);
    setAnalysis(null);
    setConnection('unknown');
    wasConnected.current = null;
    notify(t('notices:settings.configuration_removed'), { variant: 'success' });
  }, [key, save, t]);

  const toggleExtension = useCallback((extension: string, enabled: boolean) => {
    setExtensions((current) => {
      const next = new Set(current);
      if (enabled) next.add(extension);
      else next.delete(extension);
      return next;
    });
  }, []);

  const watchState: 'on' | 'paused' | 'off' =
    watch.status !== 'idle' ? 'on' : settings.selectedSDCardName ? 'paused' : 'off';

  return {
    loading,
    handle,
    analysis,
    progress,
    connection,
    dcimOnly,
    setDcimOnly,
    extensions,
    toggleExtension,
    imageExtensions: FOLDER_SCAN_IMAGE_EXTENSIONS,
    videoExtensions: FOLDER_SCAN_VIDEO_EXTENSIONS,
    filter,
    setFilter,
    selected,
    watchState,
    select,
    adopt,
    reread: () => (handle ? analyse(handle) : Promise.resolve()),
    importSelected,
    startWatch,
    pauseWatch,
    removeConfiguration,
  };
}
