import type { PortalView } from '@photodossier/domain/patient-portal';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const portalViewKey = (token: string) => ['portal', 'view', token] as const;

export function openPortal(token: string): Promise<PortalView> {
  return apiRequest(`/api/v1/portal/${encodeURIComponent(token)}`, { method: 'POST', json: {} });
}

export function signPortalConsent(
  token: string,
  consentId: string,
  signature: string,
): Promise<PortalView> {
  return apiRequest(
    `/api/v1/portal/${encodeURIComponent(token)}/consents/${encodeURIComponent(consentId)}/sign`,
    { method: 'POST', json: { patient_signature: signature } },
  );
}

/** The portal opened once: each opening is journaled, so nothing refetches behind the patient. */
export function usePortalView(token: string) {
  return useQuery(
    queryOptions({
      queryKey: portalViewKey(token),
      queryFn: () => openPortal(token),
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
  );
}

export function useSignPortalConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ consentId, signature }: { consentId: string; signature: string }) =>
      signPortalConsent(token, consentId, signature),
    onSuccess: (view) => queryClient.setQueryData(portalViewKey(token), view),
  });
}
