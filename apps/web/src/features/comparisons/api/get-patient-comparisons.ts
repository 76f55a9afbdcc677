import type { ComparisonList } from '@photodossier/domain/comparison';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Rooted at 'comparisons': the comparisons.changed live event refreshes every such query. */
export const comparisonsQueryKey = ['comparisons'] as const;

export function getPatientComparisons(
  patientId: string,
  signal?: AbortSignal,
): Promise<ComparisonList> {
  return apiRequest<ComparisonList>(
    `/api/v1/patients/${encodeURIComponent(patientId)}/comparisons`,
    { signal },
  );
}

export const patientComparisonsQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: [...comparisonsQueryKey, 'patient', patientId],
    queryFn: ({ signal }) => getPatientComparisons(patientId, signal),
  });

/** A patient's saved comparisons, last changed first. */
export function usePatientComparisons(patientId: string) {
  return useQuery(patientComparisonsQueryOptions(patientId));
}
