import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The external sign-in providers the server is configured for (decision 0010). */
export type AuthProviders = { google: boolean };

export function getAuthProviders(): Promise<AuthProviders> {
  return apiRequest<AuthProviders>('/api/v1/auth/providers');
}

export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth-providers'],
  queryFn: getAuthProviders,
  // Server configuration: it only changes with a restart.
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * Set on #root of the /auth the server sends when it offers Google: that page was drawn with the
 * button (apps/web/build/prerendered-pages.ts), and the app keeps it until the answer.
 */
const GOOGLE_SIGN_IN_MARK = 'googleSignIn';

function providersInPage(): AuthProviders | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById('root')?.dataset[GOOGLE_SIGN_IN_MARK] === 'on'
    ? { google: true }
    : undefined;
}

/** Google sign-in is offered only when the server says it is configured. */
export function useAuthProviders(): AuthProviders {
  const { data } = useQuery(authProvidersQueryOptions);
  return data ?? providersInPage() ?? { google: false };
}
