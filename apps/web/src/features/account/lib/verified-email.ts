import type { SessionUser } from '../types';

/** Spec 01 §4: a verified e-mail, or a Google sign-in, which counts as verified. */
export function hasVerifiedEmail(
  user: Pick<SessionUser, 'emailVerified' | 'signInMethod'>,
): boolean {
  return user.emailVerified || user.signInMethod === 'google';
}
