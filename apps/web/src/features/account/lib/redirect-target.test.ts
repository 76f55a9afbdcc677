import { describe, expect, it } from 'vitest';
import { isInAppTarget, resolveRedirectTarget, signInPathFor } from './redirect-target';

describe('redirect target after sign-in', () => {
  it('follows the ?redirect= of the guard', () => {
    expect(resolveRedirectTarget('?redirect=%2Fpatients%2Flist%3Fq%3Dx', null)).toBe(
      '/patients/list?q=x',
    );
  });

  it('falls back to the location state, then to the home page', () => {
    expect(resolveRedirectTarget('', { from: '/settings' })).toBe('/settings');
    expect(resolveRedirectTarget('', null)).toBe('/');
    expect(resolveRedirectTarget('', { from: 42 })).toBe('/');
  });

  it('never leaves the app nor loops back to sign-in', () => {
    for (const unsafe of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      'patients',
      '/auth',
      '/auth?x=1',
      '/auth-callback',
    ]) {
      expect(isInAppTarget(unsafe), unsafe).toBe(false);
      expect(resolveRedirectTarget(`?redirect=${encodeURIComponent(unsafe)}`, null)).toBe('/');
    }
  });

  it('builds the guard redirect, plain /auth for the home page', () => {
    expect(signInPathFor('/drive')).toBe('/auth?redirect=%2Fdrive');
    expect(signInPathFor('/')).toBe('/auth');
    expect(signInPathFor('//evil.test')).toBe('/auth');
  });
});
