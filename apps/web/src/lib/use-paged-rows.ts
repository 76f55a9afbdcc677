import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';

/** How many rows before the end of what is loaded the next page is asked for. */
const PREFETCH_ROWS = 10;

/**
 * The rows of a paged list (an infinite query of `{ items }` pages) virtualised in their own
 * scrolling box, asking for the next page as the end comes into view: thousands of dictations
 * or reports scroll like a few. Attach `scrollRef` to the box.
 */
export function usePagedRows<Row extends { id: string }>(
  query: UseInfiniteQueryResult<InfiniteData<{ items: Row[] }>>,
  rowHeight: number,
) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const lastShownIndex = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastShownIndex >= rows.length - PREFETCH_ROWS) {
      void fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastShownIndex, rows.length]);
  return { rows, scrollRef, virtualizer };
}
