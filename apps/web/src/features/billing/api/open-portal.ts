import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The Stripe customer portal address of the signed-in user. */
export async function createPortalSession(): Promise<string> {
  const { url } = await apiRequest<{ url: string }>('/api/v1/billing/portal', { method: 'POST' });
  return url;
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: createPortalSession,
    onSuccess: (url) => window.location.assign(url),
  });
}
