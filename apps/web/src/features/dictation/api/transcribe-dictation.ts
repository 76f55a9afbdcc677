import type { DictationRecord } from '@photodossier/domain/dictation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dictationsQueryKey } from '@/lib/api/get-dictations';

export function transcribeDictation(id: string): Promise<DictationRecord> {
  return apiRequest(`/api/v1/dictations/${encodeURIComponent(id)}/transcribe`, {
    method: 'POST',
    json: {},
  });
}

export function useTranscribeDictation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transcribeDictation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictationsQueryKey }),
  });
}
