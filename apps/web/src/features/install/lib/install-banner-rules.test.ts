import { describe, expect, it } from 'vitest';
import { installBannerPlacement } from './install-banner-placement';
import { detectInstallPlatform } from './install-platform';

describe('install banner placement (spec 02 §2.10)', () => {
  it.each(['/landing', '/auth', '/landing/', '/auth/'])('sits at the bottom on %s', (path) => {
    expect(installBannerPlacement(path)).toBe('bottom');
  });

  it.each(['/', '/patients', '/app', '/pricing', '/auth-callback', '/settings'])(
    'sits at the top on %s',
    (path) => {
      expect(installBannerPlacement(path)).toBe('top');
    },
  );

  it.each(['/portal/x', '/patient-portal/tok', '/shared/tok', '/drive-shared/tok'])(
    'is hidden on %s',
    (path) => {
      expect(installBannerPlacement(path)).toBe('hidden');
    },
  );
});

describe('install platform', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const ipadDesktopSite =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
  const android =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
  const windows =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

  it('tells iPhone, iPad in desktop mode, Android and computers apart', () => {
    expect(detectInstallPlatform({ userAgent: iphone, maxTouchPoints: 5 })).toBe('ios');
    expect(detectInstallPlatform({ userAgent: ipadDesktopSite, maxTouchPoints: 5 })).toBe('ios');
    expect(detectInstallPlatform({ userAgent: ipadDesktopSite, maxTouchPoints: 0 })).toBeNull();
    expect(detectInstallPlatform({ userAgent: android, maxTouchPoints: 5 })).toBe('android');
    expect(detectInstallPlatform({ userAgent: windows, maxTouchPoints: 0 })).toBeNull();
  });
});
