import { PASSWORD_MIN_LENGTH } from '@photodossier/domain/password-rules';
import { z } from 'zod';
import { TWO_FACTOR_CODE_LENGTH } from './auth-form-rules';

// Messages are keys of the domain catalogue, translated where they are shown (with `min`), so
// the schemas stay free of the current language.
const email = z
  .string()
  .trim()
  .min(1, 'errors:validation.required')
  .pipe(z.email('errors:validation.invalid_email'));

const requiredText = z.string().trim().min(1, 'errors:validation.required');

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'errors:validation.required'),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  prenom: requiredText,
  nom: requiredText,
  email,
  password: z
    .string()
    .min(1, 'errors:validation.required')
    .min(PASSWORD_MIN_LENGTH, 'errors:password.too_short'),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), 'auth.twoFactor.codeFormat'),
});
export type TwoFactorCodeValues = z.infer<typeof twoFactorCodeSchema>;
