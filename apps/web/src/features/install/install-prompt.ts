import { useSyncExternalStore } from 'react';

/** Chromium's install event; not in the DOM typings. */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function publish(prompt: BeforeInstallPromptEvent | null): void {
  deferredPrompt = prompt;
  for (const listener of listeners) listener();
}

/**
 * The browser fires `beforeinstallprompt` once, early, whatever page is open: keep it from
 * start-up so the install guide (/app) can offer its Installer button later.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    publish(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => publish(null));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The install action when the browser offers one, else null (iOS, already installed...). */
export function useInstallPrompt(): (() => Promise<void>) | null {
  const prompt = useSyncExternalStore(subscribe, () => deferredPrompt);
  if (!prompt) return null;
  return async () => {
    await prompt.prompt();
    await prompt.userChoice;
    publish(null);
  };
}

export function isRunningInstalled(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(display-mode: standalone)').matches
    : false;
}
