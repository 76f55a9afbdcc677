import type { ConsentTemplate } from '@photodossier/domain/consents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const consentsQueryKey = ['consents'] as const;
export const consentTemplatesKey = [...consentsQueryKey, 'templates'] as const;

export function getConsentTemplates(signal?: AbortSignal): Promise<{ items: ConsentTemplate[] }> {
  return apiRequest('/api/v1/consent-templates', { signal });
}

/** The four procedures' templates: the French defaults or the user's edits. */
export function useConsentTemplates() {
  return useQuery(
    queryOptions({
      queryKey: consentTemplatesKey,
      queryFn: ({ signal }) => getConsentTemplates(signal),
    }),
  );
}
