import type { ConsentRecord } from '@photodossier/domain/consents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { consentsQueryKey } from './get-consent-templates';

export const patientConsentsKey = (patientId: string) =>
  [...consentsQueryKey, 'patient', patientId] as const;

export function getConsents(
  patientId: string,
  signal?: AbortSignal,
): Promise<{ items: ConsentRecord[] }> {
  return apiRequest(`/api/v1/patients/${encodeURIComponent(patientId)}/consents`, { signal });
}

/** A patient's consent documents, the latest first. */
export function useConsents(patientId: string) {
  return useQuery(
    queryOptions({
      queryKey: patientConsentsKey(patientId),
      queryFn: ({ signal }) => getConsents(patientId, signal),
    }),
  );
}

/** Where the signed PDF downloads from (a plain link: the browser saves the file). */
export const consentPdfUrl = (id: string) =>
  `/api/v1/consents/${encodeURIComponent(id)}/document.pdf`;
