import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { pageTestId, type PageId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSession } from '../api/get-session';
import { mfaReturnPath } from '../lib/mfa-return-path';
import type { Session } from '../types';

type MfaSetupLayoutProps = {
  page: Extract<PageId, 'setupMfaTotp' | 'setupMfaSms' | 'setupMfaWebauthn'>;
  icon: LucideIcon;
  intro: string;
  /** The page body, once a signed-in user is known. */
  children: (session: Session) => ReactNode;
};

/**
 * The frame of the three /setup-mfa pages: title, a way back to where the user came from, and
 * the signed-in user. Setting a factor up needs a session; without one the user signs in first.
 */
export function MfaSetupLayout({ page, icon: Icon, intro, children }: MfaSetupLayoutProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { session, isPending } = useSession();
  const title = t(`pages.${page}.title`);

  if (isPending) return <Spinner size="lg" className="py-16" label={t('guards.sessionLoading')} />;
  if (!session) return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;

  return (
    <section data-testid={pageTestId(page)} className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <Link
        to={mfaReturnPath(location.state)}
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('mfa.setup.back')}
      </Link>
      <PageHeading icon={Icon} title={title} className="items-start">
        {intro}
      </PageHeading>
      {children(session)}
    </section>
  );
}

type MfaSetupStepProps = {
  current: number;
  total: number;
  title: string;
  children: ReactNode;
  className?: string;
};

/** One numbered step of a set-up, in a card; its title is the step's heading. */
export function MfaSetupStep({ current, total, title, children, className }: MfaSetupStepProps) {
  const { t } = useTranslation();
  return (
    <Card className={cn('bg-card/90 backdrop-blur', className)}>
      <CardContent className="flex flex-col gap-5 pt-5 sm:pt-6">
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">
            {t('mfa.setup.step', { current, total })}
          </p>
          <h2 className="text-lg font-semibold leading-tight">{title}</h2>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
