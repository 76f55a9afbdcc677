import type { ShareList } from '@photodossier/domain/share';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Rooted at 'shares': the shares.changed live event (creation, revocation, a view) refreshes it. */
export const sharesQueryKey = ['shares'] as const;

export function getShares(patientId: string | null, signal?: AbortSignal): Promise<ShareList> {
  const query = patientId ? `?patient_id=${encodeURIComponent(patientId)}` : '';
  return apiRequest<ShareList>(`/api/v1/shares${query}`, { signal });
}

export const sharesQueryOptions = (patientId: string | null) =>
  queryOptions({
    queryKey: [...sharesQueryKey, 'list', patientId ?? 'all'],
    queryFn: ({ signal }) => getShares(patientId, signal),
  });

/** The user's links, newest first: all of them, or a patient's. */
export function useShares(patientId: string | null) {
  return useQuery(sharesQueryOptions(patientId));
}
