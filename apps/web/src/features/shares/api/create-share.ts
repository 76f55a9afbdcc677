import type { CreateShareBody, CreatedShare } from '@photodossier/domain/share';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharesQueryKey } from './get-shares';

export function createShare(body: CreateShareBody): Promise<CreatedShare> {
  return apiRequest<CreatedShare>('/api/v1/shares', { method: 'POST', json: body });
}

/** Creates a link; the answer carries its token, shown once. */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesQueryKey }),
  });
}
