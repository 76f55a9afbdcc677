import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { PagedList } from '@/components/paged-list';
import { useReports, type ReportFilter } from '../api/get-reports';

const ROW_HEIGHT = 68;

/** Reports, virtualised so a surgeon's thousands of reports scroll smoothly, pages as needed. */
export function ReportList({
  filter,
  maxHeight = '70vh',
}: {
  filter: ReportFilter;
  maxHeight?: string;
}) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  return (
    <PagedList
      query={useReports(filter)}
      rowHeight={ROW_HEIGHT}
      label={t('reports.listLabel')}
      maxHeight={maxHeight}
      loading={<Spinner className="py-10" />}
      empty={<p className="text-sm text-muted-foreground">{t('reports.empty')}</p>}
      renderRow={(report) => (
        <Link
          to={paths.operationReport(report.id)}
          className="flex items-center gap-3 px-4 py-3 hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <FileText aria-hidden className="size-5 shrink-0 text-primary" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate font-medium">
              {report.patient_name} — {report.technique_name ?? t('reports.noTechnique')}
            </span>
            <span className="text-xs text-muted-foreground">
              {formatDate(report.operation_date, dates, { style: 'medium' })}
              {report.version > 1 ? ` · ${t('reports.version', { version: report.version })}` : ''}
            </span>
          </span>
          <span
            className={
              report.status === 'signed'
                ? 'rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-medium text-emerald-700 dark:text-emerald-300'
                : 'rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-medium text-amber-700 dark:text-amber-300'
            }
          >
            {t(`reports.status.${report.status}`)}
          </span>
        </Link>
      )}
    />
  );
}
