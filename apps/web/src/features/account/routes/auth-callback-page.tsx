import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { translateErrorCode } from '@/lib/api-client';
import { FormError } from '../components/form-error';
import { useSessionCache } from '../hooks/use-session-cache';
import { errorText } from '../lib/error-text';
import { resolveRedirectTarget } from '../lib/redirect-target';

// The user refused on the provider's page (OAuth 2 `access_denied`). better-auth appends the
// provider's error to our `?error=oauth`, so every `error` parameter is read.
const CANCELLED_ERRORS = new Set(['access_denied']);
// The Google address is that of a password account not verified yet: better-auth will not
// link them, and no retry helps (issue 27). Its code, spaces turned into underscores.
const NOT_LINKED_ERROR = 'account_not_linked';

function providerFailureText(errors: readonly string[], cancelledText: string): string {
  if (errors.some((error) => CANCELLED_ERRORS.has(error))) return cancelledText;
  if (errors.includes(NOT_LINKED_ERROR))
    return translateErrorCode('auth.google_account_not_linked');
  return translateErrorCode('auth.oauth_failed');
}

/**
 * /auth-callback: where Google sends the browser back. Reads the new session and opens the page
 * the user wanted; with ?error=... says what went wrong and offers to sign in again.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const sessionCache = useSessionCache();
  const providerErrors = searchParams.getAll('error');
  const providerError = providerErrors.length > 0;
  const { mutate: loadSession, ...sessionLoad } = useMutation({
    mutationFn: () => sessionCache.signedIn(),
  });

  useEffect(() => {
    if (!providerError) loadSession();
  }, [providerError, loadSession]);

  if (sessionLoad.data) {
    return <Navigate to={resolveRedirectTarget(location.search, location.state)} replace />;
  }

  const failure = providerError
    ? providerFailureText(providerErrors, t('auth.callback.cancelled'))
    : sessionLoad.isError
      ? errorText(sessionLoad.error)
      : sessionLoad.isSuccess
        ? t('auth.callback.noSession')
        : null;
  const title = t('pages.authCallback.title');

  return (
    <section
      data-testid="page-auth-callback"
      className="mx-auto flex w-full max-w-lg flex-col gap-6"
    >
      <PageHeading icon={KeyRound} title={title} />
      <Card className="bg-card/90 backdrop-blur">
        {failure ? (
          <>
            <CardContent className="pt-5 sm:pt-6">
              <FormError message={failure} />
            </CardContent>
            <CardFooter>
              <Button asChild>
                <Link to={paths.auth}>{t('auth.callback.backToSignIn')}</Link>
              </Button>
            </CardFooter>
          </>
        ) : (
          <CardContent className="pt-6">
            <Spinner label={t('auth.callback.loading')} className="py-8" />
          </CardContent>
        )}
      </Card>
    </section>
  );
}
