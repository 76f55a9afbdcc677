import type { BillingInterval } from '@photodossier/domain/subscription-record';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { IntervalToggle } from '../components/interval-toggle';
import { PlanCards } from '../components/plan-cards';

/** /pricing, public: the same plan cards as /subscription, each leading to sign-in. */
export function PricingPage() {
  const { t } = useTranslation();
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  return (
    <section data-testid="page-pricing" className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeading icon={CreditCard} title={t('pages.pricing.title')}>
        {t('billing.pricing.intro')}
      </PageHeading>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t('billing.pricing.vat')}</p>
        <IntervalToggle value={interval} onChange={setInterval} />
      </div>
      <PlanCards
        interval={interval}
        currentPlanId={null}
        renderAction={(planId) => (
          <Button asChild className="w-full" variant={planId === 'pro' ? 'default' : 'outline'}>
            <Link to={paths.auth}>{t('billing.pricing.start')}</Link>
          </Button>
        )}
      />
    </section>
  );
}
