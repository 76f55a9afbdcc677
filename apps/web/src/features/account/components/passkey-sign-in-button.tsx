import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Fingerprint } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSignInWithPasskey } from '../api/verify-passkey-authentication';
import { mfaErrorText } from '../lib/mfa-errors';
import { FormError } from './form-error';

const neverChanges = () => () => {};

/**
 * Whether this browser can use security keys. The prerendered /auth (decision 0052) assumes it
 * can, as nearly every browser does, so the button is already in the first paint and the app's
 * first render adds nothing to the page: no layout shift, no later largest paint.
 */
function useWebAuthnSupport(): boolean {
  return useSyncExternalStore(neverChanges, browserSupportsWebAuthn, () => true);
}

/**
 * Signs in with a registered security key or passkey (for /auth). On success the session is
 * read again; the sign-in page then opens the page the user wanted.
 */
export function PasskeySignInButton() {
  const { t } = useTranslation();
  const signIn = useSignInWithPasskey();
  const supported = useWebAuthnSupport();
  if (!supported) return null;

  return (
    <div className="flex flex-col gap-3">
      <FormError message={signIn.error ? mfaErrorText(signIn.error) : undefined} />
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="h-auto min-h-11 w-full whitespace-normal py-2 text-center"
        disabled={signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        <Fingerprint aria-hidden />
        {signIn.isPending ? t('mfa.passkeySignIn.working') : t('mfa.passkeySignIn.button')}
      </Button>
    </div>
  );
}
