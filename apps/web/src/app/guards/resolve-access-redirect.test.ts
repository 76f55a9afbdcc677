import { describe, expect, it } from 'vitest';
import { sessionWith } from '@/test/render-app';
import { resolveAccessRedirect } from './resolve-access-redirect';

const verified = sessionWith({});
const unverified = sessionWith({ user: { emailVerified: false, signInMethod: 'password' } });
const unverifiedGoogle = sessionWith({ user: { emailVerified: false, signInMethod: 'google' } });

describe('resolveAccessRedirect', () => {
  it('sends a visitor without session to /auth', () => {
    expect(resolveAccessRedirect('/', null)).toBe('/auth');
    expect(resolveAccessRedirect('/patients/list', null)).toBe('/auth');
    expect(resolveAccessRedirect('/verify-email', null)).toBe('/auth');
  });

  it('never redirects /auth to itself', () => {
    expect(resolveAccessRedirect('/auth', null)).toBeNull();
  });

  it('lets a verified user through', () => {
    expect(resolveAccessRedirect('/patients/list', verified)).toBeNull();
    expect(resolveAccessRedirect('/', verified)).toBeNull();
  });

  it('sends an unverified password user to /verify-email', () => {
    expect(resolveAccessRedirect('/', unverified)).toBe('/verify-email');
    expect(resolveAccessRedirect('/settings', unverified)).toBe('/verify-email');
  });

  it.each(['/verify-email', '/auth', '/setup-mfa/totp', '/setup-mfa/sms', '/setup-mfa/webauthn'])(
    'keeps an unverified user on %s',
    (path) => {
      expect(resolveAccessRedirect(path, unverified)).toBeNull();
    },
  );

  it('does not treat look-alike paths as exempt', () => {
    expect(resolveAccessRedirect('/verify-email-now', unverified)).toBe('/verify-email');
    expect(resolveAccessRedirect('/authors', unverified)).toBe('/verify-email');
  });

  it('counts Google sign-in as verified', () => {
    expect(resolveAccessRedirect('/patients/list', unverifiedGoogle)).toBeNull();
  });
});
