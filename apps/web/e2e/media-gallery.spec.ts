import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, signIn } from './support/accounts';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';

// Galerie and Non assignées (spec 01 §2, §4): a practitioner uploads a photo and a video
// without a patient, finds them in both lists, then files the photo under a new patient.

const fr = (key: string) => text('fr', key);
const ffmpegPath = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
  .path;

let mediaDir = '';
let jpegPath = '';
let mp4Path = '';

test.beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'photodossier-media-e2e-'));
  jpegPath = join(mediaDir, 'visage-face.jpg');
  mp4Path = join(mediaDir, 'injection-levres.mp4');
  await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 214, g: 160, b: 130 } },
  })
    .jpeg({ quality: 85 })
    .toFile(jpegPath);
  await promisify(execFile)(ffmpegPath, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=15',
    '-t',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-movflags',
    '+faststart',
    mp4Path,
  ]);
});

test.afterAll(async () => {
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

function tiles(page: Page) {
  return page.getByTestId('photo-grid').getByTestId('gallery-tile');
}

test.describe('galerie et photos non assignées', () => {
  // Sign-up, two uploads with server processing, assignment: slow on a shared machine.
  test.slow();

  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  test('un praticien envoie une photo et une vidéo sans patient, puis assigne la photo', async ({
    page,
  }) => {
    const account = await createAccount({ firstName: 'Inès', lastName: 'Garnier' });
    await signIn(page, account);
    await page.goto('/patients/photos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fr('pages.patientsPhotos.title'),
    );
    await expect(page.getByTestId('gallery-empty')).toContainText(fr('media.gallery.emptyAll'));
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Hold each chunk a moment so the progress can be seen, as on a real connection.
    await page.route('**/api/v1/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    // The browser draws the video's poster itself and sends it once the video is stored.
    const posterSent = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        /\/api\/v1\/photos\/[^/]+\/thumbnail$/.test(response.url()),
      { timeout: 60_000 },
    );
    await page.getByTestId('media-upload-input').setInputFiles([jpegPath, mp4Path]);

    const panel = page.getByTestId('upload-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('upload-item')).toHaveCount(2);
    await expect(panel.getByRole('progressbar').first()).toBeVisible();
    await expect(panel.getByTestId('upload-bytes').first()).toContainText(' / ');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect(panel.locator('[data-testid="upload-item"][data-status="done"]')).toHaveCount(2, {
      timeout: 45_000,
    });
    await page.unroute('**/api/v1/uploads/**');
    expect((await posterSent).status()).toBe(200);

    // Both show in the Galerie under today's date, the video with its length.
    await expect(tiles(page)).toHaveCount(2);
    await expect(page.getByRole('link', { name: /^Photo du \d{2}\/\d{2}\/\d{4}$/ })).toBeVisible();
    // Its length in words: a screen reader would read « 0:02 » as a time of day.
    const video = page.getByRole('link', { name: /^Vidéo du \d{2}\/\d{2}\/\d{4}, 2\s+secondes$/ });
    await expect(video).toBeVisible();
    await expect(video.getByTestId('video-duration')).toHaveText(/0:02/);
    await expect(page.getByRole('heading', { level: 2, name: /\d{4}$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Photo du/ })).toHaveAttribute(
      'href',
      /^\/photo\/[^/?]+\?scope=all$/,
    );
    await panel.getByRole('button', { name: fr('media.upload.close') }).click();
    await expect(panel).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // And in Non assignées.
    await page.getByRole('link', { name: fr('media.gallery.unassignedTab') }).click();
    await expect(page).toHaveURL(/\/patients\/unassigned$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fr('pages.patientsUnassigned.title'),
    );
    await expect(tiles(page)).toHaveCount(2);

    const origin = new URL(page.url()).origin;
    const created = await page.request.post('/api/v1/patients', {
      headers: { origin },
      data: { nom: 'Martin', prenom: 'Léa' },
    });
    expect(created.status()).toBe(201);
    const patient = (await created.json()) as { id: string };

    await page.getByRole('button', { name: fr('media.selection.start') }).click();
    await page.getByRole('checkbox', { name: /Photo du/ }).check({ force: true });
    await expect(page.getByTestId('selection-toolbar')).toContainText('1 sélectionnée');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: fr('media.selection.assign') }).click();
    const dialog = page.getByRole('dialog', { name: fr('media.assign.title') });
    await dialog.getByLabel(fr('media.assign.searchLabel')).fill('Mart');
    await dialog.getByRole('radio', { name: /Léa Martin/ }).check({ force: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: fr('media.assign.submit') }).click();
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(dialog.getByTestId('assign-result')).toHaveText(/Assignée/);
    await dialog
      .getByRole('button', { name: fr('media.assign.close') })
      .first()
      .click();

    // The photo left the unassigned list; the video stays.
    await expect(tiles(page)).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: /Vidéo du/ })).toBeVisible();
    const patientPhotos = await page.request.get(
      `/api/v1/photos?scope=patient&patient_id=${encodeURIComponent(patient.id)}`,
    );
    expect(((await patientPhotos.json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  test('un fichier non pris en charge est refusé avec le texte de la spec', async ({ page }) => {
    const account = await createAccount();
    await signIn(page, account);
    await page.goto('/patients/unassigned');
    await expect(page.getByTestId('gallery-empty')).toBeVisible();
    const notes = join(mediaDir, 'notes.txt');
    await writeFile(notes, 'pas une photo');
    await page.getByTestId('media-upload-input').setInputFiles(notes);
    const item = page.getByTestId('upload-item');
    await expect(item).toHaveAttribute('data-status', 'error');
    await expect(item.getByRole('alert')).toHaveText(
      'Type de fichier non supporté. Utilisez JPG, PNG, WebP pour les images ou MP4, MOV, AVI, WebM pour les vidéos.',
    );
    await expect(item.getByRole('button', { name: /Réessayer/ })).toHaveCount(0);
  });
});
