// Debian's Chromium, never a downloaded browser: the machines reach no browser CDN.
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium's test camera and microphone, and its permission prompt answered yes. */
export const fakeCameraArgs = [
  ...chromiumArgs,
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
