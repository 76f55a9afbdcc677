import type { BetaFeature } from '@photodossier/domain/operation-report';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';

/**
 * The beta pages answer only when their switch is on (spec 01 §3, §6). The flags come with the
 * session, which `session.changed` refreshes in every tab, so switching off closes the page.
 */
function BetaGate({ feature }: { feature: BetaFeature }) {
  const { t } = useTranslation();
  const { session, isPending } = useSession();
  if (isPending) return <Spinner className="min-h-[50vh]" size="lg" />;
  if (session?.betaFeatures[feature]) return <Outlet />;
  return (
    <div className="mx-auto w-full max-w-xl py-4 sm:py-10" data-testid="beta-gate">
      <PageTitle title={t('beta.gate.title')} />
      <Card>
        <CardHeader className="items-start gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <FlaskConical aria-hidden className="size-6" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            {t('beta.gate.title')}
          </CardTitle>
          <CardDescription className="text-base">
            {t('beta.gate.text', { feature: t(`beta.${feature}.label`) })}
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild>
            <Link to={`${paths.settings}#settings-beta`}>{t('beta.gate.openSettings')}</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}

export function DictaphoneBetaGate() {
  return <BetaGate feature="dictaphone" />;
}

export function OperationReportsBetaGate() {
  return <BetaGate feature="operationReports" />;
}
