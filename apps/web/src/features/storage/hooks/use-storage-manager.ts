import {
  DEFAULT_STORAGE_MEDIA_SORT,
  type StorageMediaSort,
  type StorageMediaTypeFilter,
  type StorageMediaView,
} from '@photodossier/domain/storage-media';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import type { StorageManagerTarget } from '@/lib/storage-dialogs';
import { useDeletePermanently } from '@/lib/api/delete-trashed-photos';
import { useEmptyTrash } from '@/lib/api/empty-trash';
import { useRestoreFromTrash } from '@/lib/api/restore-trashed-photos';
import { useStorageMedia } from '@/lib/api/get-storage-media';
import { useStorageStats } from '@/lib/api/get-storage-stats';
import { useTrashSummary } from '../api/get-trash-summary';
import { useMoveToTrash } from '@/lib/api/move-to-trash';
import type { StorageDisplay } from '../components/storage-media-browser';
import type { StorageTab } from '../components/storage-manager-toolbar';
import { useHiddenMedia } from '../lib/hidden-media';
import { selectionSummary, toggleAll, toggleOne } from '../lib/selection';
import { useStorageDrive } from './use-storage-drive';
import { useStorageFollowsMedia } from './use-storage-follows-media';

export type PendingStorageConfirm = 'emptyTrash' | 'deleteSelected' | null;

/**
 * The storage manager's state and what it changes (spec 01 §2): tab, view, filters, the
 * selection, and the ways to free space (to the trash, restore, delete for good, empty the
 * trash). The dialog's views only render what this returns.
 */
export function useStorageManager(target: StorageManagerTarget) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<StorageTab>(target.tab);
  const [view, setView] = useState<StorageMediaView>(target.view);
  const [display, setDisplay] = useState<StorageDisplay>('list');
  const [sort, setSort] = useState<StorageMediaSort>(DEFAULT_STORAGE_MEDIA_SORT);
  const [type, setType] = useState<StorageMediaTypeFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [confirm, setConfirm] = useState<PendingStorageConfirm>(null);
  const [movedCount, setMovedCount] = useState<number | null>(null);
  const { hide, isHidden } = useHiddenMedia();
  useStorageFollowsMedia();

  const isMedia = tab === 'media';
  const stats = useStorageStats();
  const media = useStorageMedia({ view, sort, type }, isMedia);
  const drive = useStorageDrive(sort, !isMedia);
  const trashSummary = useTrashSummary(isMedia && view === 'trash');
  const moveToTrash = useMoveToTrash();
  const restore = useRestoreFromTrash();
  const deletePermanently = useDeletePermanently();
  const emptyTrash = useEmptyTrash();

  useEffect(() => {
    if (media.isError) notify(t('storageManager.toast.loadError'), { variant: 'destructive' });
  }, [media.isError, t]);

  const items = useMemo(
    () =>
      isMedia
        ? (media.data?.pages ?? [])
            .flatMap((page) => page.items)
            .filter((item) => item.file_size > 0 && !isHidden(view, item.id))
        : [],
    [isMedia, media.data, isHidden, view],
  );
  const selection = selectionSummary(items, selected);
  const firstPage = isMedia ? media.data?.pages[0] : undefined;
  const shownCount = isMedia ? (firstPage?.total_count ?? 0) : drive.count;
  const shownBytes = isMedia ? (firstPage?.total_size ?? 0) : drive.bytes;
  const busy =
    moveToTrash.isPending ||
    restore.isPending ||
    deletePermanently.isPending ||
    emptyTrash.isPending;

  const clearSelection = () => setSelected(new Set());
  const toggle = useCallback((id: string) => setSelected((current) => toggleOne(current, id)), []);
  const fetchNextPage = useCallback(() => void media.fetchNextPage(), [media]);

  function changeTab(next: StorageTab) {
    setTab(next);
    setView('active');
    setType('all');
    clearSelection();
  }

  function changeView(next: StorageMediaView) {
    setView(next);
    clearSelection();
  }

  function changeType(next: StorageMediaTypeFilter) {
    setType(next);
    clearSelection();
  }

  function changeSort(next: StorageMediaSort) {
    setSort(next);
    clearSelection();
  }

  function deleteSelected() {
    if (selection.count === 0) return;
    if (view === 'trash') {
      setConfirm('deleteSelected');
      return;
    }
    const ids = selection.ids;
    moveToTrash.mutate(ids, {
      onSuccess: (moved) => {
        hide('active', [...ids, ...moved], 'trash');
        clearSelection();
        notify(t('storageManager.toast.movedTitle'), {
          variant: 'success',
          description: t('storageManager.toast.movedText', { count: ids.length }),
        });
        setMovedCount(ids.length);
      },
      onError: () => notify(t('storageManager.toast.deleteError'), { variant: 'destructive' }),
    });
  }

  function restoreSelected() {
    if (view !== 'trash' || selection.count === 0) return;
    const ids = selection.ids;
    restore.mutate(ids, {
      onSuccess: (result) => {
        hide('trash', [...ids, ...result.ids], 'active');
        clearSelection();
        notify(t('storageManager.toast.restoredTitle'), {
          variant: 'success',
          description: t('storageManager.toast.restoredText', { count: result.restored }),
        });
      },
      onError: () => notify(t('storageManager.toast.restoreError'), { variant: 'destructive' }),
    });
  }

  function confirmDeleteSelected() {
    const ids = selection.ids;
    deletePermanently.mutate(ids, {
      onSuccess: (result) => {
        hide('trash', ids);
        clearSelection();
        setConfirm(null);
        notify(t('storageManager.toast.deletedTitle'), {
          variant: 'success',
          description: t('storageManager.toast.deletedText', {
            photos: result.photos,
            patients: result.patients,
            driveFiles: result.drive_files,
          }),
        });
      },
      onError: () => {
        setConfirm(null);
        notify(t('storageManager.toast.permanentDeleteError'), { variant: 'destructive' });
      },
    });
  }

  function confirmEmptyTrash() {
    const listed = items.map((item) => item.id);
    emptyTrash.mutate(undefined, {
      onSuccess: () => {
        hide('trash', listed);
        clearSelection();
        setConfirm(null);
        notify(t('storageManager.toast.emptiedTitle'), {
          variant: 'success',
          description: t('storageManager.toast.emptiedText'),
        });
      },
      onError: () => {
        setConfirm(null);
        notify(t('storageManager.toast.emptyError'), { variant: 'destructive' });
      },
    });
  }

  return {
    tab,
    view,
    display,
    sort,
    type,
    isMedia,
    stats: stats.data,
    media: {
      isPending: media.isPending,
      hasNextPage: media.hasNextPage,
      isFetchingNextPage: media.isFetchingNextPage,
      fetchNextPage,
    },
    items,
    drive,
    selected,
    selection,
    allSelected: items.length > 0 && selection.count === items.length,
    shownCount,
    shownBytes,
    // Emptying the trash deletes its photos; patients in it stay (spec 01 §4).
    trashPhotoCount: trashSummary.data?.photos.count ?? shownCount,
    busy,
    confirm,
    setConfirm,
    movedCount,
    emptyingTrash: emptyTrash.isPending,
    deletingPermanently: deletePermanently.isPending,
    changeTab,
    changeView,
    changeType,
    changeSort,
    setDisplay,
    toggle,
    toggleAll: () => setSelected(toggleAll(items, selected)),
    deleteSelected,
    restoreSelected,
    confirmDeleteSelected,
    confirmEmptyTrash,
    dismissMoved: () => setMovedCount(null),
    goToTrashAfterMove: () => {
      setMovedCount(null);
      changeView('trash');
    },
  };
}

export type StorageManager = ReturnType<typeof useStorageManager>;
