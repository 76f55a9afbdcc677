/** Local key of the banner's close control (decision 0008: local keys start with photodossier-). */
export const INSTALL_BANNER_DISMISSED_KEY = 'photodossier-install-banner-dismissed';

export function isInstallBannerDismissed(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_BANNER_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Remembered on this device for good: the guide at /app stays for a later change of mind. */
export function rememberInstallBannerDismissed(): void {
  try {
    window.localStorage.setItem(INSTALL_BANNER_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Private browsing without storage: the banner is hidden for this visit only.
  }
}
