import { devices, type Page } from '@playwright/test';
import {
  expect,
  layoutShiftSoFar,
  seriousA11yViolations,
  test,
  usePreferences,
} from './support/fixtures';
import { signInOncePerFile, signedOutState } from './support/signed-in-state';

// The mobile install banner and its dialogs (spec 02 §2.10), on emulated phones. The expected
// texts are the spec's own French words, not read back from the app's catalogue.

const IOS_STEPS = [
  'Touchez les 3 points en bas à droite',
  'Appuyez sur Partager',
  "Choisissez « Sur l'écran d'accueil »",
  'Cliquez sur Ajouter',
];
const ANDROID_STEPS = [
  'Touchez les 3 points en haut à droite',
  "Choisissez « Ajouter à l'écran d'accueil »",
  'Cliquez sur Installer',
];

/** A phone's browser settings without Playwright's engine choice (these runs are Chromium). */
function phone(name: 'Pixel 7' | 'iPhone 14') {
  const { defaultBrowserType: _engine, ...settings } = devices[name];
  return settings;
}

signInOncePerFile('install-banner');

function banner(page: Page) {
  return page.getByTestId('install-banner');
}

/** Where the banner sits on screen: against the bottom edge, or above the page's header. */
async function expectPlacement(page: Page, placement: 'top' | 'bottom') {
  await expect(banner(page)).toHaveAttribute('data-placement', placement);
  await expect(banner(page)).toContainText('Installez PhotoDossier sur votre appareil');
  await expect(banner(page)).toContainText("Accès rapide depuis votre écran d'accueil");
  const box = await banner(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (placement === 'bottom') {
    expect(Math.abs(box!.y + box!.height - viewport!.height)).toBeLessThanOrEqual(1);
  } else {
    const header = await page.getByRole('banner').first().boundingBox();
    expect(box!.y).toBeLessThanOrEqual(1);
    expect(header!.y).toBeGreaterThanOrEqual(box!.y + box!.height - 1);
  }
}

/**
 * Chromium fires beforeinstallprompt only for an installable origin over HTTPS: this stands in
 * for it, with the prompt() and userChoice the real event carries.
 */
async function offerBrowserPrompt(page: Page) {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        const counted = window as unknown as { prompted?: number };
        counted.prompted = (counted.prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

function timesPrompted(page: Page) {
  return page.evaluate(() => (window as unknown as { prompted?: number }).prompted ?? 0);
}

test.describe('on an Android phone', () => {
  test.use(phone('Pixel 7'));
  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  test.describe('signed out', () => {
    test.use({ storageState: signedOutState });

    test('sits at the bottom on /landing and /auth, at the top on /app and /pricing', async ({
      page,
    }) => {
      await page.goto('/landing');
      await expectPlacement(page, 'bottom');
      // Scrolled to the end, it is still in view and covers nothing of the footer. The page can
      // still grow under the wheel (its sections and images arrive late), so the end is scrolled
      // to again until the footer is measured there.
      await expect(async () => {
        await page.mouse.wheel(0, 20_000);
        await expect(page.getByRole('contentinfo')).toBeInViewport();
        const footer = await page.getByRole('contentinfo').boundingBox();
        const bar = await banner(page).boundingBox();
        expect(footer!.y + footer!.height).toBeLessThanOrEqual(bar!.y + 1);
      }).toPass();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.goto('/auth');
      await expectPlacement(page, 'bottom');
      await page.goto('/app');
      await expectPlacement(page, 'top');
      await page.goto('/pricing');
      await expectPlacement(page, 'top');
      // The prerendered page painted with its banner, and the app kept it: nothing moved when
      // the app started (decision 0065).
      await expect(banner(page)).not.toHaveAttribute('data-install-banner-prerendered');
      expect(await layoutShiftSoFar(page)).toBe(0);
    });

    test('is hidden on the patient portal and on shared links', async ({ page }) => {
      for (const path of ['/patient-portal/tok_3f9a2b', '/shared/tok_3f9a2b', '/drive-shared/x']) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await expect(banner(page)).toHaveCount(0);
      }
      // The same browser shows it again elsewhere: nothing was stored by those pages.
      await page.goto('/app');
      await expect(banner(page)).toBeVisible();
    });

    test('Installer opens the Android steps when the browser offers no prompt', async ({
      page,
    }) => {
      await page.goto('/landing');
      await banner(page).getByRole('button', { name: 'Installer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Installer sur Android' });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByTestId('install-steps-android').getByTestId('install-step'),
      ).toHaveText(ANDROID_STEPS);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('link', { name: "Guide d'installation" }).click();
      await expect(page).toHaveURL(/\/app$/);
      await expect(dialog).toBeHidden();
    });

    test("Installer hands over to the browser's own prompt when it offered one", async ({
      page,
    }) => {
      await page.goto('/landing');
      await expect(banner(page)).toBeVisible();
      await offerBrowserPrompt(page);
      await banner(page).getByRole('button', { name: 'Installer' }).click();
      await expect.poll(() => timesPrompted(page)).toBe(1);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
      await expect(banner(page)).toHaveCount(0);
    });

    test("the guide's Installer is there before the browser's prompt, and nothing moves when it comes", async ({
      page,
    }) => {
      await page.goto('/app');
      await expect(banner(page)).not.toHaveAttribute('data-install-banner-prerendered');
      const guide = page.getByTestId('page-install');
      const installer = guide.getByRole('button', { name: 'Installer' });
      // No prompt yet: the button brings this phone's steps into view.
      await installer.click();
      const androidGuide = page.getByTestId('install-guide-android');
      await expect(androidGuide).toBeFocused();
      await expect(androidGuide).toBeInViewport();
      await expect(androidGuide).toContainText('Installer sur Android');

      await offerBrowserPrompt(page);
      await installer.click();
      await expect.poll(() => timesPrompted(page)).toBe(1);
      expect(await layoutShiftSoFar(page)).toBe(0);
      await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
      await expect(guide).toContainText('PhotoDossier est déjà installé sur cet appareil.');
      await expect(installer).toHaveCount(0);
    });

    test('once closed, it stays closed on every page and after a reload', async ({ page }) => {
      await page.goto('/landing');
      await banner(page).getByRole('button', { name: 'Fermer' }).click();
      await expect(banner(page)).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('page-landing')).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      await page.goto('/auth');
      await expect(page.getByTestId('page-auth')).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      expect(
        await page.evaluate(() => localStorage.getItem('photodossier-install-banner-dismissed')),
      ).not.toBeNull();
    });
  });

  test('sits at the top of the signed-in app, above its header', async ({ page }) => {
    await page.goto('/patients');
    await expect(page.getByTestId('page-patients-list')).toBeVisible();
    await expectPlacement(page, 'top');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('on an iPhone', () => {
  test.use({ ...phone('iPhone 14'), storageState: signedOutState });
  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  test('Installer opens the iPhone/iPad steps', async ({ page }) => {
    await page.goto('/auth');
    await expectPlacement(page, 'bottom');
    await banner(page).getByRole('button', { name: 'Installer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Installer sur iPhone/iPad' });
    await expect(dialog.getByTestId('install-steps-ios').getByTestId('install-step')).toHaveText(
      IOS_STEPS,
    );
    await dialog.getByRole('button', { name: "J'ai compris" }).click();
    await expect(dialog).toBeHidden();
    // Closing the dialog is not dismissing the banner.
    await expect(banner(page)).toBeVisible();
  });

  test('speaks English to an English reader', async ({ page }) => {
    await usePreferences(page, 'en');
    await page.goto('/landing');
    await expect(banner(page)).toContainText('Install PhotoDossier on your device');
    await banner(page).getByRole('button', { name: 'Install' }).click();
    await expect(page.getByRole('dialog', { name: 'Install on iPhone/iPad' })).toBeVisible();
  });
});

test.describe('on a computer', () => {
  test.use({ storageState: signedOutState });

  test('shows no banner: the guide at /app is the way there', async ({ page }) => {
    await usePreferences(page, 'fr');
    await page.goto('/landing');
    await expect(page.getByTestId('page-landing')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/app');
    await expect(page.getByTestId('install-steps-ios').getByTestId('install-step')).toHaveText(
      IOS_STEPS,
    );
    await expect(page.getByTestId('install-steps-android').getByTestId('install-step')).toHaveText(
      ANDROID_STEPS,
    );
  });
});
