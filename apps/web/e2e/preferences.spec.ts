import { expect, test, text } from './support/fixtures';
import { signInOncePerFile } from './support/signed-in-state';

// The tests open their own contexts (a browser language, a colour scheme) from this session.
const storageState = signInOncePerFile('preferences');

test.describe('language', () => {
  test('a French browser gets French and the choice is stored as "fr"', async ({ browser }) => {
    const context = await browser.newContext({ storageState, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('fr', 'pages.home.title'),
    );
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
    await context.close();
  });

  test('an English browser gets English, stored as "en"', async ({ browser }) => {
    const context = await browser.newContext({ storageState, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'pages.home.title'),
    );
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await context.close();
  });

  test('a German browser falls back to French', async ({ browser }) => {
    const context = await browser.newContext({ storageState, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.close();
  });

  test('switching to English is kept across reloads', async ({ browser }) => {
    const context = await browser.newContext({ storageState, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/settings');
    await page
      .getByRole('group', { name: text('fr', 'language.label') })
      .first()
      .getByRole('button', { name: text('fr', 'language.en') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'pages.settings.title'),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'pages.settings.title'),
    );
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await context.close();
  });
});

test.describe('theme', () => {
  test('follows the system by default and keeps an explicit choice', async ({ browser }) => {
    const context = await browser.newContext({
      storageState,
      colorScheme: 'dark',
      locale: 'fr-FR',
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    await page.evaluate(() => localStorage.setItem('photodossier-theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await context.close();
  });
});
