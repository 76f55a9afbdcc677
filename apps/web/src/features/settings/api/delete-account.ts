import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * How the user confirms: their password (spec 01 §4), or, for an account without one (Google),
 * a sign-in through the provider made in the last minutes (issue 27).
 */
export type DeletionConfirmation =
  { method: 'password'; password: string } | { method: 'provider' };

/**
 * Spec 01 §4: re-authenticates, then the server deletes every record and stored file of the
 * user and the account, and clears the session cookie (decision 0010).
 */
export function deleteAccount(confirmation: DeletionConfirmation): Promise<void> {
  return apiRequest<void>('/api/v1/account/delete', { method: 'POST', json: confirmation });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
