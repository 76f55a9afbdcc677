import { copyFile, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportSession } from '@photodossier/domain/import-session';
import type { PhotoListItem, PhotoRecord } from '@photodossier/domain/media-record';
import { listedPhotos as photosOf, photoRecord } from './support/photo-lists';
import type { Locator, Page } from '@playwright/test';

/** Playwright's file payload. It cannot carry a file date: files given as paths do (see datedFile). */
type FilePayload = { name: string; mimeType: string; buffer: Buffer };
import sharp from 'sharp';
import { createAccount, signIn } from './support/accounts';
import {
  createPatient,
  enrol,
  facePhoto as faces,
  importGroup as group,
  openImportFromSidebar as openFromSidebar,
} from './support/import-helpers';
import { expect, test, text, usePreferences } from './support/fixtures';
import { writeTestVideo } from './support/test-video';

// Issue 7 end to end: a morning's photos dropped into the import dialog are uploaded at once,
// analysed in the browser and grouped by patient, then filed; a reload in the middle of the
// uploads loses nothing because the session and the temporary store bring them back.

const fr = (key: string) => text('fr', key);

let mediaDir = '';
let videoPath = '';

test.beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'photodossier-import-e2e-'));
  videoPath = join(mediaDir, 'injection.mp4');
  await writeTestVideo(videoPath);
});

test.afterAll(async () => {
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

const names = (photos: readonly PhotoListItem[]) => photos.map((photo) => photo.filename).sort();

/** Photos kept in the browser's temporary store (IndexedDB) for a reload. */
async function tempPhotoCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('photodossier-temp-photos', 1);
        opening.onerror = () => reject(new Error(String(opening.error)));
        opening.onupgradeneeded = () => opening.result.createObjectStore('photos');
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('photos')) {
            db.close();
            resolve(0);
            return;
          }
          const counting = db.transaction('photos').objectStore('photos').count();
          counting.onsuccess = () => {
            db.close();
            resolve(counting.result);
          };
          counting.onerror = () => reject(new Error(String(counting.error)));
        };
      }),
  );
}

/** Photos of grey noise, no face in them, each a little different: n of them, name-1.jpg on. */
function noisyPhotos(
  name: string,
  n: number,
  { width, height, quality = 80 }: { width: number; height: number; quality?: number },
): Promise<FilePayload[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, index) => ({
      name: `${name}-${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: {
          width,
          height,
          channels: 3,
          background: { r: 0, g: 0, b: 0 },
          noise: { type: 'gaussian', mean: 129 + index, sigma: 60 },
        },
      })
        .jpeg({ quality })
        .toBuffer(),
    })),
  );
}

/**
 * A file on disk whose modification time is `at`: Chromium gives a file picked by path that date
 * as File.lastModified, which is what time grouping reads for a photo without EXIF. Playwright's
 * in-memory payloads are all dated from the moment they are set, a few milliseconds apart.
 */
async function datedFile(
  name: string,
  at: number,
  content: { bytes: Buffer } | { from: string },
): Promise<string> {
  const path = join(mediaDir, name);
  if ('bytes' in content) await writeFile(path, content.bytes);
  else if (content.from !== path) await copyFile(content.from, path);
  await utimes(path, at / 1000, at / 1000);
  return path;
}

const count = (n: number) => (n === 1 ? `${n} photo` : `${n} photos`);

/**
 * File names per section, read off the (virtualised) list in display order: a header row
 * starts a section, the tile rows after it belong to it (each tile names its row). Keys:
 * patient id, or the kind.
 */
async function sections(dialog: Locator): Promise<Record<string, string[]>> {
  const prefix = fr('importDialog.photo.open').replace('{{name}}', '');
  return dialog.getByTestId('import-photo-list').evaluate((list, openPrefix) => {
    const rows = [...list.querySelectorAll<HTMLElement>('[data-index]')].sort(
      (a, b) => Number(a.dataset.index) - Number(b.dataset.index),
    );
    const found: Record<string, string[]> = {};
    let current = '';
    for (const row of rows) {
      if (row.dataset.testid === 'import-group') {
        current =
          (row.dataset.groupKind === 'patient' ? row.dataset.patientId : row.dataset.groupKind) ??
          '';
        found[current] = [];
        continue;
      }
      const tiles = list.querySelectorAll(
        `[data-row="${row.dataset.index}"] [data-testid="import-photo"]`,
      );
      for (const tile of tiles) {
        const label = tile.querySelector('button[aria-label]')?.getAttribute('aria-label') ?? '';
        found[current]?.push(label.replace(openPrefix, ''));
      }
    }
    for (const names of Object.values(found)) names.sort();
    return found;
  }, prefix);
}

test.describe("dialogue d'import", () => {
  test.beforeEach(async ({ page }) => {
    await usePreferences(page, 'fr');
    // Tall enough for every group of the (virtualised) list to be on screen at once.
    await page.setViewportSize({ width: 1280, height: 1800 });
  });

  test('trier une séance : refus, groupes par patient, assignation, sans patient, nouveau patient', async ({
    page,
  }) => {
    // Two enrolments, the first model load, twelve files and their analysis on a shared machine.
    test.setTimeout(300_000);
    const account = await createAccount({ firstName: 'Claire', lastName: 'Vidal' });
    await signIn(page, account);
    await page.goto('/patients');
    const amy = await createPatient(page, 'Amy', 'Farrah');
    const howard = await createPatient(page, 'Howard', 'Wolowitz');
    // Two portraits of Amy: with amy1 alone, amy4 scores about 70 in Node, near the dialog's 65,
    // and a run in the browser once left it without a suggestion. This test is about the
    // dialog's groups; recognition quality has its own (face-calibration.node.test.ts).
    await enrol(page, amy, [faces('amy1.png'), faces('amy4.png')], 90_000);
    await enrol(page, howard, faces('howard1.png'), 30_000);

    await page.goto('/patients');
    const dialog = await openFromSidebar(page);
    await expect(dialog.getByTestId('import-manual-tile')).toContainText(
      fr('importDialog.manual.title'),
    );

    // A morning: Amy from 9:00 with a close-up of the treated zone (no face) at 9:07, Howard
    // at 10:00, a stranger at 11:00, a video at 11:30; plus a too large and a text file.
    const amyFiles = ['amy2.png', 'amy3.png', 'amy5.png'];
    const howardFiles = ['howard2.png', 'howard3.png', 'howard5.png'];
    const nine = Date.UTC(2026, 4, 4, 7, 0, 0);
    const minutes = (n: number) => nine + n * 60_000;
    const png = (name: string, at: number) => datedFile(name, at, { from: faces(name) });
    const closeUp = await datedFile('zone-levres.jpg', minutes(7), {
      bytes: await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 205, g: 150, b: 135 } },
      })
        .jpeg()
        .toBuffer(),
    });
    // A JPEG header followed by 16 MB: over the dialog's 15 MB for images.
    const oversize = Buffer.alloc(16 * 1024 * 1024, 0);
    oversize.set([0xff, 0xd8, 0xff, 0xe0], 0);
    await dialog
      .getByTestId('import-file-input')
      .setInputFiles([
        ...(await Promise.all(amyFiles.map((name, index) => png(name, minutes(index * 2))))),
        closeUp,
        ...(await Promise.all(
          howardFiles.map((name, index) => png(name, minutes(60 + index * 2))),
        )),
        await png('penny1.png', minutes(120)),
        await datedFile('injection.mp4', minutes(150), { from: videoPath }),
        await datedFile('grande-photo.jpg', minutes(160), { bytes: oversize }),
        await datedFile('notes.txt', minutes(170), { bytes: Buffer.from('compte rendu') }),
      ]);

    // The two refusals, with the spec's texts; the oversize one also opens its dialog.
    await expect(
      page
        .getByText('grande-photo.jpg: Fichier trop volumineux (max 15MB pour images/vidéos)')
        .first(),
    ).toBeVisible();
    await expect(
      page
        .getByText(
          'notes.txt: Type de fichier non supporté (seules les images et vidéos sont acceptées)',
        )
        .first(),
    ).toBeVisible();
    const tooLarge = page.getByTestId('file-too-large-dialog');
    await expect(tooLarge).toBeVisible();
    await expect(tooLarge.getByTestId('too-large-size')).toContainText('16');
    await tooLarge.getByRole('button', { name: fr('importDialog.tooLarge.ok') }).click();

    // Every photo and the video accepted; they upload at once and the photos are analysed.
    const accepted = amyFiles.length + 1 + howardFiles.length + 2;
    await expect(dialog.getByTestId('import-photo')).toHaveCount(accepted);
    await expect(
      dialog.locator('[data-testid="import-photo"][data-upload-status="uploaded"]'),
    ).toHaveCount(accepted, { timeout: 60_000 });
    await expect(group(dialog, 'analysing')).toHaveCount(0, { timeout: 120_000 });
    await expect(group(dialog, 'patient', amy)).toContainText('Amy Farrah');
    await expect(group(dialog, 'patient', amy)).toContainText(count(amyFiles.length + 1));
    await expect(group(dialog, 'patient', howard)).toContainText('Howard Wolowitz');
    await expect(group(dialog, 'withoutPatient')).toContainText(
      fr('importDialog.groups.withoutPatient'),
    );
    expect(await sections(dialog)).toEqual({
      [amy]: [...amyFiles, 'zone-levres.jpg'].sort(),
      [howard]: [...howardFiles].sort(),
      withoutPatient: ['penny1.png'],
      videos: ['injection.mp4'],
    });
    // A photo dragged onto a tile of another group moves there, and back onto its own group.
    const tileOf = (name: string) =>
      dialog.getByTestId('import-photo').filter({
        has: page.getByRole('button', {
          name: fr('importDialog.photo.open').replace('{{name}}', name),
        }),
      });
    await tileOf('howard5.png').dragTo(tileOf('penny1.png'));
    await expect
      .poll(() => sections(dialog))
      .toMatchObject({
        [howard]: ['howard2.png', 'howard3.png'],
        withoutPatient: ['howard5.png', 'penny1.png'],
      });
    await tileOf('howard5.png').dragTo(tileOf('howard2.png'));
    await expect
      .poll(() => sections(dialog))
      .toMatchObject({ [howard]: [...howardFiles].sort(), withoutPatient: ['penny1.png'] });
    // The files' own dates reached the server, so the grouping below is by the morning's times.
    const taken = Object.fromEntries(
      (await photosOf(page, 'scope=unassigned')).map((photo) => [photo.filename, photo.date_prise]),
    );
    expect(taken['zone-levres.jpg']).toBe(new Date(minutes(7)).toISOString());
    expect(taken['howard2.png']).toBe(new Date(minutes(60)).toISOString());
    // The close-up joined Amy by its time, and says so.
    await expect(
      dialog.getByTestId('import-photo').filter({ hasText: fr('importDialog.photo.timeGrouped') }),
    ).toHaveCount(1);
    await expect(
      dialog.getByRole('button', {
        name: fr('importDialog.photo.open').replace('{{name}}', 'zone-levres.jpg'),
      }),
    ).toBeVisible();
    await expect(group(dialog, 'videos')).toContainText(fr('importDialog.groups.videos'));
    await expect(group(dialog, 'videos')).toContainText('1 vidéo');
    await expect(dialog.getByText(fr('importDialog.photo.video'), { exact: true })).toHaveCount(1);
    // The video is never analysed.
    await expect(
      dialog.locator('[data-testid="import-photo"][data-analysis-status="skipped"]'),
    ).toHaveCount(1);

    // Both groups filed under their patients; the dialog stays while photos remain.
    await group(dialog, 'patient', amy).getByRole('button', { name: 'Assigner à Amy' }).click();
    await expect(group(dialog, 'patient', amy)).toHaveCount(0, { timeout: 30_000 });
    await group(dialog, 'patient', howard)
      .getByRole('button', { name: 'Assigner à Howard' })
      .click();
    await expect(group(dialog, 'patient', howard)).toHaveCount(0, { timeout: 30_000 });
    await expect(dialog).toBeVisible();

    // The stranger saved without patient.
    await group(dialog, 'withoutPatient')
      .getByRole('button', { name: fr('importDialog.groups.saveWithoutPatient') })
      .click();
    await expect(group(dialog, 'withoutPatient')).toHaveCount(0, { timeout: 30_000 });

    // One more photo, of somebody new: a new patient is created from it.
    await dialog.getByTestId('import-file-input').setInputFiles([faces('leonard1.png')]);
    await expect(group(dialog, 'withoutPatient')).toContainText(count(1), { timeout: 60_000 });
    await group(dialog, 'withoutPatient')
      .getByRole('button', { name: fr('importDialog.groups.newPatient') })
      .click();
    await expect(page).toHaveURL(/\/patient\/new$/);
    await page.getByLabel(/^Prénom( \*)?$/).fill('Leonard');
    await page.getByLabel(/^Nom( \*)?$/).fill('Hofstadter');
    await page.getByRole('button', { name: fr('patients.form.create') }).click();
    await expect(page).toHaveURL(/\/patient\/(?!new$)[^/]+$/);
    const leonard = page.url().split('/').pop()!;

    // The dialog comes back with the video still to file; saved without patient, it closes.
    await expect(dialog).toBeVisible();
    await group(dialog, 'videos')
      .getByRole('button', { name: fr('importDialog.groups.saveWithoutPatient') })
      .click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });

    // Every file where it belongs, in the database and in the blob store.
    const userPrefix = (photo: PhotoRecord) => photo.storage_path.split('/').slice(0, 2).join('/');
    for (const [patientId, expected] of [
      [amy, [...amyFiles, 'zone-levres.jpg', 'amy1.png', 'amy4.png']],
      [howard, [...howardFiles, 'howard1.png']],
      [leonard, ['leonard1.png']],
    ] as const) {
      const filed = await photosOf(page, `scope=patient&patient_id=${patientId}`);
      expect(names(filed)).toEqual([...expected].sort());
      for (const { id } of filed) {
        const photo = await photoRecord(page, id);
        expect(photo.storage_path).toBe(
          `${userPrefix(photo)}/${patientId}/${photo.storage_path.split('/').pop()}`,
        );
        expect((await page.request.get(`/api/v1/photos/${photo.id}/file`)).status()).toBe(200);
      }
    }
    const unassigned = await photosOf(page, 'scope=unassigned');
    expect(names(unassigned)).toEqual(['injection.mp4', 'penny1.png']);
    for (const { id } of unassigned) {
      const photo = await photoRecord(page, id);
      expect(photo.storage_path).toContain('/unassigned/');
      expect((await page.request.get(`/api/v1/photos/${photo.id}/file`)).status()).toBe(200);
    }
    // Filed photos carried their face embeddings to their patient.
    const amyFaces = await page.request.get(`/api/v1/faces/patients/${amy}`);
    expect(((await amyFaces.json()) as { embeddings_count: number }).embeddings_count).toBe(
      amyFiles.length + 2,
    );
    expect(await tempPhotoCount(page)).toBe(0);
    const machineId = await page.evaluate(() => localStorage.getItem('photodossier-machine-id'));
    const active = await page.request.get(`/api/v1/import-sessions/active?device_id=${machineId}`);
    expect(((await active.json()) as { session: ImportSession | null }).session).toBeNull();
  });

  test("le menu d'une photo reste ouvert pendant que les analyses la déplacent", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, await createAccount({ firstName: 'Lucie', lastName: 'Martin' }));
    await page.goto('/patients');
    const dialog = await openFromSidebar(page);
    const people = ['amy', 'penny', 'howard', 'leonard', 'bernadette'];
    await dialog
      .getByTestId('import-file-input')
      .setInputFiles(people.flatMap((who) => [faces(`${who}1.png`), faces(`${who}2.png`)]));
    const analysed = dialog.locator(
      '[data-testid="import-photo"]:is([data-analysis-status="waiting"], [data-analysis-status="analyzing"])',
    );
    // The last photo still in analysis: every photo ahead of it that ends its analysis leaves
    // the group, so its tile moves to another row, the same element all along.
    const tile = dialog.locator(
      `[data-testid="import-photo"][data-photo-id="${await analysed.last().getAttribute('data-photo-id')}"]`,
    );
    const anyPhotoMenu = new RegExp(`^${fr('importDialog.photo.menu').replace('{{name}}', '.+')}$`);
    await tile.evaluate((element) => element.setAttribute('data-test-mark', 'kept'));
    await tile.getByRole('button', { name: anyPhotoMenu }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    expect(await analysed.count()).toBeGreaterThan(1);

    await expect(analysed).toHaveCount(0, { timeout: 90_000 });
    await expect(menu).toBeVisible();
    await expect(tile).toHaveAttribute('data-test-mark', 'kept');
    await page.getByRole('menuitem', { name: fr('importDialog.photo.remove') }).click();
    await expect(tile).toHaveCount(0);
    await expect(dialog.getByTestId('import-photo')).toHaveCount(9);
  });

  test('deux onglets du même appareil : le second suit les photos que le premier ajoute et retire', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, await createAccount({ firstName: 'Lucie', lastName: 'Martin' }));
    await page.goto('/patients');
    const photos = await noisyPhotos('onglet', 3, { width: 400, height: 300 });
    const first = await openFromSidebar(page);
    await first.getByTestId('import-file-input').setInputFiles(photos.slice(0, 2));
    const uploadedIn = (dialog: Locator) =>
      dialog.locator('[data-testid="import-photo"][data-upload-status="uploaded"]');
    await expect(uploadedIn(first)).toHaveCount(2, { timeout: 60_000 });

    // Another tab of the same browser is the same device: it finds the session and follows it.
    const other = await page.context().newPage();
    await usePreferences(other, 'fr');
    const sessionReads: string[] = [];
    other.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (
        /^\/api\/v1\/import-sessions\/[^/]+(\/changes)?$/.test(path) &&
        !path.endsWith('/active')
      ) {
        sessionReads.push(path.endsWith('/changes') ? 'changes' : 'whole');
      }
    });
    await other.goto('/patients');
    await expect(other.getByTestId('sidebar').getByTestId('import-pending-badge')).toHaveText('2', {
      timeout: 30_000,
    });
    const second = await openFromSidebar(other, { pending: 2 });
    await expect(second.getByTestId('import-photo')).toHaveCount(2);

    await first.getByTestId('import-file-input').setInputFiles(photos.slice(2));
    await expect(uploadedIn(second)).toHaveCount(3, { timeout: 60_000 });
    // After its first whole read, the second tab asked only for what changed.
    expect(sessionReads).toContain('changes');

    const firstPhotoMenu = fr('importDialog.photo.menu').replace('{{name}}', 'onglet-1.jpg');
    // A user clicks in the tab in front: a tab behind another may get no animation frames, and
    // the menu then never finishes opening (seen once on a loaded machine).
    await page.bringToFront();
    await first.getByRole('button', { name: firstPhotoMenu }).click();
    await page.getByRole('menuitem', { name: fr('importDialog.photo.remove') }).click();
    await expect(first.getByTestId('import-photo')).toHaveCount(2);
    // Removed from the import, the photo is deleted for good, as its notice says: not left in
    // the trash, where it would go on counting in the quota.
    await expect(
      page.getByText('Photo "onglet-1.jpg" supprimée définitivement', { exact: true }),
    ).toBeVisible();
    const trash = await page.request.get('/api/v1/storage/media?view=trash&sort=date&type=all');
    expect(trash.ok()).toBe(true);
    const trashed = ((await trash.json()) as { items: { filename: string }[] }).items;
    expect(trashed.map((item) => item.filename)).not.toContain('onglet-1.jpg');
    await expect(second.getByTestId('import-photo')).toHaveCount(2, { timeout: 30_000 });
    await expect(second.getByRole('button', { name: firstPhotoMenu })).toHaveCount(0);
    await other.close();
  });

  test('recharger la page pendant les envois : la session reprend sans rien perdre', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, await createAccount({ firstName: 'Marc', lastName: 'Durand' }));
    await page.goto('/patients');

    // Four noisy 1.5 MB photos behind a slow uplink: the reload lands in the middle.
    const photos = await noisyPhotos('seance', 4, { width: 1400, height: 1000, quality: 95 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });

    const dialog = await openFromSidebar(page);
    await dialog.getByTestId('import-file-input').setInputFiles(photos);
    const uploaded = dialog.locator('[data-testid="import-photo"][data-upload-status="uploaded"]');
    // Two travel at once: reload as soon as the first ones are in, the others still on the way.
    await expect
      .poll(() => uploaded.count(), { timeout: 60_000, intervals: [100] })
      .toBeGreaterThan(0);
    expect(await uploaded.count()).toBeLessThan(4);
    expect(await tempPhotoCount(page)).toBeGreaterThan(0);

    await page.reload();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // The session comes back quietly behind Import's badge (issue 26), which opens the dialog
    // with the four photos; their uploads finish.
    await expect(page.getByTestId('sidebar').getByTestId('import-pending-badge')).toHaveText('4', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('import-dialog')).toHaveCount(0);
    const resumed = await openFromSidebar(page, { pending: 4 });
    await expect(resumed.getByTestId('import-photo')).toHaveCount(4);
    await expect(
      resumed.locator('[data-testid="import-photo"][data-upload-status="uploaded"]'),
    ).toHaveCount(4, { timeout: 60_000 });
    await expect.poll(() => tempPhotoCount(page), { timeout: 10_000 }).toBe(0);
    const stored = await photosOf(page, 'scope=unassigned');
    expect(names(stored)).toEqual(photos.map((photo) => photo.name).sort());
    for (const photo of stored) {
      const original = photos.find((item) => item.name === photo.filename)!;
      expect(photo.file_size).toBe(original.buffer.length);
    }

    // No face in noise: all without patient, saved as they are; the session ends.
    await expect(group(resumed, 'withoutPatient')).toContainText(count(4), { timeout: 120_000 });
    await group(resumed, 'withoutPatient')
      .getByRole('button', { name: fr('importDialog.groups.saveWithoutPatient') })
      .click();
    await expect(resumed).toHaveCount(0, { timeout: 30_000 });
    expect(names(await photosOf(page, 'scope=unassigned'))).toEqual(
      photos.map((photo) => photo.name).sort(),
    );
  });
});
