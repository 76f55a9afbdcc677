import type { BillingInterval } from '@photodossier/domain/subscription-record';
import { UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_VIDEO_BYTES } from '@photodossier/domain/upload-limits';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatSize } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { IntervalToggle } from '../components/interval-toggle';
import { PlanCards } from '../components/plan-cards';
import { PlanMatrix } from '../components/plan-matrix';

/** /pricing, public: the same plan cards as /subscription, each leading to sign-in. */
export function PricingPage() {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
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
        titleAs="h2"
        renderAction={(planId) => (
          <Button asChild className="w-full" variant={planId === 'pro' ? 'default' : 'outline'}>
            <Link to={paths.auth}>{t('billing.pricing.start')}</Link>
          </Button>
        )}
      />
      <PlanMatrix />
      <p className="text-sm text-muted-foreground" data-testid="pricing-file-limits">
        {t('billing.pricing.fileLimits', {
          image: formatSize(UPLOAD_MAX_IMAGE_BYTES, language),
          video: formatSize(UPLOAD_MAX_VIDEO_BYTES, language),
        })}
      </p>
    </section>
  );
}
