import type { StorageMediaItem } from '@photodossier/domain/storage-media';
import { ImageOff } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { notify } from '@/lib/notify';
import { useDeletePermanently } from '@/lib/api/delete-trashed-photos';
import type { useTrashedMedia } from '../api/get-trashed-media';
import { useRestoreFromTrash } from '@/lib/api/restore-trashed-photos';
import { useVisibleSelection } from '@/lib/use-visible-selection';
import { formatSize } from '@/lib/format';
import { notifyDeleted, notifyTrashError } from '../lib/trash-notices';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { EmptyTrashAction } from './empty-trash-action';
import { TrashEmptyState, TrashListError, TrashListLoading } from './trash-list-status';
import { TrashSelectionBar } from './trash-selection-bar';
import { TrashedMediaList } from './trashed-media-list';

type TrashedMediaSectionProps = {
  media: ReturnType<typeof useTrashedMedia>;
  /** Everything emptying the trash deletes, dictations included. */
  filesInTrash: number;
};

/** The trash's photos and videos: restore or delete them for good, or empty the trash. */
export function TrashedMediaSection({ media, filesInTrash }: TrashedMediaSectionProps) {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.language);
  const items = useMemo(() => media.data?.pages.flatMap((page) => page.items) ?? [], [media.data]);
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const firstPage = media.data?.pages[0];
  const totalCount = firstPage?.total_count ?? 0;
  const totalSize = firstPage?.total_size ?? 0;
  const selection = useVisibleSelection(ids);
  const restore = useRestoreFromTrash();
  const remove = useDeletePermanently();
  const [toDelete, setToDelete] = useState<readonly StorageMediaItem[] | null>(null);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = media;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const busyIds = useMemo(() => {
    const busy = new Set<string>();
    if (restore.isPending) for (const id of restore.variables) busy.add(id);
    if (remove.isPending) for (const id of remove.variables) busy.add(id);
    return busy;
  }, [restore.isPending, restore.variables, remove.isPending, remove.variables]);

  const selectedItems = items.filter((item) => selection.selected.has(item.id));
  const selectedSize = selectedItems.reduce((sum, item) => sum + item.file_size, 0);
  const deleteSize = (toDelete ?? []).reduce((sum, item) => sum + item.file_size, 0);

  function restoreItems(list: readonly StorageMediaItem[]) {
    if (list.length === 0) return;
    restore.mutate(
      list.map((item) => item.id),
      {
        onSuccess: (result) =>
          notify(t('trash.toasts.restoredTitle'), {
            description: t('trash.toasts.restoredText', { count: result.restored }),
            variant: 'success',
          }),
        onError: () => notifyTrashError(t, t('trash.toasts.restoreError')),
      },
    );
  }

  function deleteChosen() {
    if (!toDelete || toDelete.length === 0) return;
    remove.mutate(
      toDelete.map((item) => item.id),
      {
        onSuccess: (result) => notifyDeleted(result, t),
        onError: () => notifyTrashError(t, t('trash.toasts.deleteError')),
        onSettled: () => setToDelete(null),
      },
    );
  }

  if (media.isPending) return <TrashListLoading text={t('trash.media.loading')} />;
  if (media.isError && items.length === 0) {
    return (
      <TrashListError
        text={t('errors:photo.load_deleted_failed')}
        onRetry={() => void media.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <TrashEmptyState
        testId="trashed-media-empty"
        icon={ImageOff}
        title={t('trash.media.empty')}
        text={t('trash.media.emptyHint')}
      />
    );
  }

  const selectedCount = selection.selected.size;
  return (
    <div className="flex flex-col gap-3">
      <TrashSelectionBar
        testId="trashed-media-toolbar"
        summary={
          selectedCount > 0
            ? t('trash.selection.count', {
                count: selectedCount,
                size: formatSize(selectedSize, language),
              })
            : t('trash.media.summary', {
                count: totalCount,
                size: formatSize(totalSize, language),
              })
        }
        selectedCount={selectedCount}
        allSelected={selectedCount > 0 && selectedCount === items.length}
        busy={restore.isPending || remove.isPending}
        onSelectAll={selection.selectAll}
        onClear={selection.clear}
        onRestore={() => restoreItems(selectedItems)}
        onDelete={() => setToDelete(selectedItems)}
        extra={<EmptyTrashAction count={filesInTrash} />}
      />
      <TrashedMediaList
        items={items}
        hasMore={hasNextPage}
        onNearEnd={loadMore}
        selected={selection.selected}
        onToggle={selection.toggle}
        busyIds={busyIds}
        onRestore={(item) => restoreItems([item])}
        onDelete={(item) => setToDelete([item])}
      />
      {isFetchingNextPage ? <TrashListLoading text={t('trash.media.loadingMore')} /> : null}
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('trash.deleteMedia.title', { count: toDelete?.length ?? 0 })}
        lines={[t('trash.deleteMedia.text', { size: formatSize(deleteSize, language) })]}
        confirmLabel={t('trash.deleteMedia.confirm')}
        busy={remove.isPending}
        onConfirm={deleteChosen}
      />
    </div>
  );
}
