import type { DriveFileEntry } from '@photodossier/domain/drive';
import { Download, ExternalLink, FileText, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDateDisplay } from '@/lib/date-display';
import { driveFileUrl } from '@/lib/drive-file-url';
import { formatDate, formatSize, type DateDisplay } from '@/lib/format';
import { usePagedRows } from '@/lib/use-paged-rows';
import type { StorageDrive } from '../hooks/use-storage-drive';

const ROW_HEIGHT_PX = 60;

/**
 * The Drive tab's files, virtualised in the dialog's scroll area and loaded page by page: each
 * with its folder, date and size, opened, downloaded or deleted for good from its row.
 */
export function StorageDriveBrowser({ drive }: { drive: StorageDrive }) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const { rows, scrollRef, virtualizer } = usePagedRows(drive.files, ROW_HEIGHT_PX);
  return (
    <div
      ref={scrollRef}
      data-testid="storage-drive-browser"
      className="min-h-56 flex-1 overflow-y-auto md:min-h-0"
    >
      <ul
        aria-label={t('storageManager.listLabel')}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((virtual) => {
          const item = rows[virtual.index];
          if (!item) return null;
          return (
            <li
              key={virtual.key}
              className="absolute top-0 left-0 w-full pb-0.5"
              style={{ height: ROW_HEIGHT_PX, transform: `translateY(${virtual.start}px)` }}
            >
              <StorageDriveRow item={item} dates={dates} onDelete={drive.askDelete} />
            </li>
          );
        })}
      </ul>
      {drive.files.isFetchingNextPage ? (
        <Spinner size="sm" label={t('storageManager.loadingMore')} className="py-3" />
      ) : null}
    </div>
  );
}

type StorageDriveRowProps = {
  item: DriveFileEntry;
  dates: DateDisplay;
  onDelete: (item: DriveFileEntry) => void;
};

const StorageDriveRow = memo(function StorageDriveRow({
  item,
  dates,
  onDelete,
}: StorageDriveRowProps) {
  const { t } = useTranslation();
  const actions = (name: string) => t('drive.actions.label', { name });
  return (
    <div
      data-testid="storage-drive-row"
      data-id={item.id}
      className="flex h-full items-center gap-2 rounded-lg px-1 text-sm hover:bg-accent sm:gap-3 sm:px-2"
    >
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground sm:flex">
        <FileText aria-hidden className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-3">
        <a
          href={driveFileUrl(item.id)}
          target="_blank"
          rel="noreferrer"
          title={item.name}
          className="truncate font-medium hover:underline sm:w-2/5"
        >
          {item.name}
        </a>
        <span className="truncate text-xs text-muted-foreground sm:w-1/4 sm:text-sm">
          {item.folder_name ?? t('drive.root')}
          <span className="sm:hidden"> • {formatDate(item.updated_at, dates)}</span>
        </span>
        <span className="hidden text-muted-foreground tabular-nums sm:block sm:w-24">
          {formatDate(item.updated_at, dates)}
        </span>
      </div>
      <span className="shrink-0 text-right font-semibold whitespace-nowrap tabular-nums sm:w-20">
        {formatSize(item.size, dates.language)}
      </span>
      <div role="group" aria-label={actions(item.name)} className="flex shrink-0">
        <Button asChild variant="ghost" size="icon" className="hidden sm:inline-flex">
          <a
            href={driveFileUrl(item.id)}
            target="_blank"
            rel="noreferrer"
            aria-label={`${t('drive.actions.open')} ${item.name}`}
          >
            <ExternalLink aria-hidden className="size-4" />
          </a>
        </Button>
        <Button asChild variant="ghost" size="icon">
          <a
            href={driveFileUrl(item.id, true)}
            download={item.name}
            aria-label={`${t('drive.actions.download')} ${item.name}`}
          >
            <Download aria-hidden className="size-4" />
          </a>
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          data-testid="storage-drive-delete"
          aria-label={`${t('drive.actions.delete')} ${item.name}`}
          onClick={() => onDelete(item)}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
    </div>
  );
});
