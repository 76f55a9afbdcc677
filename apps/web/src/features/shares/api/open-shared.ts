import type { SharedView } from '@photodossier/domain/share';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function openShared(token: string, password: string | null): Promise<SharedView> {
  return apiRequest<SharedView>(`/api/v1/shared/${encodeURIComponent(token)}`, {
    method: 'POST',
    json: password === null ? {} : { password },
  });
}

/**
 * What a link shows, opened once per password tried: each opening counts a view, so nothing
 * refetches it behind the visitor's back.
 */
export function useSharedView(token: string, password: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['shared', token, password],
      queryFn: () => openShared(token, password),
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
  );
}
