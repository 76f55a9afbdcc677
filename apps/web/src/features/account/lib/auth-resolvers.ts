import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, signUpSchema, twoFactorCodeSchema } from './auth-schemas';

// Loaded on the first validation of a form of /auth (decision 0066), with zod.
export const signInResolver = zodResolver(signInSchema);
export const signUpResolver = zodResolver(signUpSchema);
export const twoFactorCodeResolver = zodResolver(twoFactorCodeSchema);
