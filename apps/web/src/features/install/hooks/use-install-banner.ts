import { useState, useSyncExternalStore } from 'react';
import { useInstalledDuringVisit, useInstallPrompt, useRunningInstalled } from '../install-prompt';
import {
  isInstallBannerDismissed,
  rememberInstallBannerDismissed,
} from '../lib/install-banner-dismissal';
import {
  installBannerPlacement,
  type InstallBannerPlacement,
} from '../lib/install-banner-placement';
import { currentInstallPlatform, type InstallPlatform } from '../lib/install-platform';

export type InstallBannerState = {
  /** 'hidden' whenever the banner must not show, whatever the path. */
  placement: InstallBannerPlacement;
  /**
   * Drawn without knowing the device (the prerender and its hydration): the banner is in the
   * page, and index.html's boot script decides whether it shows.
   */
  prerendered: boolean;
  platform: InstallPlatform | null;
  dialogOpen: boolean;
  setDialogOpen: (open: boolean) => void;
  /** Installer: the browser's own prompt where it offers one, else the system's steps. */
  install: () => void;
  dismiss: () => void;
};

const noSubscription = () => () => {};

/** The mobile install banner's state (spec 02 §2.10): where it sits, and what its buttons do. */
export function useInstallBanner(pathname: string): InstallBannerState {
  // The device never changes during a visit. A prerendered page (decision 0052) was drawn
  // without a device: it holds the banner of its path, which index.html's boot script shows
  // or hides before the first paint (decision 0065). Hydration starts from that same banner,
  // then the device's answer follows: a banner the page painted stays, one it hid goes, and
  // nothing below it moves.
  const prerendered = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const platform = useSyncExternalStore(noSubscription, currentInstallPlatform, () => null);
  const installed = useRunningInstalled();
  const [dismissed, setDismissed] = useState(isInstallBannerDismissed);
  const [dialogOpen, setDialogOpen] = useState(false);
  const browserPrompt = useInstallPrompt();
  const installedNow = useInstalledDuringVisit();

  const shown = platform !== null && !installed && !installedNow && !dismissed;
  return {
    placement: shown || prerendered ? installBannerPlacement(pathname) : 'hidden',
    prerendered,
    platform,
    dialogOpen,
    setDialogOpen,
    install: () => {
      if (browserPrompt) void browserPrompt();
      else setDialogOpen(true);
    },
    dismiss: () => {
      rememberInstallBannerDismissed();
      setDismissed(true);
    },
  };
}
