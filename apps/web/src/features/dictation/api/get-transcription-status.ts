import type { TranscriptionStatus } from '@photodossier/domain/dictation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dictationsQueryKey } from '@/lib/api/get-dictations';

export function getTranscriptionStatus(signal?: AbortSignal): Promise<TranscriptionStatus> {
  return apiRequest('/api/v1/dictations/transcription', { signal });
}

/** Whether the installation set STT_URL: the page says so plainly when it did not. */
export function useTranscriptionStatus() {
  return useQuery(
    queryOptions({
      queryKey: [...dictationsQueryKey, 'transcription'],
      queryFn: ({ signal }) => getTranscriptionStatus(signal),
      staleTime: Infinity,
    }),
  );
}
