import type { PatientRecord } from '@photodossier/domain/patient';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getCameraPatient(id: string, signal?: AbortSignal): Promise<PatientRecord> {
  return apiRequest<PatientRecord>(`/api/v1/patients/${encodeURIComponent(id)}`, { signal });
}

// Under 'patients' so a rename or a deletion elsewhere reaches the camera's header.
export const cameraPatientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['patients', 'detail', id],
    queryFn: ({ signal }) => getCameraPatient(id, signal),
  });

/** The patient the camera shoots for (GET /api/v1/patients/{id}). */
export function useCameraPatient(id: string | null) {
  return useQuery({ ...cameraPatientQueryOptions(id ?? ''), enabled: Boolean(id) });
}
