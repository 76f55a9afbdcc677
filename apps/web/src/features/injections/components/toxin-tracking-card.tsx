import { Syringe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  if (!allowed || !tracking.data) return null;
  const { last_toxin_date: last, suggested_touch_up: next } = tracking.data;
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
        {last && next ? (
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
