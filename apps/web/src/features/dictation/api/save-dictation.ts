import type { DictationBody, DictationRecord } from '@photodossier/domain/dictation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dictationsQueryKey } from '@/lib/api/get-dictations';

/** Starts a dictation, or saves title, day, patient and text of the one with this id. */
export function saveDictation(id: string | null, body: DictationBody): Promise<DictationRecord> {
  return id
    ? apiRequest(`/api/v1/dictations/${encodeURIComponent(id)}`, { method: 'PUT', json: body })
    : apiRequest('/api/v1/dictations', { method: 'POST', json: body });
}

export function useSaveDictation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DictationBody }) =>
      saveDictation(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictationsQueryKey }),
  });
}
