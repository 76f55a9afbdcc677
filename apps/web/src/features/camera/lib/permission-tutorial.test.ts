import { describe, expect, it } from 'vitest';
import {
  cameraPermissionTutorialPath,
  detectBrowserHelp,
  orderedBrowserHelp,
  safeCameraReturnPath,
} from './permission-tutorial';

const agents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeOnIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
};

describe('detectBrowserHelp', () => {
  it.each([
    [agents.chromeWindows, 0, 'chrome'],
    [agents.edge, 0, 'edge'],
    [agents.safariMac, 0, 'safari'],
    [agents.safariMac, 5, 'ios'],
    [agents.firefox, 0, 'firefox'],
    [agents.android, 5, 'android'],
    [agents.iphone, 5, 'ios'],
    [agents.chromeOnIphone, 5, 'ios'],
  ])('%s (touch points %i) opens %s', (userAgent, maxTouchPoints, expected) => {
    expect(detectBrowserHelp({ userAgent, maxTouchPoints })).toBe(expected);
  });

  it('puts the detected section first and keeps every other one', () => {
    expect(orderedBrowserHelp('android')).toEqual([
      'android',
      'chrome',
      'edge',
      'safari',
      'firefox',
      'ios',
    ]);
  });
});

describe('safeCameraReturnPath', () => {
  it.each(['/camera', '/camera?quick=true', '/camera/0190abcd-1234', '/camera/p-42?x=1'])(
    'keeps the camera route %s',
    (path) => expect(safeCameraReturnPath(path)).toBe(path),
  );

  it.each([
    'https://evil.example/camera',
    '//evil.example/camera',
    '/camera-permission-tutorial',
    '/camera-control',
    '/camera/../admin',
    '/patients',
    '/camera/p-42#x',
    null,
    42,
  ])('replaces %s with /camera', (candidate) => {
    expect(safeCameraReturnPath(candidate)).toBe('/camera');
  });

  it('builds the tutorial address a camera page goes to', () => {
    expect(cameraPermissionTutorialPath('/camera/p-42?x=1')).toBe(
      '/camera-permission-tutorial?from=%2Fcamera%2Fp-42%3Fx%3D1',
    );
    expect(cameraPermissionTutorialPath('/camera', 'no-camera')).toBe(
      '/camera-permission-tutorial?from=%2Fcamera&reason=no-camera',
    );
  });
});
