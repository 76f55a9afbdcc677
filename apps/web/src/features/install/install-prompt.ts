import { useSyncExternalStore } from 'react';
import { createStore, useStore } from '@/lib/create-store';

/** Chromium's install event; not in the DOM typings. */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

const store = createStore<{
  readonly deferredPrompt: BeforeInstallPromptEvent | null;
  readonly installedDuringVisit: boolean;
}>({ deferredPrompt: null, installedDuringVisit: false });

function publish(prompt: BeforeInstallPromptEvent | null): void {
  store.setState((state) => ({ ...state, deferredPrompt: prompt }));
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
    store.setState({ deferredPrompt: null, installedDuringVisit: true });
  });
}

const selectPrompt = (state: ReturnType<typeof store.getState>) => state.deferredPrompt;
const selectInstalled = (state: ReturnType<typeof store.getState>) => state.installedDuringVisit;

export type InstallOutcome = 'accepted' | 'dismissed';

/** The browser's own install prompt when it offers one, else null (iOS, already installed...). */
export function useInstallPrompt(): (() => Promise<InstallOutcome>) | null {
  const prompt = useStore(store, selectPrompt);
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
  return useStore(store, selectInstalled);
}

/** Opened from the home screen: Chromium's standalone display mode, or iOS's own flag. */
export function isRunningInstalled(): boolean {
  const standaloneDisplay =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  const iosHomeScreen = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standaloneDisplay || iosHomeScreen;
}

const noSubscription = () => () => {};

/**
 * isRunningInstalled for a render. A prerendered page (decision 0052) was drawn without a
 * browser, as not installed: hydration starts from that, then the device's answer follows.
 */
export function useRunningInstalled(): boolean {
  return useSyncExternalStore(noSubscription, isRunningInstalled, () => false);
}
