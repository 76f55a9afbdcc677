import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import type { Session } from '../types';

export const sessionQueryKey = ['session'] as const;

// Long enough that moving between pages never waits on it; sign-in, sign-out and verification
// refresh it explicitly (use-session-cache), and a focused tab re-reads it once stale.
const SESSION_STALE_MS = 60_000;

// TEMPORARY (auth engineer): the server's /api/v1/account/session has not landed yet; until it
// does, the placeholder practitioner keeps every other engineer's pages reachable.
const placeholderSession: Session = {
  user: {
    id: 'local-practitioner',
    name: 'Praticien',
    email: 'praticien@photodossier.local',
    emailVerified: true,
    signInMethod: 'password',
    isAdmin: false,
    image: null,
  },
  subscription: { planId: 'decouverte', status: 'inactive' },
  betaFeatures: { dictaphone: false, operationReports: false },
  mfa: { factors: [] },
  phoneNumber: null,
};

/** The signed-in user of this browser (decision 0010); null when nobody is signed in (401). */
export async function getSession(): Promise<Session | null> {
  try {
    return await apiRequest<Session>('/api/v1/account/session');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    if (isApiError(error) && error.status === 404) return placeholderSession;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: SESSION_STALE_MS,
});

/** `session` is null when nobody is signed in; `isPending` while it loads. */
export function useSession(): { session: Session | null; isPending: boolean } {
  const { data, isPending } = useQuery(sessionQueryOptions);
  return { session: data ?? null, isPending };
}
