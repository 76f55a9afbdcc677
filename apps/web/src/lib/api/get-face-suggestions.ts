import type { SuggestionRequest, SuggestionResponse } from '@photodossier/domain/face-record';
import { apiRequest } from '@/lib/api-client';

/** The service defaults of spec 01 §9: at least 65 % confidence, three suggestions at most. */
export const SUGGESTION_MIN_CONFIDENCE = 65;
export const SUGGESTION_MAX_COUNT = 3;

export function getFaceSuggestions(request: SuggestionRequest): Promise<SuggestionResponse> {
  return apiRequest<SuggestionResponse>('/api/v1/faces/suggestions', {
    method: 'POST',
    json: request,
  });
}
