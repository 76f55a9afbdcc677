import type { Page } from '@playwright/test';
import { chromiumExecutablePath, fakeCameraArgs } from './support/chromium';
import { signInOncePerFile } from './support/signed-in-state';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';

// Decision 0023: a second page of the same account drives the camera page as a remote. Both
// pages share one browser here; what links them is only the server and the live events.

const fr = (key: string, params?: Record<string, string>) => {
  let value = text('fr', key);
  for (const [name, replacement] of Object.entries(params ?? {})) {
    value = value.replace(`{{${name}}}`, replacement);
  }
  return value;
};

signInOncePerFile('camera-control', { firstName: 'Rémi', lastName: 'Déclencheur' });

test.use({
  launchOptions: { executablePath: chromiumExecutablePath, args: fakeCameraArgs },
  permissions: ['camera', 'microphone'],
});

async function createPatient(page: Page): Promise<string> {
  const created = await page.request.post('/api/v1/patients', {
    headers: { origin: new URL(page.url()).origin },
    data: { nom: 'Trépied', prenom: 'Nina' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test.describe('déclencheur à distance', () => {
  test('sans caméra ouverte, la télécommande le dit', async ({ page }) => {
    await usePreferences(page, 'fr');
    await page.goto('/camera-control');
    await expect(page.getByTestId('camera-control-empty')).toContainText(fr('cameraControl.empty'));
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('la télécommande prend une photo sur la caméra du patient, puis la caméra occupée le signale', async ({
    page: camera,
    context,
  }) => {
    await usePreferences(camera, 'fr');
    await camera.goto('/');
    const patientId = await createPatient(camera);
    await camera.goto(`/camera/${patientId}`);
    await expect(camera.getByTestId('camera-preview')).toBeVisible({ timeout: 15_000 });

    const remote = await context.newPage();
    await usePreferences(remote, 'fr');
    await remote.goto('/camera-control');
    // Playwright's desktop profile presents itself as Chrome on Windows.
    const cameraName = fr('cameraControl.cameraName', { device: 'Windows' });
    const listed = remote.getByRole('radio', { name: new RegExp(`^${cameraName} [0-9A-F-]{4} `) });
    await expect(listed).toHaveAttribute('aria-checked', 'true', { timeout: 15_000 });
    expect(await seriousA11yViolations(remote)).toEqual([]);

    const shutter = remote.getByRole('button', { name: fr('cameraControl.shutter') });
    const status = remote.getByTestId('camera-control-status');
    const strip = camera.getByTestId('camera-strip').locator('li');
    await shutter.click();
    await expect(status).toContainText(fr('cameraControl.status.capture'));
    // Nobody may stand at the camera: a remote shot goes straight into the burst.
    await expect(strip).toHaveCount(1);
    await expect(camera.getByTestId('camera-review')).toBeHidden();

    // A shot taken at the camera waits on its review screen: meanwhile the remote is told the
    // camera is busy, and the camera stays listed.
    await camera.getByRole('button', { name: fr('cameraCapture.shutter') }).click();
    await expect(camera.getByTestId('camera-review')).toBeVisible();
    await shutter.click();
    await expect(status).toContainText(fr('cameraControl.status.busy'));
    await expect(listed).toBeVisible();
    await camera.getByRole('button', { name: fr('cameraCapture.review.keep') }).click();
    await expect(strip).toHaveCount(2);

    // Once kept, the camera obeys again.
    await shutter.click();
    await expect(strip).toHaveCount(3);

    // Leaving the camera page takes it off the remote's list.
    await camera.goto('/');
    await expect(remote.getByTestId('camera-control-empty')).toBeVisible({ timeout: 15_000 });
  });
});
