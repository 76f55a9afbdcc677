import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { setExpectedUser } from '@/lib/expected-user';
import type { Session } from '../types';

export const sessionQueryKey = ['session'] as const;

// Long enough that moving between pages never waits on it; sign-in, sign-out and verification
// refresh it explicitly (use-session-cache), and a focused tab re-reads it once stale.
const SESSION_STALE_MS = 60_000;

/** The signed-in user of this browser (decision 0010); null when nobody is signed in (401). */
export async function getSession(): Promise<Session | null> {
  try {
    const session = await apiRequest<Session>('/api/v1/account/session');
    // Every write from now on names this user (decision 0032).
    setExpectedUser(session.user.id);
    return session;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      setExpectedUser(null);
      return null;
    }
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
