import type { PatientRecord } from '@photodossier/domain/patient';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { patientKeys } from './query-keys';

/** GET /api/v1/patients/{id}: the record, for its page, the camera's header and the viewer. */
export function getPatient(id: string, signal?: AbortSignal): Promise<PatientRecord> {
  return apiRequest<PatientRecord>(`/api/v1/patients/${encodeURIComponent(id)}`, { signal });
}

// Under 'patients' so a rename or a deletion elsewhere reaches every place showing the name.
export const patientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: patientKeys.detail(id),
    queryFn: ({ signal }) => getPatient(id, signal),
  });

/**
 * A deleted patient, another user's or an unknown id: the server answers 404 to all three,
 * and 400 to an id that cannot be one.
 */
export function isPatientNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** One patient; nothing is fetched without an id (an unassigned photo, no camera target). */
export function usePatient(id: string | null) {
  return useQuery({ ...patientQueryOptions(id ?? ''), enabled: Boolean(id) });
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
