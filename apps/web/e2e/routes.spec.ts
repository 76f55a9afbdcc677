import {
  expect,
  seriousA11yViolations,
  test,
  text,
  usePreferences,
  type Language,
} from './support/fixtures';
import { routeCases } from './support/routes';

for (const language of ['fr', 'en'] as const satisfies Language[]) {
  test.describe(`every route of the spec, in ${language}`, () => {
    test.beforeEach(async ({ page }) => usePreferences(page, language));

    for (const route of routeCases) {
      test(`${route.path} renders its page`, async ({ page }) => {
        await page.goto(route.path);

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

        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    }

    test('an unknown path shows the not-found page with a way home', async ({ page }) => {
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
