import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/auth/phone-number/send-otp`: texts a code to the number (E.164) to verify it. */
export function sendPhoneNumberOtp(phoneNumber: string): Promise<unknown> {
  return apiRequest('/api/auth/phone-number/send-otp', { method: 'POST', json: { phoneNumber } });
}

export function useSendPhoneNumberOtp() {
  return useMutation({ mutationFn: sendPhoneNumberOtp });
}
