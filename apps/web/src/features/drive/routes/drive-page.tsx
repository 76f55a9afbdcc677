import {
  DRIVE_SORTS,
  type DriveItemRecord,
  type DriveSort,
  type DriveSortDirection,
} from '@photodossier/domain/drive';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowDownAZ,
  ArrowUpAZ,
  FolderPlus,
  FolderUp,
  HardDrive,
  LayoutGrid,
  List,
  Upload,
} from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { BreadcrumbItem, BreadcrumbTrail } from '@/components/breadcrumb-item';
import { ProgressDialog } from '@/components/progress-dialog';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatSize } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { notify } from '@/lib/notify';
import { openShareDialog } from '@/lib/share-dialog';
import { openStorageFull } from '@/lib/storage-dialogs';
import { isQuotaRefusal, uploadErrorText } from '@/lib/uploads/upload-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCreateDriveFolder } from '../api/create-drive-folder';
import { useDeleteDriveItem } from '@/lib/api/delete-drive-item';
import { useDriveItems } from '../api/get-drive-items';
import { driveKeys, storageKeys } from '@/lib/api/query-keys';
import { useDriveSummary } from '../api/get-drive-summary';
import { useMoveDriveItem } from '../api/move-drive-item';
import { useRenameDriveItem } from '../api/rename-drive-item';
import type { DriveItemAction } from '../components/drive-item-menu';
import { DriveItemsView, type DriveView } from '../components/drive-items-view';
import { MoveDialog } from '../components/move-dialog';
import { NameDialog } from '../components/name-dialog';
import { PreviewDialog } from '../components/preview-dialog';
import { DRIVE_ITEM_DRAG_TYPE, isFileDrag, isItemDrag } from '../lib/drive-drag';
import {
  entriesOfPickedFiles,
  readDroppedEntries,
  type DriveUploadEntry,
} from '../lib/dropped-entries';
import { uploadToDrive, type DriveUploadProgress } from '../lib/drive-upload';
import { driveFailureText } from '../lib/failure-text';

function isSort(value: string | null): value is DriveSort {
  return (DRIVE_SORTS as readonly (string | null)[]).includes(value);
}

/** /drive: the practice's folders and files (spec 01 §2 Drive screen, decision 0040). */
export function DrivePage() {
  const { t, i18n } = useTranslation();
  const locale = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const parentId = params.get('folder');
  const sortParam = params.get('sort');
  const sort: DriveSort = isSort(sortParam) ? sortParam : 'name';
  const dir: DriveSortDirection = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const [search, setSearch] = useState('');
  const [view, setView] = useState<DriveView>('list');
  // The server is asked once typing pauses; clearing the field or opening a folder applies at once.
  const pausedSearch = useDebouncedValue(search.trim());
  const searched = search.trim() === '' ? '' : pausedSearch;
  const listing = useDriveItems({ parentId, search: searched, sort, dir });
  const items = useMemo(
    () => listing.data?.pages.flatMap((page) => page.items) ?? [],
    [listing.data],
  );
  const loadError = listing.error;
  // Spec 01 §8: a failed load is a destructive toast, once per failure (a failed retry too);
  // the panel in place of the list keeps the retry button.
  useEffect(() => {
    if (!loadError) return;
    notify(t('errors:generic.error_title'), {
      id: 'drive-load-failed',
      variant: 'destructive',
      description: driveFailureText(t, 'drive.load_failed', loadError),
    });
  }, [loadError, t]);
  const total = listing.data?.pages[0]?.total ?? 0;
  const crumbs = listing.data?.pages[0]?.breadcrumbs ?? [];

  const createFolder = useCreateDriveFolder();
  const rename = useRenameDriveItem();
  const move = useMoveDriveItem();
  const remove = useDeleteDriveItem();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<DriveItemRecord | null>(null);
  const [moving, setMoving] = useState<DriveItemRecord | null>(null);
  const [deleting, setDeleting] = useState<DriveItemRecord | null>(null);
  const [previewing, setPreviewing] = useState<DriveItemRecord | null>(null);
  const summary = useDriveSummary(deleting?.type === 'folder' ? deleting.id : null);
  const [progress, setProgress] = useState<DriveUploadProgress | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  function go(next: Record<string, string | null>) {
    const updated = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) updated.delete(key);
      else updated.set(key, value);
    }
    setParams(updated);
  }

  function openFolder(id: string | null) {
    setSearch('');
    go({ folder: id });
  }

  function failed(code: string, error: unknown) {
    notify(t('errors:generic.error_title'), {
      variant: 'destructive',
      description: driveFailureText(t, code, error),
    });
  }

  function onAction(action: DriveItemAction, item: DriveItemRecord) {
    if (action === 'open') openFolder(item.id);
    else if (action === 'preview') setPreviewing(item);
    else if (action === 'rename') setRenaming(item);
    else if (action === 'move') setMoving(item);
    else if (action === 'share')
      openShareDialog({ kind: 'drive', driveItemId: item.id, name: item.name });
    else setDeleting(item);
  }

  function moveItem(itemId: string, target: string | null, done?: () => void) {
    move.mutate(
      { id: itemId, parentId: target },
      {
        onSuccess: () => {
          notify(t('notices:drive.item_moved'), { variant: 'success' });
          done?.();
        },
        onError: (error) => failed('drive.move_failed', error),
      },
    );
  }

  async function upload(entries: DriveUploadEntry[]) {
    if (entries.length === 0) return;
    const target = search.trim() ? null : parentId;
    try {
      const outcome = await uploadToDrive(entries, target, setProgress);
      if (outcome.uploaded > 0) {
        notify(t('notices:drive.file_uploaded'), { variant: 'success' });
      }
      const quota = outcome.failures.find((failure) => isQuotaRefusal(failure.error));
      if (quota) {
        notify(t('errors:upload.quota_exceeded'), {
          variant: 'destructive',
          description: uploadErrorText(quota.error),
        });
        openStorageFull({
          attemptedBytes: entries.find((e) => e.file?.name === quota.name)?.file.size ?? 0,
        });
      } else if (outcome.failures.length > 0) {
        const first = outcome.failures[0];
        notify(t('errors:drive.upload_failed_title'), {
          variant: 'destructive',
          description:
            outcome.failures.length === 1 && first
              ? `${first.name} : ${uploadErrorText(first.error)}`
              : t('drive.upload.someFailed', { count: outcome.failures.length }),
        });
      }
    } catch (error) {
      // Each file's failure is in the outcome: only creating the dropped folders lands here.
      notify(t('errors:drive.upload_failed_title'), {
        variant: 'destructive',
        description: driveFailureText(t, 'drive.create_folder_failed', error),
      });
    } finally {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: driveKeys.all });
      void queryClient.invalidateQueries({ queryKey: storageKeys.all });
    }
  }

  function onDragOver(event: DragEvent) {
    if (!isFileDrag([...event.dataTransfer.types])) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragOver(true);
  }

  function onDrop(event: DragEvent) {
    setDragOver(false);
    if (!isFileDrag([...event.dataTransfer.types])) return;
    event.preventDefault();
    // Entries are read before the first await: the browser empties the drop afterwards.
    const reading = readDroppedEntries(event.dataTransfer.items);
    void reading.then(upload);
  }

  function crumbDropProps(target: string | null) {
    return {
      onDragOver: (event: DragEvent) => {
        if (!isItemDrag([...event.dataTransfer.types])) return;
        event.preventDefault();
        event.stopPropagation();
      },
      onDrop: (event: DragEvent) => {
        const id = event.dataTransfer.getData(DRIVE_ITEM_DRAG_TYPE);
        if (!id) return;
        event.preventDefault();
        event.stopPropagation();
        if (id !== target) moveItem(id, target);
      },
    };
  }

  const deleteDescription = !deleting
    ? ''
    : deleting.type === 'file'
      ? t('drive.deleteDialog.file', { name: deleting.name })
      : summary.data
        ? t('drive.deleteDialog.folder', {
            name: deleting.name,
            folders: Math.max(0, summary.data.folders - 1),
            files: summary.data.files,
            size: formatSize(summary.data.bytes, locale),
          })
        : t('drive.deleteDialog.counting');

  return (
    <section
      data-testid="page-drive"
      className="relative mx-auto flex w-full max-w-6xl flex-col gap-4"
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (event.currentTarget === event.target) setDragOver(false);
      }}
      onDrop={onDrop}
    >
      <PageHeading icon={HardDrive} title={t('pages.drive.title')}>
        {listing.isSuccess ? t('drive.count', { count: total }) : null}
      </PageHeading>

      <div className="flex flex-wrap items-center gap-2">
        <SearchField
          label={t('drive.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          className="min-w-full flex-1 sm:min-w-48"
        />
        <NativeSelect
          aria-label={t('drive.sort.label')}
          value={sort}
          onChange={(event) => go({ sort: event.target.value })}
          className="w-32"
        >
          {DRIVE_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`drive.sort.${value}`)}
            </option>
          ))}
        </NativeSelect>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t(`drive.direction.${dir}`)}
          onClick={() => go({ dir: dir === 'asc' ? 'desc' : 'asc' })}
        >
          {dir === 'asc' ? <ArrowDownAZ aria-hidden /> : <ArrowUpAZ aria-hidden />}
        </Button>
        <div role="group" aria-label={t('drive.view.label')} className="flex">
          <Button
            type="button"
            variant={view === 'list' ? 'secondary' : 'ghost'}
            size="icon"
            aria-label={t('drive.view.list')}
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            <List aria-hidden />
          </Button>
          <Button
            type="button"
            variant={view === 'grid' ? 'secondary' : 'ghost'}
            size="icon"
            aria-label={t('drive.view.grid')}
            aria-pressed={view === 'grid'}
            onClick={() => setView('grid')}
          >
            <LayoutGrid aria-hidden />
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <BreadcrumbTrail label={t('drive.breadcrumbs')}>
          {searched ? (
            <span className="font-medium">{t('drive.searchResults')}</span>
          ) : (
            <>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => openFolder(null)}
                {...crumbDropProps(null)}
              >
                <HardDrive aria-hidden />
                {t('drive.root')}
              </Button>
              {crumbs.map((crumb, index) => (
                <BreadcrumbItem
                  key={crumb.id}
                  name={crumb.name}
                  separated
                  aria-current={index === crumbs.length - 1 ? 'page' : undefined}
                  onClick={() => openFolder(crumb.id)}
                  {...crumbDropProps(crumb.id)}
                />
              ))}
            </>
          )}
        </BreadcrumbTrail>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setCreating(true)}>
            <FolderPlus aria-hidden />
            {t('drive.newFolder')}
          </Button>
          <Button type="button" variant="outline" onClick={() => folderInput.current?.click()}>
            <FolderUp aria-hidden />
            {t('drive.uploadFolder')}
          </Button>
          <Button type="button" onClick={() => filesInput.current?.click()}>
            <Upload aria-hidden />
            {t('drive.uploadFiles')}
          </Button>
          <input
            ref={filesInput}
            type="file"
            multiple
            hidden
            data-testid="drive-file-input"
            onChange={(event) => {
              const picked = entriesOfPickedFiles(event.target.files ?? []);
              event.target.value = '';
              void upload(picked);
            }}
          />
          <input
            ref={folderInput}
            type="file"
            hidden
            data-testid="drive-folder-input"
            {...({ webkitdirectory: '' } as Record<string, string>)}
            onChange={(event) => {
              const picked = entriesOfPickedFiles(event.target.files ?? []);
              event.target.value = '';
              void upload(picked);
            }}
          />
        </div>
      </div>

      {listing.isPending ? (
        <Spinner label={t('drive.loading')} className="py-12" />
      ) : listing.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border p-6">
          <p className="font-medium">{t('errors:generic.error_title')}</p>
          <p className="text-sm text-muted-foreground">
            {driveFailureText(t, 'drive.load_failed', listing.error)}
          </p>
          <Button type="button" variant="outline" onClick={() => void listing.refetch()}>
            {t('drive.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex min-h-60 flex-col items-center justify-center gap-2 rounded-2xl border border-dashed p-8 text-center">
          <p className="font-medium">{searched ? t('drive.noResults') : t('drive.empty')}</p>
          {searched ? null : (
            <p className="text-sm text-muted-foreground">{t('drive.emptyHint')}</p>
          )}
        </div>
      ) : (
        <DriveItemsView
          items={items}
          view={view}
          hasNextPage={listing.hasNextPage}
          isFetchingNextPage={listing.isFetchingNextPage}
          fetchNextPage={() => void listing.fetchNextPage()}
          onAction={onAction}
          onMoveInto={(itemId, folder) => moveItem(itemId, folder.id)}
        />
      )}

      {dragOver ? (
        <div
          aria-hidden
          className={cn(
            'pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-2xl',
            'border-2 border-dashed border-primary bg-primary/5 text-lg font-medium text-primary',
          )}
        >
          {t('drive.dropHere')}
        </div>
      ) : null}

      <NameDialog
        open={creating}
        title={t('drive.createDialog.title')}
        label={t('drive.createDialog.name')}
        submitLabel={t('drive.createDialog.submit')}
        initialName=""
        pending={createFolder.isPending}
        onCancel={() => setCreating(false)}
        onSubmit={(name) =>
          createFolder.mutate(
            { name, parentId: search.trim() ? null : parentId },
            {
              onSuccess: () => {
                setCreating(false);
                notify(t('notices:drive.folder_created'), { variant: 'success' });
              },
              onError: (error) => failed('drive.create_folder_failed', error),
            },
          )
        }
      />
      <NameDialog
        open={renaming !== null}
        title={t('drive.renameDialog.title')}
        label={t('drive.renameDialog.name')}
        submitLabel={t('drive.renameDialog.submit')}
        initialName={renaming?.name ?? ''}
        pending={rename.isPending}
        onCancel={() => setRenaming(null)}
        onSubmit={(name) =>
          renaming &&
          rename.mutate(
            { id: renaming.id, name },
            {
              onSuccess: () => {
                setRenaming(null);
                notify(t('notices:drive.item_renamed'), { variant: 'success' });
              },
              onError: (error) => failed('drive.rename_failed', error),
            },
          )
        }
      />
      <MoveDialog
        item={moving}
        pending={move.isPending}
        onCancel={() => setMoving(null)}
        onMove={(item, target) => moveItem(item.id, target, () => setMoving(null))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('drive.deleteDialog.title')}
        description={deleteDescription}
        confirmLabel={t('drive.deleteDialog.confirm')}
        cancelLabel={t('app.cancel')}
        pending={remove.isPending || (deleting?.type === 'folder' && !summary.data)}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notify(t('notices:drive.item_deleted'), { variant: 'success' });
            },
            onError: (error) => failed('drive.delete_failed', error),
          })
        }
      />
      <PreviewDialog item={previewing} onClose={() => setPreviewing(null)} />
      <ProgressDialog
        open={progress !== null}
        action={
          progress?.action === 'folders'
            ? t('drive.upload.creatingFolders')
            : t('drive.upload.uploading')
        }
        current={
          progress
            ? Math.max(0, progress.index - (progress.bytesSent < progress.bytesTotal ? 1 : 0))
            : 0
        }
        total={progress?.total ?? 0}
        file={
          progress?.action === 'upload'
            ? {
                name: progress.fileName,
                bytesSent: progress.bytesSent,
                bytesTotal: progress.bytesTotal,
                bytesPerSecond: progress.bytesPerSecond,
                startedAt: progress.fileStartedAt,
              }
            : null
        }
      />
    </section>
  );
}
