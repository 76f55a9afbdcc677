import { describe, expect, it } from 'vitest';
import { mfaReturnPath } from './mfa-return-path';

describe('mfaReturnPath', () => {
  it('goes back to the in-app page the set-up was opened from, query included', () => {
    expect(mfaReturnPath({ from: '/patients/list' })).toBe('/patients/list');
    expect(mfaReturnPath({ from: '/patients/gallery?tri=date' })).toBe(
      '/patients/gallery?tri=date',
    );
  });

  it.each([
    ['no state', null],
    ['no origin page', {}],
    ['not a string', { from: 42 }],
    ['another origin', { from: 'https://exemple.fr/piege' }],
    ['a protocol-relative address', { from: '//exemple.fr/piege' }],
    ['a relative path', { from: 'patients' }],
    ['another set-up page', { from: '/setup-mfa/sms' }],
    ['the sign-in page', { from: '/auth?redirect=%2F' }],
  ])('falls back to /settings with %s', (_case, state) => {
    expect(mfaReturnPath(state)).toBe('/settings');
  });
});
