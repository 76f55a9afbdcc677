import type { DriveItemRecord } from '@photodossier/domain/drive';
import { useVirtualizer } from '@tanstack/react-virtual';
import { File, FileImage, FileText, FileVideo, Folder } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { cn } from '@/lib/cn';
import { formatDate, formatSize } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { useElementSize } from '@/lib/use-element-size';
import { DRIVE_ITEM_DRAG_TYPE, isItemDrag, previewKindOf } from '../lib/drive-drag';
import { DriveItemMenu, type DriveItemAction } from './drive-item-menu';

const LIST_ROW_HEIGHT = 56;
const GRID_ROW_HEIGHT = 148;
const GRID_MIN_TILE_WIDTH = 150;
// Ask for the next page this many rows before the end, so scrolling rarely waits.
const PREFETCH_ROWS = 20;

export type DriveView = 'list' | 'grid';

type DriveItemsViewProps = {
  items: DriveItemRecord[];
  view: DriveView;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  onAction: (action: DriveItemAction, item: DriveItemRecord) => void;
  /** An item dropped on a folder row or tile. */
  onMoveInto: (itemId: string, folder: DriveItemRecord) => void;
};

function ItemIcon({ item, className }: { item: DriveItemRecord; className?: string }) {
  if (item.type === 'folder')
    return <Folder aria-hidden className={cn('text-primary', className)} />;
  const kind = previewKindOf(item.mime_type);
  const Icon =
    kind === 'image' ? FileImage : kind === 'video' ? FileVideo : kind === 'pdf' ? FileText : File;
  return <Icon aria-hidden className={cn('text-muted-foreground', className)} />;
}

/**
 * The items of a folder, virtualised: only the rows on screen are in the page, so a folder of
 * 10,000 items scrolls like one of ten. Items can be dragged onto folders to move them.
 */
export function DriveItemsView({
  items,
  view,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  onAction,
  onMoveInto,
}: DriveItemsViewProps) {
  const { t, i18n } = useTranslation();
  const locale = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const dates = useDateDisplay();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { width } = useElementSize(scrollRef);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const columns = view === 'grid' ? Math.max(1, Math.floor(width / GRID_MIN_TILE_WIDTH)) : 1;
  const rowCount = Math.ceil(items.length / columns);

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (view === 'grid' ? GRID_ROW_HEIGHT : LIST_ROW_HEIGHT),
    overscan: 6,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastShownRow = virtualRows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastShownRow >= rowCount - PREFETCH_ROWS) {
      fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastShownRow, rowCount]);
  useEffect(() => {
    virtualizer.measure();
  }, [view, columns, virtualizer]);

  function dragProps(item: DriveItemRecord) {
    return {
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.setData(DRIVE_ITEM_DRAG_TYPE, item.id);
        event.dataTransfer.effectAllowed = 'move';
      },
      ...(item.type === 'folder'
        ? {
            onDragOver: (event: DragEvent) => {
              if (!isItemDrag([...event.dataTransfer.types])) return;
              event.preventDefault();
              event.stopPropagation();
              event.dataTransfer.dropEffect = 'move';
              setDropTarget(item.id);
            },
            onDragLeave: () => setDropTarget((current) => (current === item.id ? null : current)),
            onDrop: (event: DragEvent) => {
              const id = event.dataTransfer.getData(DRIVE_ITEM_DRAG_TYPE);
              setDropTarget(null);
              if (!id) return;
              event.preventDefault();
              event.stopPropagation();
              if (id !== item.id) onMoveInto(id, item);
            },
          }
        : {}),
    };
  }

  function activate(item: DriveItemRecord) {
    if (item.type === 'folder') onAction('open', item);
    else if (previewKindOf(item.mime_type)) onAction('preview', item);
  }

  return (
    <div
      ref={scrollRef}
      data-testid="drive-items"
      className="h-[calc(100dvh-22rem)] min-h-80 overflow-y-auto rounded-2xl border border-border bg-card"
    >
      <div role="list" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualRows.map((row) => {
          const rowItems = items.slice(row.index * columns, row.index * columns + columns);
          return (
            <div
              key={row.key}
              className={cn('absolute left-0 w-full', view === 'grid' && 'grid gap-3 p-2')}
              style={{
                transform: `translateY(${row.start}px)`,
                height: row.size,
                ...(view === 'grid'
                  ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }
                  : {}),
              }}
            >
              {rowItems.map((item) =>
                view === 'list' ? (
                  <div
                    key={item.id}
                    role="listitem"
                    data-testid="drive-item"
                    data-name={item.name}
                    data-type={item.type}
                    {...dragProps(item)}
                    onDoubleClick={() => activate(item)}
                    className={cn(
                      'flex h-full items-center gap-3 border-b border-border/60 px-4 text-sm hover:bg-accent/50',
                      dropTarget === item.id && 'bg-primary/10 ring-2 ring-primary ring-inset',
                    )}
                  >
                    <ItemIcon item={item} className="size-5 shrink-0" />
                    <button
                      type="button"
                      className="min-w-0 flex-1 truncate text-left font-medium hover:underline"
                      onClick={() => activate(item)}
                    >
                      {item.name}
                    </button>
                    <span className="hidden w-24 text-right text-muted-foreground sm:block">
                      {item.type === 'folder' ? '—' : formatSize(item.size, locale)}
                    </span>
                    <span className="hidden w-32 text-right text-muted-foreground md:block">
                      {formatDate(item.updated_at, dates)}
                    </span>
                    <DriveItemMenu item={item} onAction={onAction} />
                  </div>
                ) : (
                  <div
                    key={item.id}
                    role="listitem"
                    data-testid="drive-item"
                    data-name={item.name}
                    data-type={item.type}
                    {...dragProps(item)}
                    onDoubleClick={() => activate(item)}
                    className={cn(
                      'relative flex flex-col items-center gap-2 rounded-xl border border-border p-3 text-sm hover:bg-accent/50',
                      dropTarget === item.id && 'bg-primary/10 ring-2 ring-primary',
                    )}
                  >
                    <div className="absolute top-1 right-1">
                      <DriveItemMenu item={item} onAction={onAction} />
                    </div>
                    <ItemIcon item={item} className="mt-3 size-12" />
                    <button
                      type="button"
                      className="w-full truncate text-center font-medium hover:underline"
                      onClick={() => activate(item)}
                    >
                      {item.name}
                    </button>
                    <span className="text-xs text-muted-foreground">
                      {item.type === 'folder' ? t('drive.folder') : formatSize(item.size, locale)}
                    </span>
                  </div>
                ),
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
