import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Makes another account signed in on this browser the active one. */
export function setActiveSession(sessionToken: string): Promise<unknown> {
  return apiRequest('/api/auth/multi-session/set-active', {
    method: 'POST',
    json: { sessionToken },
  });
}

export function useSetActiveSession() {
  return useMutation({ mutationFn: setActiveSession });
}
