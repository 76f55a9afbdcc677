import { ArrowLeft, Check, Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';

const benefitKeys = [
  'storage',
  'dslrImport',
  'botoxTracking',
  'consentPdf',
  'patientPortal',
  'watermarkFree',
  'prioritySupport',
] as const;

/** The Pro features behind a page, each with the sentence that says what is locked. */
const GATE_TEXT_KEYS = {
  botox_tracking: 'proGate.text',
  digital_consent_pdf: 'proGate.consentText',
  patient_portal: 'proGate.portalText',
} as const;

export type GatedProFeature = keyof typeof GATE_TEXT_KEYS;

type ProFeatureGateProps = {
  feature: GatedProFeature;
  /** True while the subscription is still being read. */
  checking: boolean;
  allowed: boolean;
  children: ReactNode;
};

/** Spec 01 §2 Pro gate: a checking state, then either the feature or the upgrade panel. */
export function ProFeatureGate({ feature, checking, allowed, children }: ProFeatureGateProps) {
  const { t } = useTranslation();

  if (checking) {
    return <Spinner className="min-h-[50vh]" size="lg" label={t('guards.checkingSubscription')} />;
  }
  if (allowed) return children;

  return (
    <div className="mx-auto w-full max-w-xl py-4 sm:py-10" data-testid="pro-gate">
      <PageTitle title={t('proGate.title')} />
      <Card className="overflow-hidden">
        <div aria-hidden className="h-1.5 bg-gradient-to-r from-primary via-sky-500 to-amber-400" />
        <CardHeader className="items-start gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300">
            <Crown aria-hidden className="size-6" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            {t('proGate.title')}
          </CardTitle>
          <CardDescription className="text-base">{t(GATE_TEXT_KEYS[feature])}</CardDescription>
        </CardHeader>
        <CardContent>
          <h2 className="mb-3 text-sm font-semibold">{t('proGate.benefitsTitle')}</h2>
          <ul className="grid gap-2.5">
            {benefitKeys.map((key) => (
              <li key={key} className="flex items-start gap-2.5 text-sm">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{t(`proGate.benefits.${key}`)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter className="flex-col-reverse items-stretch sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link to={paths.home}>
              <ArrowLeft aria-hidden />
              {t('proGate.backHome')}
            </Link>
          </Button>
          <Button asChild>
            <Link to={paths.subscription}>
              <Crown aria-hidden />
              {t('proGate.upgrade')}
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
