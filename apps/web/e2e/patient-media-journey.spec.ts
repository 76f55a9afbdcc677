import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { listedPhotos } from './support/photo-lists';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, signIn } from './support/accounts';
import { expect, test, text, usePreferences } from './support/fixtures';

// Issue 4 end to end: a practitioner files a real 20 MB photo and a real video under a new
// patient, views and annotates them, files an unassigned photo, and a second tab of the same
// account follows every change live.

const fr = (key: string) => text('fr', key);
const ffmpegPath = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
  .path;
const TWENTY_MB = 20 * 1024 * 1024;

let mediaDir = '';
let bigJpeg = '';
let video = '';
let smallJpeg = '';

test.beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'photodossier-journey-'));
  bigJpeg = join(mediaDir, 'IMG_0001.jpg');
  video = join(mediaDir, 'injection.mp4');
  smallJpeg = join(mediaDir, 'IMG_0002.jpg');
  // Noise does not compress: a 5000 x 3750 JPEG at quality 97 weighs a little over 20 MB, as a
  // full-size photo from a DSLR does.
  const width = 5000;
  const height = 3750;
  await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 97 })
    .toFile(bigJpeg);
  await promisify(execFile)(ffmpegPath, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x480:rate=25',
    '-t',
    '3',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-movflags',
    '+faststart',
    video,
  ]);
  await sharp({
    create: { width: 900, height: 700, channels: 3, background: { r: 200, g: 150, b: 120 } },
  })
    .jpeg({ quality: 85 })
    .toFile(smallJpeg);
});

test.afterAll(async () => {
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

function tiles(within: Page | Locator) {
  return within.getByTestId('gallery-tile');
}

const patientPhotos = (page: Page, patientId: string) =>
  listedPhotos(page, `scope=patient&patient_id=${encodeURIComponent(patientId)}`);

/** Uploads through the page's own file input and waits until every file is recorded. */
async function uploadThroughPage(page: Page, files: string[]) {
  await page.getByTestId('media-upload-input').setInputFiles(files);
  const panel = page.getByTestId('upload-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('upload-item')).toHaveCount(files.length);
  await expect(panel.locator('[data-testid="upload-item"][data-status="done"]')).toHaveCount(
    files.length,
    { timeout: 90_000 },
  );
  await panel.getByRole('button', { name: fr('media.upload.close') }).click();
}

test.describe('dossier patient, photos et vidéos de bout en bout', () => {
  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  test('créer un patient, envoyer une photo de 20 Mo et une vidéo, les voir, annoter, assigner, avec un second onglet à jour', async ({
    page,
  }) => {
    // A 20 MB upload, server processing and two tabs on a shared 2-core machine.
    test.setTimeout(240_000);
    expect((await stat(bigJpeg)).size).toBeGreaterThanOrEqual(TWENTY_MB);

    const account = await createAccount({ firstName: 'Claire', lastName: 'Morel' });
    await signIn(page, account);
    const secondTab = await page.context().newPage();
    await usePreferences(secondTab, 'fr');
    await secondTab.goto('/patients');
    await expect(secondTab.getByTestId('patients-empty')).toBeVisible();

    // The patient, created in the first tab, appears in the second one's list.
    await page.goto('/patient/new');
    await page.getByLabel(/^Prénom/).fill('Hélène');
    await page.getByLabel(/^Nom/).fill('Durand');
    await page.getByRole('button', { name: fr('patients.form.create') }).click();
    await expect(page).toHaveURL(/\/patient\/(?!new$)[^/]+$/);
    const patientId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByTestId('patient-summary').getByRole('heading', { level: 2 })).toHaveText(
      'Hélène Durand',
    );
    await expect(secondTab.getByRole('link', { name: 'Hélène Durand' })).toBeVisible();

    // The second tab watches the Galerie while the first uploads from the patient's page.
    await secondTab.goto('/patients/photos');
    await expect(secondTab.getByTestId('gallery-empty')).toBeVisible();

    // Hold each chunk a moment so the progress shows as it does on a real connection.
    await page.route('**/api/v1/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await page.getByTestId('media-upload-input').setInputFiles([bigJpeg, video]);
    const panel = page.getByTestId('upload-panel');
    await expect(panel.getByRole('progressbar').first()).toBeVisible();
    await expect(panel.getByTestId('upload-bytes').first()).toContainText(' / ');
    await expect(panel.locator('[data-testid="upload-item"][data-status="done"]')).toHaveCount(2, {
      timeout: 120_000,
    });
    await page.unroute('**/api/v1/uploads/**');
    await panel.getByRole('button', { name: fr('media.upload.close') }).click();

    const timeline = page.getByTestId('patient-media-timeline');
    await expect(tiles(timeline)).toHaveCount(2);
    await expect(secondTab.getByTestId('gallery-tile')).toHaveCount(2);
    // The video's length in words, as a screen reader says it (3 s).
    await expect(
      secondTab.getByRole('link', { name: /^Vidéo du .*, 3\s+secondes$/ }),
    ).toBeVisible();

    const stored = await patientPhotos(page, patientId);
    expect(stored).toHaveLength(2);
    const photo = stored.find((item) => item.media_type === 'image')!;
    const clip = stored.find((item) => item.media_type === 'video')!;
    expect(photo.file_type).toBe('image/jpeg');
    expect(photo.file_size).toBe((await stat(bigJpeg)).size);
    expect(photo.width).toBe(5000);
    expect(clip.file_type).toBe('video/mp4');
    expect(clip.duration).toBeCloseTo(3, 0);
    expect(clip.video_resolution).toBe('640x480');

    // The viewer: zoom with the buttons, then the keyboard to the video and back.
    await timeline.getByRole('link', { name: /^Photo du/ }).click();
    await expect(page).toHaveURL(`/patient/${patientId}/photo/${photo.id}`);
    const viewer = page.getByTestId('photo-viewer');
    await expect(viewer).toHaveAttribute('data-photo-id', photo.id);
    await expect(page.getByTestId('zoom-level')).toHaveText(/^100\s%$/);
    await page.getByRole('button', { name: fr('viewer.zoom.in') }).click();
    await page.getByRole('button', { name: fr('viewer.zoom.in') }).click();
    await expect(page.getByTestId('zoom-level')).toHaveText(/^200\s%$/);
    await page.keyboard.press('-');
    await expect(page.getByTestId('zoom-level')).toHaveText(/^150\s%$/);
    await page.keyboard.press('0');
    await expect(page.getByTestId('zoom-level')).toHaveText(/^100\s%$/);
    const photoIsNewer = stored[0]!.id === photo.id;
    await page.keyboard.press(photoIsNewer ? 'ArrowRight' : 'ArrowLeft');
    await expect(viewer).toHaveAttribute('data-photo-id', clip.id);
    await expect(viewer.locator('video')).toBeVisible();
    await page.keyboard.press(photoIsNewer ? 'ArrowLeft' : 'ArrowRight');
    await expect(viewer).toHaveAttribute('data-photo-id', photo.id);

    // Annotate, save, reload: the drawing and the text are still over the photo.
    await page.getByRole('button', { name: fr('viewer.annotations.annotate') }).click();
    const canvas = page.getByTestId('annotation-canvas');
    await expect(canvas).toBeVisible();
    const area = (await canvas.boundingBox())!;
    await page.mouse.move(area.x + area.width * 0.3, area.y + area.height * 0.6);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width * 0.7, area.y + area.height * 0.6, { steps: 10 });
    await page.mouse.up();
    await page.getByRole('button', { name: fr('viewer.annotations.text'), exact: true }).click();
    await page.mouse.click(area.x + area.width * 0.2, area.y + area.height * 0.2);
    await page.getByRole('textbox', { name: fr('viewer.annotations.textInput') }).fill('Pommette');
    await page.keyboard.press('Enter');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/v1/photos/${photo.id}`) &&
        response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: fr('viewer.annotations.save') }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    const layer = page.getByTestId('annotation-layer');
    await expect(layer.getByTestId('annotation-text')).toHaveText('Pommette');
    await expect(layer.getByTestId('annotation-drawing')).toBeVisible();

    // An unassigned photo, uploaded from Non assignées, then filed under the patient while the
    // second tab shows the patient's page.
    await secondTab.goto(`/patient/${patientId}`);
    await expect(
      secondTab.getByTestId('patient-media-timeline').getByTestId('gallery-tile'),
    ).toHaveCount(2);
    await page.goto('/patients/unassigned');
    await expect(page.getByTestId('gallery-empty')).toBeVisible();
    await uploadThroughPage(page, [smallJpeg]);
    await expect(tiles(page)).toHaveCount(1);

    await page.getByRole('button', { name: fr('media.selection.start') }).click();
    await page.getByRole('checkbox', { name: /Photo du/ }).check({ force: true });
    await page.getByRole('button', { name: fr('media.selection.assign') }).click();
    const dialog = page.getByRole('dialog', { name: fr('media.assign.title') });
    await dialog.getByLabel(fr('media.assign.searchLabel')).fill('Durand');
    await dialog.getByRole('radio', { name: /Hélène Durand/ }).check({ force: true });
    await dialog.getByRole('button', { name: fr('media.assign.submit') }).click();
    await expect(dialog.getByTestId('assign-result')).toHaveText(/Assignée/);
    await dialog
      .getByRole('button', { name: fr('media.assign.close') })
      .first()
      .click();

    await expect(page.getByTestId('gallery-empty')).toBeVisible();
    await expect(
      secondTab.getByTestId('patient-media-timeline').getByTestId('gallery-tile'),
    ).toHaveCount(3);
    expect(await patientPhotos(page, patientId)).toHaveLength(3);
    await secondTab.close();
  });
});
