import {
  DEFAULT_STORAGE_MEDIA_SORT,
  type StorageMediaSort,
  type StorageMediaTypeFilter,
  type StorageMediaView,
} from '@photodossier/domain/storage-media';
import { HardDrive, RotateCcw, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { notify } from '@/lib/notify';
import type { StorageManagerTarget } from '@/lib/storage-dialogs';
import { useDeletePermanently } from '@/lib/api/delete-trashed-photos';
import { useEmptyTrash } from '@/lib/api/empty-trash';
import { useStorageMedia } from '@/lib/api/get-storage-media';
import { useStorageStats } from '@/lib/api/get-storage-stats';
import { useTrashSummary } from '../api/get-trash-summary';
import { useMoveToTrash } from '@/lib/api/move-to-trash';
import { useRestoreFromTrash } from '@/lib/api/restore-trashed-photos';
import { useStorageFollowsMedia } from '../hooks/use-storage-follows-media';
import { formatSize } from '@/lib/format';
import { useHiddenMedia } from '../lib/hidden-media';
import { selectionSummary, toggleAll, toggleOne } from '../lib/selection';
import { MovedToTrashDialog } from './moved-to-trash-dialog';
import { StorageBreakdown } from './storage-breakdown';
import { StorageMediaBrowser, type StorageDisplay } from './storage-media-browser';
import { StorageManagerToolbar, type StorageTab } from './storage-manager-toolbar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SwipeConfirm } from '@/components/ui/swipe-confirm';

type StorageManagerDialogProps = {
  /** Where the dialog opens; the app remounts it (key) when asked to open elsewhere. */
  target: StorageManagerTarget;
  onClose: () => void;
};

type PendingConfirm = 'emptyTrash' | 'deleteSelected' | null;

/**
 * The storage manager (spec 01 §2): what uses the plan's space, the largest files first, and
 * the ways to free it: move to the trash, restore, delete for good, empty the trash.
 */
export function StorageManagerDialog({ target, onClose }: StorageManagerDialogProps) {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [tab, setTab] = useState<StorageTab>(target.tab);
  const [view, setView] = useState<StorageMediaView>(target.view);
  const [display, setDisplay] = useState<StorageDisplay>('list');
  const [sort, setSort] = useState<StorageMediaSort>(DEFAULT_STORAGE_MEDIA_SORT);
  const [type, setType] = useState<StorageMediaTypeFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [confirm, setConfirm] = useState<PendingConfirm>(null);
  const [movedCount, setMovedCount] = useState<number | null>(null);
  const { hide, isHidden } = useHiddenMedia();
  useStorageFollowsMedia();

  const isMedia = tab === 'media';
  const stats = useStorageStats();
  const media = useStorageMedia({ view, sort, type }, isMedia);
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
  const shownCount = firstPage?.total_count ?? 0;
  const shownBytes = firstPage?.total_size ?? 0;
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

  // Emptying the trash deletes its photos; patients in it stay (spec 01 §4).
  const trashPhotoCount = trashSummary.data?.photos.count ?? shownCount;
  const allSelected = items.length > 0 && selection.count === items.length;

  let body;
  if (isMedia && media.isPending) {
    body = <Spinner label={t('storageManager.loading')} className="flex-1 py-10" />;
  } else if (items.length === 0) {
    body = (
      <div
        data-testid="storage-empty"
        className="flex flex-1 flex-col items-center justify-center gap-2 py-10 text-center text-sm text-muted-foreground"
      >
        <HardDrive aria-hidden className="size-8" />
        {t(
          isMedia && view === 'trash' ? 'storageManager.empty.trash' : 'storageManager.empty.files',
        )}
      </div>
    );
  } else {
    body = (
      <StorageMediaBrowser
        items={items}
        display={display}
        selected={selected}
        onToggle={toggle}
        hasNextPage={media.hasNextPage}
        isFetchingNextPage={media.isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
    );
  }

  return (
    <>
      <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
        <DialogContent
          data-testid="storage-manager"
          data-tab={tab}
          data-view={view}
          closeLabel={t('storageManager.close')}
          className="flex h-[calc(100dvh-2rem)] max-w-5xl flex-col gap-3 p-4 sm:p-6 md:h-[min(calc(100dvh-4rem),56rem)]"
        >
          <DialogHeader>
            <DialogTitle>{t('storageManager.title')}</DialogTitle>
            <DialogDescription>{t('storageManager.subtitle')}</DialogDescription>
          </DialogHeader>
          {stats.data ? <StorageBreakdown stats={stats.data} /> : null}
          <StorageManagerToolbar
            tab={tab}
            view={view}
            display={display}
            sort={sort}
            type={type}
            onTabChange={changeTab}
            onViewChange={changeView}
            onDisplayChange={setDisplay}
            onSortChange={(next) => {
              setSort(next);
              clearSelection();
            }}
            onTypeChange={changeType}
          />
          {isMedia ? (
            <div
              data-testid="storage-selection-bar"
              className="flex min-h-10 flex-wrap items-center gap-2 border-y border-border py-2 text-sm"
            >
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={allSelected}
                  disabled={items.length === 0}
                  onChange={() => setSelected(toggleAll(items, selected))}
                  className="size-4 accent-primary"
                />
                {t('storageManager.selectAll')}
              </label>
              {selection.count > 0 ? (
                <span data-testid="storage-selection-summary" className="font-medium">
                  {t('storageManager.selection', {
                    count: selection.count,
                    size: formatSize(selection.bytes, language),
                  })}
                </span>
              ) : null}
              <div className="ml-auto flex flex-wrap gap-2">
                {selection.count > 0 && view === 'trash' ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={restoreSelected}
                  >
                    <RotateCcw aria-hidden />
                    {t('storageManager.restore')}
                  </Button>
                ) : null}
                {selection.count > 0 ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="destructive"
                    disabled={busy}
                    onClick={deleteSelected}
                  >
                    <Trash2 aria-hidden />
                    {t('storageManager.delete')}
                  </Button>
                ) : null}
                {view === 'trash' && (items.length > 0 || trashPhotoCount > 0) ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() => setConfirm('emptyTrash')}
                    className="border-destructive text-destructive hover:bg-destructive/10 hover:text-destructive"
                  >
                    <Trash2 aria-hidden />
                    {t('storageManager.emptyTrash')}
                  </Button>
                ) : null}
              </div>
            </div>
          ) : null}
          {body}
          <footer
            data-testid="storage-manager-footer"
            className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3 text-sm"
          >
            <div className="flex flex-col text-muted-foreground sm:flex-row sm:gap-4">
              <span data-testid="storage-footer-shown">
                {t('storageManager.footer.shown', {
                  count: shownCount,
                  size: formatSize(shownBytes, language),
                })}
              </span>
              {stats.data ? (
                <span data-testid="storage-footer-usage">
                  {t('storageManager.footer.usage', {
                    used: formatSize(stats.data.used_bytes, language),
                    total: formatSize(stats.data.total_bytes, language),
                  })}
                </span>
              ) : null}
            </div>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('storageManager.close')}
            </Button>
          </footer>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirm === 'emptyTrash'}
        onCancel={() => setConfirm(null)}
        onConfirm={confirmEmptyTrash}
        title={t('storageManager.emptyTrashConfirm.title')}
        description={t('storageManager.emptyTrashConfirm.text', { count: trashPhotoCount })}
        cancelLabel={t('storageManager.emptyTrashConfirm.cancel')}
        pending={emptyTrash.isPending}
        data-testid="empty-trash-dialog"
      >
        <SwipeConfirm
          label={t('storageManager.emptyTrashConfirm.swipe')}
          confirmedLabel={t('storageManager.emptyTrashConfirm.pending')}
          onConfirm={confirmEmptyTrash}
          disabled={emptyTrash.isPending}
          data-testid="swipe-confirm"
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'deleteSelected'}
        onCancel={() => setConfirm(null)}
        onConfirm={confirmDeleteSelected}
        title={t('storageManager.deleteConfirm.title')}
        description={t('storageManager.deleteConfirm.text', {
          count: selection.count,
          size: formatSize(selection.bytes, language),
        })}
        cancelLabel={t('storageManager.deleteConfirm.cancel')}
        pending={deletePermanently.isPending}
        data-testid="delete-permanently-dialog"
      >
        <SwipeConfirm
          label={t('storageManager.deleteConfirm.swipe')}
          confirmedLabel={t('storageManager.deleteConfirm.pending')}
          onConfirm={confirmDeleteSelected}
          disabled={deletePermanently.isPending}
          data-testid="swipe-confirm"
        />
      </ConfirmDialog>
      <MovedToTrashDialog
        count={movedCount}
        onContinue={() => setMovedCount(null)}
        onGoToTrash={() => {
          setMovedCount(null);
          changeView('trash');
        }}
      />
    </>
  );
}
