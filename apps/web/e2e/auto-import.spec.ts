import { readFile } from 'node:fs/promises';
import { PRACTICE_TIME_ZONE } from '@photodossier/domain/calendar-date';
import type { PhotosPage } from '@photodossier/domain/media-record';
import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, signIn, type Account } from './support/accounts';
import { expect, test, text, usePreferences } from './support/fixtures';
import {
  createPatient,
  enrol,
  facePhoto,
  importGroup,
  openImportFromSidebar,
} from './support/import-helpers';
import { setPlan } from './support/plans';

// Issue 16, the camera folder: a tethered camera's software drops files into a folder the
// practitioner picked once. The test stands in for that folder with a directory of the origin
// private file system, which is a real FileSystemDirectoryHandle the test can write into.

const fr = (key: string) => text('fr', key);
const CAMERA_DIRECTORY = 'appareil-e2e';
// The practice's time zone, pinned: "today" and "yesterday" are the browser's days, and a
// machine running the tests near UTC would otherwise hide a mistake of a few hours.
const TIME_ZONE = PRACTICE_TIME_ZONE;

/**
 * The picker answers with the test's folder, as Chrome's does with the one the user chose.
 * Listings of that folder are counted, to tell the observed watch from one that lists.
 */
async function replaceDirectoryPicker(page: Page) {
  await page.addInitScript((name) => {
    const counted = window as { cameraFolderListings?: number };
    counted.cameraFolderListings = 0;
    const prototype = FileSystemDirectoryHandle.prototype as unknown as {
      values: (this: FileSystemDirectoryHandle) => unknown;
    };
    const values = prototype.values;
    prototype.values = function (this: FileSystemDirectoryHandle) {
      if (this.name === name)
        counted.cameraFolderListings = (counted.cameraFolderListings ?? 0) + 1;
      return values.call(this);
    };
    Object.defineProperty(window, 'showDirectoryPicker', {
      configurable: true,
      value: async () => {
        const root = await navigator.storage.getDirectory();
        const chosen = (window as { pickedDirectory?: string }).pickedDirectory ?? name;
        return root.getDirectoryHandle(chosen, { create: true });
      },
    });
  }, CAMERA_DIRECTORY);
}

const cameraFolderListings = (page: Page) =>
  page.evaluate(() => (window as { cameraFolderListings?: number }).cameraFolderListings ?? 0);

/** Writes files at a path of the origin private file system, folders made as needed. */
async function writeFiles(
  page: Page,
  folderPath: string[],
  files: { name: string; bytes: Buffer }[],
) {
  await page.evaluate(
    async ({ folders, items }) => {
      let folder = await navigator.storage.getDirectory();
      for (const name of folders) folder = await folder.getDirectoryHandle(name, { create: true });
      for (const item of items) {
        const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
        const handle = await folder.getFileHandle(item.name, { create: true });
        const writable = await handle.createWritable();
        await writable.write(bytes);
        await writable.close();
      }
    },
    {
      folders: folderPath,
      items: files.map((file) => ({ name: file.name, base64: file.bytes.toString('base64') })),
    },
  );
}

/** What the camera's software does: a finished file appears in the folder. */
async function dropIntoCameraFolder(page: Page, files: { name: string; path: string }[]) {
  const payload = await Promise.all(
    files.map(async (file) => ({ name: file.name, bytes: await readFile(file.path) })),
  );
  await writeFiles(page, [CAMERA_DIRECTORY], payload);
}

async function cameraFolderNames(page: Page): Promise<string[]> {
  return page.evaluate(async (directory) => {
    const root = await navigator.storage.getDirectory();
    const folder = await root.getDirectoryHandle(directory);
    const names: string[] = [];
    for await (const name of (folder as unknown as { keys(): AsyncIterable<string> }).keys()) {
      names.push(name);
    }
    return names.sort();
  }, CAMERA_DIRECTORY);
}

async function removeFolder(page: Page, directory: string) {
  await page.evaluate(async (name) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry(name, { recursive: true }).catch(() => {});
  }, directory);
}

const emptyCameraFolder = (page: Page) => removeFolder(page, CAMERA_DIRECTORY);

/** The wall-clock time and UTC offset a camera set to the practice's zone writes. */
function practiceClock(at: Date): { wall: string; offset: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const offset = parts['timeZoneName']?.replace('GMT', '') || '+00:00';
  return {
    wall: `${parts['year']}:${parts['month']}:${parts['day']} ${parts['hour']}:${parts['minute']}:${parts['second']}`,
    offset,
  };
}

/** A small JPEG whose camera wrote the given capture time (EXIF, the practice's zone). */
async function shotTakenAt(takenAt: Date): Promise<Buffer> {
  const { wall, offset } = practiceClock(takenAt);
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6f5a' } })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: wall, OffsetTimeOriginal: offset } })
    .toBuffer();
}

async function openDslrPanelFrom(dialog: Locator, page: Page): Promise<Locator> {
  await dialog
    .getByTestId('import-dslr-tile')
    .getByRole('button', { name: fr('importDialog.dslr.configure') })
    .click();
  const panel = page.getByTestId('dslr-settings-panel');
  await expect(panel).toBeVisible();
  return panel;
}

async function openDslrPanel(page: Page) {
  const dialog = await openImportFromSidebar(page);
  return { dialog, panel: await openDslrPanelFrom(dialog, page) };
}

/** A practitioner on the Pro plan, signed in, on the patient list. */
async function signInPro(page: Page, browser: Browser, account?: Account) {
  const practitioner = account ?? (await createAccount());
  await setPlan(browser, practitioner, 'pro');
  await signIn(page, practitioner);
  await page.goto('/patients');
}

test.describe('import automatique depuis le dossier de l’appareil photo', () => {
  test.use({ timezoneId: TIME_ZONE });

  test.beforeEach(async ({ page }) => {
    await usePreferences(page, 'fr');
    await page.setViewportSize({ width: 1280, height: 1400 });
    await replaceDirectoryPicker(page);
  });

  test('un praticien Pro surveille le dossier : les nouvelles photos arrivent groupées par patient', async ({
    page,
    browser,
  }) => {
    // The first face-model load and an enrolment on a shared machine.
    test.setTimeout(240_000);
    await signInPro(
      page,
      browser,
      await createAccount({ firstName: 'Louise', lastName: 'Garnier' }),
    );
    await emptyCameraFolder(page);
    const amy = await createPatient(page, 'Amy', 'Farrah');
    // amy4 is enrolled, not imported: against amy1 alone it scores near the dialog's 65.
    await enrol(page, amy, [facePhoto('amy1.png'), facePhoto('amy4.png')], 90_000);

    // A photo already in the folder before the watch starts is never "new".
    await dropIntoCameraFolder(page, [{ name: 'ancienne.png', path: facePhoto('amy2.png') }]);
    await page.goto('/patients');
    const { dialog, panel } = await openDslrPanel(page);
    const section = panel.getByTestId('auto-transfer-section');
    await expect(section).toHaveAttribute('data-state', 'unconfigured');
    await expect(section).toContainText(fr('autoImport.autoTransfer.unconfiguredTitle'));
    await section.getByRole('button', { name: fr('autoImport.autoTransfer.chooseFolder') }).click();
    await expect(
      page.getByText(`Dossier "${CAMERA_DIRECTORY}" configuré avec succès`),
    ).toBeVisible();
    await expect(section).toHaveAttribute('data-state', 'configured');
    await expect(section).toContainText(fr('autoImport.autoTransfer.sessionNote'));

    await section.getByRole('button', { name: fr('autoImport.autoTransfer.start') }).click();
    await expect(section).toHaveAttribute('data-state', 'active');
    await expect(section.getByTestId('camera-folder-name')).toHaveText(CAMERA_DIRECTORY);
    await expect(page.getByText(`Surveillance démarrée: ${CAMERA_DIRECTORY}`)).toBeVisible();

    await panel
      .getByRole('switch', { name: new RegExp(fr('importDialog.dslrPanel.autoPreviewNewPhotos')) })
      .click();
    await panel
      .getByRole('switch', { name: new RegExp(fr('importDialog.dslrPanel.deleteAfterImport')) })
      .click();
    await panel.getByRole('button', { name: fr('importDialog.dslrPanel.save') }).click();
    await expect(panel).toHaveCount(0);
    await dialog
      .getByTestId('import-dialog-footer')
      .getByRole('button', { name: fr('importDialog.footer.close') })
      .click();
    await expect(dialog).toHaveCount(0);

    // The camera's software writes two shots; within 5 s the practitioner sees them. Chromium
    // has a FileSystemObserver: the watch opens what it reports, without listing the folder
    // (its full listing every 30 s, counted from the start a few seconds ago, is not due).
    expect(await page.evaluate(() => 'FileSystemObserver' in window)).toBe(true);
    const listingsBefore = await cameraFolderListings(page);
    await dropIntoCameraFolder(page, [
      { name: 'IMG_0001.png', path: facePhoto('amy3.png') },
      { name: 'IMG_0002.png', path: facePhoto('amy5.png') },
    ]);
    // The watch looks every 2 s: a look that falls between the two writes finds the shots in two
    // batches, each announced, and the preview then moves on to the second.
    await expect(
      page.getByText(/^[12] nouvelle\(s\) photo\(s\) détectée\(s\)$/).first(),
    ).toBeVisible();
    const lightbox = page.getByTestId('preview-lightbox');
    const counter = lightbox.getByTestId('lightbox-counter');
    await expect(counter).toHaveText(/^[12] \/ 2$/);
    expect(await cameraFolderListings(page)).toBe(listingsBefore);
    // From the last photo the preview goes round to the first.
    if ((await counter.textContent()) === '2 / 2') await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('1 / 2');
    await expect(lightbox.getByTestId('lightbox-file-name')).toHaveText('IMG_0001.png');
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByTestId('lightbox-file-name')).toHaveText('IMG_0002.png');
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByTestId('lightbox-counter')).toHaveText('1 / 2');
    await lightbox.getByRole('button', { name: fr('autoImport.lightbox.zoomIn') }).click();
    await expect(lightbox.getByTestId('lightbox-zoom')).toHaveText('150%');
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByTestId('lightbox-zoom')).toHaveText('100%');
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);

    const opened = page.getByTestId('import-dialog');
    await expect(opened).toBeVisible();
    await expect(opened.getByTestId('import-photo')).toHaveCount(2);
    const amyGroup = importGroup(opened, 'patient', amy);
    await expect(amyGroup).toContainText('Amy Farrah', { timeout: 90_000 });
    // The second photo's analysis may finish a while after the first's on a busy machine.
    await expect(amyGroup).toContainText('2 photos', { timeout: 60_000 });
    await amyGroup.getByRole('button', { name: 'Assigner à Amy' }).click();

    await expect
      .poll(
        async () => {
          const response = await page.request.get(
            `/api/v1/photos?scope=patient&patient_id=${amy}&limit=100`,
          );
          const photos = ((await response.json()) as PhotosPage).items;
          return photos.map((photo) => photo.filename).sort();
        },
        { timeout: 30_000 },
      )
      .toEqual(['IMG_0001.png', 'IMG_0002.png', 'amy1.png', 'amy4.png']);
    // "Supprimer après import": the uploaded shots left the folder, the older photo stayed.
    await expect.poll(() => cameraFolderNames(page)).toEqual(['ancienne.png']);
  });

  test('le dossier qui disparaît arrête la surveillance ; un accès refusé donne le texte de la spec', async ({
    page,
    browser,
  }) => {
    await signInPro(page, browser);
    await emptyCameraFolder(page);
    await dropIntoCameraFolder(page, [{ name: 'IMG_0100.png', path: facePhoto('penny1.png') }]);

    const { panel } = await openDslrPanel(page);
    const section = panel.getByTestId('auto-transfer-section');
    await section.getByRole('button', { name: fr('autoImport.autoTransfer.chooseFolder') }).click();
    await section.getByRole('button', { name: fr('autoImport.autoTransfer.start') }).click();
    await expect(section).toHaveAttribute('data-state', 'active');

    // The card is pulled out: the next scans fail, the watch stops and says why.
    await emptyCameraFolder(page);
    await expect(page.getByText(/^Erreur surveillance: /)).toBeVisible({ timeout: 10_000 });
    await expect(section).toHaveAttribute('data-state', 'configured');

    // "Supprimer après import" asks for write access; refused, the switch stays off.
    await page.evaluate(() => {
      const prototype = FileSystemHandle.prototype as unknown as {
        queryPermission: (options: { mode: string }) => Promise<PermissionState>;
        requestPermission: (options: { mode: string }) => Promise<PermissionState>;
      };
      const asked: string[] = [];
      (window as { askedModes?: string[] }).askedModes = asked;
      prototype.queryPermission = async ({ mode }) => (mode === 'read' ? 'granted' : 'prompt');
      prototype.requestPermission = async ({ mode }) => {
        asked.push(mode);
        return 'denied';
      };
    });
    const deletion = panel.getByRole('switch', {
      name: new RegExp(fr('importDialog.dslrPanel.deleteAfterImport')),
    });
    await deletion.click();
    await expect(
      page.getByText("Permissions de lecture refusées par l'utilisateur", { exact: true }),
    ).toBeVisible();
    await expect(deletion).toHaveAttribute('aria-checked', 'false');
    expect(await page.evaluate(() => (window as { askedModes?: string[] }).askedModes)).toEqual([
      'readwrite',
    ]);

    // The browser refuses read access for this session.
    await page.evaluate(() => {
      const prototype = FileSystemHandle.prototype as unknown as {
        queryPermission: () => Promise<PermissionState>;
      };
      prototype.queryPermission = async () => 'denied';
    });
    await section.getByRole('button', { name: fr('autoImport.autoTransfer.start') }).click();
    await expect(page.getByText('Permissions de lecture refusées', { exact: true })).toBeVisible();
    await expect(section).toHaveAttribute('data-state', 'configured');

    // Removing the configuration asks first, then forgets the folder on this computer.
    await section.getByRole('button', { name: fr('autoImport.autoTransfer.remove') }).click();
    const confirm = page.getByTestId('remove-camera-folder-dialog');
    await expect(confirm).toHaveAttribute('role', 'alertdialog');
    await confirm
      .getByRole('button', { name: fr('autoImport.autoTransfer.removeConfirm') })
      .click();
    await expect(page.getByText('Configuration supprimée')).toBeVisible();
    await expect(section).toHaveAttribute('data-state', 'unconfigured');
  });

  test('sur la page Caméra, une nouvelle photo fait son toast sans ouvrir l’import', async ({
    page,
    browser,
  }) => {
    await signInPro(page, browser);
    await emptyCameraFolder(page);
    const patient = await createPatient(page, 'Camille', 'Roux');
    await page.goto(`/patient/${patient}`);
    const { dialog, panel } = await openDslrPanel(page);
    const section = panel.getByTestId('auto-transfer-section');
    await section.getByRole('button', { name: fr('autoImport.autoTransfer.chooseFolder') }).click();
    await section.getByRole('button', { name: fr('autoImport.autoTransfer.start') }).click();
    await expect(section).toHaveAttribute('data-state', 'active');
    // "Ouvrir l'import automatiquement" is on by default.
    await expect(
      panel.getByRole('switch', {
        name: new RegExp(fr('importDialog.dslrPanel.autoOpenImportDialog')),
      }),
    ).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await dialog
      .getByTestId('import-dialog-footer')
      .getByRole('button', { name: fr('importDialog.footer.close') })
      .click();
    await expect(dialog).toHaveCount(0);

    // The patient's camera page (/camera/{id}): the watch goes on, the dialog stays closed.
    await page.getByRole('link', { name: fr('patients.details.camera') }).click();
    await expect(page).toHaveURL(new RegExp(`/camera/${patient}$`));
    await dropIntoCameraFolder(page, [{ name: 'IMG_0200.png', path: facePhoto('penny1.png') }]);
    await expect(page.getByText('1 nouvelle(s) photo(s) détectée(s)')).toBeVisible();
    await expect(page.getByTestId('import-dialog')).toHaveCount(0);

    // Back on the patient's page, the next photo opens the dialog, which holds both.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/patient/${patient}$`));
    await dropIntoCameraFolder(page, [{ name: 'IMG_0201.png', path: facePhoto('penny2.png') }]);
    const opened = page.getByTestId('import-dialog');
    await expect(opened).toBeVisible();
    await expect(opened.getByTestId('import-photo')).toHaveCount(2);
  });

  test('les réglages en trois mises en page : compacte sur mobile, en carte dans la configuration', async ({
    page,
    browser,
  }) => {
    await signInPro(page, browser);
    // Opened from the sidebar, then the window narrows to a phone's width.
    const { panel } = await openDslrPanel(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const compact = panel.getByTestId('auto-transfer-section');
    await expect(compact).toHaveAttribute('data-layout', 'compact');
    await expect(compact.getByRole('switch')).toHaveCount(0);
    await panel.getByRole('tab', { name: fr('autoImport.tabs.sdCard') }).click();
    await expect(panel.getByTestId('sd-card-section')).toHaveAttribute('data-layout', 'compact');
    await expect(panel.getByRole('button', { name: fr('autoImport.sdTutorial.open') })).toHaveCount(
      0,
    );

    await panel.getByRole('button', { name: fr('autoImport.configuration.open') }).click();
    const configuration = page.getByTestId('auto-import-configuration');
    await expect(configuration).toBeVisible();
    // It opens on the tab the panel was on.
    const sdCard = configuration.getByTestId('sd-card-section');
    await expect(sdCard).toHaveAttribute('data-layout', 'card');
    await expect(
      sdCard.getByRole('button', { name: fr('autoImport.sdTutorial.open') }),
    ).toBeVisible();
    await configuration.getByRole('tab', { name: fr('autoImport.configuration.tabs.app') }).click();
    const card = configuration.getByTestId('auto-transfer-section');
    await expect(card).toHaveAttribute('data-layout', 'card');
    await expect(card.getByRole('switch')).toHaveCount(5);

    // Wider than a phone, the side panel shows the full inline settings.
    await page.keyboard.press('Escape');
    await expect(configuration).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 1400 });
    const inline = panel.getByTestId('auto-transfer-section');
    await panel.getByRole('tab', { name: fr('autoImport.tabs.autoTransfer') }).click();
    await expect(inline).toHaveAttribute('data-layout', 'inline');
    await expect(inline.getByRole('switch')).toHaveCount(5);
  });

  test('carte SD : structure DCIM, filtres de date, nouvelles depuis le dernier import, connexion', async ({
    page,
    browser,
  }) => {
    // The practice's clock, fixed: the filters count from it; the card's photos carry their
    // capture time in EXIF, as a camera writes it. 15:00 UTC is 16:00 in Paris: the shot of
    // 20 hours ago (20:00 the day before) is yesterday there, those of the day are today.
    const now = new Date('2026-11-20T15:00:00Z');
    await page.clock.setFixedTime(now);
    await signInPro(page, browser);
    await removeFolder(page, 'carte-sd');
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const shots: [string, Date][] = [
      ['IMG_0001.JPG', minutesAgo(10)],
      ['IMG_0002.JPG', minutesAgo(14)],
      ['IMG_0003.JPG', minutesAgo(3 * 60)],
      ['IMG_0004.JPG', minutesAgo(20 * 60)],
      ['IMG_0005.JPG', minutesAgo(3 * 24 * 60)],
      ['IMG_0006.JPG', minutesAgo(10 * 24 * 60)],
    ];
    await writeFiles(
      page,
      ['carte-sd', 'DCIM', '100CANON'],
      await Promise.all(shots.map(async ([name, at]) => ({ name, bytes: await shotTakenAt(at) }))),
    );
    // Outside DCIM: skipped with the DCIM-only option.
    await writeFiles(
      page,
      ['carte-sd'],
      [{ name: 'hors-dcim.jpg', bytes: await shotTakenAt(minutesAgo(5)) }],
    );
    await page.evaluate(() => {
      (window as { pickedDirectory?: string }).pickedDirectory = 'carte-sd';
    });

    const { panel } = await openDslrPanel(page);
    await panel.getByRole('tab', { name: fr('autoImport.tabs.sdCard') }).click();
    const section = panel.getByTestId('sd-card-section');
    await section.getByRole('button', { name: fr('autoImport.sd.select') }).click();
    const analysis = section.getByTestId('sd-card-analysis');
    await expect(analysis).toContainText('carte-sd · 6 photos');
    await expect(section.getByTestId('sd-card-kind')).toHaveText(
      fr('autoImport.sd.cameraDetected'),
    );
    await expect(section.getByTestId('sd-connection')).toHaveText(fr('autoImport.sd.connected'));
    // Picking the card turned its watch on.
    await expect(section).toHaveAttribute('data-watch', 'on');

    const count = section.getByTestId('sd-selected-count');
    const filterSelect = section.getByLabel(fr('autoImport.sd.filter'));
    const expected: [string, string][] = [
      ['newSinceLastImport', '6 photos sélectionnées'],
      ['all', '6 photos sélectionnées'],
      ['last24h', '4 photos sélectionnées'],
      ['customHours', '3 photos sélectionnées'],
      ['latestGroup', '2 photos sélectionnées'],
      ['today', '3 photos sélectionnées'],
      ['yesterday', '1 photo sélectionnée'],
      ['thisWeek', '5 photos sélectionnées'],
    ];
    for (const [filter, shown] of expected) {
      await filterSelect.selectOption(filter);
      await expect(count, filter).toHaveText(shown);
    }
    await filterSelect.selectOption('customHours');
    await section.getByLabel(fr('autoImport.sd.customHours')).fill('24');
    await expect(count).toHaveText('4 photos sélectionnées');

    // Import yesterday's photo: it goes to the import dialog and into the card's history.
    await filterSelect.selectOption('yesterday');
    await section.getByRole('button', { name: 'Importer 1 photo' }).click();
    await expect(panel).toHaveCount(0);
    const dialog = page.getByTestId('import-dialog');
    await expect(dialog.getByTestId('import-photo')).toHaveCount(1);
    await expect(
      dialog.getByRole('button', {
        name: fr('importDialog.photo.open').replace('{{name}}', 'IMG_0004.JPG'),
      }),
    ).toBeVisible();

    await expect(
      dialog.locator('[data-testid="import-photo"][data-upload-status="uploaded"]'),
    ).toHaveCount(1, { timeout: 30_000 });
    await dialog
      .getByTestId('import-dialog-footer')
      .getByRole('button', { name: fr('importDialog.footer.saveWithoutPatient') })
      .click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });

    // Next time, the card is read again by itself, on the filter last chosen (saved with the
    // card's settings), and its watch came back on by itself; "new since the last import"
    // skips the photo imported.
    await page.goto('/patients');
    const { panel: again } = await openDslrPanel(page);
    await again.getByRole('tab', { name: fr('autoImport.tabs.sdCard') }).click();
    const sdAgain = again.getByTestId('sd-card-section');
    const filterAgain = sdAgain.getByLabel(fr('autoImport.sd.filter'));
    await expect(filterAgain).toHaveValue('yesterday');
    await expect(sdAgain.getByTestId('sd-selected-count')).toHaveText('1 photo sélectionnée');
    await filterAgain.selectOption('newSinceLastImport');
    await expect(sdAgain.getByTestId('sd-selected-count')).toHaveText('5 photos sélectionnées');
    await expect(sdAgain).toHaveAttribute('data-watch', 'on');

    // The card is pulled out, then put back: the panel, the toasts and the watch follow.
    await removeFolder(page, 'carte-sd');
    await expect(page.getByText('Carte « carte-sd » déconnectée')).toBeVisible({ timeout: 10_000 });
    await expect(sdAgain.getByTestId('sd-connection')).toHaveText(fr('autoImport.sd.waiting'));
    await expect(sdAgain).toHaveAttribute('data-watch', 'waiting');
    await writeFiles(page, ['carte-sd', 'DCIM'], []);
    await expect(page.getByText('Carte « carte-sd » reconnectée')).toBeVisible({ timeout: 10_000 });
    await expect(sdAgain).toHaveAttribute('data-watch', 'on');
  });

  test('carte SD : la surveillance reprend seule après un rechargement, sauf mise en pause', async ({
    page,
    browser,
  }) => {
    await signInPro(page, browser);
    await removeFolder(page, 'carte-veille');
    const shot = async (name: string) => ({ name, bytes: await shotTakenAt(new Date()) });
    await writeFiles(page, ['carte-veille', 'DCIM', '100CANON'], [await shot('IMG_0001.JPG')]);
    await page.evaluate(() => {
      (window as { pickedDirectory?: string }).pickedDirectory = 'carte-veille';
    });
    const sdTab = async () => {
      const { panel } = await openDslrPanel(page);
      await panel.getByRole('tab', { name: fr('autoImport.tabs.sdCard') }).click();
      return panel.getByTestId('sd-card-section');
    };
    // The watch shows as on while it starts; the setting is saved once it runs.
    const watchSaved = (enabled: boolean) =>
      page.waitForResponse(
        (response) =>
          response.request().method() === 'PATCH' &&
          response.url().endsWith('/api/v1/settings') &&
          (response.request().postData() ?? '').includes(`"isSDCardWatchEnabled":${enabled}`),
      );

    const section = await sdTab();
    let saved = watchSaved(true);
    await section.getByRole('button', { name: fr('autoImport.sd.select') }).click();
    await expect(section).toHaveAttribute('data-watch', 'on');
    await saved;
    // Paused by the user: a reload keeps it paused.
    saved = watchSaved(false);
    await section.getByRole('button', { name: fr('autoImport.sd.pause') }).click();
    await expect(section).toHaveAttribute('data-watch', 'paused');
    await saved;
    await page.reload();
    const paused = await sdTab();
    await expect(paused.getByTestId('sd-watch-state')).toHaveText(fr('autoImport.sd.watchPaused'));
    saved = watchSaved(true);
    await paused.getByRole('button', { name: fr('autoImport.sd.resume') }).click();
    await expect(paused).toHaveAttribute('data-watch', 'on');
    await saved;

    // Left on, it starts again after a reload, by the app's host: the tab starts no watch.
    await page.reload();
    const resumed = await sdTab();
    await expect(resumed).toHaveAttribute('data-watch', 'on');
    await writeFiles(page, ['carte-veille', 'DCIM', '100CANON'], [await shot('IMG_0002.JPG')]);
    await expect(page.getByText('1 nouvelle(s) photo(s) détectée(s)')).toBeVisible({
      timeout: 10_000,
    });
  });

  test('le guide de connexion d’appareil photo va jusqu’au test final réussi', async ({
    page,
    browser,
  }) => {
    // The spec's own pauses (2 s from detection to success, 3 s before closing) on top of
    // signing a Pro account in and every step: past 30 s on a loaded two-core machine.
    test.slow();
    await signInPro(page, browser);
    await emptyCameraFolder(page);
    const { panel } = await openDslrPanel(page);
    await panel.getByRole('button', { name: fr('autoImport.cameraTutorial.openSetup') }).click();
    const tutorial = page.getByTestId('camera-tutorial');
    await expect(tutorial).toHaveAttribute('data-step', 'brand-selection');
    await expect(tutorial.getByText(fr('autoImport.cameraTutorial.subtitle'))).toBeVisible();
    await expect(tutorial.getByTestId('tutorial-progress')).toHaveText('17%');
    await tutorial.getByRole('button', { name: fr('autoImport.tutorial.next') }).click();
    await expect(
      page.getByText("Veuillez d'abord sélectionner une marque d'appareil photo"),
    ).toBeVisible();

    await tutorial.getByRole('button', { name: /Canon/ }).click();
    await expect(tutorial).toHaveAttribute('data-step', 'create-folder');
    await tutorial.getByRole('button', { name: fr('autoImport.tutorial.next') }).click();
    await expect(page.getByText('Veuillez créer un dossier avant de continuer')).toBeVisible();
    await expect(tutorial.getByTestId('tutorial-folder')).toHaveClass(/animate-pulse/);
    await tutorial
      .getByRole('button', { name: fr('autoImport.cameraTutorial.createFolder') })
      .click();
    await expect(
      page.getByText("Cette fonctionnalité est disponible uniquement sur l'application de bureau"),
    ).toBeVisible();
    await tutorial
      .getByRole('button', { name: fr('autoImport.cameraTutorial.chooseFolder') })
      .click();
    await expect(tutorial.getByTestId('tutorial-folder')).toHaveText(CAMERA_DIRECTORY);

    await tutorial.getByRole('button', { name: fr('autoImport.tutorial.next') }).click();
    await expect(tutorial).toHaveAttribute('data-step', 'download-software');
    await expect(tutorial.getByRole('link', { name: 'Télécharger EOS Utility' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.canon\.fr\//,
    );
    await tutorial.getByRole('button', { name: fr('autoImport.tutorial.next') }).click();
    await tutorial.getByRole('button', { name: fr('autoImport.tutorial.next') }).click();
    await expect(tutorial).toHaveAttribute('data-step', 'configure-destination');
    await expect(tutorial).toContainText(`«\u00a0${CAMERA_DIRECTORY}\u00a0»`);
    await tutorial.getByRole('button', { name: fr('autoImport.tutorial.next') }).click();
    await expect(tutorial).toHaveAttribute('data-step', 'test-final');
    await expect(tutorial.getByTestId('tutorial-progress')).toHaveText('100%');
    const check = tutorial.getByTestId('tutorial-test');
    await expect(check).toHaveAttribute('data-state', 'waiting');

    await dropIntoCameraFolder(page, [{ name: 'TEST_0001.png', path: facePhoto('penny2.png') }]);
    await expect(check).toHaveAttribute('data-state', 'detected');
    await expect(check).toContainText('TEST_0001.png');
    await expect(check).toHaveAttribute('data-state', 'completed');
    await expect(tutorial).toHaveCount(0, { timeout: 15_000 });
    await expect(panel.getByTestId('auto-transfer-section')).toHaveAttribute(
      'data-state',
      'configured',
    );
  });

  test('le guide d’import SD/USB lit la carte et la confie à l’onglet SD', async ({
    page,
    browser,
  }) => {
    await signInPro(page, browser);
    await removeFolder(page, 'carte-tuto');
    const taken = new Date();
    await writeFiles(
      page,
      ['carte-tuto', 'DCIM', '101NIKON'],
      [
        { name: 'DSC_0001.JPG', bytes: await shotTakenAt(taken) },
        { name: 'DSC_0002.JPG', bytes: await shotTakenAt(taken) },
      ],
    );
    await removeFolder(page, 'carte-vide');
    await page.evaluate(() => {
      (window as { pickedDirectory?: string }).pickedDirectory = 'carte-vide';
    });
    const { panel } = await openDslrPanel(page);
    await panel.getByRole('tab', { name: fr('autoImport.tabs.sdCard') }).click();
    await panel.getByRole('button', { name: fr('autoImport.sdTutorial.open') }).click();
    const tutorial = page.getByTestId('sd-tutorial');
    await expect(tutorial).toHaveAttribute('data-step', 'connect-sdcard');
    await tutorial.getByRole('button', { name: fr('autoImport.sdTutorial.connected') }).click();
    await expect(tutorial).toHaveAttribute('data-step', 'select-folder');

    // A medium without photos: nothing to test, and the test says so instead of starting.
    await tutorial.getByRole('button', { name: fr('autoImport.sd.select') }).click();
    const folder = tutorial.getByTestId('sd-tutorial-folder');
    await expect(folder).toContainText('carte-vide');
    await expect(folder).toContainText(fr('autoImport.sd.notCamera'));
    await tutorial.getByRole('button', { name: fr('autoImport.tutorial.next') }).click();
    const check = tutorial.getByTestId('sd-tutorial-test');
    await expect(check).toHaveAttribute('data-state', 'idle');
    await check.getByRole('button', { name: fr('autoImport.sdTutorial.runTest') }).click();
    await expect(page.getByText('Aucune photo trouvée à tester')).toBeVisible();
    await expect(check).toHaveAttribute('data-state', 'idle');

    await tutorial.getByRole('button', { name: fr('autoImport.tutorial.previous') }).click();
    await page.evaluate(() => {
      (window as { pickedDirectory?: string }).pickedDirectory = 'carte-tuto';
    });
    await tutorial.getByRole('button', { name: fr('autoImport.sd.select') }).click();
    await expect(folder).toContainText('carte-tuto · 2 photos');
    await expect(folder).toContainText(fr('autoImport.sd.cameraDetected'));
    await tutorial.getByRole('button', { name: fr('autoImport.tutorial.next') }).click();
    // The read test starts by itself and lasts the spec's 2 s before it answers.
    await expect(check).toHaveAttribute('data-state', 'testing');
    const testing = Date.now();
    // Decoding the photos is slow on a loaded machine: the 2 s are a floor, not the whole wait.
    await expect(check).toHaveAttribute('data-state', 'passed', { timeout: 15_000 });
    expect(Date.now() - testing).toBeGreaterThanOrEqual(1_000);
    await expect(tutorial).toContainText('2 photos lues avec succès');
    await tutorial.getByRole('button', { name: fr('autoImport.tutorial.next') }).click();
    await expect(tutorial.getByTestId('sd-tutorial-success')).toContainText(
      fr('autoImport.sdTutorial.done'),
    );
    await expect(tutorial).toHaveCount(0, { timeout: 15_000 });
    await expect(panel.getByTestId('sd-card-analysis')).toContainText('carte-tuto · 2 photos');
  });

  test('un compte Essentiel voit la fonctionnalité réservée au plan Pro', async ({
    page,
    browser,
  }) => {
    const account = await createAccount();
    await setPlan(browser, account, 'essentiel');
    await signIn(page, account);
    await page.goto('/patients');
    const dialog = await openImportFromSidebar(page);
    const tile = dialog.getByTestId('import-dslr-tile');
    await expect(tile).toContainText(fr('importDialog.dslr.proOnly'));
    await expect(tile.getByRole('link', { name: fr('importDialog.dslr.unlock') })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await expect(tile.getByRole('button', { name: fr('importDialog.dslr.configure') })).toHaveCount(
      0,
    );
  });
});
