import { join } from 'node:path';
import type { PhotoListItem, PhotoRecord } from '@photodossier/domain/media-record';
import { listedPhotos } from './support/photo-lists';
import type { Page } from '@playwright/test';
import sharp, { type Region } from 'sharp';
import { backgroundRemovalFr } from '../src/lib/background-removal/i18n/fr';
import { facesDirectory } from '../src/test/testdata';
import { baseURL } from './support/accounts';
import { chromiumExecutablePath, fakeCameraArgs } from './support/chromium';
import { createDemoPatient, uploadDemoPhoto } from './support/demo-media';
import { expect, test, text, usePreferences } from './support/fixtures';
import { signInOncePerFile } from './support/signed-in-state';

// Issue 17, background removal end to end: a real portrait goes through the worker from a
// gallery selection and comes back as a linked PNG variant; the camera makes one on its own
// when the switch is on.

signInOncePerFile('background-removal', { firstName: 'Inès', lastName: 'Détourage' });

test.use({
  launchOptions: { executablePath: chromiumExecutablePath, args: fakeCameraArgs },
  permissions: ['camera', 'microphone'],
});

const fr = (key: string) => text('fr', key);

/** Amy's portrait (150 px) enlarged on a plain studio backdrop: the corners are background. */
async function portraitOnBackdrop(): Promise<{ bytes: Buffer; face: Region }> {
  const face = { left: 360, top: 220, width: 480, height: 480 };
  const portrait = await sharp(join(facesDirectory(), 'amy', 'amy2.png'))
    .resize(face.width, face.height)
    .toColourspace('srgb')
    .png()
    .toBuffer();
  const bytes = await sharp({
    create: { width: 1200, height: 1000, channels: 3, background: '#c9d6de' },
  })
    .composite([{ input: portrait, left: face.left, top: face.top }])
    .png()
    .toBuffer();
  return { bytes, face };
}

const photosOf = (page: Page, patientId: string) =>
  listedPhotos(page, `scope=patient&patient_id=${patientId}`);

async function variantOf(page: Page, patientId: string, originalId: string) {
  let variant: PhotoListItem | undefined;
  await expect
    .poll(
      async () => {
        variant = (await photosOf(page, patientId)).find(
          (photo) => photo.original_photo_id === originalId,
        );
        return variant !== undefined;
      },
      { timeout: 120_000 },
    )
    .toBe(true);
  return variant!;
}

async function rgba(bytes: Buffer) {
  const { data, info } = await sharp(bytes)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
    ],
  };
}

const post = (page: Page, url: string, data: unknown) =>
  page.request.post(url, { headers: { origin: baseURL }, data });

test.describe('suppression du fond', () => {
  test.beforeEach(({ page }) => usePreferences(page, 'fr'));

  test('un portrait réel depuis la galerie : progression, variante PNG liée, corbeille et restauration ensemble', async ({
    page,
  }, testInfo) => {
    // The first model load (wasm compile) on a shared 2-core machine.
    test.setTimeout(240_000);
    await page.goto('/');
    const patient = await createDemoPatient(page, { nom: 'Farrah', prenom: 'Amy' });
    const { bytes, face } = await portraitOnBackdrop();
    const original = await uploadDemoPhoto(page, {
      name: 'amy-portrait.png',
      bytes,
      type: 'image/png',
      patientId: patient.id,
    });

    await page.goto(`/patient/${patient.id}`);
    const timeline = page.getByTestId('patient-media-timeline');
    await expect(timeline.getByTestId('gallery-tile')).toHaveCount(1);
    await timeline.getByRole('button', { name: fr('media.selection.start') }).click();
    await timeline.locator(`[data-testid="gallery-tile"][data-photo-id="${original.id}"]`).click();
    const toolbar = timeline.getByRole('toolbar', { name: fr('media.selection.toolbarLabel') });
    await toolbar.getByRole('button', { name: fr('media.selection.removeBackground') }).click();

    const dialog = page.getByTestId('background-removal-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(backgroundRemovalFr.dialog.title);
    await expect(dialog).toContainText('0 / 1 photo(s) traitée(s) (0%)');
    await expect(dialog).toContainText(backgroundRemovalFr.dialog.hint);
    await page.screenshot({ path: testInfo.outputPath('background-removal-dialog-1280.png') });
    // Modal and not dismissible: Escape leaves it in place.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 180_000 });
    // Spec 02 §4.11's final state (current = total, no longer processing): the dialog closes in
    // the same update, and the count it reached is the one the notice gives.
    await expect(
      page.getByText(backgroundRemovalFr.done_one.replace('{{count}}', '1')),
    ).toBeVisible();

    const variant = await variantOf(page, patient.id, original.id);
    expect(variant).toMatchObject({
      has_background_removed: true,
      file_type: 'image/png',
      patient_id: patient.id,
    });
    const linked = await page.request.get(`/api/v1/photos/${original.id}`);
    expect(((await linked.json()) as PhotoRecord).background_removed_url).toBe(variant.image_url);

    // Corners transparent, the face's centre opaque and with the original's own pixels.
    const result = await rgba(await (await page.request.get(variant.image_url)).body());
    const source = await rgba(bytes);
    expect([result.width, result.height]).toEqual([source.width, source.height]);
    for (const [x, y] of [
      [5, 5],
      [result.width - 6, 5],
      [5, result.height - 6],
      [result.width - 6, result.height - 6],
    ] as const) {
      expect(result.at(x, y)[3], `alpha at ${x},${y}`).toBe(0);
    }
    const centreX = face.left + face.width / 2;
    const centreY = face.top + face.height / 2;
    for (let dy = -40; dy <= 40; dy += 20) {
      for (let dx = -40; dx <= 40; dx += 20) {
        const made = result.at(centreX + dx, centreY + dy);
        const was = source.at(centreX + dx, centreY + dy);
        expect(made[3], `alpha at centre ${dx},${dy}`).toBe(255);
        for (let channel = 0; channel < 3; channel += 1) {
          expect(Math.abs(made[channel]! - was[channel]!)).toBeLessThanOrEqual(1);
        }
      }
    }

    // The viewer switches from the original to its variant.
    await page.goto(`/patient/${patient.id}/photo/${original.id}`);
    await page.getByRole('button', { name: backgroundRemovalFr.viewer.showVariant }).click();
    await expect(page.getByTestId('photo-viewer')).toHaveAttribute('data-photo-id', variant.id);
    await page.screenshot({ path: testInfo.outputPath('background-removal-viewer-1280.png') });

    // Trashing the variant trashes its original; restoring the original brings both back.
    expect((await post(page, '/api/v1/photos/delete', { ids: [variant.id] })).status()).toBe(200);
    expect(await photosOf(page, patient.id)).toEqual([]);
    const restored = await post(page, '/api/v1/trash/photos/restore', { ids: [original.id] });
    expect(restored.status()).toBe(200);
    expect((await photosOf(page, patient.id)).map((photo) => photo.id).sort()).toEqual(
      [original.id, variant.id].sort(),
    );
  });

  test('avec le détourage automatique, une prise de la caméra reçoit sa variante sans clic', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/');
    const patched = await page.request.patch('/api/v1/settings', {
      headers: { origin: baseURL },
      // Automatic removal in the camera needs the removal made available there too.
      data: {
        cameraSettings: { autoBackgroundRemovalEnabled: true },
        mediaPipeBackgroundSettings: { enableInCamera: true },
      },
    });
    expect(patched.status()).toBe(200);
    const patient = await createDemoPatient(page, { nom: 'Caméra', prenom: 'Léa' });

    await page.goto(`/camera/${patient.id}`);
    const preview = page.getByTestId('camera-preview');
    await expect
      .poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await page.getByTestId('camera-shutter').click();
    const review = page.getByTestId('camera-review');
    await review.getByRole('button', { name: fr('cameraCapture.review.keep') }).click();
    await page
      .getByRole('button', { name: fr('cameraCapture.strip.save').replace('{{count}}', '1') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/patient/${patient.id}$`), { timeout: 60_000 });

    const [shot] = (await photosOf(page, patient.id)).filter(
      (photo) => photo.original_photo_id === null,
    );
    expect(shot).toBeDefined();
    const variant = await variantOf(page, patient.id, shot!.id);
    expect(variant).toMatchObject({ has_background_removed: true, file_type: 'image/png' });
    await expect(page.getByTestId('background-removal-dialog')).toBeHidden({ timeout: 60_000 });
  });
});
