import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type PasswordChange = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

/** Re-authenticates with the current password, then sets the new one (decision 0010). */
export function changePassword(change: PasswordChange): Promise<void> {
  return apiRequest<void>('/api/v1/account/password', { method: 'POST', json: change });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
