import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '../types';

/**
 * SEAM — replaced by the accounts issue.
 *
 * Accounts do not exist yet, so the session resolves to one local, verified practitioner on
 * the free plan with no beta feature. Because that user is verified, the access rules
 * (resolveAccessRedirect) already run on every protected page and redirect nobody. The
 * accounts issue swaps this fetcher for the real session call (`null` when signed out) and
 * every guard, gate and flag follows without further change.
 */
export const placeholderSession: Session = {
  user: {
    id: 'local-practitioner',
    name: 'Praticien',
    email: 'praticien@photodossier.local',
    emailVerified: true,
    signInMethod: 'password',
    isAdmin: false,
  },
  subscription: { planId: 'decouverte', status: 'inactive' },
  betaFeatures: { dictaphone: false, operationReports: false },
};

export const sessionQueryKey = ['session'] as const;

export async function getSession(): Promise<Session | null> {
  return placeholderSession;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: Number.POSITIVE_INFINITY,
});

/** `session` is null when nobody is signed in; `isPending` while it loads. */
export function useSession(): { session: Session | null; isPending: boolean } {
  const { data, isPending } = useQuery(sessionQueryOptions);
  return { session: data ?? null, isPending };
}
