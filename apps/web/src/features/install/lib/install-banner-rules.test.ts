import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRunningInstalled } from '../install-prompt';
import {
  INSTALL_BANNER_DISMISSED_KEY,
  isInstallBannerDismissed,
  rememberInstallBannerDismissed,
} from './install-banner-dismissal';
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

describe("index.html's install banner boot script (decision 0065)", () => {
  const indexHtml = readFileSync(path.resolve(__dirname, '../../../../index.html'), 'utf8');
  const bootScript =
    /<script id="install-banner-boot">([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';
  const html = document.documentElement;
  const agents = {
    iphone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    ipadDesktopSite:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    android:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    windows:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  };

  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'maxTouchPoints');
    html.removeAttribute('data-install-banner');
  });

  const cases = Object.entries(agents).flatMap(([device, userAgent]) =>
    [0, 5].flatMap((maxTouchPoints) =>
      [false, true].flatMap((standalone) =>
        [false, true].map((dismissed) => ({
          device,
          userAgent,
          maxTouchPoints,
          standalone,
          dismissed,
        })),
      ),
    ),
  );

  it.each(cases)(
    'shows the banner exactly when the app would: $device, $maxTouchPoints touch points, standalone $standalone, dismissed $dismissed',
    ({ userAgent, maxTouchPoints, standalone, dismissed }) => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
      // jsdom has no touch screen to report.
      Object.defineProperty(navigator, 'maxTouchPoints', {
        configurable: true,
        get: () => maxTouchPoints,
      });
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: standalone && query === '(display-mode: standalone)',
          }) as MediaQueryList,
      );
      if (dismissed) rememberInstallBannerDismissed();

      new Function(bootScript)();

      const appShows =
        detectInstallPlatform({ userAgent, maxTouchPoints }) !== null &&
        !isRunningInstalled() &&
        !isInstallBannerDismissed();
      expect(html.getAttribute('data-install-banner') === 'shown').toBe(appShows);
      expect(bootScript).toContain(`'${INSTALL_BANNER_DISMISSED_KEY}'`);
    },
  );
});
