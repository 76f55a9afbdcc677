import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportSession } from '@photodossier/domain/import-session';
import type { PhotoListItem } from '@photodossier/domain/media-record';
import { listedPhotos as photosOf } from './support/photo-lists';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, signIn } from './support/accounts';
import { expect, test, text, usePreferences } from './support/fixtures';
import { writeTestVideo } from './support/test-video';

// Issue 26, items 1, 3 and 4: what a new practitioner met on day one with the import dialog.
// An unfinished import waits behind a badge on Import instead of reopening on every page; the
// bar of a resumed import counts only the stages that have work; "Nouveau patient" shows the
// photos it attaches, asks before attaching a video, and a form left unsaved leaves them in
// the dialog.

const fr = (key: string, params: Record<string, string | number> = {}) => {
  let value = text('fr', key);
  for (const [name, replacement] of Object.entries(params)) {
    value = value.replaceAll(`{{${name}}}`, String(replacement));
  }
  return value;
};

let mediaDir = '';
let videoPath = '';

test.beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'photodossier-import-day-one-'));
  videoPath = join(mediaDir, 'injection-levres.mp4');
  await writeTestVideo(videoPath);
});

test.afterAll(async () => {
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

/** A close-up of a treated zone: no face, so the analysis files it "sans patient". */
async function closeUp(name: string, shade: number) {
  return {
    name,
    mimeType: 'image/jpeg',
    buffer: await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: shade, g: 150, b: 135 } },
    })
      .jpeg()
      .toBuffer(),
  };
}

const names = (photos: readonly PhotoListItem[]) => photos.map((photo) => photo.filename).sort();

async function activeSession(page: Page): Promise<ImportSession | null> {
  const machineId = await page.evaluate(() => localStorage.getItem('photodossier-machine-id'));
  const response = await page.request.get(`/api/v1/import-sessions/active?device_id=${machineId}`);
  return ((await response.json()) as { session: ImportSession | null }).session;
}

function importEntry(page: Page): Locator {
  return page
    .getByTestId('sidebar')
    .getByRole('button', { name: new RegExp(`^${fr('nav.import')}`) });
}

/**
 * The state the practitioner left: files chosen in the dialog, sent, and the dialog closed
 * with Fermer before they were filed. Returns on the page the dialog was used on.
 */
async function leaveUnfinishedImport(page: Page, files: Parameters<Locator['setInputFiles']>[0]) {
  await page.goto('/patients');
  await importEntry(page).click();
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('import-file-input').setInputFiles(files);
  const count = Array.isArray(files) ? files.length : 1;
  await expect(
    dialog.locator('[data-testid="import-photo"][data-upload-status="uploaded"]'),
  ).toHaveCount(count, { timeout: 60_000 });
  return dialog;
}

test.describe('import, premier jour', () => {
  test.beforeEach(async ({ page }) => {
    await usePreferences(page, 'fr');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('un import inachevé ne se rouvre pas à chaque page : il attend derrière un badge sur Import', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, await createAccount({ firstName: 'Inès', lastName: 'Premierjour' }));
    const dialog = await leaveUnfinishedImport(page, [await closeUp('zone-front.jpg', 200)]);
    await dialog
      .getByTestId('import-dialog-footer')
      .getByRole('button', { name: 'Fermer' })
      .click();
    await expect(dialog).toHaveCount(0);

    // Another page, loaded afresh: the session is rebuilt quietly, the dialog stays closed.
    await page.goto('/settings');
    const badge = page.getByTestId('sidebar').getByTestId('import-pending-badge');
    await expect(badge).toHaveText('1', { timeout: 30_000 });
    await expect(importEntry(page)).toHaveAccessibleName(
      `${fr('nav.import')} (${fr('nav.importPending_one', { count: 1 })})`,
    );
    await expect(page.getByTestId('import-dialog')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('badge-1280.png') });

    // Once more: still offered, still never forced.
    await page.reload();
    await expect(badge).toHaveText('1', { timeout: 30_000 });
    await expect(page.getByTestId('import-dialog')).toHaveCount(0);

    // Phones: the header's menu carries the offer.
    await page.setViewportSize({ width: 375, height: 800 });
    const more = page.getByRole('button', { name: new RegExp(`^${fr('nav.moreLabel')}`) });
    await expect(more).toHaveAccessibleName(
      `${fr('nav.moreLabel')} (${fr('nav.importPending_one', { count: 1 })})`,
    );
    await more.click();
    await expect(page.getByRole('menuitem', { name: /^Import/ })).toContainText('1');
    await page.screenshot({ path: test.info().outputPath('badge-375.png') });
    await page.getByRole('menuitem', { name: /^Import/ }).click();

    // A click on Import brings the photo back, where it was left.
    const resumed = page.getByTestId('import-dialog');
    await expect(resumed).toBeVisible();
    await expect(resumed.getByTestId('import-photo')).toHaveCount(1);
    await expect(
      resumed.getByRole('button', {
        name: fr('importDialog.photo.open', { name: 'zone-front.jpg' }),
      }),
    ).toBeVisible();
    await resumed
      .getByTestId('import-dialog-footer')
      .getByRole('button', { name: fr('importDialog.footer.saveWithoutPatient') })
      .click();
    await expect(resumed).toHaveCount(0, { timeout: 30_000 });
    await page.reload();
    await expect(
      page.getByRole('button', { name: fr('nav.moreLabel'), exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('more-menu-import-dot')).toHaveCount(0);
    expect(await activeSession(page)).toBeNull();
  });

  test('reprise : la barre ne compte que les étapes qui ont du travail (pas « Envoi : 0/0 » à 50 %)', async ({
    page,
  }) => {
    // The first face model load of the run may land here.
    test.setTimeout(240_000);
    await signIn(page, await createAccount({ firstName: 'Paul', lastName: 'Reprise' }));
    const dialog = await leaveUnfinishedImport(page, [await closeUp('joue-gauche.jpg', 190)]);
    await dialog
      .getByTestId('import-dialog-footer')
      .getByRole('button', { name: 'Fermer' })
      .click();

    // Reloaded: the photo comes back from the server's copy, with nothing left to send.
    await page.goto('/patients');
    await expect(page.getByTestId('sidebar').getByTestId('import-pending-badge')).toHaveText('1', {
      timeout: 30_000,
    });
    await importEntry(page).click();
    const resumed = page.getByTestId('import-dialog');
    await expect(resumed.getByTestId('import-photo')).toHaveCount(1);
    const bar = resumed.getByRole('progressbar', { name: fr('importDialog.progress.label') });

    // Analysed again in this page: once done, the bar is full and says only what happened.
    await expect(resumed.getByTestId('import-analysis-count')).toHaveText(
      fr('importDialog.progress.analysis', { done: 1, total: 1 }),
      { timeout: 180_000 },
    );
    await expect(resumed.getByTestId('import-upload-count')).toHaveCount(0);
    await expect(resumed).not.toContainText('0/0');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await resumed.screenshot({ path: test.info().outputPath('progress-1280.png') });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath('progress-375.png') });

    // Photos added to it now are sent: the bar then follows the sending too, as it goes.
    await resumed
      .getByTestId('import-file-input')
      .setInputFiles([await closeUp('menton.jpg', 170)]);
    await expect(resumed.getByTestId('import-upload-count')).toHaveText(
      fr('importDialog.progress.uploads', { done: 1, total: 1 }),
      { timeout: 60_000 },
    );
    await expect(resumed.getByTestId('import-analysis-count')).toHaveText(
      fr('importDialog.progress.analysis', { done: 2, total: 2 }),
      { timeout: 60_000 },
    );
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  test('« Nouveau patient » montre les photos jointes, demande avant de joindre une vidéo, et les garde si le formulaire est abandonné', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, await createAccount({ firstName: 'Léa', lastName: 'Nouveau' }));
    const dialog = await leaveUnfinishedImport(page, [
      await closeUp('levres-avant.jpg', 210),
      {
        name: 'injection-levres.mp4',
        mimeType: 'video/mp4',
        buffer: await readFile(videoPath),
      },
    ]);
    const footer = dialog.getByTestId('import-dialog-footer');
    const newPatient = footer.getByRole('button', { name: fr('importDialog.footer.newPatient') });

    // A video in the selection: asked first; Annuler leaves everything as it was.
    await newPatient.click();
    const confirm = page.getByRole('alertdialog', {
      name: fr('importDialog.newPatient.confirmVideoTitle_one'),
    });
    await expect(confirm).toContainText('injection-levres.mp4');
    await page.screenshot({ path: test.info().outputPath('video-confirm-1280.png') });
    await confirm.getByRole('button', { name: fr('importDialog.newPatient.cancel') }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page).toHaveURL(/\/patients$/);
    await expect(dialog.getByTestId('import-photo')).toHaveCount(2);

    // Confirmed: the form shows what it attaches, the photo's thumbnail and the video.
    await newPatient.click();
    await confirm.getByRole('button', { name: fr('importDialog.newPatient.confirmVideo') }).click();
    await expect(page).toHaveURL(/\/patient\/new$/);
    const attachments = page.getByTestId('new-patient-attachments');
    await expect(attachments.getByTestId('new-patient-attachments-count')).toHaveText(
      `(${fr('importDialog.newPatient.photos_one', { count: 1 })} · ${fr('importDialog.newPatient.videos_one', { count: 1 })})`,
    );
    await expect(attachments.getByTestId('new-patient-attachment')).toHaveCount(2);
    const thumbnail = attachments.getByRole('img', { name: 'levres-avant.jpg' });
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      attachments.locator('[data-testid="new-patient-attachment"][data-media-type="video"]'),
    ).toContainText(fr('importDialog.newPatient.video'));
    await page.screenshot({ path: test.info().outputPath('new-patient-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath('new-patient-375.png') });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Abandoned: the photos are still in the dialog, which shows them again.
    await page.getByRole('link', { name: fr('patients.form.cancel') }).click();
    await expect(page).toHaveURL(/\/patients$/);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('import-photo')).toHaveCount(2);
    const unassigned = await photosOf(page, 'scope=unassigned');
    expect(names(unassigned)).toEqual(['injection-levres.mp4', 'levres-avant.jpg']);

    // Left another way (a sidebar link): the photos wait behind Import, and a later new
    // patient made from the sidebar gets nothing.
    await newPatient.click();
    await confirm.getByRole('button', { name: fr('importDialog.newPatient.confirmVideo') }).click();
    await expect(page).toHaveURL(/\/patient\/new$/);
    await page
      .getByTestId('sidebar')
      .getByRole('link', { name: fr('nav.patients') })
      .click();
    // Leaving the form is what forgets the hand-over: the reload below must come after it.
    await expect(page).toHaveURL(/\/patients\/list$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fr('pages.patientsList.title'),
    );
    await expect(page.getByTestId('sidebar').getByTestId('import-pending-badge')).toHaveText('2');
    await page.goto('/patient/new');
    await expect(page.getByTestId('new-patient-attachments')).toHaveCount(0);

    // Through the dialog again, saved this time: both filed under the patient, dialog done.
    await importEntry(page).click();
    await expect(dialog.getByTestId('import-photo')).toHaveCount(2);
    await newPatient.click();
    await confirm.getByRole('button', { name: fr('importDialog.newPatient.confirmVideo') }).click();
    await expect(page.getByTestId('new-patient-attachment')).toHaveCount(2);
    await page.getByLabel(/^Prénom( \*)?$/).fill('Rose');
    await page.getByLabel(/^Nom( \*)?$/).fill('Lambert');
    await page.getByRole('button', { name: fr('patients.form.create') }).click();
    await expect(page).toHaveURL(/\/patient\/(?!new$)[^/]+$/);
    const patientId = page.url().split('/').pop()!;
    await expect(page.getByTestId('import-dialog')).toHaveCount(0);
    await expect
      .poll(async () => names(await photosOf(page, `scope=patient&patient_id=${patientId}`)))
      .toEqual(['injection-levres.mp4', 'levres-avant.jpg']);
    expect(await photosOf(page, 'scope=unassigned')).toEqual([]);
    await expect(page.getByTestId('sidebar').getByTestId('import-pending-badge')).toHaveCount(0);
    await expect.poll(() => activeSession(page)).toBeNull();
  });
});
