import '@testing-library/jest-dom/vitest';
import { webcrypto } from 'node:crypto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';

// jsdom has no matchMedia: answer "light scheme, no match" unless a test overrides it.
function installMatchMedia() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  });
}

// Radix measures its popovers with ResizeObserver, which jsdom lacks.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

installMatchMedia();
// A page's code loads lazily, and its first import in a file transforms and loads its module
// graph: on a cold, busy two-core machine that can take seconds, past Testing Library's 1 s
// default. Like the E2E timeouts (decision 0082), this is a hang detector, not a speed budget:
// a wait returns as soon as its condition holds.
configure({ asyncUtilTimeout: 5_000 });
// Browsers have WebCrypto; jsdom's window, each file's global, may have only getRandomValues
// and randomUUID.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
}
globalThis.ResizeObserver ??= NoopResizeObserver;
// The router restores scroll positions; jsdom lacks window.scrollTo and logs an error on each call.
window.scrollTo = () => {};

beforeEach(async () => {
  installMatchMedia();
  await i18n.changeLanguage('fr');
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
