import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ownClientAddress } from './accounts';
import { en } from '../../src/lib/i18n/en';
import { fr } from '../../src/lib/i18n/fr';
import { cameraCaptureEn, cameraTutorialEn } from '../../src/features/camera/i18n/en';
import { cameraCaptureFr, cameraTutorialFr } from '../../src/features/camera/i18n/fr';
import { consentsEn } from '../../src/features/consents/i18n/en';
import { consentsFr } from '../../src/features/consents/i18n/fr';
import { autoImportEn } from '../../src/features/imports/camera-folder/i18n/en';
import { autoImportFr } from '../../src/features/imports/camera-folder/i18n/fr';
import { injectionsEn } from '../../src/features/injections/i18n/en';
import { injectionsFr } from '../../src/features/injections/i18n/fr';
import { exifDebugEn } from '../../src/features/media/i18n/exif-debug-en';
import { exifDebugFr } from '../../src/features/media/i18n/exif-debug-fr';
import { settingsSectionsEn } from '../../src/features/settings/i18n/en';
import { settingsSectionsFr } from '../../src/features/settings/i18n/fr';

export type Language = 'fr' | 'en';
export type Theme = 'light' | 'dark';

// The app's catalogue, with the texts a feature adds when its pages load (namespace = top key).
const catalogues = {
  fr: {
    ...fr,
    injections: injectionsFr,
    exifDebug: exifDebugFr,
    consents: consentsFr,
    autoImport: autoImportFr,
    cameraCapture: cameraCaptureFr,
    cameraTutorial: cameraTutorialFr,
    settingsSections: settingsSectionsFr,
  },
  en: {
    ...en,
    injections: injectionsEn,
    exifDebug: exifDebugEn,
    consents: consentsEn,
    autoImport: autoImportEn,
    cameraCapture: cameraCaptureEn,
    cameraTutorial: cameraTutorialEn,
    settingsSections: settingsSectionsEn,
  },
} as const;

/** The translated text at a dotted key of the app's own catalogue, so tests follow its wording. */
export function text(language: Language, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogues[language],
    );
  if (typeof value !== 'string') throw new Error(`No ${language} text at ${key}`);
  return value;
}

/** Starts the page with a stored language and theme, as a returning user would have them. */
export async function usePreferences(page: Page, language: Language, theme: Theme = 'light') {
  await page.addInitScript(
    ([lng, th]) => {
      window.localStorage.setItem('i18nextLng', lng);
      window.localStorage.setItem('photodossier-theme', th);
    },
    [language, theme] as const,
  );
}

/** Serious and critical accessibility violations on the current page (axe). */
export async function seriousA11yViolations(page: Page) {
  return a11yViolations(page, ['serious', 'critical']);
}

/**
 * Accessibility violations of the given impacts (every impact by default), for pages held to
 * Lighthouse's accessibility 100, which also counts moderate ones such as heading order.
 */
export async function a11yViolations(
  page: Page,
  impacts: readonly string[] = ['minor', 'moderate', 'serious', 'critical'],
) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => impacts.includes(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/**
 * The page's cumulative layout shift so far, as Chromium reports it. Read two frames from now,
 * so that a shift the last change caused has been drawn and recorded.
 */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const observer = new PerformanceObserver(() => {});
            observer.observe({ type: 'layout-shift', buffered: true });
            const shifts = observer.takeRecords() as (PerformanceEntry & { value: number })[];
            observer.disconnect();
            resolve(shifts.reduce((total, shift) => total + shift.value, 0));
          }),
        ),
      ),
  );
}

const JOURNAL_LINES = 80;

/**
 * What the page did that a failure's message does not show: its errors, its writes to the API
 * with their answers and times, and any request that failed or was refused.
 */
function pageJournal(page: Page): string[] {
  const lines: string[] = [];
  const started = performance.now();
  const note = (line: string) => {
    lines.push(`${((performance.now() - started) / 1000).toFixed(1)} s  ${line}`);
    if (lines.length > JOURNAL_LINES) lines.shift();
  };
  const isApiWrite = (method: string, url: string) =>
    method !== 'GET' && new URL(url).pathname.startsWith('/api/');
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (isApiWrite(request.method(), request.url())) note(`→ ${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    const request = response.request();
    if (isApiWrite(request.method(), request.url()) || response.status() >= 400) {
      note(`← ${response.status()} ${request.method()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) =>
    note(`✗ ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`),
  );
  return lines;
}

/**
 * CI keeps only the printed output, not the error context Playwright writes to disk: a failed
 * test prints what the page showed (its accessibility tree) and its journal.
 */
async function printFailureReport(page: Page, journal: string[]) {
  if (page.isClosed()) return;
  const shown = await page
    .locator('body')
    .ariaSnapshot({ timeout: 5_000 })
    .catch((error: unknown) => `(no snapshot: ${String(error)})`);
  console.log(
    [
      `--- the page at the failure: ${page.url()}`,
      shown,
      '--- its journal',
      ...journal,
      '---',
    ].join('\n'),
  );
}

/**
 * Each test's browsers come from an address of their own: the sign-in limits (AUTH_ATTEMPT_LIMIT)
 * count per address, so tests that sign in one after the other, or on two workers at once, never
 * spend each other's attempts. A spec's own `extraHTTPHeaders` replaces it.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ 'x-forwarded-for': ownClientAddress(), ...extraHTTPHeaders });
  },
  page: async ({ page }, provide, testInfo) => {
    const journal = pageJournal(page);
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus) await printFailureReport(page, journal);
  },
});

export { expect };
