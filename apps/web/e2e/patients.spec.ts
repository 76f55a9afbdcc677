import { ageInYears } from '@photodossier/domain/age';
import { formatErrorMessage, type ErrorCode } from '@photodossier/domain/errors';
import type { PatientRecord } from '@photodossier/domain/patient';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { baseURL, createAccount, signIn } from './support/accounts';
import {
  expect as baseExpect,
  seriousA11yViolations,
  test,
  text,
  usePreferences,
} from './support/fixtures';

// Dossiers (spec 01 §2-§5, §8): the patient form with every field, the three views of the
// records with search, tag filter and pins, the record page, edit and delete.

// Every step waits on the real server, on a machine shared with other runs.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const fr = (key: string) => text('fr', key);
const erreur = (code: ErrorCode) => formatErrorMessage(code, 'fr');

/** The form's field by its label; required fields carry a " *" after it. */
function field(page: Page, key: string): Locator {
  const label = fr(`patients.fields.${key}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

/** /patient/{id}, not the form's /patient/new it comes from. */
const recordPath = /\/patient\/(?!new$)[^/]+$/;

function rows(page: Page, testId: string): Locator {
  return page.getByTestId(testId);
}

/** A second patient, made through the API so the searches have something to leave out. */
async function createPatientByApi(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post('/api/v1/patients', {
    headers: { origin: baseURL },
    data: body,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as PatientRecord;
}

async function search(page: Page, value: string) {
  await page.getByRole('searchbox', { name: fr('patients.toolbar.search') }).fill(value);
  await expect(page).toHaveURL((url) => (url.searchParams.get('q') ?? '') === value);
}

async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test.describe('dossiers patients', () => {
  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  test('crée un patient avec chaque champ, le retrouve dans les trois vues, le cherche, le filtre, le modifie et le supprime', async ({
    page,
  }) => {
    await signIn(page, await createAccount());
    await page.goto('/patients');
    await expect(page.getByTestId('patients-empty')).toContainText(fr('patients.list.empty'));
    await expectNoSeriousA11yViolations(page);

    // The form, every field.
    await page
      .getByRole('link', { name: fr('patients.newPatient') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/patient\/new$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('pages.patientNew.title'));
    await field(page, 'prenom').fill('Juliette');
    await field(page, 'nom').fill('Marchand');
    // Typed as a French practitioner writes it, on a phone's digit keypad.
    await field(page, 'date_naissance').pressSequentially('15031980');
    await field(page, 'sexe').selectOption({ label: fr('patients.gender.female') });
    await field(page, 'email').fill('juliette.marchand@example.test');
    await field(page, 'telephone').fill('06 12 34 56 78');
    await field(page, 'adresse').fill('12 rue des Lilas, 69003 Lyon');
    await field(page, 'cote_affecte').selectOption({ label: fr('patients.side.left') });
    await field(page, 'tags').fill('rhinoplastie');
    await field(page, 'tags').press('Enter');
    await field(page, 'tags').fill('suivi');
    await page.getByRole('button', { name: fr('patients.form.addTag') }).click();
    await field(page, 'commentaire').fill('Première consultation.\nContrôle à 3 mois.');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: fr('patients.form.create') }).click();

    // The record page shows all of it.
    await expect(page).toHaveURL(recordPath);
    const patientPath = new URL(page.url()).pathname;
    const summary = page.getByTestId('patient-summary');
    const age = ageInYears('1980-03-15', Date.now());
    await expect(summary.getByRole('heading', { level: 2 })).toHaveText('Juliette Marchand');
    await expect(summary).toContainText(`${age} ans`);
    await expect(summary).toContainText('Né(e) le 15 mars 1980');
    await expect(summary).toContainText('juliette.marchand@example.test');
    await expect(summary).toContainText('06 12 34 56 78');
    await expect(summary).toContainText(fr('patients.gender.female'));
    await expect(summary).toContainText('12 rue des Lilas, 69003 Lyon');
    await expect(summary).toContainText(fr('patients.side.left'));
    await expect(summary).toContainText('Contrôle à 3 mois.');
    await expect(summary.getByRole('listitem').filter({ hasText: 'rhinoplastie' })).toBeVisible();
    await expect(summary.getByRole('listitem').filter({ hasText: 'suivi' })).toBeVisible();
    const actions = page.getByRole('group', { name: fr('patients.details.actions') });
    await expect(
      actions.getByRole('link', { name: fr('patients.details.camera') }),
    ).toHaveAttribute('href', patientPath.replace('/patient/', '/camera/'));
    await expect(
      actions.getByRole('link', { name: fr('patients.details.compare') }),
    ).toHaveAttribute('href', `${patientPath}/compare`);
    await expectNoSeriousA11yViolations(page);

    await createPatientByApi(page, { prenom: 'Paul', nom: 'Renaud', tags: ['botox'] });

    // Dossiers: both, newest first, with age and photo count.
    await page.goto('/patients');
    await expect(page.getByText('2 patients')).toBeVisible();
    await expect(rows(page, 'patient-row')).toHaveCount(2);
    await expect(rows(page, 'patient-row').first()).toContainText('Paul Renaud');
    const juliette = rows(page, 'patient-row').filter({ hasText: 'Juliette Marchand' });
    await expect(juliette).toContainText(`${age} ans`);
    await expect(juliette).toContainText('0 photo');

    // The search is sent to the server, case ignored, first, last or both names.
    await search(page, 'juliette');
    await expect(rows(page, 'patient-row')).toHaveCount(1);
    await expect(rows(page, 'patient-row')).toContainText('Juliette Marchand');
    await search(page, 'MARCHAND');
    await expect(rows(page, 'patient-row')).toHaveCount(1);
    await expect(rows(page, 'patient-row')).toContainText('Juliette Marchand');
    await search(page, 'marchand jul');
    await expect(rows(page, 'patient-row')).toHaveCount(1);
    await expect(rows(page, 'patient-row')).toContainText('Juliette Marchand');

    // The views switch keeps the search.
    const views = page.getByRole('navigation', { name: fr('patients.toolbar.views') });
    await views.getByRole('link', { name: fr('patients.toolbar.viewGallery') }).click();
    await expect(page).toHaveURL(/\/patients\/gallery\?q=marchand\+jul$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fr('pages.patientsGallery.title'),
    );
    await expect(rows(page, 'patient-card')).toHaveCount(1);
    await expect(rows(page, 'patient-card')).toContainText('Juliette Marchand');
    await expectNoSeriousA11yViolations(page);
    await search(page, '');
    await expect(rows(page, 'patient-card')).toHaveCount(2);

    await views.getByRole('link', { name: fr('patients.toolbar.viewTable') }).click();
    await expect(page).toHaveURL(/\/patients\/table$/);
    await expect(rows(page, 'patient-table-row')).toHaveCount(2);
    const julietteRow = rows(page, 'patient-table-row').filter({ hasText: 'Marchand' });
    await expect(julietteRow).toContainText('juliette.marchand@example.test');
    await expect(julietteRow).toContainText('rhinoplastie');
    await expectNoSeriousA11yViolations(page);
    // Sorting by name puts Marchand before Renaud, and the other way round.
    const nameSort = page.getByRole('button', { name: /^Trier par Nom/ });
    await nameSort.click();
    await expect(rows(page, 'patient-table-row').first()).toContainText('Marchand');
    await nameSort.click();
    await expect(rows(page, 'patient-table-row').first()).toContainText('Renaud');

    // The tag filter. The list must be on screen first: a filter chosen while the switch is
    // still on its way applies to the table and supersedes the switch.
    await views.getByRole('link', { name: fr('patients.toolbar.viewList') }).click();
    await expect(page).toHaveURL(/\/patients\/list\?sort=name_desc$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fr('pages.patientsList.title'),
    );
    await page.getByLabel(fr('patients.toolbar.tag')).selectOption('rhinoplastie');
    await expect(rows(page, 'patient-row')).toHaveCount(1);
    await expect(rows(page, 'patient-row')).toContainText('Juliette Marchand');
    await page.getByLabel(fr('patients.toolbar.tag')).selectOption('botox');
    await expect(rows(page, 'patient-row')).toHaveCount(1);
    await expect(rows(page, 'patient-row')).toContainText('Paul Renaud');
    await page.getByLabel(fr('patients.toolbar.tag')).selectOption('');
    await expect(rows(page, 'patient-row')).toHaveCount(2);

    // A pin puts the patient first, marked, and stays after a reload.
    await page.getByRole('button', { name: 'Épingler Juliette Marchand' }).click();
    await expect(rows(page, 'patient-row').first()).toContainText('Juliette Marchand');
    await page.reload();
    await expect(rows(page, 'patient-row').first()).toContainText('Juliette Marchand');
    await expect(
      page.getByRole('button', { name: 'Désépingler Juliette Marchand' }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Edit.
    await page.getByRole('link', { name: 'Juliette Marchand' }).click();
    await expect(page).toHaveURL(patientPath);
    await page.getByRole('link', { name: fr('patients.details.edit') }).click();
    await expect(page).toHaveURL(patientPath.replace('/patient/', '/patient/edit/'));
    await expect(field(page, 'prenom')).toHaveValue('Juliette');
    await expect(field(page, 'date_naissance')).toHaveValue('15/03/1980');
    await expectNoSeriousA11yViolations(page);
    await field(page, 'telephone').fill('+33 4 78 00 00 00');
    await field(page, 'cote_affecte').selectOption({ label: fr('patients.side.bilateral') });
    await page
      .getByRole('button', { name: fr('patients.form.removeTag').replace('{{tag}}', 'suivi') })
      .click();
    await page.getByRole('button', { name: fr('patients.form.save') }).click();
    await expect(page).toHaveURL(patientPath);
    await expect(summary).toContainText('+33 4 78 00 00 00');
    await expect(summary).toContainText(fr('patients.side.bilateral'));
    await expect(summary.getByRole('listitem').filter({ hasText: 'suivi' })).toHaveCount(0);

    // Delete: asked first, then gone from the lists; its address shows a not-found state.
    await page.getByRole('button', { name: fr('patients.details.delete') }).click();
    const dialog = page.getByRole('alertdialog', { name: fr('patients.delete.title') });
    await expect(dialog).toContainText('Juliette Marchand');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: fr('patients.delete.confirm') }).click();
    await expect(page.getByText(fr('patients.delete.done'))).toBeVisible();
    await expect(page).toHaveURL(/\/patients$/);
    await expect(page.getByText('1 patient', { exact: true })).toBeVisible();
    await expect(rows(page, 'patient-row')).toHaveCount(1);
    await expect(rows(page, 'patient-row')).toContainText('Paul Renaud');
    await page.goto(patientPath);
    await expect(page.getByTestId('patient-not-found')).toContainText(
      fr('patients.details.notFoundTitle'),
    );
  });

  test('le formulaire refuse des noms vides et une adresse, un téléphone ou une date mal formés', async ({
    page,
  }) => {
    await signIn(page, await createAccount());
    await page.goto('/patient/new');
    const create = page.getByRole('button', { name: fr('patients.form.create') });

    await create.click();
    await expect(field(page, 'prenom')).toHaveAccessibleDescription(erreur('validation.required'));
    await expect(field(page, 'nom')).toHaveAccessibleDescription(erreur('validation.required'));

    await field(page, 'prenom').fill('Paul');
    await field(page, 'nom').fill('Renaud');
    await field(page, 'email').fill('paul.renaud@');
    await field(page, 'telephone').fill('appelez-moi');
    // A half-typed date is refused, never taken for empty.
    await field(page, 'date_naissance').click();
    await page.keyboard.type('12');
    await create.click();
    await expect(field(page, 'email')).toHaveAccessibleDescription(
      erreur('validation.invalid_email'),
    );
    await expect(field(page, 'telephone')).toHaveAccessibleDescription(
      erreur('validation.invalid_phone'),
    );
    await expect(field(page, 'date_naissance')).toHaveAccessibleDescription(
      erreur('validation.invalid_date'),
    );
    await expect(field(page, 'prenom')).not.toHaveAttribute('aria-invalid');
    await expect(page).toHaveURL(/\/patient\/new$/);
    await expectNoSeriousA11yViolations(page);

    // Corrected, it saves.
    await field(page, 'email').fill('paul.renaud@example.test');
    await field(page, 'telephone').fill('0612345678');
    await field(page, 'date_naissance').fill('02/11/1975');
    await create.click();
    await expect(page).toHaveURL(recordPath);
    await expect(page.getByTestId('patient-summary')).toContainText('paul.renaud@example.test');
  });

  test('la galerie montre la photo la plus récente du patient et chaque vue son nombre de photos', async ({
    page,
  }) => {
    const folder = await mkdtemp(join(tmpdir(), 'photodossier-patients-e2e-'));
    const jpeg = join(folder, 'visage.jpg');
    await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 214, g: 160, b: 130 } },
    })
      .jpeg()
      .toFile(jpeg);
    try {
      await signIn(page, await createAccount());
      const patient = await createPatientByApi(page, { prenom: 'Inès', nom: 'Fontaine' });
      await createPatientByApi(page, { prenom: 'Marc', nom: 'Olivier' });

      // Importer, from the record page, files the photo under the patient.
      await page.goto(`/patient/${patient.id}`);
      await page.getByTestId('media-upload-input').setInputFiles([jpeg]);
      await expect(page.getByTestId('patient-media-timeline').getByRole('img')).toHaveCount(1, {
        timeout: 30_000,
      });

      await page.goto('/patients/gallery');
      const card = rows(page, 'patient-card').filter({ hasText: 'Inès Fontaine' });
      await expect(card).toContainText('1 photo');
      await expect(card.locator('img')).toHaveAttribute(
        'src',
        /^\/api\/v1\/photos\/[^/]+\/thumbnail$/,
      );
      await expect
        .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      // Without a photo, the initials.
      const other = rows(page, 'patient-card').filter({ hasText: 'Marc Olivier' });
      await expect(other.locator('img')).toHaveCount(0);
      await expect(other).toContainText('MO');
      await expect(other).toContainText('0 photo');
      await expectNoSeriousA11yViolations(page);

      await page.goto('/patients');
      await expect(rows(page, 'patient-row').filter({ hasText: 'Inès Fontaine' })).toContainText(
        '1 photo',
      );
      await page.goto('/patients/table');
      await expect(
        rows(page, 'patient-table-row').filter({ hasText: 'Fontaine' }).getByRole('cell').nth(6),
      ).toHaveText('1');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  test('des centaines de dossiers : seules les lignes visibles sont dans la page, la suite se charge en défilant', async ({
    page,
  }) => {
    await signIn(page, await createAccount());
    const count = 230;
    for (let start = 1; start <= count; start += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, count - start + 1) }, (_, offset) => {
          const number = String(start + offset).padStart(3, '0');
          return createPatientByApi(page, { prenom: 'Patient', nom: `Numéro ${number}` });
        }),
      );
    }

    await page.goto('/patients/list?sort=name_asc');
    const views = page.getByRole('navigation', { name: fr('patients.toolbar.views') });
    for (const [view, testId] of [
      ['patients.toolbar.viewList', 'patient-row'],
      ['patients.toolbar.viewGallery', 'patient-card'],
      ['patients.toolbar.viewTable', 'patient-table-row'],
    ] as const) {
      // The view switch keeps the sort and starts the new view at the top.
      await views.getByRole('link', { name: fr(view) }).click();
      await expect(page.getByText(`${count} patients`)).toBeVisible();
      await expect(rows(page, testId).first()).toContainText('Numéro 001');
      expect(await rows(page, testId).count()).toBeLessThan(80);
      // Scrolling to the end asks for the next pages until the last patient shows.
      const last = rows(page, testId).filter({ hasText: `Numéro ${count}` });
      for (let step = 0; step < 60 && (await last.count()) === 0; step += 1) {
        await page.mouse.wheel(0, 4000);
        await page.waitForTimeout(150);
      }
      await expect(last).toBeVisible();
      expect(await rows(page, testId).count()).toBeLessThan(80);
    }
  });

  test('chaque partie du dossier est une carte, comparaisons et liens partagés compris', async ({
    page,
  }) => {
    await signIn(page, await createAccount());
    const patient = await createPatientByApi(page, { prenom: 'Chloé', nom: 'Carte' });
    await page.goto(`/patient/${patient.id}`);
    const record = page.getByTestId('page-patient-details');
    for (const part of ['saved-comparisons', 'patient-media-timeline', 'share-links']) {
      await expect(record.getByTestId(part)).toHaveAttribute('data-slot', 'card');
    }
    await expect(record.getByText(fr('journal.patientTitle'))).toBeVisible();
    // Every title of a part (h2), the journal's summary too, sits in a card.
    const outside = await record
      .locator('h2, summary')
      .evaluateAll((titles) =>
        titles
          .filter((title) => !title.closest('[data-slot="card"]'))
          .map((title) => title.textContent),
      );
    expect(outside).toEqual([]);
    expect(await record.locator('h2').count()).toBeGreaterThanOrEqual(5);
  });

  test("un dossier inconnu ou d'un autre praticien est introuvable", async ({ page, browser }) => {
    const owner = await createAccount();
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, owner);
    const theirs = await createPatientByApi(ownerPage, { prenom: 'Léa', nom: 'Bernard' });
    await ownerContext.close();

    await signIn(page, await createAccount());
    for (const id of [theirs.id, '0192f1a2-7c3b-7d4e-8f90-123456789abc']) {
      await page.goto(`/patient/${id}`);
      await expect(page.getByTestId('patient-not-found')).toBeVisible();
      await page.goto(`/patient/edit/${id}`);
      await expect(page.getByTestId('patient-not-found')).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });
});

// A French practitioner's browser set to American English: the browser's own date field would
// read 01/06/1985 as January the 6th.
test.describe('dates dans un navigateur en anglais', () => {
  test.use({ locale: 'en-US' });
  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  test('une date se tape au format choisi dans les paramètres', async ({ page }) => {
    await signIn(page, await createAccount());
    await page.goto('/patient/new');
    const birthDate = field(page, 'date_naissance');
    await expect(birthDate).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    await field(page, 'prenom').fill('Léa');
    await field(page, 'nom').fill('Garnier');
    await birthDate.pressSequentially('01/06/1985');
    await expect(birthDate).toHaveValue('01/06/1985');
    await page.getByRole('button', { name: fr('patients.form.create') }).click();
    await expect(page).toHaveURL(recordPath);
    await expect(page.getByTestId('patient-summary')).toContainText('Né(e) le 1er juin 1985');
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    const saved = (await (
      await page.request.get(`/api/v1/patients/${id}`)
    ).json()) as PatientRecord;
    expect(saved.date_naissance).toBe('1985-06-01');
  });
});
