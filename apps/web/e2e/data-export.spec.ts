import { createHash } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataExport } from '@photodossier/domain/archive';
import { PRACTICE_TIME_ZONE } from '@photodossier/domain/calendar-date';
import type { PhotosPage } from '@photodossier/domain/media-record';
import type { Page } from '@playwright/test';
import { baseURL, createAccount, signIn, type Account } from './support/accounts';
import { createDemoPatient, demoPortraitJpeg, uploadDemoPhoto } from './support/demo-media';
import { expect, test, text, usePreferences } from './support/fixtures';
import { writeTestVideo } from './support/test-video';

// Issue 20: the practitioner takes all their data away (the spec's JSON export and the complete
// archive) and brings it back into another, empty account; the access journal shows it all.

const fr = (key: string) => text('fr', key);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let alice: Account;
let bob: Account;
let folder = '';
let archivePath = '';
let patientId = '';

/** Every photo's original as the API serves it, by zone and name, hashed. */
async function originalHashes(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/v1/photos?limit=100&scope=all');
  const photos = ((await response.json()) as PhotosPage).items;
  const hashes: string[] = [];
  for (const photo of photos) {
    const file = await page.request.get(photo.image_url);
    expect(file.status()).toBe(200);
    hashes.push(`${photo.media_type}|${photo.zone_traitee}|${sha(await file.body())}`);
  }
  return hashes.sort();
}

/** A day in a time zone, "2026-11-29". */
const dayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone }).format(new Date());

// The practitioner's device sits in a zone whose day is not Paris's (the server's default), so
// the files must be named after the device's day at any hour: Kiritimati and Pago Pago are 25
// hours apart, so one of them always has another day than Paris.
const deviceZone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find(
  (zone) => dayIn(zone) !== dayIn(PRACTICE_TIME_ZONE),
)!;
test.use({ timezoneId: deviceZone });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'pd-e2e-export-'));
  alice = await createAccount({ firstName: 'Alice', lastName: 'Archive' });
  bob = await createAccount({ firstName: 'Bruno', lastName: 'Restore' });
});

test('exports the JSON and the complete archive of a practice', async ({ page }) => {
  await usePreferences(page, 'fr');
  await signIn(page, alice);
  const patient = await createDemoPatient(page, { nom: 'Martin', prenom: 'Léa', tags: ['Botox'] });
  patientId = patient.id;
  const before = await uploadDemoPhoto(page, {
    name: 'avant.jpg',
    bytes: await demoPortraitJpeg({ seed: 1 }),
    patientId,
    zone: 'Lèvres',
  });
  await uploadDemoPhoto(page, {
    name: 'apres.jpg',
    bytes: await demoPortraitJpeg({ seed: 2 }),
    patientId,
    zone: 'Lèvres',
  });
  const videoFile = join(folder, 'clip.mp4');
  await writeTestVideo(videoFile);
  await uploadDemoPhoto(page, {
    name: 'clip.mp4',
    bytes: await readFile(videoFile),
    type: 'video/mp4',
    patientId,
    zone: 'Front',
  });
  const annotated = await page.request.patch(`/api/v1/photos/${before.id}`, {
    headers: { origin: baseURL },
    data: {
      tags: ['Avant'],
      annotations: {
        canvasData: 'data:image/png;base64,iVBORw0KGgo=',
        textAnnotations: [{ id: 't1', x: 0.5, y: 0.5, text: 'Ride', color: '#ff0000', size: 0.05 }],
        timestamp: new Date().toISOString(),
      },
    },
  });
  expect(annotated.status(), await annotated.text()).toBe(200);

  // A view of the record, for the journal.
  await page.goto(`/patient/${patientId}`);
  await expect(page.getByRole('heading', { name: /Léa|Martin/ }).first()).toBeVisible();

  // A browser that cannot write files from a page (Firefox, Safari) downloads the archive itself.
  await page.addInitScript(() => {
    delete (window as Partial<Window & { showSaveFilePicker: unknown }>).showSaveFilePicker;
  });
  await page.goto('/settings');
  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: fr('dataExport.exportJson') }).click();
  const json = await jsonDownload;
  // The device's calendar day, not Paris's nor UTC's.
  const today = dayIn(deviceZone);
  expect(json.suggestedFilename()).toBe(`photodossier-export-${today}.json`);
  const data = JSON.parse(await readFile(await json.path(), 'utf8')) as DataExport;
  expect(data.version).toBe('1.0.0');
  expect(Date.parse(data.exportDate)).not.toBeNaN();
  expect(data.settings).not.toBeUndefined();
  expect(data.patients).toMatchObject([
    { id: patientId, nom: 'Martin', prenom: 'Léa', tags: ['Botox'] },
  ]);
  expect(data.photos).toHaveLength(3);
  expect(data.photos.filter((photo) => photo.media_type === 'video')).toHaveLength(1);
  expect(data.photos.find((photo) => photo.id === before.id)).toMatchObject({
    patient_id: patientId,
    zone_traitee: 'Lèvres',
    tags: ['Avant'],
    annotations: { textAnnotations: [{ text: 'Ride' }] },
  });
  expect(data.tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(['Botox', 'Avant']));
  await expect(page.getByText(fr('dataExport.exported'))).toBeVisible();

  const zipDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: fr('dataExport.exportArchive') }).click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toBe(`photodossier-archive-${today}.zip`);
  archivePath = join(folder, 'archive.zip');
  await zip.saveAs(archivePath);
  await expect(page.getByText(fr('dataExport.archiveInBrowser'))).toBeVisible();

  // Chromium writes it as it arrives into the file the user picks, here one of the page's own.
  await page.evaluate(() => {
    const pickable = window as Window & { showSaveFilePicker?: unknown; pickedName?: string };
    pickable.showSaveFilePicker = async (options: { suggestedName: string }) => {
      pickable.pickedName = options.suggestedName;
      const root = await navigator.storage.getDirectory();
      return root.getFileHandle('picked.zip', { create: true });
    };
  });
  await page.getByRole('button', { name: fr('dataExport.exportArchive') }).click();
  await expect(page.getByText(fr('dataExport.archived'))).toBeVisible();
  const picked = await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const file = await (await root.getFileHandle('picked.zip')).getFile();
    const bytes = new Uint8Array(await file.arrayBuffer());
    return {
      name: (window as Window & { pickedName?: string }).pickedName,
      size: file.size,
      start: Array.from(bytes.subarray(0, 4)),
      closed: endsWholeArchive(bytes),
    };
    // A whole archive ends with its end of central directory record, then its comment.
    function endsWholeArchive(zip: Uint8Array): boolean {
      for (let at = zip.length - 22; at >= 0; at -= 1) {
        if (zip[at] !== 0x50 || zip[at + 1] !== 0x4b || zip[at + 2] !== 0x05) continue;
        if (zip[at + 3] !== 0x06) continue;
        return at + 22 + (zip[at + 20]! | (zip[at + 21]! << 8)) === zip.length;
      }
      return false;
    }
  });
  expect(picked).toEqual({
    name: `photodossier-archive-${today}.zip`,
    size: (await readFile(archivePath)).length,
    start: [0x50, 0x4b, 0x03, 0x04],
    closed: true,
  });
});

test('restores the archive into an empty account, refusing a truncated one first', async ({
  page,
  browser,
}) => {
  await usePreferences(page, 'fr');
  await signIn(page, bob);
  await page.goto('/settings');
  const input = page.getByTestId('restore-archive-input');

  const whole = await readFile(archivePath);
  const truncatedPath = join(folder, 'truncated.zip');
  await writeFile(truncatedPath, whole.subarray(0, Math.floor(whole.length / 2)));
  await input.setInputFiles(truncatedPath);
  await expect(page.getByRole('alert').filter({ hasText: "Rien n'a été importé" })).toBeVisible();
  const empty = (await (
    await page.request.get('/api/v1/photos?limit=10&scope=all')
  ).json()) as PhotosPage;
  expect(empty.items).toHaveLength(0);

  await input.setInputFiles(archivePath);
  const report = page.getByRole('status').filter({ hasText: fr('dataExport.reportTitle') });
  await expect(report).toContainText('3 photos ou vidéos ajoutées');
  await expect(report).toContainText('1 patient ajouté');
  await expect(report).toContainText('1 annotation ajoutée');

  // Every file byte-identical, through the API of each account.
  const aliceContext = await browser.newContext();
  const alicePage = await aliceContext.newPage();
  await signIn(alicePage, alice);
  expect(await originalHashes(page)).toEqual(await originalHashes(alicePage));
  await aliceContext.close();

  const exported = (await (await page.request.get('/api/v1/export/json')).json()) as DataExport;
  expect(exported.patients).toMatchObject([{ nom: 'Martin', prenom: 'Léa', tags: ['Botox'] }]);
  expect(exported.patients[0]?.id).not.toBe(patientId);
  expect(exported.photos.find((photo) => photo.tags.includes('Avant'))?.annotations).toMatchObject({
    textAnnotations: [{ text: 'Ride' }],
  });
  expect(exported.tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(['Botox', 'Avant']));

  await page.reload();
  const journal = page.getByTestId('access-journal');
  await expect(
    journal.getByTestId('journal-line').filter({ hasText: fr('journal.actions.data.restore') }),
  ).toHaveCount(1);
});

test("shows the views, the exports and their times in the owner's journal only", async ({
  page,
}) => {
  await usePreferences(page, 'fr');
  await signIn(page, alice);
  await page.goto('/settings');
  const journal = page.getByTestId('access-journal');
  const actions = ['patient.view', 'data.export', 'data.archive'];
  for (const action of actions) {
    const line = journal
      .getByTestId('journal-line')
      .filter({ hasText: text('fr', `journal.actions.${action}`) })
      .first();
    await expect(line).toBeVisible();
    await expect(line.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  }
  await expect(
    journal.getByTestId('journal-line').filter({ hasText: fr('journal.actions.data.restore') }),
  ).toHaveCount(0);
  // One line for the record's view, however often the page read it.
  await expect(
    journal.getByTestId('journal-line').filter({ hasText: fr('journal.actions.patient.view') }),
  ).toHaveCount(1);

  // The CSV the browser downloads is named after the device's day too.
  const csvDownload = page.waitForEvent('download');
  await journal.getByRole('link', { name: fr('journal.exportCsv') }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`journal-acces-${dayIn(deviceZone)}.csv`);
  expect((await readFile(await csv.path(), 'utf8')).split('\n')[0]).toContain('date,action');

  // Filtered on the patient's page.
  await page.goto(`/patient/${patientId}`);
  await page.getByText(fr('journal.patientTitle')).click();
  await expect(
    page
      .getByTestId('access-journal')
      .getByTestId('journal-line')
      .filter({ hasText: fr('journal.actions.patient.view') })
      .first(),
  ).toBeVisible();
  await expect(
    page
      .getByTestId('access-journal')
      .getByTestId('journal-line')
      .filter({ hasText: fr('journal.actions.data.export') }),
  ).toHaveCount(0);
});

test('renames, merges and deletes tags; "Botox" and "botox" are one tag everywhere', async ({
  page,
}) => {
  const carol = await createAccount({ firstName: 'Carla', lastName: 'Tags' });
  await usePreferences(page, 'fr');
  await signIn(page, carol);
  await createDemoPatient(page, { nom: 'Un', prenom: 'Ana', tags: ['Botox', 'Toxine'] });
  // Typed with another case: the same tag, stored as the vocabulary spells it.
  const second = await createDemoPatient(page, { nom: 'Deux', prenom: 'Bea', tags: ['botox'] });
  expect(second.tags).toEqual(['Botox']);
  await createDemoPatient(page, { nom: 'Trois', prenom: 'Cyd', tags: ['Peeling'] });

  await page.goto('/settings#settings-tags');
  const section = page.getByRole('region', { name: fr('accountSettings.tags.title') });
  const row = (name: string) =>
    section.getByTestId('tag-row').and(page.locator(`[data-tag-name="${name}"]`));
  await expect(row('Botox')).toContainText('2 patients');
  await expect(section.getByTestId('tag-row')).toHaveCount(3);

  // A colour chosen in the picker is saved once, when the picker closes on it.
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/v1/tags/')) {
      patches.push(request.postData() ?? '');
    }
  });
  await row('Botox').getByLabel('Couleur du tag Botox').fill('#c0392b');
  await expect
    .poll(async () => {
      const usage = await page.request.get('/api/v1/tags/usage');
      const tags = ((await usage.json()) as { items: { name: string; color: string | null }[] })
        .items;
      return tags.find((tag) => tag.name === 'Botox')?.color;
    })
    .toBe('#c0392b');
  expect(patches).toEqual([JSON.stringify({ color: '#c0392b' })]);

  // Rename: every patient follows.
  await row('Peeling')
    .getByRole('button', { name: fr('settingsSections.tags.rename') })
    .click();
  await section
    .getByRole('textbox', { name: 'Nouveau nom du tag Peeling' })
    .fill('Peeling profond');
  await section.getByRole('button', { name: fr('settingsSections.tags.save') }).click();
  await expect(row('Peeling profond')).toContainText('1 patient');

  // Renaming "Toxine" into "BOTOX" merges the two tags.
  await row('Toxine')
    .getByRole('button', { name: fr('settingsSections.tags.rename') })
    .click();
  await section.getByRole('textbox', { name: 'Nouveau nom du tag Toxine' }).fill('BOTOX');
  await expect(section.getByRole('status')).toContainText('Botox');
  await section.getByRole('button', { name: fr('settingsSections.tags.merge') }).click();
  await expect(row('BOTOX')).toContainText('2 patients');
  await expect(section.getByTestId('tag-row')).toHaveCount(2);

  // The patients' tag filter finds both patients under any spelling.
  const filtered = await page.request.get('/api/v1/patients?tag=b%C3%B6tox');
  expect(
    ((await filtered.json()) as { items: { nom: string }[] }).items.map((p) => p.nom).sort(),
  ).toEqual(['Deux', 'Un']);

  // Delete: the tag leaves the list and the patient.
  await row('Peeling profond')
    .getByRole('button', { name: 'Supprimer le tag Peeling profond' })
    .click();
  await page
    .getByTestId('tag-delete-dialog')
    .getByRole('button', { name: fr('settingsSections.tags.delete') })
    .click();
  await expect(row('Peeling profond')).toHaveCount(0);
  const patients = await page.request.get('/api/v1/patients?search=Trois');
  expect(((await patients.json()) as { items: { tags: string[] }[] }).items[0]?.tags).toEqual([]);
});

test('prepares the complete archive in the background and offers it for download', async ({
  page,
}) => {
  await usePreferences(page, 'fr');
  await signIn(page, alice);
  await page.goto('/settings#settings-data');
  await page.getByRole('button', { name: fr('settingsSections.exportJobs.start') }).click();
  const job = page.getByTestId('export-job').first();
  await expect(job).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const downloadName = new RegExp(fr('settingsSections.exportJobs.download').split('(')[0]!.trim());
  await expect(job.getByRole('button', { name: downloadName })).toBeVisible();
  const jobs = (await (await page.request.get('/api/v1/export/jobs')).json()) as {
    items: { id: string; status: string }[];
  };
  const done = jobs.items.find((item) => item.status === 'done');
  const link = (await (
    await page.request.get(`/api/v1/export/jobs/${done?.id}/download`)
  ).json()) as { url: string };
  const archive = await page.request.get(link.url);
  expect(archive.status()).toBe(200);
  // A ZIP, holding the JSON export among the originals.
  const bytes = await archive.body();
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from('photodossier-export.json'))).toBe(true);
});
