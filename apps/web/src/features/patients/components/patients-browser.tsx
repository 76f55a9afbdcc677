import { FolderOpen, SearchX, UserPlus } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePatientFilters } from '../hooks/use-patient-filters';
import { usePatientRows } from '../hooks/use-patient-rows';
import { usePinnedPatients } from '../hooks/use-pinned-patients';
import { PatientsGalleryView } from './patients-gallery-view';
import { PatientsListView } from './patients-list-view';
import { PatientsTableView } from './patients-table-view';
import { PatientsToolbar, type PatientsView } from './patients-toolbar';

type PatientsBrowserProps = {
  view: PatientsView;
  /** The signed-in user: pins are kept per user on a shared computer. */
  userId: string;
};

export function NewPatientButton() {
  const { t } = useTranslation();
  return (
    <Button asChild>
      <Link to={paths.patientNew}>
        <UserPlus aria-hidden />
        {t('patients.newPatient')}
      </Link>
    </Button>
  );
}

/** The shared toolbar and one of the three views of the patient records, with their states. */
export function PatientsBrowser({ view, userId }: PatientsBrowserProps) {
  const { t } = useTranslation();
  const { filters, setFilter, queryString } = usePatientFilters();
  const { pinnedIds, togglePin } = usePinnedPatients(userId);
  const { query, rows, total } = usePatientRows(filters, pinnedIds);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const filtered = filters.search.trim() !== '' || filters.tag !== '';

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const viewProps = { rows, hasMore: hasNextPage, onNearEnd: loadMore, onTogglePin: togglePin };

  return (
    <div className="flex flex-col gap-4">
      <PatientsToolbar
        view={view}
        filters={filters}
        onFilterChange={setFilter}
        queryString={queryString}
        summary={
          <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
            {query.isSuccess ? t('patients.count', { count: total }) : null}
          </p>
        }
      />
      {query.isPending ? (
        <Spinner label={t('patients.list.loading')} className="py-12" />
      ) : query.isError && rows.length === 0 ? (
        <Card role="alert" className="border-destructive/40">
          <CardContent className="flex flex-col items-start gap-3 pt-5 sm:pt-6">
            <p className="text-sm font-medium text-destructive">
              {t('errors:patient.load_failed')}
            </p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('patients.list.retry')}
            </Button>
          </CardContent>
        </Card>
      ) : rows.length === 0 ? (
        <Card className="border-dashed bg-card/70">
          <CardContent
            data-testid="patients-empty"
            className="flex flex-col items-center gap-3 py-10 text-center sm:py-12"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
              {filtered ? (
                <SearchX aria-hidden className="size-6" />
              ) : (
                <FolderOpen aria-hidden className="size-6" />
              )}
            </span>
            <p className="font-medium">
              {filtered ? t('patients.list.noResults') : t('patients.list.empty')}
            </p>
            {filtered ? null : (
              <>
                <p className="max-w-sm text-sm text-muted-foreground">
                  {t('patients.list.emptyHint')}
                </p>
                <NewPatientButton />
              </>
            )}
          </CardContent>
        </Card>
      ) : view === 'gallery' ? (
        <PatientsGalleryView {...viewProps} />
      ) : view === 'table' ? (
        <PatientsTableView
          {...viewProps}
          sort={filters.sort}
          onSortChange={(sort) => setFilter('sort', sort)}
        />
      ) : (
        <PatientsListView {...viewProps} />
      )}
      {isFetchingNextPage ? <Spinner size="sm" label={t('patients.list.loadingMore')} /> : null}
      {query.isFetchNextPageError ? (
        <div role="alert" className="flex flex-col items-center gap-2">
          <p className="text-sm text-destructive">{t('errors:patient.load_failed')}</p>
          <Button variant="outline" size="sm" onClick={loadMore}>
            {t('patients.list.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
