import type { PatientsPage } from '@photodossier/domain/patient';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const PICKER_PAGE_SIZE = 20;

export function searchPatients(search: string): Promise<PatientsPage> {
  const query = new URLSearchParams({ limit: String(PICKER_PAGE_SIZE), sort: 'name_asc' });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest<PatientsPage>(`/api/v1/patients?${query.toString()}`);
}

// Rooted at 'patients' so a patient created in another tab shows up in the picker at once.
export const patientPickerQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['patients', 'picker', search.trim()],
    queryFn: () => searchPatients(search),
  });

/** Patients whose name matches, for choosing where a photo goes (assignment, viewer). */
export function usePatientSearch(search: string) {
  return useQuery(patientPickerQueryOptions(search));
}
