import { join } from 'node:path';
import type { PatientFaceStatus } from '@photodossier/domain/face-record';
import type { PhotosPage } from '@photodossier/domain/media-record';
import type { Page } from '@playwright/test';
import { facesDirectory } from '../src/test/testdata';
import { createAccount, signIn } from './support/accounts';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';

// Issue 6 end to end, in the real browser worker (wasm: this Chromium has no GPU): two patients
// enrolled by uploading a portrait from their page, a new photo of one of them recognised from
// Non assignées, then forgotten once that patient's recognition data is deleted.

const fr = (key: string) => text('fr', key);
const faces = (name: string) => join(facesDirectory(), name.replace(/\d+\.png$/, ''), name);

async function createPatient(page: Page, prenom: string, nom: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/v1/patients', {
    headers: { origin },
    data: { nom, prenom },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function upload(page: Page, file: string) {
  await page.getByTestId('media-upload-input').setInputFiles([file]);
  const panel = page.getByTestId('upload-panel');
  await expect(panel.locator('[data-testid="upload-item"][data-status="done"]')).toHaveCount(1, {
    timeout: 30_000,
  });
  await panel.getByRole('button', { name: fr('media.upload.close') }).click();
}

async function faceStatus(page: Page, patientId: string): Promise<PatientFaceStatus> {
  const response = await page.request.get(`/api/v1/faces/patients/${patientId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PatientFaceStatus;
}

/** Uploads a portrait from the patient's page; the browser computes and stores its embedding. */
async function enrolByUpload(page: Page, patientId: string, file: string, timeout: number) {
  await page.goto(`/patient/${patientId}`);
  await upload(page, file);
  await expect
    .poll(async () => (await faceStatus(page, patientId)).embeddings_count, { timeout })
    .toBe(1);
  await expect(page.getByTestId('patient-face-status')).toContainText('1 photo(s) de référence');
}

test.describe('reconnaissance faciale', () => {
  test.beforeEach(({ page }) => usePreferences(page, 'fr'));

  test('enrôler deux patients, reconnaître une nouvelle photo, puis oublier le patient', async ({
    page,
    browser,
  }) => {
    // The first model load (7 MB, wasm compile) on a shared 2-core machine.
    test.setTimeout(180_000);
    const account = await createAccount({ firstName: 'Inès', lastName: 'Faure' });
    await signIn(page, account);
    await page.goto('/patients');
    const amy = await createPatient(page, 'Amy', 'Farrah');
    const howard = await createPatient(page, 'Howard', 'Wolowitz');

    await enrolByUpload(page, amy, faces('amy1.png'), 60_000);
    await enrolByUpload(page, howard, faces('howard1.png'), 20_000);

    // A new photo of Amy, without a patient.
    await page.goto('/patients/unassigned');
    await upload(page, faces('amy2.png'));
    const listed = await page.request.get('/api/v1/photos?scope=unassigned');
    const [photo] = ((await listed.json()) as PhotosPage).items;
    expect(photo).toBeDefined();
    const photoId = photo!.id;
    // An unassigned photo is never enrolled: it is no patient's reference.
    const stored = await page.request.get(`/api/v1/faces/photos/${photoId}`);
    expect(((await stored.json()) as { faces: unknown[] }).faces).toEqual([]);

    await page.goto(`/photo/${photoId}?scope=unassigned`);
    const card = page.getByTestId('face-suggestions');
    const top = card.getByTestId('face-suggestion').first();
    await expect(top).toHaveAttribute('data-patient-id', amy, { timeout: 30_000 });
    await expect(top).toContainText('Amy Farrah');
    await expect(top).toContainText(/Correspondance\s:\s\d+\s%/);
    await expect(card.getByTestId('face-suggestion').filter({ hasText: 'Howard' })).toHaveCount(0);
    const overlay = page.getByTestId('face-region-overlay');
    await expect(overlay.getByTestId('face-region')).toHaveCount(1);
    const frame = (await page.getByTestId('photo-frame').boundingBox())!;
    const box = (await overlay.getByTestId('face-region').boundingBox())!;
    // The face sits inside the photo and covers a sensible part of a portrait.
    expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    expect(box.width * box.height).toBeGreaterThan(frame.width * frame.height * 0.05);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Amy's recognition data deleted from her page: the photo no longer suggests her.
    await page.goto(`/patient/${amy}`);
    const recognition = page.getByTestId('patient-face-recognition');
    await recognition.getByRole('button', { name: fr('faces.patient.delete') }).click();
    const confirm = page.getByRole('alertdialog', { name: fr('faces.patient.deleteTitle') });
    await confirm.getByRole('button', { name: fr('faces.patient.confirmDelete') }).click();
    await expect(page.getByText('Données de reconnaissance supprimées (1 élément)')).toBeVisible();
    expect((await faceStatus(page, amy)).embeddings_count).toBe(0);

    await page.goto(`/photo/${photoId}?scope=unassigned`);
    await expect(card.getByTestId('face-suggestions-none')).toHaveText(
      fr('faces.suggestions.none'),
      { timeout: 30_000 },
    );
    await expect(card.getByTestId('face-suggestion')).toHaveCount(0);

    // Turned on again from her page: her photo is processed and she is suggested once more,
    // then the photo is filed under her in one click.
    await page.goto(`/patient/${amy}`);
    await recognition.getByRole('button', { name: fr('faces.patient.activate') }).click();
    await expect(page.getByText(fr('faces.patient.activated'))).toBeVisible({ timeout: 30_000 });
    expect((await faceStatus(page, amy)).embeddings_count).toBe(1);
    await recognition.getByRole('button', { name: fr('faces.patient.update') }).click();
    await expect(page.getByText(fr('faces.patient.nothingNew'))).toBeVisible();

    await page.goto(`/photo/${photoId}?scope=unassigned`);
    await card
      .getByRole('button', { name: 'Attribuer la photo à Amy Farrah' })
      .click({ timeout: 30_000 });
    await expect(page).toHaveURL(`/patient/${amy}/photo/${photoId}`);
    await expect(page.getByTestId('face-suggestions')).toHaveCount(0);

    // The diagnostics page recognises another photo of Howard for his own practitioner...
    await page.goto('/face-debug');
    await page.getByTestId('face-debug-file').setInputFiles([faces('howard2.png')]);
    await expect(page.getByTestId('face-debug-suggestions')).toContainText('Howard Wolowitz', {
      timeout: 30_000,
    });

    // ...but another practitioner neither reads nor erases these faces, nor is offered Howard.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signIn(other, await createAccount({ firstName: 'Paul', lastName: 'Roux' }));
    await other.goto('/patients');
    const origin = new URL(other.url()).origin;
    expect((await other.request.get(`/api/v1/faces/patients/${howard}`)).status()).toBe(404);
    expect((await other.request.get(`/api/v1/faces/photos/${photoId}`)).status()).toBe(404);
    const erase = await other.request.delete(`/api/v1/faces/patients/${howard}`, {
      headers: { origin },
    });
    expect(erase.status()).toBe(404);
    expect((await faceStatus(page, howard)).embeddings_count).toBe(1);
    // A photo of Howard analysed in the other account finds no patient: matching stays per user.
    await usePreferences(other, 'fr');
    await other.goto('/face-debug');
    await other.getByTestId('face-debug-file').setInputFiles([faces('howard2.png')]);
    await expect(other.getByTestId('face-debug-facts')).toContainText('wasm', { timeout: 30_000 });
    await expect(other.getByTestId('face-debug-result')).toContainText(
      fr('faces.suggestions.none'),
    );
    await otherContext.close();
  });
});
