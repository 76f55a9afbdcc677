import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DictationList, DictationRecord } from '@photodossier/domain/dictation';
import {
  blankOperationReport,
  REPORT_TEXT_MAX,
  type OperationReportRecord,
} from '@photodossier/domain/operation-report';
import ffprobe from '@ffprobe-installer/ffprobe';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { baseURL, createAccount, signIn, type Account } from './support/accounts';
import { e2ePort } from './support/e2e-environment.mjs';
import { chromiumExecutablePath, fakeCameraArgs } from './support/chromium';
import { expect, test, text, usePreferences } from './support/fixtures';

// Issue 22: the dictaphone and operation-report betas. Off, their entries and routes are
// absent or refused; switched on from the settings (live in another tab); a report written
// from a technique template, signed and locked, printed to PDF, shown on the patient page.

/** Today as the French reader's default date format writes it, "29/11/2026". */
const todayFr = () => new Intl.DateTimeFormat('fr-FR').format(new Date());
const fr = (key: string, params: Record<string, string | number> = {}) =>
  Object.entries(params).reduce(
    (value, [name, param]) => value.replace(`{{${name}}}`, String(param)),
    text('fr', key),
  );

test.describe.configure({ mode: 'serial', timeout: 90_000 });
// Chromium's fake microphone (a beep) for the dictation; the prompt answered yes.
test.use({ launchOptions: { executablePath: chromiumExecutablePath, args: fakeCameraArgs } });

let surgeon: Account;
let patientId = '';

async function createPatient(page: Page, prenom: string, nom: string): Promise<string> {
  const created = await page.request.post('/api/v1/patients', {
    headers: { origin: baseURL },
    data: { prenom, nom },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Picks the report's patient: a search by name, then the match in the list. */
async function choosePatient(page: Page, search: string, name: string) {
  await page.getByLabel(fr('reports.fields.patientSearch'), { exact: true }).fill(search);
  await page
    .getByLabel(fr('reports.fields.patient'), { exact: true })
    .selectOption({ label: name });
}

function sidebar(page: Page) {
  return page.getByTestId('sidebar');
}

test.beforeAll(async () => {
  surgeon = await createAccount({ firstName: 'Hélène', lastName: 'Garçon' });
});

test.beforeEach(async ({ page }) => {
  await usePreferences(page, 'fr');
  await signIn(page, surgeon);
});

test('switches off: no Dictée or CROP entry, pages and API refused', async ({ page }) => {
  await page.goto('/');
  await expect(sidebar(page).getByRole('link', { name: fr('nav.patients') })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: fr('nav.dictation') })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: fr('nav.reports') })).toHaveCount(0);
  for (const path of ['/medical-dictation', '/operation-reports', '/surgical-techniques']) {
    await page.goto(path);
    await expect(page.getByTestId('beta-gate')).toBeVisible();
  }
  const refused = await page.request.get('/api/v1/operation-reports');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'beta.feature_disabled' });
  expect((await page.request.get('/api/v1/dictations')).status()).toBe(403);
});

test("the gate's link opens the settings at the beta section, even after a visit further down", async ({
  page,
}) => {
  await page.goto('/settings');
  await page.locator('#settings-danger').scrollIntoViewIfNeeded();
  await page.goto('/medical-dictation');
  await page.getByRole('link', { name: fr('beta.gate.openSettings') }).click();
  await expect(page).toHaveURL(/\/settings#settings-beta$/);
  await expect(
    page.getByRole('region', { name: fr('accountSettings.beta.title') }).getByRole('heading', {
      name: fr('accountSettings.beta.title'),
    }),
  ).toBeInViewport();
});

test('turned on from the settings, the entries appear in every open tab', async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  await usePreferences(other, 'fr');
  await other.goto('/');
  await expect(sidebar(other).getByRole('link', { name: fr('nav.patients') })).toBeVisible();

  await page.goto('/settings');
  const beta = page.getByRole('region', { name: fr('accountSettings.beta.title') });
  await beta.getByRole('switch', { name: fr('beta.operationReports.label') }).click();
  await beta.getByRole('switch', { name: fr('beta.dictaphone.label') }).click();
  await expect(sidebar(page).getByRole('link', { name: fr('nav.reports') })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: fr('nav.dictation') })).toBeVisible();
  // The other tab hears of it through the live events, without a reload.
  await expect(sidebar(other).getByRole('link', { name: fr('nav.reports') })).toBeVisible();
  await expect(sidebar(other).getByRole('link', { name: fr('nav.dictation') })).toBeVisible();
  await other.close();
});

test('a report written from a technique template is signed, locked, printed and filed', async ({
  page,
}) => {
  patientId = await createPatient(page, 'Zoé', 'Lefèvre');
  await page.goto('/surgical-techniques');
  await page.getByRole('button', { name: fr('techniques.add') }).click();
  const form = page.getByRole('form', { name: fr('techniques.formLabel') });
  await form
    .getByLabel(fr('techniques.fields.name'), { exact: true })
    .fill('Blépharoplastie supérieure');
  await form
    .getByLabel(fr('techniques.fields.steps'), { exact: true })
    .fill('Marquage, résection cutanée, surjet.');
  await form
    .getByLabel(fr('techniques.fields.usual_products'), { exact: true })
    .fill('Prolène 6/0');
  await form
    .getByLabel(fr('techniques.fields.postop_instructions'), { exact: true })
    .fill('Ablation des fils à J7.');
  await form.getByRole('button', { name: fr('techniques.save') }).click();
  await page.getByRole('link', { name: fr('techniques.startReport') }).click();

  // The template filled the empty fields.
  await expect(page.getByLabel(fr('reports.fields.procedure'), { exact: true })).toHaveValue(
    'Marquage, résection cutanée, surjet.',
  );
  await expect(page.getByLabel(fr('reports.fields.product'), { exact: true })).toHaveValue(
    'Prolène 6/0',
  );
  await choosePatient(page, 'Lefèvre', 'Zoé Lefèvre');
  // The first autosave creates the draft and the address becomes its editor's.
  await expect(page).toHaveURL(/\/operation-reports\/[^/]+\/edit$/);
  const reportId = page.url().split('/').at(-2) ?? '';
  await page.getByLabel(fr('reports.fields.operator'), { exact: true }).fill('Dr Hélène Garçon');
  await page.getByLabel(fr('reports.fields.anaesthesia'), { exact: true }).fill('Locale');
  await page.getByLabel(fr('reports.fields.indication'), { exact: true }).fill('Dermatochalasis');
  await page.getByLabel(fr('reports.fields.lot'), { exact: true }).fill('LOT-Ç42');
  await page.getByLabel(fr('reports.fields.follow_up'), { exact: true }).fill('Consultation à J7');
  await expect(page.getByTestId('autosave-status')).toHaveText(fr('reports.autosave.saved'));

  await page.getByRole('link', { name: fr('reports.preview') }).click();
  await page.getByRole('button', { name: fr('reports.sign') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: fr('reports.sign') })
    .click();
  // Dated as every date of the app: the reader's format (DD/MM/YYYY) and a 24-hour clock.
  await expect(page.getByTestId('report-locked')).toContainText(
    new RegExp(`${todayFr()} \\d{2}:\\d{2}`),
  );
  await expect(page.getByRole('link', { name: fr('reports.edit') })).toHaveCount(0);

  // Locked on the server too.
  const stored = (await (
    await page.request.get(`/api/v1/operation-reports/${reportId}`)
  ).json()) as OperationReportRecord;
  expect(stored).toMatchObject({ status: 'signed', operator: 'Dr Hélène Garçon' });
  const { id: _id, status: _s, version: _v, previous_id: _p, ...rest } = stored;
  const rewrite = await page.request.put(`/api/v1/operation-reports/${reportId}`, {
    headers: { origin: baseURL },
    data: {
      patient_id: rest.patient_id,
      operation_date: rest.operation_date,
      technique_id: rest.technique_id,
      operator: 'Quelqu’un d’autre',
      assistants: rest.assistants,
      anaesthesia: rest.anaesthesia,
      indication: rest.indication,
      procedure: rest.procedure,
      implants: rest.implants,
      incidents: rest.incidents,
      postop_instructions: rest.postop_instructions,
      follow_up: rest.follow_up,
    },
  });
  expect(rewrite.status()).toBe(409);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: fr('reports.pdf') }).click();
  const download = await downloading;
  const bytes = await readFile((await download.path()) ?? '');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text: pdfText } = await extractText(pdf, { mergePages: true });
  for (const expected of [
    'Compte rendu opératoire',
    'Zoé Lefèvre',
    'Dr Hélène Garçon',
    'Locale',
    'Dermatochalasis',
    'Blépharoplastie supérieure',
    'résection cutanée',
    'Prolène 6/0',
    'LOT-Ç42',
    'Ablation des fils à J7.',
    'Consultation à J7',
    'Signé électroniquement par Hélène Garçon',
  ]) {
    expect(pdfText).toContain(expected);
  }

  await page.goto(`/patient/${patientId}`);
  const reports = page.getByTestId('patient-reports');
  await expect(reports.getByRole('link', { name: /Blépharoplastie supérieure/ })).toBeVisible();
  await expect(reports.getByText(fr('reports.status.signed'))).toBeVisible();
});

// --- Dictation ---------------------------------------------------------------------------------

const run = promisify(execFile);
/** The stand-in for the speech-to-text service (it cannot run here): playwright.config.ts. */
const sttPort = Number(process.env.E2E_STT_PORT ?? e2ePort + 20_000);
const sttRequests: { contentType: string; body: Buffer; url: string }[] = [];
let stt: Server | null = null;

test.afterAll(async () => {
  await new Promise((resolve) => (stt ? stt.close(resolve) : resolve(undefined)));
});

async function startStt() {
  stt = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      sttRequests.push({
        url: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        body: Buffer.concat(chunks),
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ text: 'Cicatrisation satisfaisante, revoir à un mois.' }));
    });
  });
  await new Promise<void>((resolve) => stt?.listen(sttPort, '127.0.0.1', resolve));
}

/** Seconds of audio ffprobe reads from a recording's packets. */
async function audioSeconds(bytes: Buffer, name: string): Promise<number> {
  const file = join(tmpdir(), `dictation-${name}.webm`);
  await writeFile(file, bytes);
  const { stdout } = await run(ffprobe.path, [
    '-v',
    'error',
    '-select_streams',
    'a:0',
    '-show_entries',
    'packet=pts_time,duration_time',
    '-of',
    'csv=p=0',
    file,
  ]);
  const packets = stdout
    .trim()
    .split('\n')
    .map((line) => line.split(',').map(Number));
  const first = packets[0]?.[0] ?? 0;
  const last = packets.at(-1) ?? [0, 0];
  return (last[0] ?? 0) + (last[1] ?? 0) - first;
}

async function recordSeconds(page: Page, seconds: number) {
  await page.getByRole('button', { name: fr('dictation.record') }).click();
  await expect(page.getByText(fr('dictation.recorder.recording'))).toBeVisible();
  await expect(page.getByTestId('recorder-elapsed')).toHaveText(`0:0${seconds}`, {
    timeout: (seconds + 5) * 1000,
  });
}

test('what is typed while the first save creates the draft stays in the editor', async ({
  page,
}) => {
  // The creation is held back while the surgeon goes on typing.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let creations = 0;
  await page.route('**/api/v1/operation-reports', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    creations += 1;
    await released;
    return route.continue();
  });
  await page.goto('/operation-reports/new');
  await choosePatient(page, 'Lefèvre', 'Zoé Lefèvre');
  await expect.poll(() => creations).toBe(1);
  const indication = page.getByLabel(fr('reports.fields.indication'), { exact: true });
  await indication.fill('Ptose palpébrale');
  release();
  await expect(page).toHaveURL(/\/operation-reports\/[^/]+\/edit$/);
  await expect(indication).toHaveValue('Ptose palpébrale');
  await expect(indication).toBeFocused();
  // The next autosave writes it into the draft just created, not into a second one.
  const reportId = page.url().split('/').at(-2) ?? '';
  await expect
    .poll(async () => {
      const stored = await page.request.get(`/api/v1/operation-reports/${reportId}`);
      return ((await stored.json()) as OperationReportRecord).indication;
    })
    .toBe('Ptose palpébrale');
  expect(creations).toBe(1);
});

/** A draft report for the patient of the file, with what `content` fills in. */
async function createDraft(
  page: Page,
  content: Partial<Omit<OperationReportRecord, 'id'>> = {},
): Promise<string> {
  const created = await page.request.post('/api/v1/operation-reports', {
    headers: { origin: baseURL },
    data: { ...blankOperationReport(patientId, '2026-11-20'), ...content },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as OperationReportRecord).id;
}

test('text typed before a patient is chosen asks before it is left, and becomes the draft', async ({
  page,
}) => {
  await createPatient(page, 'Inès', 'Tardieu');
  await page.goto('/operation-reports/new');
  const indication = page.getByLabel(fr('reports.fields.indication'), { exact: true });
  await indication.fill('Blépharoplastie supérieure');

  await sidebar(page)
    .getByRole('link', { name: fr('nav.patients') })
    .click();
  const leave = page.getByRole('alertdialog', { name: fr('reports.leaveTitle') });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: fr('reports.cancel') }).click();
  // Closed, the dialog gives the focus back: the next field is filled only after that.
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/operation-reports\/new$/);
  await expect(indication).toHaveValue('Blépharoplastie supérieure');

  // The patient chosen, the text is the draft's first save and leaving no longer asks.
  await choosePatient(page, 'Tardieu', 'Inès Tardieu');
  await expect(page).toHaveURL(/\/operation-reports\/[^/]+\/edit$/);
  const reportId = page.url().split('/').at(-2) ?? '';
  const stored = await page.request.get(`/api/v1/operation-reports/${reportId}`);
  expect(((await stored.json()) as OperationReportRecord).indication).toBe(
    'Blépharoplastie supérieure',
  );
  await sidebar(page)
    .getByRole('link', { name: fr('nav.patients') })
    .click();
  await expect(page).toHaveURL(/\/patients(\/list)?$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Given up, the text typed goes with the page.
  await page.goto('/operation-reports/new');
  await indication.fill('Rhinoplastie');
  await sidebar(page)
    .getByRole('link', { name: fr('nav.patients') })
    .click();
  await leave.getByRole('button', { name: fr('reports.leave') }).click();
  await expect(page).toHaveURL(/\/patients(\/list)?$/);
});

test('a change made just before leaving the editor is written into the draft', async ({ page }) => {
  const reportId = await createDraft(page);
  await page.goto(`/operation-reports/${reportId}/edit`);
  // Typed, then straight to the preview: the autosave delay has not run out.
  await page.getByLabel(fr('reports.fields.follow_up'), { exact: true }).fill('Revoir à J15');
  await page.getByRole('link', { name: fr('reports.preview') }).click();
  await expect(page.getByRole('button', { name: fr('reports.sign') })).toBeVisible();
  await expect(page.getByText('Revoir à J15')).toBeVisible();
  await expect
    .poll(async () => {
      const stored = await page.request.get(`/api/v1/operation-reports/${reportId}`);
      return ((await stored.json()) as OperationReportRecord).follow_up;
    })
    .toBe('Revoir à J15');
});

test('a paste longer than the server takes is cut at its limit and the field says so', async ({
  page,
}) => {
  const reportId = await createDraft(page);
  await page.goto(`/operation-reports/${reportId}/edit`);
  const procedure = page.getByLabel(fr('reports.fields.procedure'), { exact: true });
  await procedure.fill('a'.repeat(REPORT_TEXT_MAX + 500));
  await expect
    .poll(() => procedure.evaluate((area) => (area as HTMLTextAreaElement).value.length))
    .toBe(REPORT_TEXT_MAX);
  await expect(procedure).toHaveAccessibleDescription(/20\s000 caractères au plus/);
  await expect(page.getByTestId('autosave-status')).toHaveText(fr('reports.autosave.saved'));
  const stored = await page.request.get(`/api/v1/operation-reports/${reportId}`);
  expect(((await stored.json()) as OperationReportRecord).procedure).toHaveLength(REPORT_TEXT_MAX);
});

test('on a phone, an implant reads whole: its lot number goes under the product', async ({
  page,
}) => {
  const reportId = await createDraft(page, {
    implants: [{ product: 'Acide hyaluronique réticulé 20 mg/ml', lot: 'LOT-2026-11-ABCDEF' }],
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/operation-reports/${reportId}/edit`);
  const product = page.getByLabel(fr('reports.fields.product'), { exact: true });
  const lot = page.getByLabel(fr('reports.fields.lot'), { exact: true });
  await expect(product).toHaveValue('Acide hyaluronique réticulé 20 mg/ml');
  const productBox = await product.boundingBox();
  const lotBox = await lot.boundingBox();
  expect(productBox?.width).toBeGreaterThan(250);
  expect(lotBox?.y).toBeGreaterThan((productBox?.y ?? 0) + (productBox?.height ?? 0));
});

test('a 3-second dictation for a patient is stored, its text edited and transcribed', async ({
  page,
}) => {
  await startStt();
  await page.goto('/medical-dictation');
  const form = page.getByTestId('new-dictation');
  // Untitled, a dictation is named after its day, written as the reader writes dates.
  await expect(form.getByLabel(fr('dictation.fields.title'), { exact: true })).toHaveAttribute(
    'placeholder',
    fr('dictation.defaultTitle', { date: todayFr() }),
  );
  await form.getByLabel(fr('dictation.fields.title'), { exact: true }).fill('Consultation Zoé');
  await form.getByLabel(fr('dictation.fields.patientSearch'), { exact: true }).fill('Lefèvre');
  await form
    .getByLabel(fr('dictation.fields.patient'), { exact: true })
    .selectOption({ label: 'Zoé Lefèvre' });
  await recordSeconds(page, 3);
  await page.getByRole('button', { name: fr('dictation.recorder.stop') }).click();

  // Sent at once: it opens in the editor, and the device forgets it.
  const editor = page.getByTestId('dictation-editor');
  await expect(editor.getByLabel(fr('dictation.fields.title'), { exact: true })).toHaveValue(
    'Consultation Zoé',
  );
  await expect(page.getByTestId('pending-recordings')).toHaveCount(0);
  const list = (await (await page.request.get('/api/v1/dictations')).json()) as DictationList;
  const stored = list.items.find((item) => item.title === 'Consultation Zoé');
  expect(stored).toMatchObject({ patient_id: patientId, has_audio: true });

  // ffprobe reads the stored recording: about three seconds of audio.
  const audio = await page.request.get(`/api/v1/dictations/${stored?.id}/audio`);
  const seconds = await audioSeconds(await audio.body(), stored?.id ?? '');
  expect(seconds).toBeGreaterThan(2.5);
  expect(seconds).toBeLessThan(4.5);

  await editor
    .getByLabel(fr('dictation.fields.text'), { exact: true })
    .fill('Texte saisi à la main.');
  await editor.getByRole('button', { name: fr('dictation.save') }).click();
  await expect(page.getByText(fr('dictation.saved'))).toBeVisible();
  const saved = (await (
    await page.request.get(`/api/v1/dictations/${stored?.id}`)
  ).json()) as DictationRecord;
  expect(saved.text).toBe('Texte saisi à la main.');

  sttRequests.length = 0;
  await editor.getByRole('button', { name: fr('dictation.transcribe') }).click();
  // The text written by hand is replaced only once the practitioner confirms it.
  const replace = page.getByRole('alertdialog', { name: fr('dictation.replaceTitle') });
  await expect(replace).toContainText(fr('dictation.replaceText'));
  await replace.getByRole('button', { name: fr('dictation.transcribe') }).click();
  await expect(editor.getByLabel(fr('dictation.fields.text'), { exact: true })).toHaveValue(
    'Cicatrisation satisfaisante, revoir à un mois.',
  );
  expect(sttRequests).toHaveLength(1);
  const [sent] = sttRequests;
  expect(sent?.url).toBe('/v1/audio/transcriptions');
  expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  const body = sent?.body.toString('latin1') ?? '';
  expect(body).toMatch(/name="language"\r\n\r\nfr\r\n/);
  expect(body).toMatch(/name="file"; filename="dictation\.webm"\r\nContent-Type: audio\/webm/);
  expect(sent?.body.includes(await audio.body())).toBe(true);
});

test('another dictation opens only once the changes not saved are given up', async ({ page }) => {
  for (const title of ['Première dictée', 'Seconde dictée']) {
    const created = await page.request.post('/api/v1/dictations', {
      headers: { origin: baseURL },
      data: { title, recorded_on: '2026-11-25', patient_id: null, text: 'Texte dicté' },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await page.goto('/medical-dictation');
  const list = page.getByRole('list', { name: fr('dictation.listLabel') });
  const editor = page.getByTestId('dictation-editor');
  const title = editor.getByLabel(fr('dictation.fields.title'), { exact: true });
  const text = editor.getByLabel(fr('dictation.fields.text'), { exact: true });
  await list.getByRole('button', { name: /Première dictée/ }).click();
  await text.fill('Texte dicté, corrigé à la main');

  await list.getByRole('button', { name: /Seconde dictée/ }).click();
  const leave = page.getByRole('alertdialog', { name: fr('dictation.leaveTitle') });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: fr('dictation.cancel') }).click();
  await expect(title).toHaveValue('Première dictée');
  await expect(text).toHaveValue('Texte dicté, corrigé à la main');

  // Saved, the changes no longer hold the next one back.
  await editor.getByRole('button', { name: fr('dictation.save') }).click();
  await expect(page.getByText(fr('dictation.saved'))).toBeVisible();
  await list.getByRole('button', { name: /Seconde dictée/ }).click();
  await expect(title).toHaveValue('Seconde dictée');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a recording just stopped shows its upload with a progress bar until it is stored', async ({
  page,
}) => {
  // The bytes are held back until the page has been looked at.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH') await released;
    return route.continue();
  });
  await page.goto('/medical-dictation');
  await page
    .getByTestId('new-dictation')
    .getByLabel(fr('dictation.fields.title'), { exact: true })
    .fill('Longue dictée');
  await recordSeconds(page, 2);
  await page.getByRole('button', { name: fr('dictation.recorder.stop') }).click();

  const pending = page.getByTestId('pending-recordings');
  await expect(pending.getByText('Longue dictée')).toBeVisible();
  await expect(pending.getByRole('progressbar', { name: fr('dictation.uploading') })).toBeVisible();
  release();
  await expect(pending).toHaveCount(0);
  await expect(
    page.getByTestId('dictation-editor').getByLabel(fr('dictation.fields.title'), { exact: true }),
  ).toHaveValue('Longue dictée');
});

test('a recording cut by a reload stays on the device and is offered again', async ({ page }) => {
  await page.goto('/medical-dictation');
  await page
    .getByTestId('new-dictation')
    .getByLabel(fr('dictation.fields.title'), { exact: true })
    .fill('Coupée');
  await recordSeconds(page, 2);
  await page.reload();
  const pending = page.getByTestId('pending-recordings');
  await expect(pending.getByText('Coupée')).toBeVisible();
  await pending.getByRole('button', { name: fr('dictation.send') }).click();
  await expect(pending).toHaveCount(0);
  await expect(
    page.getByTestId('dictation-editor').getByLabel(fr('dictation.fields.title'), { exact: true }),
  ).toHaveValue('Coupée');
});

test('an upload cut halfway resumes after a reload where the server stopped', async ({ page }) => {
  // The first PATCH delivers half of the recording, then the connection drops; every other
  // upload request fails until the page is reloaded.
  let phase: 'cut' | 'down' | 'up' = 'cut';
  let half = 0;
  const resumedOffsets: string[] = [];
  let cut: () => void = () => undefined;
  const wasCut = new Promise<void>((resolve) => (cut = resolve));
  await page.route('**/api/v1/uploads/**', async (route) => {
    const request = route.request();
    if (phase === 'up') {
      if (request.method() === 'PATCH') {
        resumedOffsets.push((await request.allHeaders())['upload-offset'] ?? '');
      }
      return route.continue();
    }
    if (phase === 'down' || request.method() !== 'PATCH') {
      return phase === 'down' ? route.abort('connectionreset') : route.continue();
    }
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    half = Math.floor(body.length / 2);
    phase = 'down';
    await route.fetch({ postData: body.subarray(0, half) });
    await route.abort('connectionreset');
    cut();
  });

  await page.goto('/medical-dictation');
  await page
    .getByTestId('new-dictation')
    .getByLabel(fr('dictation.fields.title'), { exact: true })
    .fill('Interrompue');
  await recordSeconds(page, 3);
  await page.getByRole('button', { name: fr('dictation.recorder.stop') }).click();
  await wasCut;
  expect(half).toBeGreaterThan(0);

  await page.reload();
  phase = 'up';
  const pending = page.getByTestId('pending-recordings');
  await expect(pending.getByText('Interrompue')).toBeVisible();
  await pending.getByRole('button', { name: fr('dictation.send') }).click();
  await expect(pending).toHaveCount(0);
  // The browser sent only what the server lacked.
  expect(resumedOffsets).toEqual([String(half)]);

  const list = (await (await page.request.get('/api/v1/dictations')).json()) as DictationList;
  const stored = list.items.find((item) => item.title === 'Interrompue');
  expect(stored?.audio_size).toBeGreaterThanOrEqual(half * 2);
  const audio = await page.request.get(`/api/v1/dictations/${stored?.id}/audio`);
  expect((await audio.body()).length).toBe(stored?.audio_size);
  const seconds = await audioSeconds(await audio.body(), stored?.id ?? '');
  expect(seconds).toBeGreaterThan(2.5);
  expect(seconds).toBeLessThan(4.5);
});

test('a recording discarded from the device ends its unfinished upload on the server', async ({
  page,
}) => {
  // The upload is created, then no byte gets through: it stays open on the server.
  let created = '';
  await page.route('**/api/v1/uploads**', async (route) => {
    const request = route.request();
    if (request.method() === 'PATCH') return route.abort('connectionreset');
    if (request.method() !== 'POST') return route.continue();
    const response = await route.fetch();
    created = response.headers()['location'] ?? '';
    return route.fulfill({ response });
  });
  await page.goto('/medical-dictation');
  await page
    .getByTestId('new-dictation')
    .getByLabel(fr('dictation.fields.title'), { exact: true })
    .fill('Abandonnée');
  await recordSeconds(page, 2);
  await page.getByRole('button', { name: fr('dictation.recorder.stop') }).click();
  await expect.poll(() => created).not.toBe('');
  const uploadUrl = new URL(created, baseURL).pathname;
  const tus = { 'tus-resumable': '1.0.0' };
  expect((await page.request.head(uploadUrl, { headers: tus })).status()).toBe(200);

  // The route still refuses the bytes through the reload: a retry timer of the page being left
  // must not finish the upload on the server before the discard is asked for.
  await page.reload();
  await page.unrouteAll({ behavior: 'wait' });
  const pending = page.getByTestId('pending-recordings');
  await expect(pending.getByText('Abandonnée')).toBeVisible();
  const ended = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().endsWith(uploadUrl),
  );
  await pending.getByRole('button', { name: fr('dictation.discard') }).click();
  expect((await ended).status()).toBe(204);
  await expect(pending).toHaveCount(0);
  expect((await page.request.head(uploadUrl, { headers: tus })).status()).toBe(404);
});

test('a dictation with text fills the description of a report, after what is written', async ({
  page,
}) => {
  const createDictation = async (title: string, patient: string | null, text: string) => {
    const response = await page.request.post('/api/v1/dictations', {
      headers: { origin: baseURL },
      data: { title, recorded_on: '2026-11-24', patient_id: patient, text },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  const otherPatient = await createPatient(page, 'Marc', 'Ébert');
  await createDictation('Dictée d’un autre patient', otherPatient, 'Texte à ne pas prendre.');
  await createDictation(
    'Dictée du bloc',
    patientId,
    'Hémostase soigneuse, fermeture en deux plans.',
  );
  await createDictation('Dictée sans texte', patientId, '');
  const report = await page.request.post('/api/v1/operation-reports', {
    headers: { origin: baseURL },
    data: {
      ...blankOperationReport(patientId, '2026-11-24'),
      procedure: 'Incision sous-mammaire.',
    },
  });
  expect(report.status(), await report.text()).toBe(201);
  const { id } = (await report.json()) as OperationReportRecord;

  await page.goto(`/operation-reports/${id}/edit`);
  await page.getByRole('button', { name: fr('reports.dictation.insert') }).click();
  const picker = page.getByTestId('report-dictation-picker');
  const choices = picker.getByRole('list', { name: fr('reports.dictation.listLabel') });
  // The report's patient first; a dictation without text is not offered.
  await expect(choices.getByRole('button').first()).toContainText('Dictée du bloc');
  await expect(choices.getByText('Dictée d’un autre patient')).toBeVisible();
  await expect(choices.getByText('Dictée sans texte')).toHaveCount(0);
  await choices.getByRole('button', { name: /Dictée du bloc/ }).click();
  await expect(picker).toBeHidden();
  const procedure = 'Incision sous-mammaire.\n\nHémostase soigneuse, fermeture en deux plans.';
  await expect(page.getByLabel(fr('reports.fields.procedure'), { exact: true })).toHaveValue(
    procedure,
  );
  // The autosave keeps it.
  await expect
    .poll(async () => {
      const saved = await page.request.get(`/api/v1/operation-reports/${id}`);
      return ((await saved.json()) as OperationReportRecord).procedure;
    })
    .toBe(procedure);
});

test('the trash lists dictations: restore, delete for good, empty with their bytes', async ({
  page,
}) => {
  const list = (await (await page.request.get('/api/v1/dictations')).json()) as DictationList;
  const [first, second] = list.items.filter((item) => item.has_audio);
  expect(first && second).toBeTruthy();
  for (const dictation of [first, second]) {
    const trashed = await page.request.delete(`/api/v1/dictations/${dictation?.id}`, {
      headers: { origin: baseURL },
    });
    expect(trashed.status()).toBe(204);
  }

  await page.goto('/trash');
  await page.getByTestId('trash-tab-dictations').click();
  const rows = page.getByTestId('trashed-dictation');
  await expect(rows).toHaveCount(2);
  await rows
    .filter({ hasText: first?.title ?? '' })
    .getByRole('button', { name: fr('trash.restoreOne', { name: first?.title ?? '' }) })
    .click();
  await expect(rows).toHaveCount(1);
  expect((await page.request.get(`/api/v1/dictations/${first?.id}`)).status()).toBe(200);

  await rows
    .getByRole('button', { name: fr('trash.deleteOne', { name: second?.title ?? '' }) })
    .click();
  await page
    .getByTestId('trash-delete-dialog')
    .getByRole('button', { name: fr('trash.deletePatients.confirm') })
    .click();
  await expect(page.getByTestId('trashed-dictations-empty')).toBeVisible();
  expect((await page.request.get(`/api/v1/dictations/${second?.id}/audio`)).status()).toBe(404);

  // Emptying the trash from the dictations tab takes the dictations in it, and their bytes (the
  // server tests check the quota's counter).
  await page.request.delete(`/api/v1/dictations/${first?.id}`, { headers: { origin: baseURL } });
  await expect(rows).toHaveCount(1);
  await page
    .getByTestId('trashed-dictations-toolbar')
    .getByRole('button', { name: fr('trash.emptyTrash.button') })
    .click();
  const emptied = page.waitForResponse('**/api/v1/trash/empty');
  await page.getByTestId('empty-trash-swipe-handle').press('End');
  expect(await (await emptied).json()).toMatchObject({ freed_bytes: first?.audio_size });
  await expect(page.getByTestId('trashed-dictations-empty')).toBeVisible();
  expect((await page.request.get(`/api/v1/dictations/${first?.id}`)).status()).toBe(404);
});

test('the home page shows the Dictée, CROP and techniques tiles while their switches are on', async ({
  page,
}) => {
  await page.goto('/');
  for (const id of ['dictation', 'reports', 'techniques']) {
    await expect(page.getByTestId(`home-tile-${id}`)).toBeVisible();
  }
  await page.request.patch('/api/v1/settings/beta-features', {
    headers: { origin: baseURL },
    data: { dictaphone: false },
  });
  // Live: the session refetches on `session.changed`, the tile goes without a reload.
  await expect(page.getByTestId('home-tile-dictation')).toHaveCount(0);
  await expect(page.getByTestId('home-tile-reports')).toBeVisible();
});
