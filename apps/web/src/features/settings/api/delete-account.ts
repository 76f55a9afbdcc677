import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Spec 01 §4: re-authenticates with the password, then the server deletes every record and
 * stored file of the user and the account, and clears the session cookie (decision 0010).
 */
export function deleteAccount(password: string): Promise<void> {
  return apiRequest<void>('/api/v1/account/delete', { method: 'POST', json: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
