import type { Page } from '@playwright/test';
import { expect, test, text, usePreferences } from './support/fixtures';
import { createPatient } from './support/import-helpers';
import { signInOncePerFile } from './support/signed-in-state';

signInOncePerFile('navigation');

test.describe('sidebar on a desktop screen (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  test('lists the entries of the spec in order, without beta entries, and no bottom bar', async ({
    page,
  }) => {
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.getByTestId('bottom-nav')).toBeHidden();

    const nav = sidebar.getByRole('navigation', { name: text('fr', 'nav.mainLabel') });
    const labels = (await nav.locator('a, button').allInnerTexts()).map((label) => label.trim());
    // Dictée and CROP only appear with their beta feature on; both are off for a new user.
    expect(labels).toEqual([
      'Accueil',
      'Dossiers',
      'Galerie',
      'Drive',
      'Import',
      'Injection',
      'Comparaison',
      'Corbeille',
      'Paramètres',
    ]);
  });

  test('marks the entry of the current path, and Galerie for /patients/photos', async ({
    page,
  }) => {
    await page.goto('/patients/table');
    const nav = page.getByTestId('sidebar');
    await expect(nav.getByRole('link', { name: 'Dossiers' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto('/patients/photos');
    await expect(nav.getByRole('link', { name: 'Galerie' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Dossiers' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('Corbeille leads to the trash and is marked there', async ({ page }) => {
    await page.goto('/patients/photos');
    const nav = page.getByTestId('sidebar');
    await nav.getByRole('link', { name: 'Corbeille' }).click();
    await expect(page).toHaveURL(/\/trash$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Corbeille' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Corbeille' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('navigates between pages without a full reload', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByTestId('sidebar').getByRole('link', { name: 'Paramètres' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByTestId('page-settings')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('a sidebar entry opens its page at the top; Back returns where the page was left', async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    const sidebar = page.getByTestId('sidebar');
    await page.goto('/settings');
    await expect(page.getByTestId('page-settings')).toBeVisible();
    // The page's sections arrive one by one: scroll until it is long enough.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 900));
        return scrollY();
      })
      .toBe(900);

    await sidebar.getByRole('link', { name: 'Dossiers' }).click();
    await expect(page).toHaveURL(/\/patients\/list$/);
    await sidebar.getByRole('link', { name: 'Paramètres' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByTestId('page-settings')).toBeVisible();
    expect(await scrollY()).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/patients\/list$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/settings$/);
    await expect.poll(scrollY).toBe(900);
  });

  test('Réduire collapses the sidebar to icons and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    const expandedWidth = (await sidebar.boundingBox())!.width;

    await sidebar.getByRole('button', { name: 'Réduire' }).click();
    await expect(sidebar.getByRole('button', { name: 'Développer' })).toBeVisible();
    await expect
      .poll(async () => (await sidebar.boundingBox())!.width)
      .toBeLessThan(expandedWidth / 2);

    await page.reload();
    await expect(
      page.getByTestId('sidebar').getByRole('button', { name: 'Développer' }),
    ).toBeVisible();
    // Collapsed entries keep an accessible name.
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Dossiers' })).toBeVisible();
  });

  test('Import opens the import dialog and Escape closes it', async ({ page }) => {
    await page.goto('/patients/list');
    await page.getByTestId('sidebar').getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('heading', { name: text('fr', 'importDialog.title') }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('bottom navigation on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  const activeCases: Array<[path: string, active: string]> = [
    ['/', 'Accueil'],
    ['/patients', 'Dossiers'],
    ['/patients/list', 'Dossiers'],
    ['/patients/table', 'Dossiers'],
    ['/patients/photos', 'Galerie'],
  ];

  for (const [path, active] of activeCases) {
    test(`on ${path} the four entries show and ${active} is active`, async ({ page }) => {
      await page.goto(path);
      const bottomNav = page.getByTestId('bottom-nav');
      await expect(bottomNav).toBeVisible();
      await expect(page.getByTestId('sidebar')).toBeHidden();

      const links = bottomNav.getByRole('link');
      await expect(links).toHaveText(['Accueil', 'Dossiers', 'Galerie', 'Caméra']);
      await expect(bottomNav.getByRole('link', { name: active })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(bottomNav.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }

  test('Caméra opens the quick camera, full screen without navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('bottom-nav').getByRole('link', { name: 'Caméra' }).click();
    await expect(page).toHaveURL(/\/camera\?quick=true$/);
    await expect(page.getByTestId('page-camera')).toBeVisible();
    await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
    await expect(page.getByTestId('app-background')).toHaveAttribute(
      'data-background',
      'transparent',
    );
  });

  test('the Plus menu offers Corbeille, which opens the trash', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: text('fr', 'nav.moreLabel') }).click();
    await page.getByRole('menuitem', { name: 'Corbeille' }).click();
    await expect(page).toHaveURL(/\/trash$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Corbeille' })).toBeVisible();
  });

  test('the layout never scrolls sideways, even for a long name or tag', async ({ page }) => {
    await page.goto('/');
    const longName = 'Durand-Lefèvre de la Fontaine-Saint-Hilaire';
    const longTag = 'Injection acide hyaluronique lèvres supérieures';
    await createPatient(page, 'Marie-Christine', longName, { tags: [longTag] });
    // Each page, and the long text it must show before its width is measured.
    const pages: [path: string, longText: string | null][] = [
      ['/', null],
      ['/patients/list', longName],
      ['/compare', longName],
      ['/patient/new', longTag],
      ['/injection-mapping', null],
      ['/settings', null],
      ['/drive', null],
      ['/trash', null],
      ['/subscription', null],
      ['/patients/photos', null],
    ];
    for (const [path, longText] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (longText) await expect(page.getByText(longText).first()).toBeVisible();
      // The layout width: a phone's browser widens the visual viewport to what overflows.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      expect(await buttonsPastTheirContainer(page), path).toEqual([]);
    }
  });
});

/**
 * Buttons whose label is too long for a phone and sticks out of the box that holds them, which
 * the page's own width does not show when a card's padding absorbs it. Rows that scroll
 * sideways on purpose are left out.
 */
function buttonsPastTheirContainer(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrollsSideways = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        if (/(auto|scroll|hidden)/.test(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('main [data-slot="button"]')]
      .filter((button) => {
        const parent = button.parentElement;
        if (!parent || scrollsSideways(parent)) return false;
        const box = parent.getBoundingClientRect();
        const contentRight = box.right - parseFloat(getComputedStyle(parent).paddingRight);
        return button.getBoundingClientRect().right > contentRight + 0.5;
      })
      .map((button) => button.textContent?.trim() ?? '');
  });
}
