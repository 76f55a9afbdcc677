import { paths } from '@/config/paths';

/** The help sections of the tutorial, one per browser family the practitioner may use. */
export const browserHelpIds = ['chrome', 'edge', 'safari', 'firefox', 'android', 'ios'] as const;
export type BrowserHelpId = (typeof browserHelpIds)[number];

type Navigator = { userAgent: string; maxTouchPoints?: number };

/**
 * Which section to open first. Order matters: Edge and Chrome on iOS are Safari underneath (iOS
 * permissions apply), Edge's agent also says Chrome, and iPadOS presents itself as a Mac with a
 * touch screen.
 */
export function detectBrowserHelp({ userAgent, maxTouchPoints = 0 }: Navigator): BrowserHelpId {
  const ipadAsMac = /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
  if (/iPhone|iPad|iPod/i.test(userAgent) || ipadAsMac) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  if (/Edg\//i.test(userAgent)) return 'edge';
  if (/Firefox\//i.test(userAgent)) return 'firefox';
  if (/Chrome\/|Chromium\//i.test(userAgent)) return 'chrome';
  if (/Safari\//i.test(userAgent) && /Macintosh/i.test(userAgent)) return 'safari';
  return 'chrome';
}

/** The detected section first, then the others in their usual order. */
export function orderedBrowserHelp(detected: BrowserHelpId): BrowserHelpId[] {
  return [detected, ...browserHelpIds.filter((id) => id !== detected)];
}

export type CameraProblemReason = 'denied' | 'no-camera';

/**
 * Where "Réessayer" goes back to: a camera route only (/camera, /camera/{id}, with its query),
 * so the parameter can never send the user to another site or page.
 */
export function safeCameraReturnPath(candidate: unknown): string {
  return typeof candidate === 'string' && /^\/camera(?:\/[\w-]+)?(?:\?[^#]*)?$/.test(candidate)
    ? candidate
    : paths.camera;
}

/**
 * The tutorial's address for a camera page that could not open the camera: pass the current
 * path and query so "Réessayer" comes back to the same patient and mode.
 */
export function cameraPermissionTutorialPath(
  from: string,
  reason: CameraProblemReason = 'denied',
): string {
  const query = new URLSearchParams({ from });
  if (reason !== 'denied') query.set('reason', reason);
  return `${paths.cameraPermissionTutorial}?${query.toString()}`;
}
