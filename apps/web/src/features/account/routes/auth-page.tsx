import { LogIn } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAuthProviders } from '../api/get-auth-providers';
import { useSession } from '../api/get-session';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { PasskeySignInButton } from '../components/passkey-sign-in-button';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { TwoFactorStep } from '../components/two-factor-step';
import { resolveRedirectTarget } from '../lib/redirect-target';
import type { TwoFactorMethod } from '../types';

type AuthMode = 'signIn' | 'signUp';
const modes: AuthMode[] = ['signIn', 'signUp'];

/** /auth?addProfile=1 signs in one more account while another is signed in (profile switcher). */
const ADD_PROFILE_PARAM = 'addProfile';

type AuthPageProps = {
  /**
   * SLOT — passkey sign-in, built by the "mfa" engineer (not here). Rendered under the
   * sign-in form. Once the passkey is verified the component only has to refresh the session
   * (`useSessionCache().signedIn()`): this page then opens the page the user wanted.
   */
  passkeySignIn?: ReactNode;
};

/** /auth: sign in or create an account, then the second factor when the account has one. */
export function AuthPage({ passkeySignIn = <PasskeySignInButton /> }: AuthPageProps = {}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [secondFactor, setSecondFactor] = useState<TwoFactorMethod[] | null>(null);
  const [signedInHere, setSignedInHere] = useState(false);

  const addingProfile = searchParams.get(ADD_PROFILE_PARAM) === '1';
  const target = resolveRedirectTarget(location.search, location.state);
  const title = t('pages.auth.title');

  const markSignedIn = () => setSignedInHere(true);

  return (
    <section data-testid="page-auth" className="mx-auto flex w-full max-w-md flex-col gap-6">
      <SignedInRedirect target={target} stay={addingProfile && !signedInHere} />
      <PageHeading icon={LogIn} title={title}>
        {t('auth.intro')}
      </PageHeading>

      <Card className="bg-card/90 backdrop-blur">
        <CardContent className="pt-5 sm:pt-6">
          {secondFactor ? (
            <TwoFactorStep
              methods={secondFactor}
              onVerified={markSignedIn}
              onBack={() => setSecondFactor(null)}
            />
          ) : (
            <div className="flex flex-col gap-5">
              <Tabs
                value={mode}
                onValueChange={(next) => setMode(next === 'signUp' ? 'signUp' : 'signIn')}
                className="flex flex-col gap-5"
              >
                <TabsList
                  aria-label={t('auth.modesLabel')}
                  className="grid grid-cols-2 border-0 bg-muted"
                >
                  {modes.map((item) => (
                    <TabsTrigger key={item} value={item} className="py-2">
                      {item === 'signIn' ? t('auth.signInTab') : t('auth.signUpTab')}
                    </TabsTrigger>
                  ))}
                </TabsList>
                {modes.map((item) => (
                  <TabsContent key={item} value={item} className="flex flex-col gap-5">
                    {item === 'signIn' ? (
                      <SignInForm onSecondFactor={setSecondFactor} onSignedIn={markSignedIn} />
                    ) : (
                      <SignUpForm onSignedUp={markSignedIn} />
                    )}
                    <OtherWaysToSignIn
                      passkeySignIn={item === 'signIn' ? passkeySignIn : null}
                      target={target}
                    />
                  </TabsContent>
                ))}
              </Tabs>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

// The session's and the providers' answers arrive after the page is on screen. Each is read by
// the small component that depends on it, so its arrival re-renders that part, not the forms.

/**
 * Sends a signed-in visitor on as soon as the session answers; the guard of the target then
 * decides (an unverified e-mail goes on to /verify-email). The form shows meanwhile: it is the
 * page's largest paint, drawn from the prerendered HTML (decision 0052).
 */
function SignedInRedirect({ target, stay }: { target: string; stay: boolean }) {
  const { session } = useSession();
  return session && !stay ? <Navigate to={target} replace /> : null;
}

/** The passkey (on the sign-in tab) and Google, when the server offers it, under "ou". */
function OtherWaysToSignIn({
  passkeySignIn,
  target,
}: {
  passkeySignIn: ReactNode;
  target: string;
}) {
  const { t } = useTranslation();
  const showGoogle = useAuthProviders().google;
  if (!passkeySignIn && !showGoogle) return null;
  return (
    <>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      {passkeySignIn}
      {showGoogle ? <GoogleSignInButton redirect={target === paths.home ? null : target} /> : null}
    </>
  );
}
