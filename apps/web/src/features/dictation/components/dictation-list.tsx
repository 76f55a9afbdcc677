import type { DictationRecord } from '@photodossier/domain/dictation';
import { useVirtualizer } from '@tanstack/react-virtual';
import { FileAudio } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDictations } from '../api/get-dictations';

const ROW_HEIGHT = 64;
const PREFETCH_ROWS = 10;

function formatDuration(ms: number | null): string {
  if (ms === null) return '';
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Dictations, newest first, virtualised and paged as the list scrolls. */
export function DictationList({
  search,
  selectedId,
  onSelect,
}: {
  search: string;
  selectedId: string | null;
  onSelect: (dictation: DictationRecord) => void;
}) {
  const { t } = useTranslation();
  const dictations = useDictations(search);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = dictations.data?.pages.flatMap((page) => page.items) ?? [];
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastShownIndex = virtualRows.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = dictations;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastShownIndex >= rows.length - PREFETCH_ROWS) {
      void fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastShownIndex, rows.length]);

  if (dictations.isPending) return <Spinner className="py-8" />;
  if (dictations.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {dictations.error.message}
      </p>
    );
  }
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">{t('dictation.empty')}</p>;
  return (
    <div ref={scrollRef} className="max-h-[60vh] overflow-y-auto rounded-xl border border-border">
      <ul
        aria-label={t('dictation.listLabel')}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualRows.map((row) => {
          const dictation = rows[row.index];
          if (!dictation) return null;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 w-full border-b border-border last:border-b-0"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <button
                type="button"
                aria-current={dictation.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(dictation)}
                className={cn(
                  'flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  dictation.id === selectedId && 'bg-primary/10',
                )}
              >
                <FileAudio aria-hidden className="size-5 shrink-0 text-primary" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">{dictation.title}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {[
                      dictation.recorded_on,
                      dictation.patient_name,
                      formatDuration(dictation.duration_ms),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
