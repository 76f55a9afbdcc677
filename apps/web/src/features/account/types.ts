import type { PlanId, SubscriptionStatus } from '@photodossier/domain/plans';

/** How the user signed in; Google sign-in counts as a verified e-mail (spec 01 §4). */
export type SignInMethod = 'password' | 'google' | 'passkey';

/** A second factor the user has enrolled (decision 0010). */
export type MfaFactor = 'totp' | 'phone' | 'passkey';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  signInMethod: SignInMethod;
  isAdmin: boolean;
  /** Profile picture address (Google), null when the user has none. */
  image: string | null;
};

/** `GET /api/v1/account/session` (decision 0010). */
export type Session = {
  user: SessionUser;
  subscription: { planId: PlanId; status: SubscriptionStatus };
  /** Per-user beta features (spec 01 §3, user_beta_features); both off by default. */
  betaFeatures: { dictaphone: boolean; operationReports: boolean };
  mfa: { factors: MfaFactor[] };
  /** The verified phone number used for SMS codes, null when none. */
  phoneNumber: string | null;
};

/** Second-factor methods a sign-in may ask for (`twoFactorMethods` of better-auth). */
export type TwoFactorMethod = 'totp' | 'otp';
