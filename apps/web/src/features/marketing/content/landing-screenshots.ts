import type { Language } from '../../../lib/i18n/languages';

/**
 * The landing page's screenshots, made from the real app by `npm run screenshots` (the
 * landing-screenshots E2E spec) and committed under public/landing/ (decision 0031).
 */
export const LANDING_SCREENSHOT_IDS = ['patients', 'patient', 'gallery'] as const;
export type LandingScreenshotId = (typeof LANDING_SCREENSHOT_IDS)[number];

export const LANDING_SCREENSHOT_SIZES = {
  wide: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type LandingScreenshotSize = keyof typeof LANDING_SCREENSHOT_SIZES;

export const LANDING_SCREENSHOT_DIR = 'landing';

export function landingScreenshotFile(
  id: LandingScreenshotId,
  language: Language,
  size: LandingScreenshotSize,
): string {
  return `${id}-${language}-${size}.webp`;
}

export function landingScreenshotUrl(
  id: LandingScreenshotId,
  language: Language,
  size: LandingScreenshotSize,
): string {
  return `/${LANDING_SCREENSHOT_DIR}/${landingScreenshotFile(id, language, size)}`;
}
