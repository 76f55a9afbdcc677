import { Syringe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { useToxinTracking } from '../api/get-toxin-tracking';
import { addInjectionTexts } from '../i18n/add-injection-texts';

/**
 * Botox tracking on the patient page: the last toxin session and the touch-up suggested after
 * it. Shown with a Pro plan only (`allowed`, read by the page); without it the page asks nothing
 * of the gated API.
 */
export function ToxinTrackingCard({ patientId, allowed }: { patientId: string; allowed: boolean }) {
  addInjectionTexts();
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const tracking = useToxinTracking(patientId, allowed);
  // A read that failed still shows the card: its link to the injection pages stays, and the
  // practitioner learns the touch-up date could not be read rather than that there is none.
  if (!allowed || (!tracking.data && !tracking.isError)) return null;
  const last = tracking.data?.last_toxin_date ?? null;
  const next = tracking.data?.suggested_touch_up ?? null;
  return (
    <Card
      as="section"
      aria-labelledby="toxin-tracking-title"
      className="flex flex-wrap items-center justify-between gap-3 p-5 sm:p-6"
      data-testid="toxin-tracking"
    >
      <div className="flex flex-col gap-1 text-sm">
        <CardTitle id="toxin-tracking-title" className="flex items-center gap-2">
          <Syringe aria-hidden className="size-5 text-primary" />
          {t('injections:tracking.title')}
        </CardTitle>
        {tracking.isError ? (
          <LoadFailed message={tracking.error.message} onRetry={() => void tracking.refetch()} />
        ) : last && next ? (
          <>
            <p>
              {t('injections:tracking.last', { date: formatDate(last, dates, { style: 'long' }) })}
            </p>
            <p className="text-muted-foreground">
              {t('injections:tracking.next', { date: formatDate(next, dates, { style: 'long' }) })}
            </p>
          </>
        ) : (
          <p className="text-muted-foreground">{t('injections:tracking.none')}</p>
        )}
      </div>
      <Button asChild variant="outline">
        <Link to={paths.patientInjectionMapping(patientId)}>
          <Syringe aria-hidden />
          {t('injections:tracking.open')}
        </Link>
      </Button>
    </Card>
  );
}
