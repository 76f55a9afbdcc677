import type { InjectionSessionBody, InjectionSessionRecord } from '@photodossier/domain/injections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { injectionsQueryKey } from './get-injection-sessions';

/** Creates a session of the patient, or replaces the saved one with this id. */
export function saveInjectionSession(
  patientId: string,
  id: string | null,
  body: InjectionSessionBody,
): Promise<InjectionSessionRecord> {
  return id
    ? apiRequest(`/api/v1/injection-sessions/${encodeURIComponent(id)}`, {
        method: 'PUT',
        json: body,
      })
    : apiRequest(`/api/v1/patients/${encodeURIComponent(patientId)}/injection-sessions`, {
        method: 'POST',
        json: body,
      });
}

export function useSaveInjectionSession(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: InjectionSessionBody }) =>
      saveInjectionSession(patientId, id, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData([...injectionsQueryKey, 'session', saved.id], saved);
      await queryClient.invalidateQueries({
        queryKey: [...injectionsQueryKey, 'patient', patientId],
      });
    },
  });
}
