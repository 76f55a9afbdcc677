import { describe, expect, it } from 'vitest';
import { skipsHeavyServices } from './public-routes';

describe('routes that skip heavy services (spec 02 §2.1)', () => {
  it.each([
    '/landing',
    '/pricing',
    '/legal',
    '/privacy',
    '/terms',
    '/cookies',
    '/help',
    '/changelog',
    '/auth',
    '/auth/',
    '/auth-callback',
    '/app',
    '/patient-portal/tok',
    '/shared/tok',
    '/drive-shared/tok',
  ])('%s skips them', (path) => {
    expect(skipsHeavyServices(path)).toBe(true);
  });

  it.each(['/', '/patients', '/verify-email', '/setup-mfa/totp', '/application', '/authx'])(
    '%s keeps them',
    (path) => {
      expect(skipsHeavyServices(path)).toBe(false);
    },
  );
});
