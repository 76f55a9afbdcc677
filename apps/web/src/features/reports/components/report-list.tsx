import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePagedRows } from '@/lib/use-paged-rows';
import { useReports, type ReportFilter } from '../api/get-reports';
import { formatOperationDate } from '../lib/report-dates';

const ROW_HEIGHT = 68;

/** Reports, virtualised so a surgeon's thousands of reports scroll smoothly, pages as needed. */
export function ReportList({
  filter,
  maxHeight = '70vh',
}: {
  filter: ReportFilter;
  maxHeight?: string;
}) {
  const { t, i18n } = useTranslation();
  const reports = useReports(filter);
  const { rows, scrollRef, virtualizer } = usePagedRows(reports, ROW_HEIGHT);
  const virtualRows = virtualizer.getVirtualItems();

  if (reports.isPending) return <Spinner className="py-10" />;
  if (reports.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {reports.error.message}
      </p>
    );
  }
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('reports.empty')}</p>;
  }
  return (
    <div
      ref={scrollRef}
      className="overflow-y-auto rounded-xl border border-border"
      style={{ maxHeight }}
    >
      <ul
        aria-label={t('reports.listLabel')}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualRows.map((row) => {
          const report = rows[row.index];
          if (!report) return null;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 w-full border-b border-border last:border-b-0"
              style={{ transform: `translateY(${row.start}px)` }}
            >
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
                    {formatOperationDate(report.operation_date, i18n.language)}
                    {report.version > 1
                      ? ` · ${t('reports.version', { version: report.version })}`
                      : ''}
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
            </li>
          );
        })}
      </ul>
    </div>
  );
}
