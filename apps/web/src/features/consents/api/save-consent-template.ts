import type {
  ConsentProcedure,
  ConsentTemplate,
  ConsentTemplateBody,
} from '@photodossier/domain/consents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { consentTemplatesKey } from './get-consent-templates';

export function saveConsentTemplate(
  procedure: ConsentProcedure,
  body: ConsentTemplateBody,
): Promise<ConsentTemplate> {
  return apiRequest(`/api/v1/consent-templates/${procedure}`, { method: 'PUT', json: body });
}

export function resetConsentTemplate(procedure: ConsentProcedure): Promise<ConsentTemplate> {
  return apiRequest(`/api/v1/consent-templates/${procedure}`, { method: 'DELETE' });
}

/** Saves an edit, or with `body` null puts the French default back. */
export function useSaveConsentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      procedure,
      body,
    }: {
      procedure: ConsentProcedure;
      body: ConsentTemplateBody | null;
    }) => (body ? saveConsentTemplate(procedure, body) : resetConsentTemplate(procedure)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentTemplatesKey }),
  });
}
