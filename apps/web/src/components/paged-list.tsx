import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { usePagedRows } from '@/lib/use-paged-rows';

type PagedListProps<Row extends { id: string }> = {
  query: UseInfiniteQueryResult<InfiniteData<{ items: Row[] }>>;
  rowHeight: number;
  /** The list's accessible name. */
  label: string;
  /** Shown when the list holds nothing. */
  empty: ReactNode;
  /** Shown while the first page is on its way (a spinner by default). */
  loading?: ReactNode;
  /** Shown when the first page failed (the error's text by default). */
  failed?: ReactNode;
  maxHeight?: string;
  testId?: string;
  /** Extra classes of each row's <li>. */
  rowClassName?: string;
  rowTestId?: string;
  renderRow: (row: Row) => ReactNode;
};

/**
 * A paged list (dictations, reports, the trash's dictations) in its own scrolling box,
 * virtualised and asking for the next page as its end comes into view: the loading, failed and
 * empty states, then one row per item.
 */
export function PagedList<Row extends { id: string }>({
  query,
  rowHeight,
  label,
  empty,
  loading,
  failed,
  maxHeight = '60vh',
  testId,
  rowClassName = '',
  rowTestId,
  renderRow,
}: PagedListProps<Row>) {
  const { rows, scrollRef, virtualizer } = usePagedRows(query, rowHeight);
  if (query.isPending) return loading ?? <Spinner className="py-8" />;
  if (query.isError && rows.length === 0) {
    return (
      failed ?? (
        <p role="alert" className="text-sm text-destructive">
          {query.error.message}
        </p>
      )
    );
  }
  if (rows.length === 0) return empty;
  return (
    <div
      ref={scrollRef}
      className="overflow-y-auto rounded-xl border border-border"
      style={{ maxHeight }}
      data-testid={testId}
    >
      <ul
        aria-label={label}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((virtualRow) => {
          const row = rows[virtualRow.index];
          if (!row) return null;
          return (
            <li
              key={virtualRow.key}
              data-index={virtualRow.index}
              ref={virtualizer.measureElement}
              data-testid={rowTestId}
              className={`absolute left-0 w-full border-b border-border last:border-b-0 ${rowClassName}`}
              style={{ transform: `translateY(${virtualRow.start}px)` }}
            >
              {renderRow(row)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
