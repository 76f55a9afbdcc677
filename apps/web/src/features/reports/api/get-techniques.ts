import type { SurgicalTechniqueList } from '@photodossier/domain/operation-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Rooted at the live-event resource: `operation_reports.changed` refreshes techniques too.
export const reportsQueryKey = ['operation_reports'] as const;
export const techniquesQueryKey = [...reportsQueryKey, 'techniques'] as const;

export function getTechniques(signal?: AbortSignal): Promise<SurgicalTechniqueList> {
  return apiRequest<SurgicalTechniqueList>('/api/v1/surgical-techniques', { signal });
}

export const techniquesQueryOptions = queryOptions({
  queryKey: techniquesQueryKey,
  queryFn: ({ signal }) => getTechniques(signal),
});

export function useTechniques() {
  return useQuery(techniquesQueryOptions);
}
