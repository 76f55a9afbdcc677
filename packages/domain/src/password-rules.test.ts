import { describe, expect, it } from 'vitest';
import {
  isPasswordLongEnough,
  LAST_EMAIL_SESSION_KEY,
  PASSWORD_MIN_LENGTH,
} from './password-rules';

describe('password rules', () => {
  it('needs at least 6 characters (spec 01 §5)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(isPasswordLongEnough('12345')).toBe(false);
    expect(isPasswordLongEnough('123456')).toBe(true);
  });

  it('keeps the spec session key for the last e-mail', () => {
    expect(LAST_EMAIL_SESSION_KEY).toBe('lastEmail');
  });
});
