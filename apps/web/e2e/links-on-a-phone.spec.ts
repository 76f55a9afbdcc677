import { errorMessages } from '@photodossier/domain/errors';
import type { Browser, Locator, Page } from '@playwright/test';
import { comparisonBody } from '../../server/test/support/comparisons';
import { baseURL, createAccount, signIn, type Account } from './support/accounts';
import { comparisonPhotos, patientWithTwoSessions } from './support/comparison-fixtures';
import { setPlan } from './support/plans';
import { createShare } from './support/shares';
import { expect, test, text, usePreferences } from './support/fixtures';

// What a patient and a practitioner see on a phone (375 px) of a comparison, a shared link and
// the patient portal: labels, choices and dates whole, and a busy portal told apart from a dead
// link.

const PHONE = { width: 375, height: 812 };

let pro: Account;
let patientId = '';
let comparisonId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  pro = await createAccount({ firstName: 'Paula', lastName: 'Phone' });
  await setPlan(browser, pro, 'pro');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, pro);
  const made = await patientWithTwoSessions(page, await comparisonPhotos(), 'Téléphone');
  patientId = made.patientId;
  const saved = await page.request.post('/api/v1/comparisons', {
    headers: { origin: baseURL },
    data: comparisonBody(made.photoIds, 'Trois mois'),
  });
  expect(saved.status(), await saved.text()).toBe(201);
  comparisonId = ((await saved.json()) as { id: string }).id;
  await context.close();
});

async function phone(browser: Browser, signedIn: boolean) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true });
  const page = await context.newPage();
  if (signedIn) await signIn(page, pro);
  return { context, page };
}

/** Whether an element shows all of its text: cut-off text is wider than its box. */
async function showsWholeText(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.scrollWidth <= node.clientWidth);
}

/** Whether a select's chosen option fits between its paddings (a select never scrolls). */
async function selectShowsWholeChoice(select: Locator): Promise<boolean> {
  return select.evaluate((node: HTMLSelectElement) => {
    const style = getComputedStyle(node);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const choice = node.options[node.selectedIndex]?.text ?? '';
    const room = node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(choice).width <= room;
  });
}

async function stageLabels(page: Page) {
  const stage = page.getByTestId('stage-before-after');
  await expect(stage).toBeVisible();
  const before = stage.getByText(/^Avant · 10 janv\. 2025$/);
  const after = stage.getByText(/^Après · 12 avr\. 2025 · \+3 mois$/);
  await expect(before).toBeVisible();
  await expect(after).toBeVisible();
  return { before, after };
}

test('on a phone, comparison labels keep the time since the first photo and the zone choice reads whole', async ({
  browser,
}) => {
  const { context, page } = await phone(browser, true);
  await usePreferences(page, 'fr');
  await page.goto(`/patient/${patientId}/compare?comparison=${comparisonId}`);
  const { before, after } = await stageLabels(page);
  expect(await showsWholeText(before)).toBe(true);
  expect(await showsWholeText(after)).toBe(true);

  const zone = page.getByLabel(text('fr', 'comparisons.picker.zone'));
  await expect(zone).toHaveValue('');
  expect(await selectShowsWholeChoice(zone)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('compare-375-fr.png'), fullPage: true });

  // The patient opening a link to it on their phone.
  const { token } = await createShare(page, { kind: 'comparison', comparison_id: comparisonId });
  const visitor = await phone(browser, false);
  await usePreferences(visitor.page, 'fr');
  await visitor.page.goto(`/shared/${token}`);
  const shared = await stageLabels(visitor.page);
  expect(await showsWholeText(shared.before)).toBe(true);
  expect(await showsWholeText(shared.after)).toBe(true);
  // Named by what is shared, in the page and in the tab.
  const sharedTitle = text('fr', 'pages.shared.comparisonTitle');
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(sharedTitle);
  await expect(visitor.page).toHaveTitle(`${sharedTitle} · PhotoDossier`);
  await visitor.page.screenshot({ path: test.info().outputPath('shared-375-fr.png') });
  await visitor.context.close();
  await context.close();
});

/** The comparison in overlay mode, and the box of its opacity slider. */
async function opacitySlider(page: Page) {
  await page.goto(`/patient/${patientId}/compare?comparison=${comparisonId}`);
  await expect(page.getByTestId('stage-before-after')).toBeVisible();
  await page.getByTestId('mode-overlay').click();
  await expect(page.getByTestId('stage-overlay')).toBeVisible();
  const box = await page.getByTestId('opacity-slider').boundingBox();
  if (!box) throw new Error('the overlay mode shows no opacity slider');
  return box;
}

test('the overlay opacity slider spans most of a phone and stays beside its name on a desktop', async ({
  browser,
}) => {
  const { context, page } = await phone(browser, true);
  await usePreferences(page, 'fr');
  const onPhone = await opacitySlider(page);
  expect(onPhone.width).toBeGreaterThanOrEqual(0.6 * PHONE.width);
  await page.screenshot({ path: test.info().outputPath('overlay-375-fr.png') });
  await context.close();

  const desktop = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const wide = await desktop.newPage();
  await signIn(wide, pro);
  await usePreferences(wide, 'fr');
  const onDesktop = await opacitySlider(wide);
  expect(onDesktop.width).toBeGreaterThanOrEqual(160);
  expect(onDesktop.width).toBeLessThan(800);
  const name = await wide
    .getByText(text('fr', 'comparisons.opacity'), { exact: true })
    .boundingBox();
  if (!name) throw new Error('the opacity slider has no visible name');
  const middle = name.y + name.height / 2;
  expect(middle).toBeGreaterThan(onDesktop.y);
  expect(middle).toBeLessThan(onDesktop.y + onDesktop.height);
  await wide.screenshot({ path: test.info().outputPath('overlay-1280-fr.png') });
  await desktop.close();
});

test('the portal writes its link expiry in words, tells a busy portal from a dead link, and journals in each language', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const practitioner = await phone(browser, true);
  await usePreferences(practitioner.page, 'en');
  const invited = await practitioner.page.request.post(
    `/api/v1/patients/${patientId}/portal/invites`,
    {
      headers: { origin: baseURL },
      data: { email: 'lea.phone@example.test', expires_in_days: 30 },
    },
  );
  expect(invited.status(), await invited.text()).toBe(201);
  const { token } = (await invited.json()) as { token: string };
  const item = await practitioner.page.request.post(`/api/v1/patients/${patientId}/portal/items`, {
    headers: { origin: baseURL },
    data: { kind: 'comparison', item_id: comparisonId },
  });
  expect(item.status(), await item.text()).toBe(201);

  const patient = await phone(browser, false);
  await usePreferences(patient.page, 'fr');
  await patient.page.goto(`/patient-portal/${token}`);
  await expect(patient.page.getByText('Bonjour Léa')).toBeVisible();
  const until = patient.page.getByText(/Lien valable jusqu’au/);
  // A link expiry is written in words (decision 0033), as on the shared links.
  await expect(until).toContainText(/jusqu’au \d{1,2}(er)? [a-zé]+\.? \d{4} à \d{2}:\d{2}\./);
  await expect(until).not.toContainText(/\d{2}\/\d{2}\/\d{4}/);
  // The public layout already keeps the page off the screen's edges; a second padding left the
  // consent text a column of a few words on a phone.
  const card = await patient.page.getByTestId('portal-comparison').boundingBox();
  expect(card?.width).toBeGreaterThanOrEqual(PHONE.width - 2 * 16);
  await patient.page.screenshot({ path: test.info().outputPath('portal-375-fr.png') });

  // Past the openings allowed a minute from one address, the patient is asked to wait, not told
  // that the link is gone.
  const busyContext = await browser.newContext({
    baseURL,
    viewport: PHONE,
    isMobile: true,
    extraHTTPHeaders: { 'x-forwarded-for': '127.0.99.77' },
  });
  const unknown = 'A'.repeat(43);
  for (let attempt = 0; attempt < 30; attempt++) {
    const answer = await busyContext.request.post(`/api/v1/portal/${unknown}`, {
      headers: { origin: baseURL },
      data: {},
    });
    expect(answer.status()).toBe(404);
  }
  const busy = await busyContext.newPage();
  await usePreferences(busy, 'fr');
  await busy.goto(`/patient-portal/${token}`);
  await expect(busy.getByRole('alert')).toHaveText(errorMessages['portal.too_many_attempts'].fr);
  await expect(busy.getByText(text('fr', 'consents.visitor.unavailableTitle'))).toHaveCount(0);
  await busyContext.close();

  // The practitioner reads the journal in English: no French space before the colon.
  await practitioner.page.goto(`/patient/${patientId}/portal`);
  const journal = practitioner.page.getByTestId('portal-accesses');
  await expect(journal).toContainText(`${text('en', 'consents.portal.actions.view')}: Trois mois`);
  await expect(journal).not.toContainText(/ : /);
  await expect(practitioner.page.getByText(/^Expires on /)).not.toContainText(
    /\d{2}\/\d{2}\/\d{4}/,
  );
  await practitioner.page.screenshot({
    path: test.info().outputPath('portal-settings-375-en.png'),
    fullPage: true,
  });
  await patient.context.close();
  await practitioner.context.close();
});

test('in English, the exported picture is named in English', async ({ browser }) => {
  const { context, page } = await phone(browser, true);
  await usePreferences(page, 'en');
  await page.goto(`/patient/${patientId}/compare?comparison=${comparisonId}`);
  await expect(page.getByTestId('stage-before-after')).toBeVisible();
  await page.getByRole('button', { name: text('en', 'comparisons.actions.export') }).click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.getByTestId('export-format-png').click();
  await dialog.getByTestId('export-start').click();
  const link = dialog.getByTestId('export-download');
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(link).toHaveAttribute('download', /^comparison-\d{4}-\d{2}-\d{2}\.png$/);
  await expect(dialog.getByRole('status')).toContainText('File ready: comparison-');
  await context.close();
});
