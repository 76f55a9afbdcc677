import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { useWindowRows } from '@/lib/use-window-rows';
import { RowActions } from './row-actions';

// Trash pages are long: ask for the next page well before the last row shows.
const NEAR_END_ROWS = 8;

/** What both trash lists share: the list, its paging and selection, and the row actions. */
export type TrashRowListProps<Item extends { readonly id: string }> = {
  items: readonly Item[];
  hasMore: boolean;
  onNearEnd: () => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  busyIds: ReadonlySet<string>;
  onRestore: (item: Item) => void;
  onDelete: (item: Item) => void;
};

type TrashRowListFrameProps<Item extends { readonly id: string }> = TrashRowListProps<Item> & {
  label: string;
  testId: string;
  rowTestId: string;
  /** A row with its gap, before rows are measured. */
  estimatedRowHeight: number;
  /** The item's name for the checkbox and the action buttons. */
  nameOf: (item: Item) => string;
  /** Everything between the checkbox and the actions: picture, texts, size. */
  renderContent: (item: Item) => ReactNode;
};

/** Trash rows, one per item, virtualised against the page's own scroll. */
export function TrashRowList<Item extends { readonly id: string }>({
  items,
  hasMore,
  onNearEnd,
  selected,
  onToggle,
  busyIds,
  onRestore,
  onDelete,
  label,
  testId,
  rowTestId,
  estimatedRowHeight,
  nameOf,
  renderContent,
}: TrashRowListFrameProps<Item>) {
  const { t } = useTranslation();
  const {
    ref,
    virtualizer,
    items: rows,
    scrollMargin,
  } = useWindowRows({
    nearEndRows: NEAR_END_ROWS,
    count: items.length,
    estimateSize: () => estimatedRowHeight,
    getItemKey: (index) => items[index]?.id ?? index,
    onNearEnd,
  });

  return (
    <ul
      ref={ref}
      aria-label={label}
      data-testid={testId}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const item = items[row.index];
        if (!item) return null;
        const checked = selected.has(item.id);
        const name = nameOf(item);
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
              data-testid={rowTestId}
              data-id={item.id}
              className={cn(
                'flex items-center gap-3 rounded-xl border border-border bg-card p-2.5 shadow-xs',
                checked && 'border-primary bg-primary/5',
              )}
            >
              <Checkbox
                checked={checked}
                onCheckedChange={() => onToggle(item.id)}
                aria-label={t('trash.select', { name })}
              />
              {renderContent(item)}
              <RowActions
                name={name}
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
