import type { PatientsPage } from '@photodossier/domain/patient';
import { DEFAULT_PATIENT_SORT } from '@photodossier/domain/patient-sorts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { patientKeys, type PatientListFilters } from './query-keys';

export type { PatientListFilters } from './query-keys';

export const PATIENTS_PAGE_SIZE = 100;

/** The list as an address without filters shows it: no search, no tag, newest first. */
export const UNFILTERED_PATIENTS: PatientListFilters = {
  search: '',
  tag: '',
  sort: DEFAULT_PATIENT_SORT,
};

// Live events and the mutations' invalidations keep a list current: one read moments ago (by
// the first screen, or before the page was left and reopened) is not asked again on mount.
const PATIENTS_STALE_MS = 30_000;

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
    staleTime: PATIENTS_STALE_MS,
    // While a new search loads, the last results stay instead of a blank list.
    placeholderData: keepPreviousData,
  });

/** The user's patients matching the filters, page after page. */
export function usePatients(filters: PatientListFilters) {
  return useInfiniteQuery(patientsQueryOptions(filters));
}
