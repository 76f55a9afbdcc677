import type { Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './support/chromium';
import { signInOncePerFile } from './support/signed-in-state';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';

// Issue 8: when the camera is refused, the camera page hands over to the tutorial, which
// explains how to allow it in this browser and leads back to the same camera page.

const fr = (key: string) => text('fr', key);

signInOncePerFile('camera-permission', { firstName: 'Paul', lastName: 'Refus' });

// A fake camera exists, but no permission is granted and no fake prompt accepts: Chromium
// refuses getUserMedia with NotAllowedError, as after a user's "Bloquer". Headless Chromium
// already refuses without the flag; it keeps headed runs from waiting on a real prompt.
test.use({
  launchOptions: {
    executablePath: chromiumExecutablePath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--deny-permission-prompts'],
  },
  permissions: [],
});

async function createPatient(page: Page): Promise<string> {
  const created = await page.request.post('/api/v1/patients', {
    headers: { origin: new URL(page.url()).origin },
    data: { nom: 'Refus', prenom: 'Jeanne' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test.describe('tutoriel d’autorisation de la caméra', () => {
  test.beforeEach(async ({ page }) => {
    await usePreferences(page, 'fr');
  });

  test('caméra refusée: la page caméra du patient mène au tutoriel, Chrome ouvert en premier', async ({
    page,
  }) => {
    await page.goto('/');
    const patientId = await createPatient(page);
    await page.goto(`/camera/${patientId}`);

    await expect(page).toHaveURL(/\/camera-permission-tutorial/);
    const tutorial = page.getByTestId('page-camera-permission-tutorial');
    await expect(tutorial.getByRole('heading', { level: 1 })).toHaveText(
      fr('cameraTutorial.title'),
    );
    await expect(tutorial).toContainText(fr('cameraTutorial.deniedIntro'));

    // Headless Chromium on Linux: the Chrome section comes first, open; the others are closed.
    const sections = tutorial.locator('[data-testid^="browser-help-"]');
    await expect(sections.first()).toHaveAttribute('data-testid', 'browser-help-chrome');
    const chrome = page.getByTestId('browser-help-chrome');
    await expect(chrome.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(chrome).toContainText(fr('cameraTutorial.sections.chrome.steps.1'));
    const ios = page.getByTestId('browser-help-ios');
    await expect(ios.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    await expect(ios.getByText(fr('cameraTutorial.sections.ios.steps.2'))).toBeHidden();
    await ios.getByRole('button').click();
    await expect(ios.getByText(fr('cameraTutorial.sections.ios.steps.2'))).toBeVisible();

    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('« Réessayer » revient à la caméra du patient, qui redemande l’accès', async ({ page }) => {
    await page.goto('/');
    const patientId = await createPatient(page);
    await page.goto(`/camera/${patientId}`);
    await expect(page).toHaveURL(/\/camera-permission-tutorial\?from=/);
    const backToCamera = page.waitForURL(`**/camera/${patientId}`);
    await page.getByRole('button', { name: fr('cameraTutorial.retry') }).click();
    await backToCamera;
    // Still refused: the camera page sends the user back to the help.
    await expect(page).toHaveURL(/\/camera-permission-tutorial/);
  });

  test('« Réessayer » refuse une adresse hors de la caméra', async ({ page }) => {
    await page.goto('/camera-permission-tutorial?from=%2F%2Fevil.example%2Fcamera');
    await page.getByRole('button', { name: fr('cameraTutorial.retry') }).click();
    await expect(page).toHaveURL(/\/camera(\?|$)/);
    await expect(page.getByTestId('page-camera')).toBeVisible();
  });

  test('« Importer des photos à la place » ouvre le dialogue d’import sur l’accueil', async ({
    page,
  }) => {
    await page.goto('/camera-permission-tutorial');
    await page.getByRole('button', { name: fr('cameraTutorial.importInstead') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: fr('importDialog.title') }),
    ).toBeVisible();
  });

  test('sans caméra: la note passe en tête', async ({ page }) => {
    await page.goto('/camera-permission-tutorial?reason=no-camera');
    const tutorial = page.getByTestId('page-camera-permission-tutorial');
    await expect(tutorial).toContainText(fr('cameraTutorial.noCameraIntro'));
    await expect(page.getByTestId('camera-tutorial-no-camera')).toContainText(
      fr('cameraTutorial.noCameraTitle'),
    );
  });
});
