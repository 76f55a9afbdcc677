import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PatientFaceStatus, PhotoFaces } from '@photodossier/domain/face-record';
import { listedPhotos as photosOf, photoRecord } from './support/photo-lists';
import { chromium, type Page } from '@playwright/test';
import { baseURL, createAccount, signIn } from './support/accounts';
import { facesDirectory } from '../src/test/testdata';
import { chromiumExecutablePath, fakeCameraArgs } from './support/chromium';
import { signInOncePerFile } from './support/signed-in-state';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';

// Issue 8 end to end with Chromium's fake camera (a moving test pattern and a beeping
// microphone): shots for a patient land in their record with the right type, length and
// thumbnail; quick mode files them without a patient, marked camera_quick.

const fr = (key: string, params?: Record<string, string | number>) => {
  let value = text('fr', key);
  for (const [name, replacement] of Object.entries(params ?? {})) {
    value = value.replace(`{{${name}}}`, String(replacement));
  }
  return value;
};

const signedInState = signInOncePerFile('camera', { firstName: 'Hélène', lastName: 'Caméra' });

test.use({
  launchOptions: { executablePath: chromiumExecutablePath, args: fakeCameraArgs },
  permissions: ['camera', 'microphone'],
});

/**
 * A camera that films Amy: her second portrait as an MJPEG stream for Chromium's fake camera.
 * Made when the file loads, because the browser reads it at launch.
 */
function amyCameraFile(): string {
  const dir = join(tmpdir(), `photodossier-e2e-camera-${process.env.E2E_PORT ?? 4321}`);
  const file = join(dir, 'amy.mjpeg');
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
    .path;
  const portrait = join(facesDirectory(), 'amy', 'amy2.png');
  execFileSync(ffmpeg, [
    '-loglevel',
    'error',
    '-loop',
    '1',
    '-i',
    portrait,
    '-t',
    '2',
    '-r',
    '10',
    '-vf',
    'scale=480:480,format=yuvj420p',
    '-f',
    'mjpeg',
    '-y',
    file,
  ]);
  return file;
}

async function createPatient(page: Page, prenom: string, nom: string): Promise<string> {
  const created = await page.request.post('/api/v1/patients', {
    headers: { origin: new URL(page.url()).origin },
    data: { nom, prenom },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function waitForLiveCamera(page: Page) {
  const preview = page.getByTestId('camera-preview');
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
}

async function shootAndKeep(page: Page) {
  await page.getByTestId('camera-shutter').click();
  const review = page.getByTestId('camera-review');
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: fr('cameraCapture.review.keep') }).click();
  await expect(review).toBeHidden();
}

test.describe('caméra', () => {
  test.beforeEach(({ page }) => usePreferences(page, 'fr'));

  test('deux photos et une vidéo de 3 s pour un patient, retrouvées dans son dossier', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    const patientId = await createPatient(page, 'Chloé', 'Bernard');
    await page.goto(`/camera/${patientId}`);
    await expect(page.getByTestId('camera-title')).toHaveText('Chloé Bernard');
    await waitForLiveCamera(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A shot taken again is not kept; two kept photos wait in the strip.
    await page.getByTestId('camera-shutter').click();
    await page
      .getByTestId('camera-review')
      .getByRole('button', { name: fr('cameraCapture.review.retake') })
      .click();
    await shootAndKeep(page);
    await shootAndKeep(page);
    const strip = page.getByTestId('camera-strip');
    await expect(strip.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('radio', { name: fr('cameraCapture.modes.video') }).click();
    await page.getByRole('button', { name: fr('cameraCapture.startRecording') }).click();
    await expect(page.getByTestId('camera-timer')).toBeVisible();
    await page.waitForTimeout(3_000);
    await page.getByRole('button', { name: fr('cameraCapture.stopRecording') }).click();
    await expect(page.getByTestId('camera-review').locator('video')).toBeVisible();
    await page.getByRole('button', { name: fr('cameraCapture.review.keep') }).click();
    await expect(strip.getByRole('listitem')).toHaveCount(3);

    await page.getByRole('button', { name: fr('cameraCapture.strip.save', { count: 3 }) }).click();
    // Back to the patient's record once the server has all three.
    await expect(page).toHaveURL(new RegExp(`/patient/${patientId}$`), { timeout: 60_000 });
    await expect(page.getByTestId('gallery-tile')).toHaveCount(3, { timeout: 15_000 });

    const photos = await photosOf(page, `scope=patient&patient_id=${patientId}`);
    const images = photos.filter((photo) => photo.media_type === 'image');
    const videos = photos.filter((photo) => photo.media_type === 'video');
    expect(images).toHaveLength(2);
    expect(videos).toHaveLength(1);
    for (const image of images) {
      expect(image.file_type).toBe('image/jpeg');
      expect(image.upload_source).toBeNull();
      expect(image.thumbnail_url).not.toBeNull();
    }
    const [clip] = videos;
    expect(clip?.duration).toBeGreaterThan(2.5);
    expect(clip?.duration).toBeLessThan(4.5);
    expect(clip?.thumbnail_url).not.toBeNull();
    const poster = await page.request.get(clip?.thumbnail_url ?? '');
    expect(poster.status()).toBe(200);
    expect(poster.headers()['content-type']).toMatch(/^image\//);
    // The record's video tile says its length.
    await expect(page.getByTestId('gallery-tile').filter({ hasText: /0:0[34]/ })).toHaveCount(1);
  });

  test('une vidéo WebM (navigateur sans enregistrement MP4) garde sa durée et sa vignette', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // As Firefox and older Chrome: MediaRecorder writes WebM, whose header holds no duration.
    await page.addInitScript(() => {
      const original = MediaRecorder.isTypeSupported.bind(MediaRecorder);
      MediaRecorder.isTypeSupported = (type: string) =>
        !type.startsWith('video/mp4') && original(type);
    });
    await page.goto('/');
    const patientId = await createPatient(page, 'Noé', 'Lambert');
    await page.goto(`/camera/${patientId}`);
    await waitForLiveCamera(page);
    await page.getByRole('radio', { name: fr('cameraCapture.modes.video') }).click();
    await page.getByRole('button', { name: fr('cameraCapture.startRecording') }).click();
    await page.waitForTimeout(3_000);
    await page.getByRole('button', { name: fr('cameraCapture.stopRecording') }).click();
    await page.getByRole('button', { name: fr('cameraCapture.review.keep') }).click();
    await page.getByRole('button', { name: fr('cameraCapture.strip.save', { count: 1 }) }).click();
    await expect(page).toHaveURL(new RegExp(`/patient/${patientId}$`), { timeout: 60_000 });

    const [clip] = await photosOf(page, `scope=patient&patient_id=${patientId}`);
    expect(clip).toMatchObject({ media_type: 'video', file_type: 'video/webm' });
    expect((await photoRecord(page, clip!.id)).storage_path).toMatch(/\.webm$/);
    expect(clip?.duration).toBeGreaterThan(2.5);
    expect(clip?.duration).toBeLessThan(4.5);
    expect(clip?.thumbnail_url).not.toBeNull();
  });

  test('mode rapide: une prise gardée survit au rechargement, part sans patient (camera_quick) et ouvre le dialogue d’import', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/camera?quick=true');
    await expect(page.getByTestId('camera-title')).toHaveText(fr('cameraCapture.quick'));
    await waitForLiveCamera(page);
    await shootAndKeep(page);
    await expect(page.getByTestId('camera-strip').getByRole('listitem')).toHaveCount(1);

    // Closed before saving: the shot waits in the temporary store and is offered again.
    await page.reload();
    const leftovers = page.getByTestId('camera-leftovers');
    await expect(leftovers).toContainText(fr('cameraCapture.leftover.title_one', { count: 1 }));
    await leftovers.getByRole('button', { name: fr('cameraCapture.leftover.restore') }).click();
    await expect(leftovers).toBeHidden();
    await expect(page.getByTestId('camera-strip').getByRole('listitem')).toHaveCount(1);

    await page.getByRole('button', { name: fr('cameraCapture.strip.save', { count: 1 }) }).click();
    await expect(page).toHaveURL(/\/patients\/unassigned$/, { timeout: 90_000 });

    const unassigned = await photosOf(page, 'scope=unassigned');
    const quick = unassigned.filter((photo) => photo.upload_source === 'camera_quick');
    expect(quick).toHaveLength(1);
    expect(quick[0]?.patient_id).toBeNull();
    expect(quick[0]?.media_type).toBe('image');

    // The app layout's import dialog takes the uploaded photo in, to be assigned.
    const dialog = page.getByTestId('import-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('import-photo')).toHaveCount(1);

    // Sent and recorded: nothing is offered again on the next visit.
    await page.goto('/camera?quick=true');
    await waitForLiveCamera(page);
    await expect(page.getByTestId('camera-leftovers')).toHaveCount(0);
  });

  test('une prise restée pour un patient, reprise depuis la caméra d’un autre, est rangée chez le premier', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/');
    const firstId = await createPatient(page, 'Alice', 'Premier');
    const otherId = await createPatient(page, 'Bruno', 'Second');

    // The network refuses the upload: the shot stays on the device.
    await page.route('**/api/v1/uploads**', (route) => route.abort());
    await page.goto(`/camera/${firstId}`);
    await waitForLiveCamera(page);
    await shootAndKeep(page);
    await page.getByRole('button', { name: fr('cameraCapture.strip.save', { count: 1 }) }).click();
    await expect(page.getByTestId('camera-strip').getByRole('listitem')).toHaveAttribute(
      'data-status',
      'failed',
      { timeout: 60_000 },
    );
    await page.unroute('**/api/v1/uploads**');

    // Another patient's camera offers it, says where it goes, and sends it there.
    await page.goto(`/camera/${otherId}`);
    await expect(page.getByTestId('camera-title')).toHaveText('Bruno Second');
    await waitForLiveCamera(page);
    const leftovers = page.getByTestId('camera-leftovers');
    await expect(leftovers).toContainText(fr('cameraCapture.leftover.title_one', { count: 1 }));
    await expect(page.getByTestId('camera-leftovers-target')).toHaveText(
      fr('cameraCapture.leftover.destination', { targets: 'Alice Premier' }),
    );
    await leftovers.getByRole('button', { name: fr('cameraCapture.leftover.restore') }).click();
    const strip = page.getByTestId('camera-strip');
    await expect(strip.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('camera-strip-elsewhere-note')).toHaveText(
      fr('cameraCapture.strip.elsewhere', { targets: 'Alice Premier (1)' }),
    );
    await expect(strip.getByTestId('camera-strip-elsewhere')).toHaveAttribute(
      'title',
      fr('cameraCapture.strip.goesTo', { target: 'Alice Premier' }),
    );
    await page.getByRole('button', { name: fr('cameraCapture.strip.save', { count: 1 }) }).click();
    await expect(page).toHaveURL(new RegExp(`/patient/${otherId}$`), { timeout: 60_000 });

    expect(await photosOf(page, `scope=patient&patient_id=${otherId}`)).toEqual([]);
    const filed = await photosOf(page, `scope=patient&patient_id=${firstId}`);
    expect(filed).toHaveLength(1);
    expect(filed[0]?.patient_id).toBe(firstId);
    expect(filed[0]?.media_type).toBe('image');
  });

  test('accès refusé: le tutoriel sait revenir à cette caméra; pas de caméra: un écran clair', async ({
    page,
  }) => {
    await page.goto('/');
    const patientId = await createPatient(page, 'Inès', 'Roux');
    await page.addInitScript(() => {
      const reason = sessionStorage.getItem('e2e-camera-refusal') ?? 'NotAllowedError';
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('refused', reason));
    });
    await page.goto(`/camera/${patientId}`);
    await expect(page).toHaveURL(
      `/camera-permission-tutorial?from=${encodeURIComponent(`/camera/${patientId}`)}`,
    );

    await page.evaluate(() => sessionStorage.setItem('e2e-camera-refusal', 'NotFoundError'));
    await page.goto('/camera?quick=true');
    const problem = page.getByTestId('camera-problem');
    await expect(problem.getByRole('heading', { level: 2 })).toHaveText(
      fr('cameraCapture.problems.noCameraTitle'),
    );
    await expect(problem.getByText(fr('cameraCapture.problems.importFiles'))).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('sans patient: choisir « Sans patient » puis enregistrer dans les photos non assignées', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/camera');
    await page
      .getByRole('button', { name: new RegExp(fr('cameraCapture.chooser.withoutPatient')) })
      .click();
    await expect(page.getByTestId('camera-title')).toHaveText(fr('cameraCapture.unassigned'));
    await waitForLiveCamera(page);
    // The spec's default template is drawn over the picture; the grid follows the setting.
    await expect(page.getByTestId('camera-template')).toHaveAttribute('data-template', 'face');
    await expect(page.getByTestId('camera-grid')).toHaveCount(0);
    await page.getByRole('button', { name: fr('cameraCapture.grid'), exact: true }).click();
    await expect(page.getByTestId('camera-grid')).toBeVisible();
    // Kept per user: the next visit shows the grid again.
    await expect
      .poll(async () => {
        const response = await page.request.get('/api/v1/settings');
        return ((await response.json()) as { cameraSettings: { isGridMode: boolean } })
          .cameraSettings.isGridMode;
      })
      .toBe(true);
    await shootAndKeep(page);
    await page.getByRole('button', { name: fr('cameraCapture.strip.save', { count: 1 }) }).click();
    await expect(page).toHaveURL(/\/patients\/unassigned$/, { timeout: 60_000 });
  });

  test('fermer la caméra avec une prise gardée non enregistrée : la question, où elle reste, et l’enregistrer tout de suite', async ({
    page,
  }) => {
    // The quick camera's face analysis may load the models on save.
    test.setTimeout(180_000);
    // Its own account: the photos it saves stay out of the other tests' unassigned photos.
    await signIn(page, await createAccount({ firstName: 'Jeanne', lastName: 'Fermeture' }));
    await page.goto('/camera?quick=true');
    await waitForLiveCamera(page);
    await shootAndKeep(page);
    const strip = page.getByTestId('camera-strip').getByRole('listitem');
    await expect(strip).toHaveCount(1);

    // ✕ asks first, and says where the kept shot stays.
    const closeButton = page.getByRole('button', { name: fr('cameraCapture.close') });
    await closeButton.click();
    const leave = page.getByRole('dialog', { name: fr('cameraCapture.leave.title') });
    await expect(leave).toBeVisible();
    await expect(leave.getByTestId('camera-leave-kept')).toHaveText(
      fr('cameraCapture.leave.kept_one', { count: 1 }),
    );
    await expect(leave.getByTestId('camera-leave-lost')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('camera-leave-1280.png') });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: test.info().outputPath('camera-leave-375.png') });

    // Rester: nothing changes.
    await leave.getByRole('button', { name: fr('cameraCapture.leave.stay') }).click();
    await expect(leave).toHaveCount(0);
    await expect(page).toHaveURL(/\/camera\?quick=true$/);
    await expect(strip).toHaveCount(1);

    // Quitter: the page goes, the shot stays on this device and the next visit offers it.
    await closeButton.click();
    await leave.getByRole('button', { name: fr('cameraCapture.leave.leave') }).click();
    await expect(page).not.toHaveURL(/\/camera/);
    await page.goto('/camera?quick=true');
    const leftovers = page.getByTestId('camera-leftovers');
    await expect(leftovers).toContainText(fr('cameraCapture.leftover.title_one', { count: 1 }));
    await leftovers.getByRole('button', { name: fr('cameraCapture.leftover.restore') }).click();
    await expect(strip).toHaveCount(1);

    // ✕ again, "Enregistrer maintenant": saved at once, then offered to the import dialog.
    await closeButton.click();
    await leave.getByRole('button', { name: fr('cameraCapture.leave.save_one') }).click();
    await expect(page).toHaveURL(/\/patients\/unassigned$/, { timeout: 120_000 });
    const quick = (await photosOf(page, 'scope=unassigned')).filter(
      (photo) => photo.upload_source === 'camera_quick',
    );
    expect(quick).toHaveLength(1);
    await expect(page.getByTestId('import-dialog').getByTestId('import-photo')).toHaveCount(1);

    // Nothing left behind: ✕ now leaves without a question.
    await page.goto('/camera?quick=true');
    await waitForLiveCamera(page);
    await expect(page.getByTestId('camera-leftovers')).toHaveCount(0);
    await closeButton.click();
    await expect(page).not.toHaveURL(/\/camera/);
    await expect(leave).toHaveCount(0);
  });
});

test.describe('caméra rapide devant un visage connu', () => {
  test('la photo garde son visage et le patient suggéré, et le dialogue la reçoit', async () => {
    // The first model load (7 MB, wasm compile) on a shared 2-core machine.
    test.setTimeout(240_000);
    // Its own browser: the fake camera films a file chosen at launch.
    const browser = await chromium.launch({
      executablePath: chromiumExecutablePath,
      args: [...fakeCameraArgs, `--use-file-for-fake-video-capture=${amyCameraFile()}`],
    });
    try {
      const context = await browser.newContext({
        baseURL,
        storageState: signedInState,
        permissions: ['camera', 'microphone'],
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await usePreferences(page, 'fr');
      await page.goto('/');
      const amyId = await createPatient(page, 'Amy', 'Farrah');
      // Amy's first portrait, filed from her record, becomes her face reference.
      await page.goto(`/patient/${amyId}`);
      await page
        .getByTestId('media-upload-input')
        .setInputFiles([join(facesDirectory(), 'amy', 'amy1.png')]);
      await expect
        .poll(
          async () => {
            const response = await page.request.get(`/api/v1/faces/patients/${amyId}`);
            return ((await response.json()) as PatientFaceStatus).embeddings_count;
          },
          { timeout: 150_000 },
        )
        .toBe(1);

      await page.goto('/camera?quick=true');
      await waitForLiveCamera(page);
      await shootAndKeep(page);
      await page
        .getByRole('button', { name: fr('cameraCapture.strip.save', { count: 1 }) })
        .click();
      await expect(page).toHaveURL(/\/patients\/unassigned$/, { timeout: 90_000 });

      const [photo] = (await photosOf(page, 'scope=unassigned')).filter(
        (item) => item.upload_source === 'camera_quick',
      );
      expect(photo?.patient_id).toBeNull();
      // The face and its suggested patient are kept with the unassigned photo.
      await expect
        .poll(async () => {
          const response = await page.request.get(`/api/v1/faces/photos/${photo?.id}`);
          const { faces } = (await response.json()) as PhotoFaces;
          return faces.map((face) => face.suggested_patient_id);
        })
        .toEqual([amyId]);
      const dialog = page.getByTestId('import-dialog');
      await expect(dialog.getByTestId('import-photo')).toHaveCount(1);
      await expect(dialog).toContainText('Amy Farrah', { timeout: 30_000 });
    } finally {
      await browser.close();
    }
  });
});
