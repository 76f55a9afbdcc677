import type { DictationRecord } from '@photodossier/domain/dictation';
import { apiRequest } from '@/lib/api-client';

export function dictationAudioUrl(id: string, download = false): string {
  return `/api/v1/dictations/${encodeURIComponent(id)}/audio${download ? '?download=1' : ''}`;
}

export function getDictation(id: string): Promise<DictationRecord> {
  return apiRequest(`/api/v1/dictations/${encodeURIComponent(id)}`);
}
