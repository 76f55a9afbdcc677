import { readFile } from 'node:fs/promises';
import { errorMessages } from '@photodossier/domain/errors';
import type { Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { baseURL, createAccount, signIn, type Account } from './support/accounts';
import { comparisonPhotos, patientWithTwoSessions } from './support/comparison-fixtures';
import { expect, test, text, usePreferences } from './support/fixtures';
import { setPlan } from './support/plans';

// Issue 18, injection mapping and botox tracking: a Pro user charts a session on the drawn face
// and one on a photo of the patient, reads the totals, compares the two and exports the PDF;
// an Essentiel user meets the Pro gate on the pages and the API.

const fr = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (result, [name, value]) => result.replace(`{{${name}}}`, String(value)),
    text('fr', key),
  );

let pro: Account;
let essentiel: Account;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  pro = await createAccount({ firstName: 'Inès', lastName: 'Pro' });
  essentiel = await createAccount({ firstName: 'Éric', lastName: 'Essentiel' });
  await setPlan(browser, pro, 'pro');
  await setPlan(browser, essentiel, 'essentiel');
});

type PointInput = {
  zone: string;
  product: string;
  dose: string;
  lot: string;
  expiry: string;
};

/** Clicks the chart where the point goes, fills its form and adds it. */
async function addPoint(
  page: Page,
  chart: Locator,
  at: { x: number; y: number },
  point: PointInput,
) {
  const box = await chart.boundingBox();
  if (!box) throw new Error('chart not visible');
  await chart.click({ position: { x: box.width * at.x, y: box.height * at.y } });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(fr('injections.point.zone')).selectOption({ label: point.zone });
  await dialog.getByLabel(fr('injections.point.product')).selectOption({ label: point.product });
  await dialog.getByLabel(new RegExp(`^${fr('injections.point.dose')}`)).fill(point.dose);
  await dialog.getByLabel(fr('injections.point.lot')).fill(point.lot);
  await dialog.getByLabel(fr('injections.point.expiry')).fill(point.expiry);
  await dialog.getByRole('button', { name: fr('injections.point.add') }).click();
  await expect(dialog).toBeHidden();
}

const botox = (zone: string, dose: string): PointInput => ({
  zone,
  product: 'Botox (Toxine botulique)',
  dose,
  lot: 'C7781-BTX',
  expiry: '2027-09-30',
});
const volbella = (dose: string): PointInput => ({
  zone: 'Lèvres',
  product: 'Juvéderm Volbella (Acide hyaluronique)',
  dose,
  lot: 'VB2231-É',
  expiry: '2027-03-31',
});

async function saveSession(page: Page) {
  await page.getByRole('button', { name: fr('injections.editor.save') }).click();
  await expect(page).toHaveURL(/[?&]session=/);
  await expect(page.getByTestId('injection-history-item').first()).toBeVisible();
}

test('charts two sessions, on the drawn face and on a photo, compares them and exports the PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await usePreferences(page, 'fr');
  await signIn(page, pro);
  const { patientId } = await patientWithTwoSessions(page, await comparisonPhotos(), 'Faure');

  await page.goto('/injection-mapping');
  await page.getByRole('link', { name: 'Léa Faure' }).click();
  await expect(page).toHaveURL(new RegExp(`/patient/${patientId}/injection-mapping`));
  await expect(page.getByText(fr('injections.noSessions'))).toBeVisible();

  // First session, on the drawn face: four points, two products with their lots.
  const dateField = page.getByLabel(fr('injections.editor.date'));
  await dateField.clear();
  await dateField.pressSequentially('02062026');
  const front = page.getByTestId('face-chart-front');
  await addPoint(page, front, { x: 0.5, y: 0.36 }, botox('Glabelle', '10'));
  await addPoint(
    page,
    page.getByTestId('face-chart-left'),
    { x: 0.35, y: 0.42 },
    botox('Pattes d’oie', '6'),
  );
  await addPoint(page, front, { x: 0.45, y: 0.73 }, volbella('0,5'));
  await addPoint(page, front, { x: 0.55, y: 0.73 }, volbella('0.3'));
  await expect(page.getByTestId('injection-point-row')).toHaveCount(4);
  await expect(page.getByTestId('injection-marker')).toHaveCount(4);
  const byProduct = page.getByTestId('injection-totals-byProduct');
  await expect(byProduct).toContainText('Botox');
  await expect(byProduct).toContainText('16 U');
  await expect(byProduct).toContainText('0,8 ml');
  const byZone = page.getByTestId('injection-totals-byZone');
  await expect(byZone).toContainText('Glabelle10 U');
  await expect(byZone).toContainText('Lèvres0,8 ml');

  // A toxin without its lot is refused under the field, and what was typed stays.
  await front.click({ position: { x: 60, y: 60 } });
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel(fr('injections.point.product'))
    .selectOption({ label: 'Botox (Toxine botulique)' });
  await dialog.getByLabel(fr('injections.point.lot')).fill('');
  await dialog.getByRole('button', { name: fr('injections.point.add') }).click();
  await expect(
    dialog.getByText(errorMessages['validation.injection_lot_required'].fr).first(),
  ).toBeVisible();
  await dialog.getByRole('button', { name: fr('injections.point.cancel') }).click();
  await expect(page.getByTestId('injection-point-row')).toHaveCount(4);

  await saveSession(page);
  await page.reload();
  await expect(page.getByTestId('injection-point-row')).toHaveCount(4);
  await expect(page.getByTestId('injection-totals-byProduct')).toContainText('16 U');
  const firstUrl = page.url();

  // Second session, on one of the patient's photos.
  await page.getByRole('button', { name: fr('injections.newSession') }).click();
  await page.getByLabel(fr('injections.editor.date')).fill('2026-10-05');
  await page.getByLabel(fr('injections.editor.photo')).check();
  await page.getByTestId('picker-tile').first().click();
  const photo = page.getByTestId('photo-chart');
  await expect(photo.locator('img')).toBeVisible();
  await addPoint(page, photo, { x: 0.5, y: 0.35 }, botox('Glabelle', '12'));
  await addPoint(page, photo, { x: 0.4, y: 0.4 }, botox('Pattes d’oie', '8'));
  await addPoint(page, photo, { x: 0.47, y: 0.7 }, volbella('0,4'));
  await addPoint(page, photo, { x: 0.53, y: 0.7 }, volbella('0,4'));
  await expect(page.getByTestId('injection-marker')).toHaveCount(4);
  await saveSession(page);
  await expect(page.getByTestId('injection-history-item')).toHaveCount(2);

  // The two sessions side by side.
  for (const date of ['2 juin 2026', '5 octobre 2026']) {
    // The ticks live in the address: the box shows checked once the navigation is done.
    const box = page.getByLabel(fr('injections.compareSelect', { date }));
    await box.click();
    await expect(box).toBeChecked();
  }
  const comparison = page.getByTestId('injection-comparison');
  await expect(comparison.getByTestId('injection-compare-byZone')).toContainText(
    'Glabelle10 U12 U',
  );
  await expect(comparison.getByTestId('injection-compare-byProduct')).toContainText(
    'Botox16 U20 U',
  );
  await expect(comparison.getByTestId('injection-compare-byProduct')).toContainText(
    'Juvéderm Volbella0,8 ml0,8 ml',
  );

  // The first session's chart as a PDF: doses and lots.
  await page.goto(firstUrl);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('injection-pdf').click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  const pdf = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  for (const expected of [
    'Léa Faure',
    'Glabelle',
    '10 U',
    '6 U',
    '0,5 ml',
    '0,3 ml',
    'C7781-BTX',
    'VB2231-É',
    '16 U',
  ]) {
    expect(pdf.text).toContain(expected);
  }

  // Botox tracking on the patient page: the last toxin session and the touch-up after it.
  await page.goto(`/patient/${patientId}`);
  const tracking = page.getByTestId('toxin-tracking');
  await expect(tracking).toContainText('5 octobre 2026');
  await expect(tracking).toContainText('5 février 2027');
});

test('an Essentiel user meets the Pro gate on the pages and the API', async ({ page }) => {
  await usePreferences(page, 'fr');
  await signIn(page, essentiel);
  const patient = await page.request.post('/api/v1/patients', {
    headers: { origin: baseURL },
    data: { prenom: 'Nina', nom: 'Gate' },
  });
  const patientId = ((await patient.json()) as { id: string }).id;
  for (const path of [
    '/injection-mapping',
    `/patient/${patientId}/injection-mapping`,
    `/patient/${patientId}/injections`,
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('pro-gate')).toBeVisible();
    await expect(page.getByText(fr('proGate.title'))).toBeVisible();
  }
  await page.goto(`/patient/${patientId}`);
  await expect(page.getByTestId('page-patient-details')).toBeVisible();
  await expect(page.getByTestId('toxin-tracking')).toHaveCount(0);
  for (const url of [
    `/api/v1/patients/${patientId}/injection-sessions`,
    `/api/v1/patients/${patientId}/toxin-tracking`,
    '/api/v1/injection-products',
  ]) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'plan.feature_required' });
  }
});
