import type { DictationRecord } from '@photodossier/domain/dictation';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { usePagedRows } from '@/lib/use-paged-rows';
import { useDictations } from '../api/get-dictations';
import { DictationSummary } from '@/components/dictation-summary';

const ROW_HEIGHT = 64;

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
  const { rows, scrollRef, virtualizer } = usePagedRows(dictations, ROW_HEIGHT);
  const virtualRows = virtualizer.getVirtualItems();

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
                <DictationSummary dictation={dictation} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
