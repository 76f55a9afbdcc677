import type { PatientRecord } from '@photodossier/domain/patient';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { patientsQueryKey } from './get-patients';

export function getPatient(id: string, signal?: AbortSignal): Promise<PatientRecord> {
  return apiRequest<PatientRecord>(`/api/v1/patients/${encodeURIComponent(id)}`, { signal });
}

export const patientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...patientsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getPatient(id, signal),
  });

/**
 * A deleted patient, another user's or an unknown id: the server answers 404 to all three,
 * and 400 to an id that cannot be one.
 */
export function isPatientNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

export function usePatient(id: string) {
  return useQuery(patientQueryOptions(id));
}

/** Several patients by id (the pinned ones); those that fail to load are left out. */
export function usePatientsByIds(ids: readonly string[]): PatientRecord[] {
  return useQueries({
    queries: ids.map((id) => patientQueryOptions(id)),
    // A patient deleted meanwhile keeps its old data in the cache next to its 404.
    combine: (results) =>
      results.flatMap((result) =>
        result.data && !isPatientNotFound(result.error) ? [result.data] : [],
      ),
  });
}
