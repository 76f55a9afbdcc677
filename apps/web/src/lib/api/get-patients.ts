import type { PatientsPage } from '@photodossier/domain/patient';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { patientKeys, type PatientListFilters } from './query-keys';

export type { PatientListFilters } from './query-keys';

export const PATIENTS_PAGE_SIZE = 100;

/** GET /api/v1/patients: one page of the user's patients matching the filters. */
export function getPatients(
  filters: PatientListFilters,
  cursor: string | null,
  { signal, limit = PATIENTS_PAGE_SIZE }: { signal?: AbortSignal; limit?: number } = {},
): Promise<PatientsPage> {
  const query = new URLSearchParams({ sort: filters.sort, limit: String(limit) });
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.tag) query.set('tag', filters.tag);
  if (cursor) query.set('cursor', cursor);
  return apiRequest<PatientsPage>(`/api/v1/patients?${query.toString()}`, { signal });
}

export const patientsQueryOptions = (filters: PatientListFilters) =>
  infiniteQueryOptions({
    queryKey: patientKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getPatients(filters, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // While a new search loads, the last results stay instead of a blank list.
    placeholderData: keepPreviousData,
  });

/** The user's patients matching the filters, page after page. */
export function usePatients(filters: PatientListFilters) {
  return useInfiniteQuery(patientsQueryOptions(filters));
}
