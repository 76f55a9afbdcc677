import type { ComparisonRecord } from '@photodossier/domain/comparison';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { comparisonsQueryKey } from './get-patient-comparisons';

export function getComparison(id: string, signal?: AbortSignal): Promise<ComparisonRecord> {
  return apiRequest<ComparisonRecord>(`/api/v1/comparisons/${encodeURIComponent(id)}`, { signal });
}

export const comparisonQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...comparisonsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getComparison(id, signal),
    // Reopened as it was saved: a live refresh must not reset what is being edited.
    staleTime: Infinity,
  });

export function useComparison(id: string | null) {
  return useQuery({ ...comparisonQueryOptions(id ?? ''), enabled: id !== null });
}
