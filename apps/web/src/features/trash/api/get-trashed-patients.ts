import type { TrashedPatientsPage } from '@photodossier/domain/storage-media';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { patientKeys } from '@/lib/api/query-keys';

export const TRASHED_PATIENTS_PAGE_SIZE = 100;

export function getTrashedPatientsPage(cursor: string | null): Promise<TrashedPatientsPage> {
  const query = new URLSearchParams({ limit: String(TRASHED_PATIENTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<TrashedPatientsPage>(`/api/v1/trash/patients?${query.toString()}`);
}

export const trashedPatientsQueryOptions = () =>
  infiniteQueryOptions({
    // Rooted at `patients`: patients.changed (a record deleted, restored or erased anywhere)
    // refreshes the list.
    queryKey: patientKeys.trash(),
    queryFn: ({ pageParam }) => getTrashedPatientsPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Patients in the trash, last deleted first (GET /api/v1/trash/patients). */
export function useTrashedPatients() {
  return useInfiniteQuery(trashedPatientsQueryOptions());
}
