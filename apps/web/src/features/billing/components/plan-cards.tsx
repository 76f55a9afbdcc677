import { planPriceCents } from '@photodossier/domain/plan-prices';
import { canAccessFeature } from '@photodossier/domain/plan-access';
import { PLAN_FEATURES, PLAN_IDS, PLAN_NAMES, type PlanId } from '@photodossier/domain/plans';
import type { BillingInterval } from '@photodossier/domain/subscription-record';
import { Check, Crown, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { formatEuros } from '@/lib/format';
import { planStorageFigures } from '../lib/plan-storage';

type PlanCardsProps = {
  interval: BillingInterval;
  /** The user's plan, marked on its card; null on the public pricing page. */
  currentPlanId: PlanId | null;
  /** The button (or note) under each card. */
  renderAction: (planId: PlanId) => ReactNode;
  /** The plans' heading level under the page's own headings; h3 by default. */
  titleAs?: 'h2' | 'h3';
};

function PlanPrice({ planId, interval }: { planId: PlanId; interval: BillingInterval }) {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const cents = planPriceCents(planId, interval);
  if (cents === 0) {
    return <p className="text-3xl font-semibold tracking-tight">{t('billing.plans.free')}</p>;
  }
  return (
    <div>
      <p className="flex items-baseline gap-1">
        <span className="text-3xl font-semibold tracking-tight tabular-nums">
          {formatEuros(cents, language)}
        </span>
        <span className="text-sm text-muted-foreground">
          {interval === 'yearly' ? t('billing.plans.perYear') : t('billing.plans.perMonth')}
        </span>
      </p>
      {interval === 'yearly' ? (
        <p className="text-xs text-muted-foreground">
          {t('billing.plans.yearlyEquivalent', {
            price: formatEuros(Math.round(cents / 12), language),
          })}
        </p>
      ) : null}
    </div>
  );
}

function PlanStorage({ planId }: { planId: PlanId }) {
  const { t, i18n } = useTranslation();
  const figures = planStorageFigures(
    planId,
    toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language),
  );
  return (
    <div data-testid="plan-storage">
      <p className="text-sm font-medium">{t('billing.plans.storage', { size: figures.storage })}</p>
      {figures.uploadQuota ? (
        <p className="text-xs text-muted-foreground">
          {t('billing.plans.uploadQuota', { size: figures.uploadQuota })}
        </p>
      ) : null}
    </div>
  );
}

/** The three plans side by side (stacked on phones): price, storage and the feature matrix. */
export function PlanCards({
  interval,
  currentPlanId,
  renderAction,
  titleAs = 'h3',
}: PlanCardsProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 md:grid-cols-3" data-testid="plan-cards">
      {PLAN_IDS.map((planId) => {
        const current = planId === currentPlanId;
        const highlighted = planId === 'pro';
        const name = PLAN_NAMES[planId];
        return (
          <li key={planId} className="flex">
            <Card
              data-testid={`plan-card-${planId}`}
              aria-current={current ? 'true' : undefined}
              className={cn(
                'relative flex w-full flex-col',
                highlighted && 'border-primary/50 shadow-md ring-1 ring-primary/20',
                current && 'border-emerald-500/60 ring-2 ring-emerald-500/30',
              )}
            >
              <CardHeader className="gap-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <CardTitle as={titleAs} className="flex items-center gap-2 text-xl">
                    {highlighted ? <Crown aria-hidden className="size-5 text-amber-500" /> : null}
                    {name}
                  </CardTitle>
                  {current ? (
                    <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300">
                      {t('billing.plans.current')}
                    </span>
                  ) : highlighted ? (
                    <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary">
                      {t('billing.plans.popular')}
                    </span>
                  ) : null}
                </div>
                <p className="text-sm text-muted-foreground">
                  {t(`billing.plans.taglines.${planId}`)}
                </p>
                <PlanPrice planId={planId} interval={interval} />
                <PlanStorage planId={planId} />
              </CardHeader>
              <CardContent className="flex-1">
                <ul
                  aria-label={t('billing.plans.featuresLabel', { plan: name })}
                  className="grid gap-2"
                >
                  {PLAN_FEATURES.map((feature) => {
                    const included = canAccessFeature(planId, feature);
                    return (
                      <li
                        key={feature}
                        className={cn(
                          'flex items-start gap-2 text-sm',
                          !included && 'text-muted-foreground',
                        )}
                      >
                        {included ? (
                          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                        ) : (
                          <Minus aria-hidden className="mt-0.5 size-4 shrink-0" />
                        )}
                        <span>
                          {t(`billing.features.${feature}`)}
                          {included ? null : (
                            <span className="sr-only"> ({t('billing.plans.notIncluded')})</span>
                          )}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </CardContent>
              <CardFooter className="mt-auto">{renderAction(planId)}</CardFooter>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
