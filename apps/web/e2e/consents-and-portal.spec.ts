import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConsentRecord } from '@photodossier/domain/consents';
import type { CreatedPortalInvite } from '@photodossier/domain/patient-portal';
import type { Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { extractText, getDocumentProxy } from 'unpdf';
import { baseURL, createAccount, readLatestMail, signIn, type Account } from './support/accounts';
import { comparisonPhotos, patientWithTwoSessions } from './support/comparison-fixtures';
import { e2eDataDir } from './support/e2e-environment.mjs';
import { expect, test, text, usePreferences } from './support/fixtures';
import { setPlan } from './support/plans';

// Issue 18, signed consents and the patient portal: a Pro user has a consent signed on the
// device with drawn signatures and gets an immutable PDF with its hash; invites the patient, who
// opens the portal in a browser of their own, sees exactly what was shared, signs a pending
// consent, reaches nothing else, and is refused once the link is revoked or expired. An
// Essentiel user meets the Pro gate on every page and API call.

const fr = (key: string) => text('fr', key);
const DAY_MS = 86_400_000;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let pro: Account;
let essentiel: Account;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  pro = await createAccount({ firstName: 'Claire', lastName: 'Praticienne' });
  essentiel = await createAccount({ firstName: 'Éric', lastName: 'Essentiel' });
  await setPlan(browser, pro, 'pro');
  await setPlan(browser, essentiel, 'essentiel');
});

/** Draws a signature stroke across the canvas with the pointer, as a finger would. */
async function drawSignature(page: Page, pad: Locator) {
  const canvas = pad.locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('signature pad not visible');
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.3],
    [0.4, 0.7],
    [0.55, 0.35],
    [0.7, 0.65],
    [0.9, 0.4],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  }
  await page.mouse.up();
  await expect(pad.getByText(fr('consents.signature.done'))).toBeVisible();
}

async function pdfText(bytes: Buffer) {
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true }))
    .text;
}

async function consents(page: Page, patientId: string) {
  const response = await page.request.get(`/api/v1/patients/${patientId}/consents`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: ConsentRecord[] }).items;
}

test('signs a consent on the device: the stored PDF holds the text, its hash matches, the API never changes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await usePreferences(page, 'fr');
  await signIn(page, pro);
  const created = await page.request.post('/api/v1/patients', {
    headers: { origin: baseURL },
    data: { prenom: 'Camille', nom: 'Roux', date_naissance: '1988-03-14' },
  });
  const patientId = ((await created.json()) as { id: string }).id;

  await page.goto(`/patient/${patientId}`);
  await page.getByRole('link', { name: fr('billing.features.digital_consent_pdf') }).click();
  await expect(page).toHaveURL(new RegExp(`/patient/${patientId}/consents`));
  const preview = page.getByTestId('consent-preview');
  await expect(preview).toContainText('Camille Roux');
  await expect(preview).toContainText('14/03/1988');

  // On a phone the two buttons stay within the card: their labels wrap.
  await page.setViewportSize({ width: 375, height: 800 });
  const edge = (box: { x: number; width: number } | null) => (box ? box.x + box.width : Infinity);
  for (const name of [fr('consents.create.sign'), fr('consents.create.remote')]) {
    // Polled: the layout settles once the phone's navigation replaced the sidebar.
    await expect
      .poll(
        async () =>
          edge(await page.getByRole('button', { name }).boundingBox()) -
          edge(await preview.boundingBox()),
        { message: name },
      )
      .toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const sign = page.getByRole('button', { name: fr('consents.create.sign') });
  await expect(sign).toBeDisabled();
  await drawSignature(page, page.getByTestId('patient-signature'));
  await drawSignature(page, page.getByTestId('practitioner-signature'));
  await sign.click();
  const document = page.getByTestId('consent-document');
  await expect(document).toHaveCount(1);
  const [record] = await consents(page, patientId);
  expect(record!.status).toBe('signed');
  await expect(document).toContainText(record!.sha256!);

  await page.screenshot({ path: test.info().outputPath('consents-fr-1280.png'), fullPage: true });
  const downloading = page.waitForEvent('download');
  await document.getByRole('link', { name: fr('consents.document.download') }).click();
  const bytes = await readFile(await (await downloading).path());
  expect(sha256(bytes)).toBe(record!.sha256);
  const pdf = await pdfText(bytes);
  expect(pdf).toContain('Camille Roux');
  expect(pdf).toContain('Je consens librement à la réalisation de cet acte.');
  expect(pdf).toContain('Signature du patient');

  // Immutable: every write is refused and the stored file stays the same.
  for (const method of ['put', 'patch', 'delete'] as const) {
    const response = await page.request[method](`/api/v1/consents/${record!.id}`, {
      headers: { origin: baseURL },
      data: { body: 'Autre texte' },
    });
    expect(response.status(), method).toBe(405);
    expect(await response.json()).toMatchObject({ code: 'consent.immutable' });
  }
  const again = await page.request.get(`/api/v1/consents/${record!.id}/document.pdf`);
  expect(sha256(await again.body())).toBe(record!.sha256);
});

test('the patient opens the portal, sees exactly what was shared, signs, and is refused after revocation and expiry', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await usePreferences(page, 'fr');
  await signIn(page, pro);
  const { patientId, photoIds } = await patientWithTwoSessions(
    page,
    await comparisonPhotos(),
    'Portail',
  );
  const email = `lea.portail.${Date.now()}@example.test`;
  const patched = await page.request.patch(`/api/v1/patients/${patientId}`, {
    headers: { origin: baseURL },
    data: { email },
  });
  expect(patched.status(), await patched.text()).toBe(200);

  // Two consents waiting for the patient: one will be shared, the other not.
  await page.goto(`/patient/${patientId}/consents`);
  const remote = page.getByRole('button', { name: fr('consents.create.remote') });
  for (let round = 0; round < 2; round++) {
    await drawSignature(page, page.getByTestId('practitioner-signature'));
    await remote.click();
    await expect(page.getByTestId('consent-document')).toHaveCount(round + 1);
  }
  const [notShared, pending] = await consents(page, patientId);

  await page.goto(`/patient/${patientId}`);
  await page.getByRole('link', { name: fr('pages.patientPortal.title') }).click();
  await expect(page).toHaveURL(new RegExp(`/patient/${patientId}/portal`));
  const shared = page.getByTestId('portal-shared-items');
  // The older photo (listed last, newest first) and the older pending consent.
  await page
    .getByRole('button', { name: new RegExp(`^${fr('consents.portal.share')} Photo`) })
    .last()
    .click();
  await expect(shared.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: pending!.title }).last().click();
  await expect(shared.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel(fr('consents.portal.instructionsTitle')).fill('Après la séance');
  await page
    .getByLabel(fr('consents.portal.instructionsBody'), { exact: true })
    .fill('Pas de maquillage 12 h.');
  await page.getByRole('button', { name: fr('consents.portal.addInstructions') }).click();
  await expect(shared.getByRole('listitem')).toHaveCount(3);

  await expect(page.getByLabel(fr('consents.portal.email'))).toHaveValue(email);
  await page.getByRole('button', { name: fr('consents.portal.send') }).click();
  const link = await page.getByTestId('portal-link').getAttribute('href');
  expect(link).toMatch(/\/patient-portal\/[A-Za-z0-9_-]{43}$/);
  const mail = await readLatestMail(email);
  expect(mail.text).toContain(new URL(link!).pathname);
  const token = link!.split('/').pop()!;

  // The patient, in a browser of their own.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await usePreferences(visitor, 'fr');
  await visitor.goto(new URL(link!).pathname);
  await expect(visitor.getByText('Bonjour Léa')).toBeVisible();
  await expect(visitor.getByTestId('portal-photo')).toHaveCount(1);
  await expect(visitor.getByTestId('portal-photo')).toHaveJSProperty('complete', true);
  expect(
    await visitor.getByTestId('portal-photo').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(visitor.getByTestId('portal-consent')).toHaveCount(1);
  await expect(visitor.getByTestId('portal-instructions')).toContainText('Pas de maquillage');
  await expect(visitor.getByTestId('portal-comparison')).toHaveCount(0);
  const html = await visitor.content();
  // The signed media links carry the storage key (as shared links do, decision 0030); the
  // records' own ids, which the API would take, are never shown.
  for (const id of [...photoIds, notShared!.id, pending!.id]) {
    expect(html.replace(/\/patient-portal\/[^"]*/g, '')).not.toContain(id);
  }

  await drawSignature(visitor, visitor.getByTestId('portal-consent'));
  await visitor.screenshot({ path: test.info().outputPath('portal-fr.png'), fullPage: true });
  await visitor.getByRole('button', { name: fr('consents.visitor.sign') }).click();
  await expect(visitor.getByText(fr('consents.visitor.signedOk'))).toBeVisible();
  const signedLink = visitor
    .getByTestId('portal-consent')
    .getByRole('link', { name: fr('consents.document.download') });
  await expect(signedLink).toBeVisible();
  const signedPdf = await visitor.request.get((await signedLink.getAttribute('href'))!);
  expect(await pdfText(await signedPdf.body())).toContain('Léa Portail');

  // Nothing else by changing ids: the other consent, the record's own routes.
  const otherSign = await visitor.request.post(
    `/api/v1/portal/${token}/consents/${notShared!.id}/sign`,
    { headers: { origin: baseURL }, data: { patient_signature: 'data:image/png;base64,AAAA' } },
  );
  expect(otherSign.status()).toBe(404);
  for (const url of [
    `/api/v1/consents/${notShared!.id}/document.pdf`,
    `/api/v1/consents/${pending!.id}/document.pdf`,
    `/api/v1/patients/${patientId}/portal`,
    `/api/v1/photos/${photoIds[0]}/file`,
  ]) {
    expect((await visitor.request.get(url)).status(), url).toBe(401);
  }

  // The practitioner sees who opened what and when.
  await page.reload();
  const accesses = page.getByTestId('portal-accesses');
  await expect(accesses).toContainText(fr('consents.portal.actions.open'));
  await expect(accesses).toContainText(fr('consents.portal.actions.sign'));
  // What the patient saw and downloaded, each named by the shared item.
  await expect(accesses).toContainText(`${fr('consents.portal.actions.view')} : Après la séance`);
  // A shared photo by the day it was taken, not « Photo » alone.
  const photoSeen = fr('consents.portal.photoOf').replace('{{date}}', '\\d{2}/\\d{2}/\\d{4}');
  await expect(accesses).toContainText(
    new RegExp(`${fr('consents.portal.actions.view')} : ${photoSeen}`),
  );
  await expect(accesses).toContainText(fr('consents.portal.actions.download'));
  const [signedNow] = (await consents(page, patientId)).filter((c) => c.id === pending!.id);
  expect(signedNow!.status).toBe('signed');

  await page.screenshot({ path: test.info().outputPath('portal-settings-fr.png'), fullPage: true });
  // Revoked: the same link is refused.
  await page.getByRole('button', { name: fr('consents.portal.revoke') }).click();
  await expect(page.getByText(fr('consents.portal.statuses.revoked'))).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByTestId('portal-unavailable')).toBeVisible();

  // A new invitation, then 31 days later (the patient's clock and the server's record both
  // moved on): refused.
  const second = await page.request.post(`/api/v1/patients/${patientId}/portal/invites`, {
    headers: { origin: baseURL },
    data: { email },
  });
  const created = (await second.json()) as CreatedPortalInvite;
  await visitor.goto(`/patient-portal/${created.token}`);
  await expect(visitor.getByText('Bonjour Léa')).toBeVisible();
  const database = new Database(join(e2eDataDir, 'photodossier.sqlite'));
  try {
    database
      .prepare(
        'update portal_invites set created_at = created_at - ?, expires_at = expires_at - ? where id = ?',
      )
      .run(31 * DAY_MS, 31 * DAY_MS, created.invite.id);
  } finally {
    database.close();
  }
  await visitor.clock.install({ time: new Date(Date.now() + 31 * DAY_MS) });
  await visitor.goto(`/patient-portal/${created.token}`);
  await expect(visitor.getByTestId('portal-unavailable')).toBeVisible();
  await visitorContext.close();
});

test('an Essentiel user meets the Pro gate on the consent and portal pages and API', async ({
  page,
}) => {
  await usePreferences(page, 'fr');
  await signIn(page, essentiel);
  const patient = await page.request.post('/api/v1/patients', {
    headers: { origin: baseURL },
    data: { prenom: 'Nina', nom: 'Gate' },
  });
  const patientId = ((await patient.json()) as { id: string }).id;
  for (const path of [`/patient/${patientId}/consents`, `/patient/${patientId}/portal`]) {
    await page.goto(path);
    await expect(page.getByTestId('pro-gate')).toBeVisible();
  }
  for (const [method, url] of [
    ['get', '/api/v1/consent-templates'],
    ['put', '/api/v1/consent-templates/toxin'],
    ['get', `/api/v1/patients/${patientId}/consents`],
    ['post', `/api/v1/patients/${patientId}/consents`],
    ['get', '/api/v1/consents/x/document.pdf'],
    ['post', '/api/v1/consents/x/email'],
    ['get', `/api/v1/patients/${patientId}/portal`],
    ['post', `/api/v1/patients/${patientId}/portal/invites`],
    ['post', `/api/v1/patients/${patientId}/portal/items`],
    ['post', '/api/v1/portal-invites/x/revoke'],
    ['delete', '/api/v1/portal-items/x'],
  ] as const) {
    const response = await page.request[method](url, { headers: { origin: baseURL }, data: {} });
    expect(response.status(), url).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'plan.feature_required' });
  }
});
