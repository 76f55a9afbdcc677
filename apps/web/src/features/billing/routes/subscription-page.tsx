import { canUpgrade } from '@photodossier/domain/plan-access';
import { PLAN_NAMES, type PlanId } from '@photodossier/domain/plans';
import type { BillingInterval } from '@photodossier/domain/subscription-record';
import { ArrowUpCircle, CheckCircle2, CreditCard, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { useCheckout } from '../api/create-checkout';
import { useSubscription } from '../api/get-subscription';
import { CurrentSubscription } from '../components/current-subscription';
import { IntervalToggle } from '../components/interval-toggle';
import { PlanCards } from '../components/plan-cards';

function CheckoutReturnNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = params.get('checkout');
  if (outcome !== 'success' && outcome !== 'cancel') return null;
  const success = outcome === 'success';
  return (
    <p
      role="status"
      className={
        success
          ? 'flex items-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-100'
          : 'flex items-center gap-2 rounded-lg border border-border bg-muted p-3 text-sm'
      }
    >
      {success ? (
        <CheckCircle2 aria-hidden className="size-4 shrink-0" />
      ) : (
        <XCircle aria-hidden className="size-4 shrink-0" />
      )}
      {success
        ? t('billing.subscription.checkoutSuccess')
        : t('billing.subscription.checkoutCancel')}
    </p>
  );
}

/** /subscription: the live plan, and upgrades to a higher plan only (spec 01 §4). */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const checkout = useCheckout();
  const [chosenInterval, setChosenInterval] = useState<BillingInterval | null>(null);
  const record = subscription.data;
  const interval = chosenInterval ?? (record?.isYearly ? 'yearly' : 'monthly');

  function upgradeAction(planId: PlanId) {
    if (!record) return null;
    if (planId === record.planId) return null;
    if (!canUpgrade(record.planId, planId)) {
      return <p className="text-sm text-muted-foreground">{t('billing.plans.included')}</p>;
    }
    if (!record.stripeEnabled || planId === 'decouverte') return null;
    const pending = checkout.isPending && checkout.variables.planId === planId;
    return (
      <Button
        className="w-full"
        variant={planId === 'pro' ? 'default' : 'outline'}
        disabled={checkout.isPending}
        onClick={() =>
          checkout.mutate(
            { planId, interval },
            { onError: (error) => notify(error.message, { variant: 'error' }) },
          )
        }
      >
        {pending ? <Spinner size="sm" /> : <ArrowUpCircle aria-hidden />}
        {pending
          ? t('billing.subscription.redirecting')
          : t('billing.plans.upgrade', { plan: PLAN_NAMES[planId] })}
      </Button>
    );
  }

  return (
    <section
      data-testid="page-subscription"
      className="mx-auto flex w-full max-w-6xl flex-col gap-6"
    >
      <PageHeading icon={CreditCard} title={t('pages.subscription.title')}>
        {t('billing.subscription.intro')}
      </PageHeading>
      <CheckoutReturnNotice />
      {subscription.isPending ? (
        <Spinner className="py-10" label={t('guards.checkingSubscription')} />
      ) : subscription.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-sm text-destructive">{t('billing.subscription.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void subscription.refetch()}>
            {t('billing.subscription.retry')}
          </Button>
        </div>
      ) : (
        <>
          <CurrentSubscription record={subscription.data} />
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <h2 className="text-xl font-semibold tracking-tight">
                {t('billing.subscription.plansTitle')}
              </h2>
              <IntervalToggle value={interval} onChange={setChosenInterval} />
            </div>
            <PlanCards
              interval={interval}
              currentPlanId={subscription.data.planId}
              renderAction={upgradeAction}
            />
          </div>
        </>
      )}
    </section>
  );
}
