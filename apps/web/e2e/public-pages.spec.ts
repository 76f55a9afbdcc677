import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { canAccessFeature } from '@photodossier/domain/plan-access';
import {
  PLAN_DISPLAY_STORAGE_BYTES,
  PLAN_FEATURES,
  PLAN_IDS,
  PLAN_QUOTA_BYTES,
} from '@photodossier/domain/plans';
import type { Page, Request } from '@playwright/test';
import { startBenchServer } from '../../../bench/server-process';
import { parseChangelog } from '../src/features/marketing/lib/changelog';
import { marketingEn } from '../src/features/marketing/i18n/en';
import { marketingFr } from '../src/features/marketing/i18n/fr';
import { formatSize } from '../src/lib/format';
import { createAccount } from './support/accounts';
import {
  a11yViolations,
  expect,
  layoutShiftSoFar,
  test,
  text,
  usePreferences,
  type Language,
} from './support/fixtures';
import { signInOncePerFile, signedOutState } from './support/signed-in-state';

// The public site (issue 21): every page with its real content in both languages, pricing
// read from the domain, no heavy service on public routes, the cookie list true to what the
// app keeps, and the build flag that hides the marketing pages.

const marketing = { fr: marketingFr, en: marketingEn } as const;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const releases = parseChangelog(readFileSync(join(repoRoot, 'CHANGELOG.md'), 'utf8'));

signInOncePerFile('public-pages');

type PublicPageCase = {
  path: string;
  testId: string;
  /** The h1; the landing page's is its headline. */
  heading: (language: Language) => string;
  /** What must be on the page besides its heading. */
  expectContent: (page: Page, language: Language) => Promise<void>;
};

async function expectSectionHeadings(page: Page, headings: readonly string[]) {
  for (const heading of headings) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
}

const publicPages: PublicPageCase[] = [
  {
    path: '/landing',
    testId: 'page-landing',
    heading: (language) => marketing[language].landing.title,
    expectContent: async (page, language) => {
      const { landing } = marketing[language];
      for (const feature of landing.features) {
        await expect(page.getByRole('heading', { level: 3, name: feature.title })).toBeVisible();
      }
      await expectSectionHeadings(page, [landing.screenshotsTitle, landing.securityTitle]);
      // Screenshots of the real app, in the reader's language, that really load.
      for (const shot of landing.screenshots) {
        const image = page.getByRole('img', { name: shot.alt }).last();
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute('src', new RegExp(`/landing/${shot.id}-${language}-`));
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBeGreaterThan(0);
      }
    },
  },
  {
    path: '/pricing',
    testId: 'page-pricing',
    heading: (language) => text(language, 'pages.pricing.title'),
    expectContent: async (page) => {
      await expect(page.locator('[data-testid^="plan-card-"]')).toHaveCount(3);
      await expect(page.getByTestId('plan-matrix')).toBeVisible();
    },
  },
  {
    path: '/legal',
    testId: 'page-legal',
    heading: (language) => text(language, 'pages.legal.title'),
    expectContent: async (page, language) => {
      const { legal } = marketing[language];
      await expectSectionHeadings(page, [
        legal.identityTitle,
        ...legal.sections.map((s) => s.heading),
      ]);
      await expect(page.getByText(legal.identity.hostCertification)).toBeVisible();
    },
  },
  {
    path: '/privacy',
    testId: 'page-privacy',
    heading: (language) => text(language, 'pages.privacy.title'),
    expectContent: (page, language) =>
      expectSectionHeadings(
        page,
        marketing[language].privacy.sections.map((s) => s.heading),
      ),
  },
  {
    path: '/terms',
    testId: 'page-terms',
    heading: (language) => text(language, 'pages.terms.title'),
    expectContent: (page, language) =>
      expectSectionHeadings(
        page,
        marketing[language].terms.sections.map((s) => s.heading),
      ),
  },
  {
    path: '/cookies',
    testId: 'page-cookies',
    heading: (language) => text(language, 'pages.cookies.title'),
    expectContent: async (page, language) => {
      const { cookies } = marketing[language];
      await expectSectionHeadings(page, [cookies.tableTitle]);
      await expect(
        page.getByRole('cell', { name: cookies.entries.sessionToken!.purpose }),
      ).toBeVisible();
    },
  },
  {
    path: '/help',
    testId: 'page-help',
    heading: (language) => text(language, 'pages.help.title'),
    expectContent: async (page, language) => {
      const { help } = marketing[language];
      await expectSectionHeadings(page, [
        ...help.areas.map((area) => area.title),
        help.contactTitle,
      ]);
      // Answers are folded under their question until asked for.
      const first = help.areas[0]!.questions[0]!;
      await expect(page.getByText(first.answer)).toBeHidden();
      await page.getByText(first.question).click();
      await expect(page.getByText(first.answer)).toBeVisible();
    },
  },
  {
    path: '/changelog',
    testId: 'page-changelog',
    heading: (language) => text(language, 'pages.changelog.title'),
    expectContent: async (page, language) => {
      const shown = page.getByTestId('changelog-release');
      await expect(shown).toHaveCount(releases.length);
      const newest = releases[0]!;
      await expect(shown.first().getByRole('heading', { level: 2 })).toHaveText(
        newest.notes[language].title,
      );
      await expect(shown.first().getByRole('listitem')).toHaveCount(
        newest.notes[language].items.length,
      );
    },
  },
  {
    path: '/app',
    testId: 'page-install',
    heading: (language) => text(language, 'pages.install.title'),
    expectContent: async (page, language) => {
      await expectSectionHeadings(page, [
        text(language, 'install.iosTitle'),
        text(language, 'install.androidTitle'),
        text(language, 'install.desktopTitle'),
      ]);
    },
  },
];

test.describe('public pages, signed out', () => {
  test.use({ storageState: signedOutState });

  for (const language of ['fr', 'en'] as const) {
    test(`render their content in ${language} and pass axe, at 1280 and 375 px`, async ({
      page,
    }) => {
      test.slow();
      await usePreferences(page, language);
      for (const route of publicPages) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(route.path);
        await expect(page.getByTestId(route.testId)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading(language));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await route.expectContent(page, language);
        // Held to every impact, not only serious ones: Lighthouse's 100 counts them all.
        expect(await a11yViolations(page), route.path).toEqual([]);

        await page.setViewportSize({ width: 375, height: 800 });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Nothing wider than a phone: long words and tables scroll inside their own box.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          route.path,
        ).toBeLessThanOrEqual(375);
        expect(await a11yViolations(page), `${route.path} at 375 px`).toEqual([]);
      }
    });
  }

  test("pricing's storage and feature matrix are the domain's", async ({ page }) => {
    await usePreferences(page, 'fr');
    await page.goto('/pricing');
    for (const planId of PLAN_IDS) {
      const storage = formatSize(PLAN_DISPLAY_STORAGE_BYTES[planId], 'fr', { largestUnit: 'TB' });
      const quota = formatSize(PLAN_QUOTA_BYTES[planId], 'fr', { largestUnit: 'TB' });
      const card = page.getByTestId(`plan-card-${planId}`).getByTestId('plan-storage');
      await expect(card).toContainText(`${storage} de stockage`);
      if (quota !== storage) await expect(card).toContainText(quota);
      const matrix = page.getByTestId('plan-matrix');
      await expect(
        matrix.getByTestId('plan-matrix-storage').locator(`[data-plan="${planId}"]`),
      ).toHaveText(storage);
      await expect(
        matrix.getByTestId('plan-matrix-uploads').locator(`[data-plan="${planId}"]`),
      ).toHaveText(quota);
      for (const feature of PLAN_FEATURES) {
        await expect(
          matrix.locator(`[data-feature="${feature}"] [data-plan="${planId}"]`),
        ).toHaveAttribute('data-included', String(canAccessFeature(planId, feature)));
      }
    }
  });

  test('sign-in and the install guide load no face model and no event stream', async ({ page }) => {
    const heavy: string[] = [];
    page.on('request', (request) => {
      if (isHeavyRequest(request)) heavy.push(request.url());
    });
    for (const path of ['/auth', '/auth-callback', '/app', '/landing']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(heavy).toEqual([]);
  });
});

test.describe('prerendered public pages, first visit', () => {
  // The first visit is the one the server answers; later ones get the service worker's shell.
  test.use({ storageState: signedOutState, serviceWorkers: 'block' });

  const landing = publicPages[0]!;
  for (const { language, theme } of [
    { language: 'fr', theme: 'dark' },
    { language: 'en', theme: 'light' },
  ] as const) {
    test(`${language}, ${theme}: the page paints before its code only in French, then hydrates without an error`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // The signed-out session check answers 401, as on every page: not the page's error.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await usePreferences(page, language, theme);
      // The HTML alone, as it paints before any script has run (decision 0052): the French
      // page for a French reader, nothing for an English one rather than the wrong language.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(landing.path);
      const prerenderedHeading = page.getByRole('heading', {
        level: 1,
        name: landing.heading('fr'),
      });
      if (language === 'fr') await expect(prerenderedHeading).toBeVisible();
      else await expect(prerenderedHeading).toBeHidden();
      await page.unroute('**/assets/*.js');
      // The blocked scripts' own errors; from here on, none is expected.
      errors.length = 0;

      await page.goto(landing.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.heading(language));
      await landing.expectContent(page, language);
      // The prerender hydrated for French (the root keeps its mark), drawn afresh in English.
      if (language === 'fr') {
        await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'fr');
        // The sign-in page too: its form is in the prerender and the app takes it over as is.
        await page.goto('/auth');
        await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'fr');
        await expect(page.getByLabel(text('fr', 'auth.email'))).toBeVisible();
      } else {
        await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
      }
      expect(errors).toEqual([]);
    });
  }

  // This server offers Google (playwright.config.ts): its /auth was drawn with the button, so
  // the providers' answer moves nothing, in the French page hydrated as in the English one.
  for (const language of ['fr', 'en'] as const) {
    test(`${language}: /auth paints « Continuer avec Google » with the page, and nothing shifts`, async ({
      page,
    }) => {
      await usePreferences(page, language);
      await page.setViewportSize({ width: 412, height: 823 });
      const providers = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/v1/auth/providers',
      );
      await page.goto('/auth');
      const google = page.getByRole('button', { name: text(language, 'auth.google') });
      await expect(google).toBeVisible();
      const drawnAt = await google.boundingBox();
      await providers;
      await expect(page.getByLabel(text(language, 'auth.email'))).toBeEditable();
      expect(await layoutShiftSoFar(page)).toBe(0);
      expect(await google.boundingBox()).toEqual(drawnAt);
    });
  }
});

function isHeavyRequest(request: Request): boolean {
  const { pathname } = new URL(request.url());
  return (
    pathname.startsWith('/models/') ||
    pathname === '/api/v1/events' ||
    /face-recognition\.worker/.test(pathname)
  );
}

test('signed in, public pages open no event stream, while the app does', async ({ page }) => {
  const heavy: string[] = [];
  page.on('request', (request) => {
    if (isHeavyRequest(request)) heavy.push(new URL(request.url()).pathname);
  });
  await usePreferences(page, 'fr');
  // The same browser opens the stream in the app: the check below can see one.
  const stream = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/v1/events',
  );
  await page.goto('/');
  await stream;
  heavy.length = 0;

  for (const route of publicPages) {
    await page.goto(route.path);
    await expect(page.getByTestId(route.testId)).toBeVisible();
  }
  for (const path of ['/shared/tok_3f9a2b', '/patient-portal/tok_3f9a2b', '/drive-shared/tok']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
  }
  expect(heavy).toEqual([]);
});

test('the cookie page lists every cookie and local key a session really leaves', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ storageState: signedOutState });
  const page = await context.newPage();
  await usePreferences(page, 'fr');
  const account = await createAccount({ firstName: 'Louise', lastName: 'Martin' });

  // A practitioner's first visit: sign in through the page, browse, change display settings.
  await page.goto('/auth');
  await page.getByLabel(text('fr', 'auth.email')).fill(account.email);
  await page.getByLabel(text('fr', 'auth.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text('fr', 'auth.signIn'), exact: true }).click();
  await expect(page.getByTestId('page-home')).toBeVisible();
  for (const path of ['/patients', '/patients/photos', '/settings', '/trash']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page
    .getByRole('group', { name: text('fr', 'language.label') })
    .getByText('EN')
    .click();
  await page.goto('/landing');
  await expect(page.getByTestId('page-landing')).toBeVisible();

  const kept = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    indexeddb: (await indexedDB.databases()).map((database) => database.name ?? ''),
  }));
  const cookies = (await context.cookies()).map((cookie) => cookie.name.replace(/^__Secure-/, ''));
  expect(cookies).toContain('better-auth.session_token');

  await page.goto('/cookies');
  await expect(page.getByTestId('browser-storage')).toBeVisible();
  const listed = await page.getByTestId('storage-name').allInnerTexts();
  expect(listed.length).toBeGreaterThan(0);
  // "{…}" in a listed name stands for an id.
  const patterns = listed.map(
    (name) =>
      new RegExp(
        `^${name
          .split('{…}')
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
      ),
  );
  const unlisted = [...cookies, ...kept.local, ...kept.session, ...kept.indexeddb].filter(
    (name) => !patterns.some((pattern) => pattern.test(name)),
  );
  expect(unlisted).toEqual([]);
  await context.close();
});

test.describe('with VITE_HIDE_PUBLIC_PAGES=true at build time', () => {
  test.use({ storageState: signedOutState });

  test('the marketing pages are gone, /changelog and /app stay', async ({ page }) => {
    test.slow();
    const work = await mkdtemp(join(tmpdir(), 'photodossier-hidden-pages-'));
    const dist = join(work, 'dist');
    await promisify(execFile)(
      process.execPath,
      [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir'],
      { cwd: join(repoRoot, 'apps/web'), env: { ...process.env, VITE_HIDE_PUBLIC_PAGES: 'true' } },
    );
    const server = await startBenchServer(join(work, 'data'), { WEB_DIST_DIR: dist });
    try {
      await usePreferences(page, 'fr');
      for (const path of [
        '/landing',
        '/pricing',
        '/legal',
        '/privacy',
        '/terms',
        '/cookies',
        '/help',
      ]) {
        await page.goto(`${server.url}${path}`);
        await expect(page.getByTestId('page-not-found'), path).toBeVisible();
      }
      await page.goto(`${server.url}/changelog`);
      await expect(page.getByTestId('changelog-release')).toHaveCount(releases.length);
      // The footer no longer leads to the hidden pages.
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: text('fr', 'pages.legal.title') }),
      ).toHaveCount(0);
      await page.goto(`${server.url}/app`);
      await expect(page.getByTestId('page-install')).toBeVisible();
    } finally {
      await server.stop();
      await rm(work, { recursive: true, force: true });
    }
  });
});
