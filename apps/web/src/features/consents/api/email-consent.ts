import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function emailConsent(id: string, to: string | null): Promise<void> {
  return apiRequest(`/api/v1/consents/${encodeURIComponent(id)}/email`, {
    method: 'POST',
    json: to ? { to } : {},
  });
}

export function useEmailConsent() {
  return useMutation({
    mutationFn: ({ id, to }: { id: string; to: string | null }) => emailConsent(id, to),
  });
}
