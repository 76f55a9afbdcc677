import type { PatientFaceStatus } from '@photodossier/domain/face-record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { facesQueryKey } from './faces-query-keys';

export function getPatientFaceStatus(patientId: string): Promise<PatientFaceStatus> {
  return apiRequest<PatientFaceStatus>(`/api/v1/faces/patients/${encodeURIComponent(patientId)}`);
}

export const patientFaceStatusQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: [...facesQueryKey, 'patient', patientId] as const,
    queryFn: () => getPatientFaceStatus(patientId),
  });

/** How many of the patient's photos are enrolled and which images still wait for it. */
export function usePatientFaceStatus(patientId: string) {
  return useQuery(patientFaceStatusQueryOptions(patientId));
}
