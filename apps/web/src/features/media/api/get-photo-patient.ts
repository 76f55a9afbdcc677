import type { PatientRecord } from '@photodossier/domain/patient';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getPhotoPatient(id: string): Promise<PatientRecord> {
  return apiRequest<PatientRecord>(`/api/v1/patients/${encodeURIComponent(id)}`);
}

// Rooted at 'patients' so a renamed patient shows its new name in the viewer at once.
export const photoPatientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['patients', 'detail', id] as const,
    queryFn: () => getPhotoPatient(id),
  });

/** The patient a photo belongs to, for its name; nothing is fetched for an unassigned photo. */
export function usePhotoPatient(id: string | null) {
  return useQuery({ ...photoPatientQueryOptions(id ?? ''), enabled: id !== null });
}
