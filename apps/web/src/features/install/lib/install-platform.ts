/** The two systems whose home-screen steps the install dialog explains (spec 02 §2.10). */
export type InstallPlatform = 'ios' | 'android';

type NavigatorFacts = { userAgent: string; maxTouchPoints?: number };

/** iPhone/iPad or Android from the browser's description of itself; null on a computer. */
export function detectInstallPlatform(facts: NavigatorFacts): InstallPlatform | null {
  const { userAgent } = facts;
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  // iPadOS asks for the desktop site by default: a "Macintosh" with a touch screen is an iPad.
  if (/Macintosh/.test(userAgent) && (facts.maxTouchPoints ?? 0) > 1) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return null;
}

/** This browser's platform, or null on a computer (and while prerendering, without a browser). */
export function currentInstallPlatform(): InstallPlatform | null {
  return typeof navigator === 'undefined'
    ? null
    : detectInstallPlatform({
        userAgent: navigator.userAgent,
        maxTouchPoints: navigator.maxTouchPoints,
      });
}
