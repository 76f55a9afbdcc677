import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import { isPasswordRefusal, mfaErrorText } from './mfa-errors';

function refusal(code: string, status = 400, title = 'Server title') {
  return new ApiError(code, {}, status, title);
}

describe('mfa error texts', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('recognises a refused account password, whichever code the server used', () => {
    expect(isPasswordRefusal(refusal('auth.wrong_password'))).toBe(true);
    expect(isPasswordRefusal(refusal('auth.invalid_credentials'))).toBe(true);
    expect(isPasswordRefusal(refusal('auth.invalid_code'))).toBe(false);
    expect(isPasswordRefusal(new Error('boom'))).toBe(false);
  });

  it('translates a known code in the current language', async () => {
    expect(mfaErrorText(refusal('auth.invalid_code', 401))).toBe(
      'Code invalide. Veuillez vérifier le code et réessayer.',
    );
    await i18n.changeLanguage('en');
    expect(mfaErrorText(refusal('auth.invalid_code', 401))).toBe(
      'Invalid code. Please check the code and try again.',
    );
  });

  it("gives an unknown refusal the step's own text rather than the server's English title", () => {
    expect(mfaErrorText(refusal('SOMETHING_NEW', 400), 'auth.invalid_code')).toBe(
      'Code invalide. Veuillez vérifier le code et réessayer.',
    );
    // Without a step text, or for a server failure, the server's title is all there is.
    expect(mfaErrorText(refusal('SOMETHING_NEW', 400))).toBe('Server title');
    expect(mfaErrorText(refusal('SOMETHING_NEW', 503), 'auth.invalid_code')).toBe('Server title');
  });

  it('says something generic for a failure that is not an API answer', () => {
    expect(mfaErrorText(new TypeError('x'))).toBe(
      'Une erreur inattendue est survenue. Veuillez réessayer.',
    );
  });
});
