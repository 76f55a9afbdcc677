import type { ShareRecord } from '@photodossier/domain/share';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharesQueryKey } from './get-shares';

export function revokeShare(id: string): Promise<ShareRecord> {
  return apiRequest<ShareRecord>(`/api/v1/shares/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
  });
}

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesQueryKey }),
  });
}
