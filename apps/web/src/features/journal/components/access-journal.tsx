import { JOURNAL_ACTIONS, type JournalAction } from '@photodossier/domain/access-journal';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useElementSize } from '@/lib/use-element-size';
import { journalCsvUrl, useJournal, type JournalFilters } from '../api/get-journal';
import { JournalDayFilter } from './journal-day-filter';
import { JournalList, JournalTable, TABLE_MIN_WIDTH } from './journal-lines';
import { NativeSelect } from '@/components/ui/native-select';

/**
 * The access journal (decision 0043): who read, downloaded, exported, shared or deleted data,
 * newest first, 50 lines at a time. On a patient's page it is that patient's journal.
 */
export function AccessJournal({ patientId }: { patientId?: string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<JournalFilters>({ patientId });
  const journal = useJournal(filters);
  const lines = journal.data?.pages.flatMap((page) => page.items) ?? [];
  const [frameElement, setFrame] = useState<HTMLDivElement | null>(null);
  const frame = useElementSize(frameElement);

  return (
    <div className="flex flex-col gap-3" data-testid="access-journal">
      {/* Aligned by their tops, so a field's error text under it moves nothing. */}
      <div className="flex flex-wrap items-start gap-3">
        <FormField compact label={t('journal.action')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={filters.action ?? ''}
              onChange={(event) =>
                setFilters({
                  ...filters,
                  action: (event.target.value || undefined) as JournalAction | undefined,
                })
              }
            >
              <option value="">{t('journal.allActions')}</option>
              {JOURNAL_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`journal.actions.${action}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <JournalDayFilter
          label={t('journal.from')}
          onDayChange={(from) => setFilters({ ...filters, from })}
        />
        <JournalDayFilter
          label={t('journal.to')}
          onDayChange={(to) => setFilters({ ...filters, to })}
        />
        {/* An invisible label's height above the button, so that it lines up with the fields. */}
        <div className="flex flex-col gap-1">
          <span aria-hidden className="invisible text-xs leading-normal">
            {t('journal.exportCsv')}
          </span>
          <Button asChild variant="outline">
            <a href={journalCsvUrl(filters)} download>
              <Download aria-hidden />
              {t('journal.exportCsv')}
            </a>
          </Button>
        </div>
      </div>
      {journal.isPending ? (
        <Spinner label={t('journal.loading')} />
      ) : journal.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('journal.loadFailed')}
        </p>
      ) : lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('journal.empty')}</p>
      ) : (
        <div ref={setFrame} className="max-h-[28rem] overflow-auto rounded-xl border border-border">
          {/* A table as wide as its five columns scrolled sideways on a phone: below a
              table's width each entry is a stacked row instead. */}
          {frame.width >= TABLE_MIN_WIDTH ? (
            <JournalTable lines={lines} withPatient={!patientId} />
          ) : (
            <JournalList lines={lines} withPatient={!patientId} />
          )}
        </div>
      )}
      {journal.hasNextPage ? (
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => void journal.fetchNextPage()}
            disabled={journal.isFetchingNextPage}
          >
            {t('journal.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
