import type { OperationReportRecord } from '@photodossier/domain/operation-report';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';

const textFields = [
  'indication',
  'procedure',
  'incidents',
  'postop_instructions',
  'follow_up',
] as const;

/** A report read as it will print: locked once signed. */
export function ReportView({ report }: { report: OperationReportRecord }) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const rows: [string, string][] = [
    [t('reports.fields.patient'), report.patient_name],
    [
      t('reports.fields.operation_date'),
      formatDate(report.operation_date, dates, { style: 'medium' }),
    ],
    [t('reports.fields.operator'), report.operator],
    [t('reports.fields.assistants'), report.assistants],
    [t('reports.fields.anaesthesia'), report.anaesthesia],
    [t('reports.fields.technique'), report.technique_name ?? t('reports.noTechnique')],
  ];
  return (
    <article className="flex flex-col gap-5" data-testid="report-view">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className="text-sm">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {textFields.map((field) => (
        <section key={field} className="flex flex-col gap-1">
          <h2 className="text-sm font-semibold">{t(`reports.fields.${field}`)}</h2>
          <p className="text-sm whitespace-pre-line">{report[field] || '—'}</p>
        </section>
      ))}
      <section className="flex flex-col gap-1">
        <h2 className="text-sm font-semibold">{t('reports.fields.implants')}</h2>
        {report.implants.length === 0 ? (
          <p className="text-sm">—</p>
        ) : (
          <ul className="text-sm">
            {report.implants.map((implant, index) => (
              <li key={index}>
                {implant.product} — {t('reports.fields.lot')} {implant.lot || '—'}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
