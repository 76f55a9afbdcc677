import type { PlanId, SubscriptionStatus } from '@photodossier/domain/plans';

/** How the user signed in; Google sign-in counts as a verified e-mail (spec 01 §4). */
export type SignInMethod = 'password' | 'google' | 'passkey';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  signInMethod: SignInMethod;
  isAdmin: boolean;
};

export type Session = {
  user: SessionUser;
  subscription: { planId: PlanId; status: SubscriptionStatus };
  /** Per-user beta features (spec 01 §3, user_beta_features); both off by default. */
  betaFeatures: { dictaphone: boolean; operationReports: boolean };
};
