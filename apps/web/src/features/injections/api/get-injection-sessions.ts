import type { InjectionSessionSummary } from '@photodossier/domain/injections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Rooted at 'injections': the injections.changed live event refreshes every such query. */
export const injectionsQueryKey = ['injections'] as const;

export function getInjectionSessions(
  patientId: string,
  signal?: AbortSignal,
): Promise<{ items: InjectionSessionSummary[] }> {
  return apiRequest(`/api/v1/patients/${encodeURIComponent(patientId)}/injection-sessions`, {
    signal,
  });
}

/** A patient's sessions, the latest first. */
export function useInjectionSessions(patientId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...injectionsQueryKey, 'patient', patientId, 'sessions'],
      queryFn: ({ signal }) => getInjectionSessions(patientId, signal),
    }),
  );
}
