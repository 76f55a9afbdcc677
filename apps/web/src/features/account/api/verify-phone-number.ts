import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type VerifyPhoneNumberInput = { phoneNumber: string; code: string };

/**
 * `POST /api/auth/phone-number/verify` with `updatePhoneNumber: true`: the code proves the
 * number, which becomes the signed-in user's number for SMS codes.
 */
export function verifyPhoneNumber({ phoneNumber, code }: VerifyPhoneNumberInput): Promise<unknown> {
  return apiRequest('/api/auth/phone-number/verify', {
    method: 'POST',
    json: { phoneNumber, code, updatePhoneNumber: true },
  });
}

export function useVerifyPhoneNumber() {
  return useMutation({ mutationFn: verifyPhoneNumber });
}
