import {
  expect,
  seriousA11yViolations,
  test,
  text,
  usePreferences,
  type Language,
} from './support/fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { routeCases, type RouteCase } from './support/routes';
import { signInOncePerFile, signedOutState } from './support/signed-in-state';

// The sign-in pages send a signed-in user on to the app, so they are seen signed out.
const signInPaths = new Set(['/auth', '/auth-callback', '/verify-email']);
const signInCases = routeCases.filter((route) => signInPaths.has(route.path));
const signedInCases = routeCases.filter((route) => !signInPaths.has(route.path));
const protectedCases = routeCases.filter((route) => route.layout !== 'public');

// Every page is checked as a signed-in, verified practitioner with the admin role (/admin).
const signedInState = signInOncePerFile('routes', { admin: true });

async function expectRoutePage(page: Page, route: RouteCase, language: Language) {
  await page.goto(route.path);
  // Shown where it was asked for: no guard sent the visitor elsewhere.
  await expect(page).toHaveURL((url) => url.pathname === route.path.split('?')[0]);
  const pageElement = page.getByTestId(route.testId);
  await expect(pageElement).toBeVisible();
  if (route.titleKey) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, route.titleKey),
    );
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByTestId('page-not-found')).toHaveCount(0);

  const sidebar = page.getByTestId('sidebar');
  if (route.layout === 'app') await expect(sidebar).toBeVisible();
  else await expect(sidebar).toHaveCount(0);

  await expect(page.getByTestId('app-background')).toHaveAttribute(
    'data-background',
    route.transparent ? 'transparent' : 'gradient',
  );
  // Axe takes seconds a page on CI: it runs on the French pages, the product's own. What it
  // checks (roles, names, contrast) comes from the same markup in English, whose texts the
  // typed catalogue keeps complete.
  if (language === 'fr') expect(await seriousA11yViolations(page)).toEqual([]);
}

/**
 * One tab for the tests of the describe block, which visit their pages in it one after another:
 * a fresh browser context per page cost the run about a second a page.
 */
function sharedTab(language: Language, storageState: string | typeof signedOutState) {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser, baseURL, viewport, serviceWorkers }) => {
    context = await browser.newContext({ baseURL, viewport, serviceWorkers, storageState });
    page = await context.newPage();
    await usePreferences(page, language);
  });
  test.afterAll(async () => context?.close());
  return () => {
    if (!page) throw new Error('the tab opens in beforeAll');
    return page;
  };
}

for (const language of ['fr', 'en'] as const satisfies Language[]) {
  test.describe(`every route of the spec, in ${language}`, () => {
    test.describe('signed in', () => {
      // Each page by a full load of its address as typed.
      const tab = sharedTab(language, signedInState);

      for (const route of signedInCases) {
        test(`${route.path} renders its page`, async () => {
          await expectRoutePage(tab(), route, language);
        });
      }
    });

    test.describe('signed out', () => {
      test.use({ storageState: signedOutState });
      test.beforeEach(async ({ page }) => usePreferences(page, language));

      for (const route of signInCases) {
        test(`${route.path} renders its page`, async ({ page }) => {
          await expectRoutePage(page, route, language);
        });
      }
    });

    test('an unknown path shows the not-found page with a way home', async ({ page }) => {
      await usePreferences(page, language);
      const response = await page.goto('/nimporte/quoi');
      // The server hands every page path to the web app, which decides what exists.
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('page-not-found')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'pages.notFound.title'),
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
}

test.describe('signed out, the protected pages send the visitor to /auth', () => {
  const tab = sharedTab('fr', signedOutState);

  for (const route of protectedCases) {
    test(`${route.path} opens the sign-in page, which remembers the path`, async () => {
      const page = tab();
      await page.goto(route.path);
      const expected =
        route.path === '/' ? '/auth' : `/auth?redirect=${encodeURIComponent(route.path)}`;
      await expect(page).toHaveURL((url) => url.pathname + url.search === expected);
      await expect(page.getByTestId('page-auth')).toBeVisible();
      await expect(page.getByTestId(route.testId)).toHaveCount(0);
    });
  }
});
