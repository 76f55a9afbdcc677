import type { PatientsPage } from '@photodossier/domain/patient';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const PICKER_SIZE = 20;

/** The first patients whose name matches, for the report's patient field. */
export function searchPatients(search: string, signal?: AbortSignal): Promise<PatientsPage> {
  const query = new URLSearchParams({ sort: 'name_asc', limit: String(PICKER_SIZE) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest<PatientsPage>(`/api/v1/patients?${query.toString()}`, { signal });
}

export const patientSearchQueryOptions = (search: string) =>
  queryOptions({
    // Under 'patients': a patients.changed live event refreshes the choices.
    queryKey: ['patients', 'report-picker', search.trim()],
    queryFn: ({ signal }) => searchPatients(search, signal),
    placeholderData: keepPreviousData,
  });

export function usePatientSearch(search: string) {
  return useQuery(patientSearchQueryOptions(search));
}
