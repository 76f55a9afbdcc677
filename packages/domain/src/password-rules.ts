// Account sign-in rules of spec 01 §5 and spec 02's session keys, shared by server and web.

/** A password (sign-up, change) has at least this many characters (spec 01 §5). */
export const PASSWORD_MIN_LENGTH = 6;

/** Session-storage key holding the last e-mail typed on the sign-in page (spec 02 "Session keys"). */
export const LAST_EMAIL_SESSION_KEY = 'lastEmail';

/** True when the password is long enough to be accepted. */
export function isPasswordLongEnough(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}
