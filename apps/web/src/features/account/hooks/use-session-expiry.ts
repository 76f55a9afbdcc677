import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api-client';
import { sessionQueryKey } from '../api/get-session';

/**
 * A session can end elsewhere (expired, signed out from another tab, revoked from the profile
 * switcher). The first call answered 401 then re-reads the session, so the guard sends the user
 * to /auth instead of leaving pages that can no longer load.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.queryKey[0] === sessionQueryKey[0]) return;
        const { error } = event.action;
        if (isApiError(error) && error.status === 401) {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
      }),
    [queryClient],
  );
}
