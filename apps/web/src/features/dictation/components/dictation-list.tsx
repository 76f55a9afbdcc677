import type { DictationRecord } from '@photodossier/domain/dictation';
import { useTranslation } from 'react-i18next';
import { DictationSummary } from '@/components/dictation-summary';
import { PagedList } from '@/components/paged-list';
import { cn } from '@/lib/cn';
import { useDictations } from '@/lib/api/get-dictations';

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
  return (
    <PagedList
      query={useDictations({ q: search })}
      rowHeight={ROW_HEIGHT}
      label={t('dictation.listLabel')}
      empty={<p className="text-sm text-muted-foreground">{t('dictation.empty')}</p>}
      renderRow={(dictation) => (
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
      )}
    />
  );
}
