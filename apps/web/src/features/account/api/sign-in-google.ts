import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/** Where the provider sends the browser back; `redirect` carries the page the user wanted. */
export function googleCallbackUrls(redirect: string | null) {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return {
    callbackURL: `${paths.authCallback}${query}`,
    errorCallbackURL: `${paths.authCallback}?error=oauth`,
  };
}

/**
 * Asks the server for the Google sign-in address. Decision 0010 names /sign-in/oauth2, but
 * better-auth 1.7 serves genericOAuth providers through the core /sign-in/social endpoint
 * (and /callback/google), so that is the call that works.
 */
export function startGoogleSignIn(redirect: string | null): Promise<{ url: string }> {
  return apiRequest<{ url: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    json: { provider: 'google', ...googleCallbackUrls(redirect) },
  });
}

/** Leaves the app for Google's sign-in page. */
export function useSignInWithGoogle() {
  return useMutation({
    mutationFn: startGoogleSignIn,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
