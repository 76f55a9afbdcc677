import type { MfaFactor, Session } from '../types';

/**
 * The factors the banner and the method dialog consider: the authenticator app and SMS, the
 * spec's "MFA enrolled factor" values (totp, phone). Security keys are set up on their own page
 * and do not count, as in the spec ("others not shown").
 */
export const dialogFactors = ['totp', 'phone'] as const satisfies readonly MfaFactor[];
export type DialogFactor = (typeof dialogFactors)[number];

export function enrolledDialogFactors(session: Session | null): DialogFactor[] {
  const factors = session?.mfa.factors ?? [];
  return dialogFactors.filter((factor) => factors.includes(factor));
}

// Session storage: a dismissal lasts for this browser session only (spec 02 §4.12), and is kept
// per user so that switching profile shows the banner to a user who has not dismissed it.
const dismissalKeyPrefix = 'photodossier-mfa-banner-dismissed';

function dismissalKey(userId: string): string {
  return `${dismissalKeyPrefix}:${userId}`;
}

export function isBannerDismissed(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(dismissalKey(userId)) === 'true';
  } catch {
    return false;
  }
}

export function dismissBanner(userId: string): void {
  try {
    window.sessionStorage.setItem(dismissalKey(userId), 'true');
  } catch {
    // Storage refused (private mode quota): the banner is still hidden until the next load.
  }
}

/**
 * Dismissal flags stored for good (an older build kept them in local storage) would hide the
 * banner forever; the spec wants it back in every new session, so they are removed.
 */
export function clearStoredDismissals(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, index) =>
      window.localStorage.key(index),
    );
    for (const key of keys) {
      if (key?.startsWith(dismissalKeyPrefix)) window.localStorage.removeItem(key);
    }
  } catch {
    // No local storage: nothing stored to clear.
  }
}

/** Spec 02 §4.12: hidden while loading, without user, with an enrolled factor, or dismissed. */
export function isMfaBannerVisible(input: {
  isPending: boolean;
  session: Session | null;
  dismissed: boolean;
}): boolean {
  if (input.isPending || !input.session || input.dismissed) return false;
  return enrolledDialogFactors(input.session).length === 0;
}
