import {
  CUSTOM_HOURS,
  IMPORT_PANEL_DEFAULT_DATE_FILTER,
  LATEST_GROUP_MINUTES,
  type DateFilter,
} from '@photodossier/domain/date-filter-limits';
import { filterByDate } from '@photodossier/domain/date-filters';
import {
  FOLDER_SCAN_IMAGE_EXTENSIONS,
  FOLDER_SCAN_VIDEO_EXTENSIONS,
} from '@photodossier/domain/folder-scan-extensions';
import { capSdImport } from '@photodossier/domain/import-file-validation';
import type { SdCardSettings } from '@photodossier/domain/user-settings';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import {
  analyseCard,
  DEFAULT_CARD_SCAN,
  type CardAnalysis,
  type ScannedFile,
} from './analyse-card';
import { useSdCardWatchState } from './camera-folder-watch';
import {
  directoryHandleKey,
  removeDirectoryHandle,
  saveDirectoryHandle,
} from './directory-handles';
import { ensurePermission, hasPermission, pickDirectory } from './file-system-access';
import { notifyFolderFailure } from './folder-failures';
import {
  isReachable,
  keepCard,
  lookUpKeptCard,
  reportCard,
  startCardWatch,
  stopCardWatch,
  useSdCardLink,
} from './sd-card-link';
import { importedFromCard } from './sd-import-history';
import { onCardImportRecorded, recordCardImportOnUpload } from './sd-import-recorder';

export type CardFilter = {
  readonly filter: DateFilter;
  readonly customHours: number;
  readonly latestGroupMinutes: number;
};

/**
 * The card's watch as the tab shows it (spec 02 §4.2): on; paused by the user (configuration
 * kept); off; or on in the settings but not running yet, because the card is not there
 * ('waiting') or because the browser wants a click before reading it again ('access').
 */
export type SdWatchState = 'on' | 'paused' | 'off' | 'waiting' | 'access';

type SaveSdSettings = (values: Partial<Omit<SdCardSettings, 'lastModified'>>) => Promise<void>;

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
 * connection (polled app-wide by the host), a date filter kept in the settings, the import of
 * what it keeps into the import dialog, and the card watch (on, paused, off).
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
  const link = useSdCardLink();
  // Another user's card, from before a sign-in in this tab, is not this one's.
  const mine = link.key === key ? link : null;
  const handle = mine?.handle ?? null;
  // The card kept from an earlier session is still being looked up: the panels show a spinner.
  const loading = !mine || mine.loading;
  const [analysis, setAnalysis] = useState<CardAnalysis | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [dcimOnly, setDcimOnly] = useState(DEFAULT_CARD_SCAN.dcimOnly);
  const [extensions, setExtensions] = useState<ReadonlySet<string>>(
    () => new Set(DEFAULT_CARD_SCAN.extensions),
  );
  // Without a card the import panel's own default; with one, the filter saved with it.
  const savedFilter =
    settings.selectedSDCardName === '' ? IMPORT_PANEL_DEFAULT_DATE_FILTER : settings.dateFilter;
  // The user's pick stands over the saved filter from the moment it is made: a settings answer
  // read before it never undoes it. The hours and minutes are the tab's own (spec 02 §3).
  const [pickedFilter, setPickedFilter] = useState<DateFilter | null>(null);
  const [span, setSpan] = useState<Omit<CardFilter, 'filter'>>({
    customHours: CUSTOM_HOURS.default,
    latestGroupMinutes: LATEST_GROUP_MINUTES.default,
  });
  const filter: CardFilter = useMemo(
    () => ({ filter: pickedFilter ?? savedFilter, ...span }),
    [pickedFilter, savedFilter, span],
  );
  const [historyVersion, setHistoryVersion] = useState(0);
  useEffect(() => onCardImportRecorded(() => setHistoryVersion((version) => version + 1)), []);
  const watch = useSdCardWatchState();

  // Only the date filter is saved; a refused save shows the saved one again, unless a later
  // pick replaced it.
  const setFilter = useCallback(
    ({ filter: picked, ...spanChange }: Partial<CardFilter>) => {
      if (Object.keys(spanChange).length > 0) setSpan((current) => ({ ...current, ...spanChange }));
      if (picked === undefined) return;
      setPickedFilter(picked);
      save({ dateFilter: picked }).catch(() => {
        notify(translateErrorCode('settings.save_failed'), { variant: 'destructive' });
        setPickedFilter((current) => (current === picked ? null : current));
      });
    },
    [save],
  );

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
      } catch (error) {
        // A card not there keeps the spec's « Vérifiez que la carte est bien connectée ».
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
      const kept = await lookUpKeptCard(key);
      if (cancelled || !kept) return;
      if ((await hasPermission(kept, 'read')) && (await isReachable(kept))) {
        if (!cancelled) await analyseRef.current(kept);
      }
    })().catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [key]);

  const watchCard = useCallback(
    async (root: FileSystemDirectoryHandle) => {
      // Paused meanwhile: the user's last word stands, and stays saved.
      if (!(await startCardWatch(root, { dcimOnly, extensions }))) return;
      reportCard(root, { accessNeeded: false });
      await save({ isSDCardWatchEnabled: true });
    },
    [dcimOnly, extensions, save],
  );

  // Picking a card turns its watch on (spec 02 §4.2).
  const adopt = useCallback(
    async (picked: FileSystemDirectoryHandle) => {
      await saveDirectoryHandle(key, picked);
      // The filter on screen is saved with the card: it is the one the tab opens on next time.
      await save({
        selectedSDCardName: picked.name,
        selectedSDCardPath: picked.name,
        dateFilter: filter.filter,
      });
      keepCard(key, picked);
      notify(t('notices:folder.selected'), { variant: 'success' });
      notify(t('autoImport:sd.connectedToast', { name: picked.name }), { variant: 'success' });
      await analyse(picked);
      await watchCard(picked).catch(() => {
        // The card can still be read and imported by hand.
      });
    },
    [analyse, filter.filter, key, save, t, watchCard],
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
      // Inside the click: the one place the browser may ask for access again.
      await ensurePermission(handle, 'read');
      await watchCard(handle);
      notify(t('notices:watch.started', { folder: handle.name }), { variant: 'info' });
    } catch (error) {
      notifyFolderFailure(error, 'watch.enable_failed');
    }
  }, [handle, t, watchCard]);

  const pauseWatch = useCallback(async () => {
    stopCardWatch();
    await save({ isSDCardWatchEnabled: false });
    notify(t('notices:watch.stopped'), { variant: 'info' });
  }, [save, t]);

  const removeConfiguration = useCallback(async () => {
    stopCardWatch();
    await removeDirectoryHandle(key);
    await save({ selectedSDCardName: '', selectedSDCardPath: '', isSDCardWatchEnabled: false });
    keepCard(key, null);
    setAnalysis(null);
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

  const connection = mine?.connection ?? 'unknown';
  let watchState: SdWatchState;
  if (watch.status !== 'idle') watchState = 'on';
  // Paused is the user's doing only: the watch is off in the settings with a card kept.
  else if (!settings.isSDCardWatchEnabled) watchState = handle ? 'paused' : 'off';
  else if (mine?.accessNeeded) watchState = 'access';
  else if (connection !== 'connected') watchState = 'waiting';
  // On in the settings, the card there, yet stopped (an error said why): started by hand.
  else watchState = 'off';

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
