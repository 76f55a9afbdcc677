import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PhotoRecord } from '@photodossier/domain/media-record';
import type { PatientRecord } from '@photodossier/domain/patient';
import { formatBytes, toMegabytes } from '@photodossier/domain/size';
import type { StorageStats } from '@photodossier/domain/storage-stats';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { baseURL, createAccount, signIn } from './support/accounts';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';

// Issue 5 end to end: the trash (spec 01 §2, §4, §8) and the storage-full dialog (spec 01 §2,
// §5, §8, §9) against the real server: soft deletes land in /trash, a patient comes back, a
// photo goes for good and the storage figures follow; a Découverte account past its 500 MB
// quota is refused by the server and offered the way out.

const fr = (key: string) => text('fr', key);
const ffmpegPath = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
  .path;
const MB = 1024 * 1024;
const DECOUVERTE_QUOTA = 500 * MB;

let mediaDir = '';
let photoPath = '';
let bigMovie = '';

test.beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'photodossier-trash-'));
  photoPath = join(mediaDir, 'IMG_4521.jpg');
  bigMovie = join(mediaDir, 'consultation.mov');
  await sharp({
    create: { width: 900, height: 700, channels: 3, background: { r: 190, g: 140, b: 120 } },
  })
    .jpeg({ quality: 85 })
    .toFile(photoPath);
  // A real QuickTime movie of about 85 MB made in a second: a tiny picture track and 29 s of
  // 8-channel PCM noise, which does not compress. Five of them nearly fill 500 MB.
  await promisify(execFile)(ffmpegPath, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=5',
    '-f',
    's32le',
    '-ar',
    '96000',
    '-ac',
    '8',
    '-i',
    '/dev/urandom',
    '-t',
    '29',
    '-map',
    '0:v',
    '-map',
    '1:a',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'pcm_s32le',
    bigMovie,
  ]);
});

test.afterAll(async () => {
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

const base64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

/** Uploads a file as the web app does (tus), with the page's session and the app's Origin. */
async function uploadFile(
  page: Page,
  file: { name: string; type: string; bytes: Buffer; patientId?: string },
): Promise<PhotoRecord> {
  const metadata = [
    `filename ${base64(file.name)}`,
    `filetype ${base64(file.type)}`,
    `last_modified ${base64(String(Date.now()))}`,
    ...(file.patientId ? [`patient_id ${base64(file.patientId)}`] : []),
  ].join(',');
  const created = await page.request.post('/api/v1/uploads', {
    headers: {
      origin: baseURL,
      'tus-resumable': '1.0.0',
      'upload-length': String(file.bytes.length),
      'upload-metadata': metadata,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = created.headers()['location'];
  expect(location).toBeTruthy();
  const finished = await page.request.patch(location!, {
    headers: {
      origin: baseURL,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: file.bytes,
    timeout: 120_000,
  });
  expect(finished.status(), await finished.text()).toBe(200);
  return (await finished.json()) as PhotoRecord;
}

async function createPatient(page: Page, prenom: string, nom: string): Promise<PatientRecord> {
  const response = await page.request.post('/api/v1/patients', {
    headers: { origin: baseURL },
    data: { prenom, nom },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PatientRecord;
}

async function storageStats(page: Page): Promise<StorageStats> {
  const response = await page.request.get('/api/v1/storage/stats?refresh=1');
  expect(response.status()).toBe(200);
  return (await response.json()) as StorageStats;
}

async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test.describe('corbeille et espace de stockage', () => {
  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  test('un patient et une photo supprimés se retrouvent dans la corbeille ; le patient revient, la photo part pour de bon', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const account = await createAccount({ firstName: 'Inès', lastName: 'Garnier' });
    await signIn(page, account);
    const patient = await createPatient(page, 'Paul', 'Roussel');
    const kept = await uploadFile(page, {
      name: 'IMG_4520.jpg',
      type: 'image/jpeg',
      bytes: await readFile(photoPath),
      patientId: patient.id,
    });
    const trashed = await uploadFile(page, {
      name: 'IMG_4521.jpg',
      type: 'image/jpeg',
      bytes: await readFile(photoPath),
    });
    const start = await storageStats(page);
    expect(start.breakdown.trash.count).toBe(0);

    // A second tab keeps /trash open: it follows the deletions live, without a reload.
    const secondTab = await page.context().newPage();
    await usePreferences(secondTab, 'fr');
    await secondTab.goto('/trash');
    await expect(secondTab.getByText(fr('trash.media.empty'))).toBeVisible();

    // The patient goes to the trash from its record.
    await page.goto(`/patient/${patient.id}`);
    await page.getByRole('button', { name: fr('patients.details.delete'), exact: true }).click();
    const patientDialog = page.getByRole('alertdialog', { name: fr('patients.delete.title') });
    await patientDialog.getByRole('button', { name: fr('patients.delete.confirm') }).click();
    await expect(page.getByText(fr('patients.delete.done'))).toBeVisible();

    // The photo goes to the trash from the unassigned photos.
    await page.goto('/patients/unassigned');
    await page.getByRole('button', { name: fr('media.selection.start') }).click();
    await page.getByRole('checkbox', { name: /Photo du/ }).check({ force: true });
    await page
      .getByTestId('selection-toolbar')
      .getByRole('button', { name: fr('media.selection.delete'), exact: true })
      .click();
    const deleteDialog = page.getByTestId('delete-photos-dialog');
    await deleteDialog.getByRole('button', { name: fr('media.delete.confirm') }).click();
    const moved = page.getByTestId('photos-moved-dialog');
    await expect(moved).toContainText(fr('media.delete.movedTitle'));
    await moved.getByRole('button', { name: fr('media.delete.continue') }).click();
    await expect(moved).toBeHidden();
    await expect(deleteDialog).toBeHidden();
    await page.goto('/trash');

    await expect(secondTab.getByTestId('trashed-media-row')).toContainText('IMG_4521.jpg');
    await expect(secondTab.getByTestId('trash-tab-patients')).toContainText('1');
    await secondTab.close();

    // Both are in the trash, and the trash still counts toward the storage used.
    await expect(page.getByRole('heading', { level: 1, name: 'Corbeille' })).toBeVisible();
    const mediaRow = page.getByTestId('trashed-media-row');
    await expect(mediaRow).toHaveCount(1);
    await expect(mediaRow).toContainText('IMG_4521.jpg');
    await expect(mediaRow).toContainText(fr('trash.unassigned'));
    await expect(mediaRow).toContainText(/Supprimé le \d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByTestId('trash-tab-patients')).toContainText('1');
    await expectNoSeriousA11yViolations(page);
    const inTrash = await storageStats(page);
    expect(inTrash.breakdown.trash.count).toBe(1);
    expect(inTrash.breakdown.trash.size).toBe(trashed.file_size);
    expect(inTrash.used_bytes).toBe(start.used_bytes);

    // Another account sees none of it and cannot restore it.
    const otherContext = await browser.newContext();
    try {
      const other = await otherContext.newPage();
      await signIn(other, await createAccount({ firstName: 'Hugo', lastName: 'Lemaire' }));
      const theirPatients = await other.request.get('/api/v1/trash/patients');
      expect(((await theirPatients.json()) as { total: number }).total).toBe(0);
      const theirMedia = await other.request.get('/api/v1/storage/media?view=trash');
      expect(((await theirMedia.json()) as { total_count: number }).total_count).toBe(0);
      const restoreAttempt = await other.request.post(
        `/api/v1/trash/patients/${patient.id}/restore`,
        { headers: { origin: baseURL } },
      );
      expect(restoreAttempt.status()).toBe(404);
      const eraseAttempt = await other.request.post('/api/v1/trash/photos/delete', {
        headers: { origin: baseURL },
        data: { ids: [trashed.id] },
      });
      // Ids of someone else's photos are ignored: nothing is erased.
      if (eraseAttempt.ok())
        expect(((await eraseAttempt.json()) as { photos: number }).photos).toBe(0);
      else expect(eraseAttempt.status()).toBe(404);
    } finally {
      await otherContext.close();
    }
    const ours = await page.request.get('/api/v1/storage/media?view=trash');
    expect(((await ours.json()) as { total_count: number }).total_count).toBe(1);

    // The patient comes back, with its photo.
    await page.getByRole('tab', { name: /Patients/ }).click();
    const patientRow = page.getByTestId('trashed-patient-row');
    await expect(patientRow).toContainText('Paul Roussel');
    await expect(patientRow).toContainText('1 photo ou vidéo');
    await patientRow.getByRole('button', { name: 'Restaurer Paul Roussel' }).click();
    await expect(
      page.getByText(fr('trash.toasts.patientsRestoredTitle'), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(fr('trash.patients.empty'))).toBeVisible();
    const restored = await page.request.get(`/api/v1/patients/${patient.id}`);
    expect(restored.status()).toBe(200);
    expect(((await restored.json()) as PatientRecord).photo_count).toBe(1);

    // The photo is deleted for good after a confirmation.
    await page.getByRole('tab', { name: /Photos et vidéos/ }).click();
    await mediaRow.getByRole('button', { name: 'Supprimer définitivement IMG_4521.jpg' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Supprimer définitivement ce fichier\u00a0?',
    });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: fr('trash.deleteMedia.confirm') }).click();
    await expect(page.getByText(fr('trash.toasts.deletedTitle'), { exact: true })).toBeVisible();
    await expect(page.getByText('1 photo(s) supprimé(s) définitivement')).toBeVisible();
    await expect(page.getByText(fr('trash.media.empty'))).toBeVisible();

    // The storage figures follow: the trash is empty and its bytes are given back.
    const end = await storageStats(page);
    expect(end.breakdown.trash.count).toBe(0);
    expect(end.used_bytes).toBe(start.used_bytes - trashed.file_size);
    expect(end.breakdown.photos.count).toBe(1);
    const gone = await page.request.get(`/api/v1/photos/${trashed.id}`);
    expect(gone.status()).toBe(404);
    const stillThere = await page.request.get(`/api/v1/photos/${kept.id}`);
    expect(stillThere.status()).toBe(200);
  });

  test('le serveur refuse un envoi au-delà du quota Découverte et la boîte « espace insuffisant » s’ouvre', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const movie = await readFile(bigMovie);
    expect(movie.length).toBeGreaterThan(80 * MB);
    expect(movie.length).toBeLessThan(100 * MB);
    const account = await createAccount({ firstName: 'Lucie', lastName: 'Bernard' });
    await signIn(page, account);

    // Five movies fill most of the 500 MB the Découverte plan may store.
    for (let index = 1; index <= 5; index += 1) {
      await uploadFile(page, {
        name: `consultation-${index}.mov`,
        type: 'video/quicktime',
        bytes: movie,
      });
    }
    const full = await storageStats(page);
    expect(full.plan_id).toBe('decouverte');
    expect(full.used_bytes).toBe(5 * movie.length);
    expect(full.used_bytes + movie.length).toBeGreaterThan(DECOUVERTE_QUOTA);

    // A sixth one through the page: the server refuses it and the dialog opens.
    await page.goto('/patients/unassigned');
    await page.getByTestId('media-upload-input').setInputFiles(bigMovie);
    const dialog = page.getByRole('dialog', { name: 'Espace de stockage insuffisant' });
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('upload-item')).toContainText(
      /Quota de stockage dépassé\. Vous utilisez \d+% de votre espace disponible\./,
    );
    await expect(dialog.getByTestId('storage-full-plan')).toHaveText('Découverte');
    const frenchNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
    await expect(dialog.getByTestId('storage-full-usage')).toHaveText(
      `${formatBytes(full.used_bytes, { locale: 'fr', unitStyle: 'french' })} / 500 Mo utilisés`,
    );
    await expect(dialog.getByTestId('storage-full-percent')).toHaveText(
      `${frenchNumber.format((full.used_bytes / DECOUVERTE_QUOTA) * 100)}\u00a0%`,
    );
    await expect(dialog.getByTestId('storage-full-needed')).toHaveText(
      `Ce fichier nécessite ${frenchNumber.format(toMegabytes(movie.length))} Mo d'espace supplémentaire.`,
    );
    await expect(dialog.getByTestId('storage-full-row-videos')).toContainText('5 vidéos');
    // Under 4 GB a Découverte account has no recommended plan: every plan is offered.
    const upgrade = dialog.getByRole('link', { name: 'Voir les plans disponibles' });
    await expect(upgrade).toHaveAttribute('href', '/subscription');
    await expectNoSeriousA11yViolations(page);

    // Annuler closes it; the upgrade button leads to the plans.
    await dialog.getByRole('button', { name: fr('storageFull.cancel') }).click();
    await expect(dialog).toBeHidden();
    await page
      .getByTestId('upload-item')
      .getByRole('button', { name: /^Réessayer l'envoi de/ })
      .click();
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    // "Libérer de l'espace" hands over to the storage manager, on the active media.
    await dialog.getByRole('button', { name: fr('storageFull.freeSpace') }).click();
    await expect(dialog).toBeHidden();
    const manager = page.getByRole('dialog', { name: fr('storageManager.title') });
    await expect(manager).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(manager).toBeHidden();
    await page
      .getByTestId('upload-item')
      .getByRole('button', { name: /^Réessayer l'envoi de/ })
      .click();
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await upgrade.click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(dialog).toBeHidden();
    // Nothing of the refused movie was kept.
    expect((await storageStats(page)).used_bytes).toBe(full.used_bytes);
  });
});
