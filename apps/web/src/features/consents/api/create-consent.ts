import type { ConsentRecord, CreateConsentBody } from '@photodossier/domain/consents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { patientConsentsKey } from './get-consents';

export function createConsent(patientId: string, body: CreateConsentBody): Promise<ConsentRecord> {
  return apiRequest(`/api/v1/patients/${encodeURIComponent(patientId)}/consents`, {
    method: 'POST',
    json: body,
  });
}

export function useCreateConsent(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateConsentBody) => createConsent(patientId, body),
    // Settled, not only succeeded: an answer lost on the way back (the network dropped) may
    // belong to a document the server made, and the list must show it rather than invite a
    // duplicate. A signing that failed on the server leaves nothing to show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: patientConsentsKey(patientId) }),
  });
}
