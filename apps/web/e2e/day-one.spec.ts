import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { baseURL } from './support/accounts';
import { createDemoPatient, demoPortraitJpeg, uploadDemoPhoto } from './support/demo-media';
import { expect as baseExpect, test, text, usePreferences } from './support/fixtures';
import { signInOncePerFile } from './support/signed-in-state';

// Issue 26, items 6, 9, 10 and 11: what a new practitioner trips over on day one. Each test
// sets its data up through the API and drives the screen it is about, in French.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const fr = (key: string) => text('fr', key);
const shots = join(tmpdir(), `photodossier-day-one-${process.env.E2E_PORT ?? 4321}`);

signInOncePerFile('day-one');

test.beforeEach(async ({ page }) => {
  await usePreferences(page, 'fr');
});

test.afterAll(async () => {
  await rm(join(tmpdir(), 'photodossier-day-one-files'), { recursive: true, force: true });
});

/** Screenshots of a screen at 375 and 1280 px, looked at by the author of the change. */
async function screenshots(page: Page, name: string) {
  await mkdir(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function setDateFormat(page: Page, format: string) {
  const response = await page.request.patch('/api/v1/settings', {
    headers: { origin: baseURL },
    data: { dateFormat: format },
  });
  expect(response.status()).toBe(200);
}

async function tagPhoto(page: Page, photoId: string, tags: string[]) {
  const response = await page.request.patch(`/api/v1/photos/${photoId}`, {
    headers: { origin: baseURL },
    data: { tags },
  });
  expect(response.status()).toBe(200);
}

const portrait = () => demoPortraitJpeg({ seed: 7, width: 320 });

test('le format des dates choisi dans Paramètres vaut pour chaque date affichée', async ({
  page,
}) => {
  const nom = `Format${Date.now()}`;
  const patient = await createDemoPatient(page, {
    nom,
    prenom: 'Clara',
    date_naissance: '1988-11-30',
  });
  await setDateFormat(page, 'DD/MM/YYYY');

  await page.goto(`/patients/table?q=${nom}`);
  const row = page.getByTestId('patient-table-row').filter({ hasText: nom });
  await expect(row).toContainText('30/11/1988');

  // Paramètres → Format des dates → AAAA-MM-JJ, then back to the table.
  await page.goto('/settings');
  await page
    .getByLabel(fr('accountSettings.display.dateFormat'))
    .selectOption({ label: fr('accountSettings.display.dateFormats.iso') });
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get('/api/v1/settings')).json()) as {
            dateFormat: string;
          }
        ).dateFormat,
    )
    .toBe('YYYY-MM-DD');
  await page.goto(`/patients/table?q=${nom}`);
  await expect(row).toContainText('1988-11-30');
  await expect(row).not.toContainText('30/11/1988');
  await screenshots(page, 'patients-table-iso');

  // The record's creation date follows too; the birth date in words stays in words.
  await page.goto(`/patient/${patient.id}`);
  const summary = page.getByTestId('patient-summary');
  await expect(summary).toContainText('30 novembre 1988');
  await expect(summary).toContainText(/Dossier créé le \d{4}-\d{2}-\d{2}/);

  // Month first.
  await setDateFormat(page, 'MM/DD/YYYY');
  await page.goto(`/patients/table?q=${nom}`);
  await expect(row).toContainText('11/30/1988');
  await setDateFormat(page, 'DD/MM/YYYY');
});

test('« Né(e) le 1er mars » : le premier du mois s’écrit 1er', async ({ page }) => {
  const patient = await createDemoPatient(page, {
    nom: `Premier${Date.now()}`,
    prenom: 'Mars',
    date_naissance: '1990-03-01',
  });
  await page.goto(`/patient/${patient.id}`);
  const summary = page.getByTestId('patient-summary');
  await expect(summary).toContainText('1er mars 1990');
  await expect(summary).not.toContainText(/\b1 mars/);
  await screenshots(page, 'patient-first-of-month');
});

test('les tags des photos ne se mêlent pas au filtre par tag des dossiers', async ({ page }) => {
  const stamp = Date.now();
  const patientTag = `Botox${stamp}`;
  const photoTag = `Avant${stamp}`;
  const patient = await createDemoPatient(page, {
    nom: `Tag${stamp}`,
    prenom: 'Paul',
    tags: [patientTag],
  });
  const photo = await uploadDemoPhoto(page, {
    name: 'avant.jpg',
    bytes: await portrait(),
    patientId: patient.id,
  });
  await tagPhoto(page, photo.id, [photoTag]);

  await page.goto('/patients');
  const filter = page.getByLabel(fr('patients.toolbar.tag'));
  await expect(filter.locator('option', { hasText: patientTag })).toHaveCount(1);
  await expect(filter.locator('option', { hasText: photoTag })).toHaveCount(0);
  await screenshots(page, 'patients-tag-filter');

  // The photo's own tag picker still offers the photo tag.
  await page.goto(`/photo/${photo.id}?scope=all`);
  await expect(page.getByTestId('photo-viewer')).toBeVisible();
  await expect(page.getByText(photoTag).first()).toBeVisible();
});

test('l’accueil ne montre que ce qui fonctionne', async ({ page }) => {
  await page.goto('/');
  const home = page.getByTestId('page-home');
  await expect(home).toBeVisible();
  await expect(home).not.toContainText('prochaines versions');
  await screenshots(page, 'home');

  const links = home.getByRole('link');
  const targets = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  expect(targets.length).toBeGreaterThan(0);
  // Areas still to land have no tile (the beta pages need their switch, which the home does not know).
  expect(targets).not.toContain('/medical-dictation');
  expect(targets).toContain('/drive');
  for (const target of targets) {
    await page.goto(target);
    await expect(page.locator('h1').first()).toBeAttached();
    await expect(page.getByText('Bientôt disponible', { exact: true })).toHaveCount(0);
  }
});

test('la visionneuse écrit la taille en Ko, comme le reste', async ({ page }) => {
  const photo = await uploadDemoPhoto(page, { name: 'taille.jpg', bytes: await portrait() });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/photo/${photo.id}?scope=all`);
  const size = page
    .locator('dt', { hasText: fr('viewer.panel.size') })
    .locator('xpath=following-sibling::dd[1]');
  await expect(size).toHaveText(/^\d+(,\d)? (o|Ko|Mo)$/);
  await screenshots(page, 'viewer-size');
});

test('supprimer une photo : « Supprimer 1 photo ? Elle est déplacée… »', async ({ page }) => {
  await uploadDemoPhoto(page, { name: 'seule.jpg', bytes: await portrait() });
  await page.goto('/patients/unassigned');
  await page.getByRole('button', { name: fr('media.selection.start') }).click();
  await page
    .getByRole('checkbox', { name: /Photo du/ })
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: fr('media.selection.delete'), exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Supprimer 1 photo ?');
  await expect(dialog).toContainText(
    'Elle est déplacée dans la corbeille, où vous pouvez la restaurer.',
  );
  await expect(dialog).not.toContainText('Elles sont');
  await screenshots(page, 'delete-one-photo');
  await dialog.getByRole('button', { name: fr('media.delete.cancel') }).click();
});

test('un fichier refusé par le serveur n’offre pas « Réessayer »', async ({ page }) => {
  const dir = join(tmpdir(), 'photodossier-day-one-files');
  await mkdir(dir, { recursive: true });
  // Named like a photo, so the browser lets it through; the server reads its bytes and refuses.
  const fake = join(dir, 'pas-une-photo.jpg');
  await writeFile(fake, 'ceci est du texte, pas une photo');
  await page.goto('/patients/unassigned');
  await page.getByTestId('media-upload-input').setInputFiles(fake);
  const item = page.getByTestId('upload-item').filter({ hasText: 'pas-une-photo.jpg' });
  await expect(item).toHaveAttribute('data-status', 'error');
  await expect(item.getByRole('alert')).toContainText('Type de fichier non supporté');
  await expect(item.getByRole('button', { name: /Réessayer/ })).toHaveCount(0);
  await screenshots(page, 'upload-refused');
});
