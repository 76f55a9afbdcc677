import { AlertTriangle, CalendarClock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TableScroll } from '@/components/ui/table-scroll';
import { cn } from '@/lib/cn';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import type { ExifInspection } from '../../lib/exif-inspection';
import { addExifDebugTexts } from '../../i18n/add-exif-debug-texts';

function DatesCard({ report }: { report: ExifInspection }) {
  addExifDebugTexts();
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const exifDates = Object.entries(report.exifDates ?? {});
  return (
    <Card data-testid="exif-dates">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock aria-hidden className="size-5 text-primary" />
          {t('exifDebug:datesTitle')}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {report.derivation === 'computed'
            ? t('exifDebug:datesComputed', { zone: report.timeZone })
            : t('exifDebug:datesStored')}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <p className="text-sm font-medium">{t('exifDebug:datePrise')}</p>
          <p className="text-lg font-semibold" data-testid="exif-date-prise">
            {formatDate(report.datePrise.iso, dates, {
              style: 'full',
              time: 'seconds',
              timeZone: report.timeZone,
            }) || report.datePrise.iso}
          </p>
          <p className="text-xs text-muted-foreground">
            <code data-testid="exif-date-prise-iso">{report.datePrise.iso}</code>
            {report.datePrise.source ? (
              <> · {t(`exifDebug:datePriseSource.${report.datePrise.source}`)}</>
            ) : null}
          </p>
        </div>
        <div>
          <p className="mb-2 text-sm font-medium">{t('exifDebug:exifDates')}</p>
          {exifDates.length > 0 ? (
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              {exifDates.map(([name, value]) => (
                <div key={name} className="contents" data-testid="exif-date-field">
                  <dt className="font-mono text-xs text-muted-foreground sm:pt-0.5">{name}</dt>
                  <dd className="font-mono">{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">{t('exifDebug:noExifDates')}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function GpsCard({ present }: { present: boolean }) {
  addExifDebugTexts();
  const { t } = useTranslation();
  return (
    <Card data-testid="exif-gps" data-present={present}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MapPin aria-hidden className="size-5 text-primary" />
          {t('exifDebug:gpsTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="font-semibold">
          {present ? t('exifDebug:gpsPresent') : t('exifDebug:gpsAbsent')}
        </p>
        <p
          role="note"
          className={cn(
            'flex items-start gap-2 rounded-xl border p-3 text-sm',
            'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/60 dark:text-amber-50',
          )}
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {present ? t('exifDebug:gpsWarningPresent') : t('exifDebug:gpsWarningAbsent')}
        </p>
      </CardContent>
    </Card>
  );
}

/** Everything /exif-debug learnt from one photo: the derived dates, GPS, then every field. */
export function ExifReport({ report }: { report: ExifInspection }) {
  addExifDebugTexts();
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-testid="exif-report">
      <div className="grid gap-4 lg:grid-cols-[1.4fr_1fr]">
        <DatesCard report={report} />
        <GpsCard present={report.gpsPresent} />
      </div>
      <section aria-labelledby="exif-fields-title" className="flex flex-col gap-3">
        <h2 id="exif-fields-title" className="text-lg font-semibold">
          {t('exifDebug:fieldsTitle')}
        </h2>
        {report.groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('exifDebug:noFields')}</p>
        ) : (
          report.groups.map((group) => (
            <TableScroll
              key={group.id}
              label={t(`exifDebug:groups.${group.id}`, { defaultValue: group.id })}
            >
              <table className="w-full text-left text-sm" data-testid={`exif-group-${group.id}`}>
                <caption className="border-b border-border bg-muted/60 px-4 py-2 text-left font-semibold">
                  {t(`exifDebug:groups.${group.id}`, { defaultValue: group.id })}
                </caption>
                <thead className="sr-only">
                  <tr>
                    <th scope="col">{t('exifDebug:field')}</th>
                    <th scope="col">{t('exifDebug:value')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {group.fields.map((field) => (
                    <tr key={field.name}>
                      <th
                        scope="row"
                        className="w-1/3 px-4 py-2 align-top font-mono text-xs font-normal text-muted-foreground"
                      >
                        {field.name}
                      </th>
                      <td className="px-4 py-2 align-top font-mono text-xs break-all">
                        {field.value}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ))
        )}
      </section>
    </div>
  );
}
