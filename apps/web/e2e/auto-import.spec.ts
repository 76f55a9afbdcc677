import { readFile } from 'node:fs/promises';
import type { PhotosPage } from '@photodossier/domain/media-record';
import type { Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
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

/** The picker answers with the test's folder, as Chrome's does with the one the user chose. */
async function replaceDirectoryPicker(page: Page) {
  await page.addInitScript((name) => {
    Object.defineProperty(window, 'showDirectoryPicker', {
      configurable: true,
      value: async () => {
        const root = await navigator.storage.getDirectory();
        return root.getDirectoryHandle(name, { create: true });
      },
    });
  }, CAMERA_DIRECTORY);
}

/** What the camera's software does: a finished file appears in the folder. */
async function dropIntoCameraFolder(page: Page, files: { name: string; path: string }[]) {
  const payload = await Promise.all(
    files.map(async (file) => ({
      name: file.name,
      base64: (await readFile(file.path)).toString('base64'),
    })),
  );
  await page.evaluate(
    async ({ directory, items }) => {
      const root = await navigator.storage.getDirectory();
      const folder = await root.getDirectoryHandle(directory, { create: true });
      for (const item of items) {
        const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
        const handle = await folder.getFileHandle(item.name, { create: true });
        const writable = await handle.createWritable();
        await writable.write(bytes);
        await writable.close();
      }
    },
    { directory: CAMERA_DIRECTORY, items: payload },
  );
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

async function emptyCameraFolder(page: Page) {
  await page.evaluate(async (directory) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry(directory, { recursive: true }).catch(() => {});
  }, CAMERA_DIRECTORY);
}

async function openDslrPanel(page: Page) {
  const dialog = await openImportFromSidebar(page);
  await dialog
    .getByTestId('import-dslr-tile')
    .getByRole('button', { name: fr('importDialog.dslr.configure') })
    .click();
  const panel = page.getByTestId('dslr-settings-panel');
  await expect(panel).toBeVisible();
  return { dialog, panel };
}

test.describe('import automatique depuis le dossier de l’appareil photo', () => {
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
    const account = await createAccount({ firstName: 'Louise', lastName: 'Garnier' });
    await setPlan(browser, account, 'pro');
    await signIn(page, account);
    await page.goto('/patients');
    await emptyCameraFolder(page);
    const amy = await createPatient(page, 'Amy', 'Farrah');
    await enrol(page, amy, facePhoto('amy1.png'), 90_000);

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

    // The camera's software writes two shots; within 5 s the practitioner sees them.
    await dropIntoCameraFolder(page, [
      { name: 'IMG_0001.png', path: facePhoto('amy3.png') },
      { name: 'IMG_0002.png', path: facePhoto('amy4.png') },
    ]);
    await expect(page.getByText('2 nouvelle(s) photo(s) détectée(s)')).toBeVisible({
      timeout: 5_000,
    });
    const lightbox = page.getByTestId('preview-lightbox');
    await expect(lightbox).toBeVisible({ timeout: 5_000 });
    await expect(lightbox.getByTestId('lightbox-counter')).toHaveText('1 / 2');
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
    await expect(amyGroup).toContainText('2 photos');
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
      .toEqual(['IMG_0001.png', 'IMG_0002.png', 'amy1.png']);
    // "Supprimer après import": the uploaded shots left the folder, the older photo stayed.
    await expect.poll(() => cameraFolderNames(page)).toEqual(['ancienne.png']);
  });

  test('le dossier qui disparaît arrête la surveillance ; un accès refusé donne le texte de la spec', async ({
    page,
    browser,
  }) => {
    const account = await createAccount();
    await setPlan(browser, account, 'pro');
    await signIn(page, account);
    await page.goto('/patients');
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
