import { useQueryClient, type Query } from '@tanstack/react-query';
import { useMemo } from 'react';
import { setExpectedUser } from '@/lib/expected-user';
import { sessionQueryKey, sessionQueryOptions } from '../api/get-session';
import { announceAccountChange } from '../lib/account-broadcast';
import type { Session } from '../types';

function isNotSession(query: Query): boolean {
  return query.queryKey[0] !== sessionQueryKey[0];
}

/**
 * Keeps the cached session, and everything read under it, in step with who is signed in.
 * Every answer cached for the previous user is dropped on sign-in and sign-out, so nothing of
 * another account stays on screen; the other tabs of the browser hear of it and do the same.
 */
export function useSessionCache() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    /** Forgets every answer read for the previous user, then reads the session again. */
    async function reload(): Promise<Session | null> {
      await queryClient.cancelQueries({ predicate: isNotSession });
      queryClient.removeQueries({ predicate: isNotSession, type: 'inactive' });
      await queryClient.resetQueries({ predicate: isNotSession, type: 'active' });
      return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    }
    return {
      /** Reads the session again from the server (after verification, say). */
      refresh(): Promise<Session | null> {
        return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      },
      /** Another tab changed the active account, or the server said so: follow it. */
      reload,
      /** A new user is signed in: forget the previous user's answers, then read the session. */
      async signedIn(): Promise<Session | null> {
        const session = await reload();
        announceAccountChange(session?.user.id ?? null);
        return session;
      },
      /** Nobody is signed in any more: forget every answer and mark the session empty. */
      async signedOut(): Promise<void> {
        setExpectedUser(null);
        await queryClient.cancelQueries();
        queryClient.removeQueries({ predicate: isNotSession });
        queryClient.setQueryData<Session | null>(sessionQueryKey, null);
        announceAccountChange(null);
      },
    };
  }, [queryClient]);
}
