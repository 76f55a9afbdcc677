import type { ToxinTracking } from '@photodossier/domain/injections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { injectionsQueryKey } from './get-injection-sessions';

export function getToxinTracking(patientId: string, signal?: AbortSignal): Promise<ToxinTracking> {
  return apiRequest(`/api/v1/patients/${encodeURIComponent(patientId)}/toxin-tracking`, {
    signal,
  });
}

/** Last toxin session and suggested touch-up; only asked for when the plan allows it. */
export function useToxinTracking(patientId: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [...injectionsQueryKey, 'patient', patientId, 'tracking'],
      queryFn: ({ signal }) => getToxinTracking(patientId, signal),
    }),
    enabled,
  });
}
