import type {
  SurgicalTechniqueBody,
  SurgicalTechniqueRecord,
} from '@photodossier/domain/operation-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { techniquesQueryKey } from './get-techniques';

/** Adds a technique, or replaces the one with this id. */
export function saveTechnique(
  id: string | null,
  body: SurgicalTechniqueBody,
): Promise<SurgicalTechniqueRecord> {
  return id
    ? apiRequest(`/api/v1/surgical-techniques/${encodeURIComponent(id)}`, {
        method: 'PUT',
        json: body,
      })
    : apiRequest('/api/v1/surgical-techniques', { method: 'POST', json: body });
}

export function useSaveTechnique() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SurgicalTechniqueBody }) =>
      saveTechnique(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: techniquesQueryKey }),
  });
}
