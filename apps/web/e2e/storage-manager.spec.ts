import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatBytes } from '@photodossier/domain/size';
import type { StorageMediaPage } from '@photodossier/domain/storage-media';
import type { StorageStats } from '@photodossier/domain/storage-stats';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { baseURL, createAccount, signIn } from './support/accounts';
import { uploadDemoPhoto } from './support/demo-media';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';

// Issue 5: a practitioner uploads a photo, moves it to the trash, finds it in the storage
// manager's Corbeille, restores it, trashes it again and empties the trash with the swipe,
// the breakdown and the footer following each step.

const fr = (key: string) => text('fr', key);
const size = (bytes: number) => formatBytes(bytes, { locale: 'fr', unitStyle: 'french' });

let mediaDir = '';
let jpegPath = '';

test.beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'photodossier-storage-e2e-'));
  jpegPath = join(mediaDir, 'profil-gauche.jpg');
  await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 190, g: 140, b: 120 } },
  })
    .jpeg({ quality: 90 })
    .toFile(jpegPath);
});

test.afterAll(async () => {
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

async function stats(page: Page): Promise<StorageStats> {
  const response = await page.request.get('/api/v1/storage/stats');
  expect(response.status()).toBe(200);
  return (await response.json()) as StorageStats;
}

async function legend(manager: Locator, key: string, value: string) {
  await expect(
    manager.getByTestId(`storage-legend-${key}`).getByTestId('storage-legend-value'),
  ).toHaveText(value);
}

/** The legend's five file buckets and the footer, as the manager shows them now. */
async function expectFigures(
  page: Page,
  manager: Locator,
  expected: { images: number; trashImages: number; photoBytes: number; shown: number },
) {
  const imageBytes = expected.images * expected.photoBytes;
  const trashBytes = expected.trashImages * expected.photoBytes;
  await legend(manager, 'images', `${expected.images} • ${size(imageBytes)}`);
  await legend(manager, 'trashImages', `${expected.trashImages} • ${size(trashBytes)}`);
  await legend(manager, 'videos', `0 • ${size(0)}`);
  await legend(manager, 'trashVideos', `0 • ${size(0)}`);
  await legend(manager, 'drive', `0 • ${size(0)}`);
  await expect(manager.getByTestId('storage-footer-shown')).toHaveText(
    `${expected.shown} fichier(s) • ${size(expected.shown * expected.photoBytes)} affiché(s)`,
  );
  const figures = await stats(page);
  expect(figures.breakdown.images.count).toBe(expected.images);
  expect(figures.breakdown.trash_images.count).toBe(expected.trashImages);
  await legend(manager, 'free', size(figures.total_bytes - figures.used_bytes));
  await expect(manager.getByTestId('storage-footer-usage')).toHaveText(
    `${size(figures.used_bytes)} / ${size(figures.total_bytes)} utilisé`,
  );
}

/**
 * Drags the slider's handle from where it rests to `toX`, checking while the button is held
 * that the handle follows the pointer at `expectedPercent`, so a press that missed the handle
 * fails here rather than as a confirmation that never comes.
 */
async function dragHandle(page: Page, slider: Locator, toX: number, expectedPercent: RegExp) {
  const handle = slider.getByRole('slider');
  const box = (await handle.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move((box.x + box.width / 2 + toX) / 2, y, { steps: 5 });
  await page.mouse.move(toX, y, { steps: 5 });
  await expect(slider).toHaveAttribute('data-state', 'dragging');
  await expect(handle).toHaveAttribute('aria-valuenow', expectedPercent);
  await page.mouse.up();
}

test.describe('gestionnaire de stockage', () => {
  // Sign-up, an upload with server processing and five round trips: slow on a shared machine.
  test.slow();

  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  test('envoyer, mettre à la corbeille, restaurer, remettre à la corbeille puis vider avec le glissement', async ({
    page,
  }) => {
    const account = await createAccount({ firstName: 'Lucie', lastName: 'Perrin' });
    await signIn(page, account);
    await page.goto('/patients/unassigned');
    await expect(page.getByTestId('gallery-empty')).toBeVisible();

    await page.getByTestId('media-upload-input').setInputFiles(jpegPath);
    const panel = page.getByTestId('upload-panel');
    await expect(panel.locator('[data-testid="upload-item"][data-status="done"]')).toHaveCount(1, {
      timeout: 60_000,
    });
    await panel.getByRole('button', { name: fr('media.upload.close') }).click();
    const listed = await page.request.get('/api/v1/storage/media?view=active');
    const photo = ((await listed.json()) as StorageMediaPage).items[0]!;
    const photoBytes = photo.file_size;
    expect(photoBytes).toBeGreaterThan(0);

    // The sidebar meter shows the real usage and opens the manager on the active media.
    const meter = page.getByTestId('storage-meter');
    await expect(meter).toContainText(`${size((await stats(page)).used_bytes)} / 5 Go`);
    await meter.click();
    const manager = page.getByRole('dialog', { name: fr('storageManager.title') });
    await expect(manager).toHaveAttribute('data-view', 'active');
    const row = manager.getByTestId('storage-media-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(photo.filename);
    await expect(row).toContainText(fr('storageManager.unassigned'));
    await expect(row).toContainText(size(photoBytes));
    await expectFigures(page, manager, { images: 1, trashImages: 0, photoBytes, shown: 1 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await manager
      .getByRole('button', { name: fr('storageManager.close') })
      .last()
      .click();
    await expect(manager).toBeHidden();

    // Moved to the trash from the gallery: the info dialog leads to the manager's Corbeille.
    await page.getByRole('button', { name: fr('media.selection.start') }).click();
    await page.getByRole('checkbox', { name: /^Sélectionner : / }).check({ force: true });
    await page
      .getByTestId('selection-toolbar')
      .getByRole('button', { name: fr('media.selection.delete'), exact: true })
      .click();
    await page
      .getByTestId('delete-photos-dialog')
      .getByRole('button', { name: fr('media.delete.confirm') })
      .click();
    const moved = page.getByRole('dialog', { name: 'Fichiers déplacés vers la corbeille' });
    await expect(moved).toBeVisible();
    await moved.getByRole('button', { name: 'Aller à la corbeille' }).click();
    await expect(manager).toHaveAttribute('data-view', 'trash');
    await expect(manager.getByRole('button', { name: 'Corbeille', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(photo.filename);
    await expect(row).toContainText(fr('storageManager.badge.trash'));
    await expectFigures(page, manager, { images: 0, trashImages: 1, photoBytes, shown: 1 });

    // Restored: the trash is empty again and the photo counts as an image.
    await row.getByRole('checkbox').check();
    await expect(manager.getByTestId('storage-selection-summary')).toHaveText(
      `1 sélectionné(s) • ${size(photoBytes)}`,
    );
    await manager.getByRole('button', { name: 'Restaurer' }).click();
    await expect(page.getByText('1 fichier(s) restauré(s) avec succès')).toBeVisible();
    await expect(manager.getByTestId('storage-empty')).toHaveText(
      'Aucun fichier dans la corbeille',
    );
    await expectFigures(page, manager, { images: 1, trashImages: 0, photoBytes, shown: 0 });

    // Back to the trash from the manager's own Actifs list.
    await manager.getByRole('button', { name: 'Actifs' }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole('checkbox').check();
    await manager.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const movedAgain = page.getByTestId('moved-to-trash-dialog');
    await expect(movedAgain).toContainText('Fichiers déplacés vers la corbeille');
    await movedAgain.getByRole('button', { name: 'Aller à la corbeille' }).click();
    await expect(manager.getByRole('button', { name: 'Corbeille', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(row).toHaveCount(1);
    await expectFigures(page, manager, { images: 0, trashImages: 1, photoBytes, shown: 1 });

    // Emptied with the swipe: a short drag springs back, a full one confirms.
    await manager.getByRole('button', { name: 'Vider la corbeille' }).click();
    const confirm = page.getByTestId('empty-trash-dialog');
    await expect(confirm).toContainText('1 fichier(s) de la corbeille');
    await expect(confirm).toContainText('irréversible');
    const slider = confirm.getByTestId('swipe-confirm');
    await expect(slider).toContainText('Glissez pour vider la corbeille');
    const handle = slider.getByRole('slider');
    const handleBox = (await handle.boundingBox())!;
    await dragHandle(page, slider, handleBox.x + handleBox.width / 2 + 60, /^[1-9]\d?$/);
    await expect(slider).toHaveAttribute('data-state', 'idle');
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
    expect((await stats(page)).breakdown.trash_images.count).toBe(1);

    const emptied = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/v1/trash/empty',
      // Generous: the server deletes the files before it answers, on a machine busy with the suite.
      { timeout: 60_000 },
    );
    const trackBox = (await slider.boundingBox())!;
    await dragHandle(page, slider, trackBox.x + trackBox.width + 20, /^100$/);
    expect((await emptied).status()).toBe(200);
    // The lists and figures are fetched again before the dialog says it is done.
    await expect(page.getByText('Corbeille vidée')).toBeVisible({ timeout: 30_000 });
    await expect(confirm).toBeHidden();
    await expect(manager.getByTestId('storage-empty')).toHaveText(
      'Aucun fichier dans la corbeille',
    );
    await expectFigures(page, manager, { images: 0, trashImages: 0, photoBytes, shown: 0 });
    expect((await stats(page)).used_bytes).toBe(0);
    const summary = await page.request.get('/api/v1/trash/summary');
    expect(((await summary.json()) as { photos: { count: number } }).photos.count).toBe(0);
  });

  test("un autre utilisateur ne voit pas les fichiers ni la corbeille d'un praticien", async ({
    page,
    browser,
  }) => {
    const owner = await createAccount();
    await signIn(page, owner);
    await page.goto('/patients/unassigned');
    await page.getByTestId('media-upload-input').setInputFiles(jpegPath);
    await expect(
      page.getByTestId('upload-panel').locator('[data-testid="upload-item"][data-status="done"]'),
    ).toHaveCount(1, { timeout: 60_000 });
    const listed = (await (
      await page.request.get('/api/v1/storage/media?view=active')
    ).json()) as StorageMediaPage;
    const photoId = listed.items[0]!.id;
    const trashed = await page.request.post('/api/v1/photos/delete', {
      headers: { origin: new URL(page.url()).origin },
      data: { ids: [photoId] },
    });
    expect(trashed.status()).toBe(200);

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await usePreferences(other, 'fr');
    await signIn(other, await createAccount());
    await other.goto('/patients');
    await other.getByTestId('storage-meter').click();
    const manager = other.getByRole('dialog', { name: fr('storageManager.title') });
    await expect(manager.getByTestId('storage-empty')).toHaveText('Aucun fichier trouvé');
    await manager.getByRole('button', { name: 'Corbeille', exact: true }).click();
    await expect(manager.getByTestId('storage-empty')).toHaveText(
      'Aucun fichier dans la corbeille',
    );
    // The other account cannot restore or delete it either; the owner's trash keeps it.
    const headers = { origin: new URL(other.url()).origin };
    const restore = await other.request.post('/api/v1/trash/photos/restore', {
      headers,
      data: { ids: [photoId] },
    });
    expect(await restore.json()).toEqual({ restored: 0, ids: [] });
    const erase = await other.request.post('/api/v1/trash/photos/delete', {
      headers,
      data: { ids: [photoId] },
    });
    expect(((await erase.json()) as { photos: number }).photos).toBe(0);
    expect((await other.request.post('/api/v1/trash/empty', { headers })).status()).toBe(200);
    await otherContext.close();
    const trash = (await (
      await page.request.get('/api/v1/storage/media?view=trash')
    ).json()) as StorageMediaPage;
    expect(trash.items.map((item) => item.id)).toEqual([photoId]);
  });

  test('sur un téléphone, la barre de la corbeille passe à la ligne sans glisser sous la liste', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 780 });
    await signIn(page, await createAccount());
    const bytes = await readFile(jpegPath);
    const ids: string[] = [];
    for (const name of ['avant.jpg', 'apres.jpg'])
      ids.push((await uploadDemoPhoto(page, { name, bytes })).id);
    const trashed = await page.request.post('/api/v1/photos/delete', {
      headers: { origin: baseURL },
      data: { ids },
    });
    expect(trashed.status()).toBe(200);
    await page.goto('/settings');
    await page
      .locator('#settings-data')
      .getByRole('button', { name: fr('accountSettings.data.openStorageManager') })
      .click();
    const manager = page.getByRole('dialog', { name: fr('storageManager.title') });
    await manager.getByRole('button', { name: fr('storageManager.views.trash') }).click();
    await manager.getByRole('checkbox', { name: fr('storageManager.selectAll') }).check();
    const bar = manager.getByTestId('storage-selection-bar');
    const emptyTrash = bar.getByRole('button', { name: fr('storageManager.emptyTrash') });
    await expect(emptyTrash).toBeVisible();
    const barBox = (await bar.boundingBox())!;
    const buttonBox = (await emptyTrash.boundingBox())!;
    const listBox = (await manager.getByTestId('storage-media-browser').boundingBox())!;
    // The buttons wrapped under the summary: the bar grew around them and the list starts below.
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(barBox.y + barBox.height);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(listBox.y);
    await emptyTrash.click();
    await expect(
      page.getByRole('slider', { name: fr('storageManager.emptyTrashConfirm.swipe') }),
    ).toBeVisible();
  });

  test('sur un téléphone, sans jauge dans la barre latérale, les paramètres ouvrent le gestionnaire et la corbeille', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, await createAccount());
    await page.goto('/settings');
    const data = page.locator('#settings-data');
    // Once the page is there: the sidebar and its meter are in the page but not shown below
    // 768 px (checked before the page rendered, "no meter" would hold by accident).
    await expect(data).toBeVisible();
    await expect(page.getByTestId('storage-meter')).toHaveCount(1);
    await expect(page.getByTestId('storage-meter')).toBeHidden();
    await data.getByRole('button', { name: fr('accountSettings.data.openStorageManager') }).click();
    const manager = page.getByRole('dialog', { name: fr('storageManager.title') });
    await expect(manager.getByTestId('storage-empty')).toHaveText('Aucun fichier trouvé');
    await manager.getByRole('button', { name: 'Fermer', exact: true }).last().click();
    await expect(manager).toHaveCount(0);
    await data.getByRole('link', { name: fr('accountSettings.data.trash') }).click();
    await expect(page).toHaveURL('/trash');
  });
});
