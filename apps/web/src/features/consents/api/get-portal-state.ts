import type { PortalState } from '@photodossier/domain/patient-portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const portalStateKey = (patientId: string) => ['portal', 'patient', patientId] as const;

export function getPortalState(patientId: string, signal?: AbortSignal): Promise<PortalState> {
  return apiRequest(`/api/v1/patients/${encodeURIComponent(patientId)}/portal`, { signal });
}

/** A patient's portal as the practitioner manages it: invitations, shared items, accesses. */
export function usePortalState(patientId: string) {
  return useQuery(
    queryOptions({
      queryKey: portalStateKey(patientId),
      queryFn: ({ signal }) => getPortalState(patientId, signal),
    }),
  );
}
