import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `totp` returns the authenticator secret to confirm; `otp` turns SMS codes on at once. */
export type EnableTwoFactorInput = { password: string; method: 'totp' | 'otp' };

export type EnableTotpResult = { method: 'totp'; totpURI: string; backupCodes: string[] };
export type EnableOtpResult = { method: 'otp' };

/** `POST /api/auth/two-factor/enable` (decision 0010); better-auth asks the password again. */
export function enableTwoFactor(input: {
  password: string;
  method: 'totp';
}): Promise<EnableTotpResult>;
export function enableTwoFactor(input: {
  password: string;
  method: 'otp';
}): Promise<EnableOtpResult>;
export function enableTwoFactor(
  input: EnableTwoFactorInput,
): Promise<EnableTotpResult | EnableOtpResult> {
  return apiRequest('/api/auth/two-factor/enable', { method: 'POST', json: input });
}

/** Starts the authenticator-app set-up: the secret (as an otpauth URI) and backup codes. */
export function useEnableTotp() {
  return useMutation({
    mutationFn: (password: string) => enableTwoFactor({ password, method: 'totp' }),
  });
}

/** Turns SMS codes on for the verified phone number. The session is renewed by the server. */
export function useEnableSmsTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => enableTwoFactor({ password, method: 'otp' }),
  });
}
