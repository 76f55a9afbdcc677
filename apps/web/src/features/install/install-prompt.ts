import { useSyncExternalStore } from 'react';

/** Chromium's install event; not in the DOM typings. */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installedDuringVisit = false;
const listeners = new Set<() => void>();

function publish(prompt: BeforeInstallPromptEvent | null): void {
  deferredPrompt = prompt;
  for (const listener of listeners) listener();
}

/**
 * The browser fires `beforeinstallprompt` once, early, whatever page is open: keep it from
 * start-up so the install banner and the guide (/app) can offer their Installer button later.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    publish(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    installedDuringVisit = true;
    publish(null);
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type InstallOutcome = 'accepted' | 'dismissed';

/** The browser's own install prompt when it offers one, else null (iOS, already installed...). */
export function useInstallPrompt(): (() => Promise<InstallOutcome>) | null {
  const prompt = useSyncExternalStore(subscribe, () => deferredPrompt);
  if (!prompt) return null;
  return async () => {
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    // A prompt can be shown once; after a refusal the browser offers it again on a later visit.
    publish(null);
    return outcome;
  };
}

/** Whether the app was installed during this visit (the browser's appinstalled event). */
export function useInstalledDuringVisit(): boolean {
  return useSyncExternalStore(subscribe, () => installedDuringVisit);
}

/** Opened from the home screen: Chromium's standalone display mode, or iOS's own flag. */
export function isRunningInstalled(): boolean {
  const standaloneDisplay =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  const iosHomeScreen = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standaloneDisplay || iosHomeScreen;
}
