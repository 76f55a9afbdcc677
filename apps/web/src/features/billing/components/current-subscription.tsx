import { PLAN_NAMES } from '@photodossier/domain/plans';
import type { SubscriptionRecord } from '@photodossier/domain/subscription-record';
import { AlertTriangle, ExternalLink, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useOpenPortal } from '../api/open-portal';

/** Plan, status, billing period and the way to manage it (Stripe portal or the administrator). */
export function CurrentSubscription({ record }: { record: SubscriptionRecord }) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const portal = useOpenPortal();
  const paid = record.planId !== 'decouverte';
  const live = record.status === 'active' || record.status === 'trialing';

  return (
    <Card data-testid="current-subscription">
      <CardHeader>
        <CardTitle>{t('billing.subscription.currentTitle')}</CardTitle>
        {record.stripeEnabled && record.stripeCustomerId ? (
          <CardDescription>{t('billing.subscription.portalHint')}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <div className="flex flex-col gap-1">
            <dt className="text-xs text-muted-foreground">
              {t('billing.subscription.currentPlan')}
            </dt>
            <dd className="text-xl font-semibold" data-testid="current-plan-name">
              {PLAN_NAMES[record.planId]}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-xs text-muted-foreground">{t('billing.subscription.status')}</dt>
            <dd>
              <span
                data-testid="current-plan-status"
                className={cn(
                  'inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium',
                  live
                    ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300'
                    : 'bg-muted text-muted-foreground',
                )}
              >
                {t(`billing.statuses.${record.status}`)}
              </span>
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-xs text-muted-foreground">{t('billing.subscription.billing')}</dt>
            <dd className="font-medium">
              {!paid
                ? t('billing.subscription.free')
                : record.currentPeriodEnd === null
                  ? t('billing.subscription.setByAdmin')
                  : record.isYearly
                    ? t('billing.subscription.billedYearly')
                    : t('billing.subscription.billedMonthly')}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-xs text-muted-foreground">{t('billing.subscription.periodEnd')}</dt>
            <dd className="font-medium" data-testid="current-period-end">
              {record.currentPeriodEnd
                ? formatDate(record.currentPeriodEnd, dates, { style: 'long' })
                : t('billing.subscription.noPeriod')}
            </dd>
          </div>
        </dl>

        {record.error ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200"
          >
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('billing.subscription.readError', { message: record.error })}
          </p>
        ) : null}

        {record.stripeEnabled ? (
          record.stripeCustomerId ? (
            <div>
              <Button
                variant="outline"
                disabled={portal.isPending}
                onClick={() =>
                  portal.mutate(undefined, {
                    onError: (error) => notify(error.message, { variant: 'error' }),
                  })
                }
              >
                {portal.isPending ? <Spinner size="sm" /> : <ExternalLink aria-hidden />}
                {t('billing.subscription.portal')}
              </Button>
            </div>
          ) : null
        ) : (
          <p
            data-testid="admin-managed-note"
            className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-400/30 dark:bg-sky-400/10 dark:text-sky-100"
          >
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('billing.subscription.adminManaged')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
