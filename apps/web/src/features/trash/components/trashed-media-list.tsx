import type { StorageMediaItem } from '@photodossier/domain/storage-media';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { useWindowRows } from '@/lib/use-window-rows';
import { formatDeletionDate, formatSize } from '../lib/trash-format';
import { RowActions } from './row-actions';
import { TrashThumbnail } from './trash-thumbnail';

// A row with its gap; rows are measured once shown.
const ESTIMATED_ROW_HEIGHT = 84;

type TrashedMediaListProps = {
  items: readonly StorageMediaItem[];
  hasMore: boolean;
  onNearEnd: () => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  busyIds: ReadonlySet<string>;
  onRestore: (item: StorageMediaItem) => void;
  onDelete: (item: StorageMediaItem) => void;
};

/** Photos and videos in the trash, one row each, virtualised against the page's scroll. */
export function TrashedMediaList({
  items,
  hasMore,
  onNearEnd,
  selected,
  onToggle,
  busyIds,
  onRestore,
  onDelete,
}: TrashedMediaListProps) {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.language);
  const {
    ref,
    virtualizer,
    items: rows,
    scrollMargin,
  } = useWindowRows({
    nearEndRows: 8,
    count: items.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => items[index]?.id ?? index,
    onNearEnd,
  });

  return (
    <ul
      ref={ref}
      aria-label={t('trash.media.listLabel')}
      data-testid="trashed-media-list"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const item = items[row.index];
        if (!item) return null;
        const checked = selected.has(item.id);
        const deletedOn = formatDeletionDate(item.deleted_at, language);
        const size = formatSize(item.file_size, language);
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-posinset={row.index + 1}
            aria-setsize={hasMore ? -1 : items.length}
            className="absolute top-0 left-0 w-full pb-2"
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <div
              data-testid="trashed-media-row"
              data-id={item.id}
              className={cn(
                'flex items-center gap-3 rounded-xl border border-border bg-card p-2.5 shadow-xs',
                checked && 'border-primary bg-primary/5',
              )}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onToggle(item.id)}
                aria-label={t('trash.select', { name: item.filename })}
                className="size-4 shrink-0 accent-primary"
              />
              <TrashThumbnail item={item} />
              <div className="flex min-w-0 flex-1 flex-col">
                <p className="truncate text-sm font-medium" title={item.filename}>
                  {item.filename}
                </p>
                <p className="truncate text-sm text-muted-foreground">
                  {item.patient_name ?? t('trash.unassigned')}
                </p>
                <p className="truncate text-xs text-muted-foreground">
                  {[
                    item.media_type === 'video' ? t('trash.media.video') : t('trash.media.photo'),
                    deletedOn ? t('trash.deletedOn', { date: deletedOn }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  <span className="sm:hidden"> · {size}</span>
                </p>
              </div>
              <span className="hidden shrink-0 text-sm tabular-nums text-muted-foreground sm:inline">
                {size}
              </span>
              <RowActions
                name={item.filename}
                busy={busyIds.has(item.id)}
                onRestore={() => onRestore(item)}
                onDelete={() => onDelete(item)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
