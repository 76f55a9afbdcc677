import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Ends one account's session on this browser. When it was the active one, better-auth makes
 * the next remaining session active, so the other profiles stay signed in.
 */
export function revokeDeviceSession(sessionToken: string): Promise<unknown> {
  return apiRequest('/api/auth/multi-session/revoke', {
    method: 'POST',
    json: { sessionToken },
  });
}

export function useRevokeDeviceSession() {
  return useMutation({ mutationFn: revokeDeviceSession });
}
