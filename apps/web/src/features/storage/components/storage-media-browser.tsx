import type { StorageMediaItem } from '@photodossier/domain/storage-media';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useDateDisplay } from '@/lib/date-display';
import { useElementSize } from '@/lib/use-element-size';
import { storageGridColumns } from '../lib/grid-columns';
import { StorageMediaCard, StorageMediaRow } from './storage-media-item';
import { storageMediaTexts } from './storage-media-texts';

export type StorageDisplay = 'grid' | 'list';

const LIST_ROW_HEIGHT_PX = 60;
const GRID_GAP_PX = 12;
// Size, patient and date under a card's square thumbnail.
const CARD_TEXT_HEIGHT_PX = 72;
// Load the next page while this many rows are still ahead.
const PREFETCH_ROWS = 6;
// Before the first measure (and in tests) assume a phone-sized dialog.
const FALLBACK_WIDTH_PX = 320;

type StorageMediaBrowserProps = {
  items: readonly StorageMediaItem[];
  display: StorageDisplay;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
};

/**
 * The files as list rows or grid cards, virtualised inside the dialog's own scroll area so a
 * trash of thousands of photos stays smooth, and loading the next page near the end.
 */
export function StorageMediaBrowser({
  items,
  display,
  selected,
  onToggle,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: StorageMediaBrowserProps) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const scrollRef = useRef<HTMLDivElement>(null);
  const measured = useElementSize(scrollRef).width;
  const width = measured > 0 ? measured : FALLBACK_WIDTH_PX;
  const columns = display === 'grid' ? storageGridColumns(width) : 1;
  const cardWidth = (width - GRID_GAP_PX * (columns - 1)) / columns;
  const rowHeight =
    display === 'grid' ? cardWidth + CARD_TEXT_HEIGHT_PX + GRID_GAP_PX : LIST_ROW_HEIGHT_PX;
  const rowCount = Math.ceil(items.length / columns);

  const texts = useMemo(
    () => new Map(items.map((item) => [item.id, storageMediaTexts(item, t, dates)])),
    [items, t, dates],
  );

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 4,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const virtualRows = virtualizer.getVirtualItems();
  const lastIndex = virtualRows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rowCount - PREFETCH_ROWS) {
      fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, lastIndex, rowCount, fetchNextPage]);

  return (
    <div
      ref={scrollRef}
      data-testid="storage-media-browser"
      data-display={display}
      data-columns={columns}
      className="min-h-56 flex-1 overflow-y-auto md:min-h-0"
    >
      <ul
        aria-label={t('storageManager.listLabel')}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualRows.map((row) => {
          const rowItems = items.slice(row.index * columns, row.index * columns + columns);
          return (
            <li
              key={row.key}
              className="absolute top-0 left-0 w-full"
              style={{
                height: rowHeight,
                transform: `translateY(${row.start}px)`,
                paddingBottom: display === 'grid' ? GRID_GAP_PX : 2,
              }}
            >
              {display === 'grid' ? (
                <div
                  className="grid h-full"
                  style={{
                    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                    gap: GRID_GAP_PX,
                  }}
                >
                  {rowItems.map((item) => (
                    <StorageMediaCard
                      key={item.id}
                      item={item}
                      texts={texts.get(item.id) ?? storageMediaTexts(item, t, dates)}
                      selected={selected.has(item.id)}
                      onToggle={onToggle}
                    />
                  ))}
                </div>
              ) : (
                rowItems.map((item) => (
                  <StorageMediaRow
                    key={item.id}
                    item={item}
                    texts={texts.get(item.id) ?? storageMediaTexts(item, t, dates)}
                    selected={selected.has(item.id)}
                    onToggle={onToggle}
                  />
                ))
              )}
            </li>
          );
        })}
      </ul>
      {isFetchingNextPage ? (
        <Spinner size="sm" label={t('storageManager.loadingMore')} className="py-3" />
      ) : null}
    </div>
  );
}
