import type { FaceDeletionResult } from '@photodossier/domain/face-record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { facesQueryKey } from './faces-query-keys';

export function deletePatientFaces(patientId: string): Promise<FaceDeletionResult> {
  return apiRequest<FaceDeletionResult>(`/api/v1/faces/patients/${encodeURIComponent(patientId)}`, {
    method: 'DELETE',
  });
}

export function useDeletePatientFaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePatientFaces,
    onSettled: () => queryClient.invalidateQueries({ queryKey: facesQueryKey }),
  });
}
