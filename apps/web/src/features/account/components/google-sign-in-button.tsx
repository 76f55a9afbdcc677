import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSignInWithGoogle } from '../api/sign-in-google';
import { errorText } from '../lib/error-text';
import { FormError } from './form-error';

function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.45a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.57-5.17 3.57-8.81z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.91l-3.88-3.01c-1.07.72-2.45 1.15-4.06 1.15-3.13 0-5.78-2.11-6.72-4.95H1.27v3.11A12 12 0 0 0 12 24z"
      />
      <path
        fill="#FBBC05"
        d="M5.28 14.28a7.2 7.2 0 0 1 0-4.56V6.61H1.27a12 12 0 0 0 0 10.78l4.01-3.11z"
      />
      <path
        fill="#EA4335"
        d="M12 4.77c1.76 0 3.34.61 4.59 1.8l3.44-3.44A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.27 6.61l4.01 3.11C6.22 6.88 8.87 4.77 12 4.77z"
      />
    </svg>
  );
}

/** "Continuer avec Google": leaves for Google, which sends the browser back to /auth-callback. */
export function GoogleSignInButton({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const signIn = useSignInWithGoogle();
  // Stays "redirecting" after success: the page is being replaced by Google's.
  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="outline"
        size="lg"
        disabled={busy}
        onClick={() => signIn.mutate(redirect)}
      >
        <GoogleMark />
        {busy ? t('auth.googleRedirecting') : t('auth.google')}
      </Button>
      <FormError message={signIn.isError ? errorText(signIn.error) : undefined} />
    </div>
  );
}
