import { LAST_EMAIL_SESSION_KEY } from '@photodossier/domain/password-rules';

// Session storage can be missing or refuse writes (private modes, quotas): the e-mail is a
// convenience, so a failure only means the field starts empty.

/** The e-mail last used to sign in during this browser session, to pre-fill the form. */
export function readLastEmail(): string {
  try {
    return window.sessionStorage.getItem(LAST_EMAIL_SESSION_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberLastEmail(email: string): void {
  try {
    window.sessionStorage.setItem(LAST_EMAIL_SESSION_KEY, email);
  } catch {
    // See above.
  }
}
