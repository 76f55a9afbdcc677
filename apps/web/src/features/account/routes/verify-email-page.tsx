import { useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { sessionQueryOptions } from '../api/get-session';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { FormError } from '../components/form-error';
import { SignOutButton } from '../components/sign-out-button';
import { useSessionCache } from '../hooks/use-session-cache';
import { errorText } from '../lib/error-text';
import { hasVerifiedEmail } from '../lib/verified-email';

/**
 * /verify-email: where an unverified user waits for the link. The link comes back here with
 * ?verified=1 (or ?error=... when it is invalid); once the session says verified, the app opens.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // Coming back from the mail app: read the session again at once.
  const { data: session = null, isPending } = useQuery({
    ...sessionQueryOptions,
    refetchOnWindowFocus: 'always',
  });
  const sessionCache = useSessionCache();
  const resend = useSendVerificationEmail();
  const [checking, setChecking] = useState(false);
  const [stillUnverified, setStillUnverified] = useState(false);
  const cameBackVerified = searchParams.get('verified') === '1';
  const linkError = searchParams.get('error');
  const announced = useRef(false);

  useEffect(() => {
    if (!cameBackVerified || announced.current) return;
    announced.current = true;
    notify(t('auth.verifyEmail.verified'), { variant: 'success' });
  }, [cameBackVerified, t]);

  const title = t('pages.verifyEmail.title');
  if (session && hasVerifiedEmail(session.user)) return <Navigate to={paths.home} replace />;
  // Verified in another browser, where nobody is signed in: sign in to continue.
  if (!isPending && !session && cameBackVerified) return <Navigate to={paths.auth} replace />;

  const email = session?.user.email ?? null;

  const checkAgain = async () => {
    setChecking(true);
    setStillUnverified(false);
    try {
      const fresh = await sessionCache.refresh();
      if (!fresh || !hasVerifiedEmail(fresh.user)) setStillUnverified(true);
    } finally {
      setChecking(false);
    }
  };

  const sendAgain = () => {
    if (!email) return;
    resend.mutate(email, {
      onSuccess: () => notify(t('auth.verifyEmail.resent', { email }), { variant: 'success' }),
    });
  };

  return (
    <section
      data-testid="page-verify-email"
      className="mx-auto flex w-full max-w-lg flex-col gap-6"
    >
      <PageHeading icon={MailCheck} title={title} />

      <Card className="bg-card/90 backdrop-blur">
        {isPending ? (
          <CardContent className="pt-6">
            <Spinner label={t('guards.sessionLoading')} className="py-8" />
          </CardContent>
        ) : !session ? (
          <>
            <CardContent className="flex flex-col gap-3 pt-5 sm:pt-6">
              {linkError ? <FormError message={t('auth.verifyEmail.invalidLink')} /> : null}
              <p className="text-sm text-muted-foreground sm:text-base">
                {t('auth.verifyEmail.signedOut')}
              </p>
            </CardContent>
            <CardFooter>
              <Button asChild>
                <Link to={paths.auth}>{t('auth.verifyEmail.signIn')}</Link>
              </Button>
            </CardFooter>
          </>
        ) : (
          <>
            <CardContent className="flex flex-col gap-3 pt-5 sm:pt-6">
              {linkError ? <FormError message={t('auth.verifyEmail.invalidLink')} /> : null}
              <p className="font-medium" data-testid="verify-email-sent-to">
                {email ? t('auth.verifyEmail.sentTo', { email }) : t('auth.verifyEmail.sentToYou')}
              </p>
              <p className="text-sm text-muted-foreground">{t('auth.verifyEmail.openLink')}</p>
              <p className="text-sm text-muted-foreground">{t('auth.verifyEmail.spamHint')}</p>
              {stillUnverified ? (
                <p role="status" className="text-sm font-medium text-foreground">
                  {t('auth.verifyEmail.notYet')}
                </p>
              ) : null}
              <FormError message={resend.isError ? errorText(resend.error) : undefined} />
            </CardContent>
            <CardFooter className="flex-col items-stretch sm:flex-row sm:items-center">
              <Button disabled={checking} onClick={() => void checkAgain()}>
                {checking ? t('auth.verifyEmail.checking') : t('auth.verifyEmail.checked')}
              </Button>
              <Button variant="outline" disabled={resend.isPending} onClick={sendAgain}>
                {resend.isPending ? t('auth.verifyEmail.resending') : t('auth.verifyEmail.resend')}
              </Button>
              <SignOutButton variant="link" className="sm:ml-auto" />
            </CardFooter>
          </>
        )}
      </Card>
    </section>
  );
}
