import { describe, expect, it } from 'vitest';
import { googleCallbackUrls } from '../api/sign-in-google';
import { displayNameOf } from '../components/sign-up-form';
import { signInSchema, signUpSchema, twoFactorCodeSchema } from './auth-schemas';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('sign-up form rules', () => {
  const valid = { prenom: 'Camille', nom: 'Martin', email: 'c@cabinet.fr', password: '123456' };

  it('accepts a password of 6 characters and refuses 5 (spec 01 §5)', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
    expect(messages(signUpSchema.safeParse({ ...valid, password: '12345' }))).toEqual([
      'errors:password.too_short',
    ]);
  });

  it('needs a first and a last name, and a real e-mail', () => {
    expect(messages(signUpSchema.safeParse({ ...valid, prenom: '  ', nom: '' }))).toEqual([
      'errors:validation.required',
      'errors:validation.required',
    ]);
    expect(messages(signUpSchema.safeParse({ ...valid, email: 'camille' }))).toEqual([
      'errors:validation.invalid_email',
    ]);
  });

  it('names the account first name then last name (spec 01 §7)', () => {
    expect(displayNameOf({ prenom: ' Camille ', nom: 'Martin ' })).toBe('Camille Martin');
  });
});

describe('sign-in form rules', () => {
  it('asks for both fields, and trims the e-mail', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual([
      'errors:validation.required',
      'errors:validation.required',
    ]);
    expect(signInSchema.parse({ email: ' c@cabinet.fr ', password: 'x' }).email).toBe(
      'c@cabinet.fr',
    );
  });

  it('takes exactly six digits as a second-factor code', () => {
    expect(twoFactorCodeSchema.safeParse({ code: '012345' }).success).toBe(true);
    for (const code of ['12345', '1234567', '12a456', '']) {
      expect(twoFactorCodeSchema.safeParse({ code }).success, code).toBe(false);
    }
  });
});

describe('Google return addresses', () => {
  it('come back to /auth-callback, carrying the page the user wanted', () => {
    expect(googleCallbackUrls('/drive?x=1')).toEqual({
      callbackURL: '/auth-callback?redirect=%2Fdrive%3Fx%3D1',
      errorCallbackURL: '/auth-callback?error=oauth',
    });
    expect(googleCallbackUrls(null).callbackURL).toBe('/auth-callback');
  });
});
