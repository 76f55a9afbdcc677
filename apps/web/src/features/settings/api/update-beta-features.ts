import type { BetaFeatures } from '@photodossier/domain/operation-report';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `PATCH /api/v1/settings/beta-features`: the user's own beta switches. */
export function updateBetaFeatures(patch: Partial<BetaFeatures>): Promise<BetaFeatures> {
  return apiRequest('/api/v1/settings/beta-features', { method: 'PATCH', json: patch });
}

/** `onSaved` refreshes the session, where the sidebar reads the flags. */
export function useUpdateBetaFeatures(onSaved: () => void) {
  return useMutation({ mutationFn: updateBetaFeatures, onSettled: onSaved });
}
