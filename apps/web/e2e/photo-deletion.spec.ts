import type { PhotoRecord } from '@photodossier/domain/media-record';
import type { Locator, Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { createDemoPatient, demoPortraitJpeg, uploadDemoPhoto } from './support/demo-media';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';

// Issue 26, item 5: a filed photo is deleted (to the trash) where it is listed, the patient's
// timeline, Galerie « Toutes » and the viewer, not only through the storage manager.

const fr = (key: string) => text('fr', key);
const deleteTitle = (count: number) =>
  fr(count === 1 ? 'media.delete.title_one' : 'media.delete.title_other').replace(
    '{{count}}',
    String(count),
  );

test.describe.configure({ timeout: 90_000 });

async function signInPractitioner(page: Page) {
  await signIn(page, await createAccount({ firstName: 'Claire', lastName: 'Morel' }));
  await page.goto('/patients/photos');
}

async function uploadPortraits(page: Page, count: number, patientId?: string) {
  const photos: PhotoRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    photos.push(
      await uploadDemoPhoto(page, {
        name: `portrait-${index + 1}.jpg`,
        bytes: await demoPortraitJpeg({ seed: index + 1, width: 480 }),
        // One minute apart, so the order of the list is known.
        lastModified: Date.UTC(2026, 10, 2, 10, index),
        ...(patientId ? { patientId } : {}),
      }),
    );
  }
  return photos;
}

function tiles(within: Page | Locator) {
  return within.getByTestId('gallery-tile');
}

function tile(within: Page | Locator, photo: PhotoRecord) {
  return within.locator(`[data-testid="gallery-tile"][data-photo-id="${photo.id}"]`);
}

/** Confirms the deletion dialog with the expected title, then leaves the "moved" notice. */
async function confirmDeletion(page: Page, count: number) {
  const dialog = page.getByRole('alertdialog', { name: deleteTitle(count) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    fr(count === 1 ? 'media.delete.text_one' : 'media.delete.text_other'),
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: fr('media.delete.confirm') }).click();
  const moved = page.getByRole('dialog', { name: fr('media.delete.movedTitle') });
  await expect(moved).toBeVisible();
  await moved.getByRole('button', { name: fr('media.delete.continue') }).click();
  await expect(moved).toBeHidden();
}

async function trashedIds(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/v1/storage/media?view=trash&limit=100');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { items: Array<{ id: string }> };
  return body.items.map((item) => item.id).sort();
}

async function expectInTrashPage(page: Page, count: number) {
  await page.goto('/trash');
  await expect(page.getByRole('heading', { level: 1, name: 'Corbeille' })).toBeVisible();
  await expect(page.getByTestId('trashed-media-row')).toHaveCount(count);
}

test.describe('supprimer des photos classées', () => {
  test.beforeEach(({ page }) => usePreferences(page, 'fr'));

  test('depuis la chronologie du patient : sélection de deux photos, puis corbeille', async ({
    page,
  }, testInfo) => {
    await signInPractitioner(page);
    const patient = await createDemoPatient(page, { nom: 'Lefèvre', prenom: 'Julie' });
    const photos = await uploadPortraits(page, 3, patient.id);

    await page.goto(`/patient/${patient.id}`);
    const timeline = page.getByTestId('patient-media-timeline');
    await expect(tiles(timeline)).toHaveCount(3);
    await timeline.getByRole('button', { name: fr('media.selection.start') }).click();
    const toolbar = timeline.getByRole('toolbar', { name: fr('media.selection.toolbarLabel') });
    await expect(
      toolbar.getByRole('button', { name: fr('media.selection.delete'), exact: true }),
    ).toBeDisabled();
    await tile(timeline, photos[0]!).click();
    await tile(timeline, photos[2]!).click();
    await expect(toolbar).toContainText('2 sélectionnées');
    await page.screenshot({ path: testInfo.outputPath('timeline-selection-1280.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(toolbar).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('timeline-selection-375.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    await toolbar.getByRole('button', { name: fr('media.selection.delete'), exact: true }).click();
    await confirmDeletion(page, 2);

    // The timeline updates at once and leaves selection mode.
    await expect(tiles(timeline)).toHaveCount(1);
    await expect(tile(timeline, photos[1]!)).toBeVisible();
    await expect(toolbar).toBeHidden();
    expect(await trashedIds(page)).toEqual([photos[0]!.id, photos[2]!.id].sort());
    await expectInTrashPage(page, 2);
  });

  test('depuis Galerie « Toutes » : une photo à la corbeille, deux photos comparées', async ({
    page,
  }, testInfo) => {
    await signInPractitioner(page);
    const patient = await createDemoPatient(page, { nom: 'Roux', prenom: 'Emma' });
    const filed = await uploadPortraits(page, 2, patient.id);
    const [loose] = await uploadPortraits(page, 1);

    await page.goto('/patients/photos');
    await expect(tiles(page)).toHaveCount(3);
    await page.getByRole('button', { name: fr('media.selection.start') }).click();
    const toolbar = page.getByRole('toolbar', { name: fr('media.selection.toolbarLabel') });
    // The Galerie has no assignment: that is the unassigned list's.
    await expect(toolbar.getByRole('button', { name: fr('media.selection.assign') })).toHaveCount(
      0,
    );
    await tile(page, loose!).click();
    await expect(toolbar).toContainText('1 sélectionnée');
    await page.screenshot({ path: testInfo.outputPath('gallery-selection-1280.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: testInfo.outputPath('gallery-selection-375.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await toolbar.getByRole('button', { name: fr('media.selection.delete'), exact: true }).click();
    await confirmDeletion(page, 1);
    await expect(tiles(page)).toHaveCount(2);
    await expect(tile(page, loose!)).toHaveCount(0);
    expect(await trashedIds(page)).toEqual([loose!.id]);

    // Two photos of one patient go to that patient's comparison.
    await page.getByRole('button', { name: fr('media.selection.start') }).click();
    const compare = toolbar.getByRole('button', { name: fr('media.selection.compare') });
    await tile(page, filed[0]!).click();
    await expect(compare).toBeDisabled();
    await tile(page, filed[1]!).click();
    await compare.click();
    await expect(page).toHaveURL(new RegExp(`/patient/${patient.id}/compare\\?photos=`));
    const ids = new URL(page.url()).searchParams.get('photos')!.split(',').sort();
    expect(ids).toEqual([filed[0]!.id, filed[1]!.id].sort());
    await expectInTrashPage(page, 1);
  });

  test('depuis la visionneuse : la photo suivante s’affiche, puis la visionneuse se ferme', async ({
    page,
  }, testInfo) => {
    await signInPractitioner(page);
    const patient = await createDemoPatient(page, { nom: 'Petit', prenom: 'Léa' });
    const photos = await uploadPortraits(page, 2, patient.id);

    await page.goto(`/patient/${patient.id}`);
    const timeline = page.getByTestId('patient-media-timeline');
    await expect(tiles(timeline)).toHaveCount(2);
    // Newest first: the second photo opens, the first one is next.
    await tile(timeline, photos[1]!).click();
    const viewer = page.getByTestId('photo-viewer');
    await expect(viewer).toHaveAttribute('data-photo-id', photos[1]!.id);
    await page.screenshot({ path: testInfo.outputPath('viewer-delete-1280.png') });
    await viewer.getByRole('button', { name: fr('viewer.delete'), exact: true }).click();
    await confirmDeletion(page, 1);
    await expect(viewer).toHaveAttribute('data-photo-id', photos[0]!.id);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(
      viewer.getByRole('button', { name: fr('viewer.delete'), exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('viewer-delete-375.png') });
    await viewer.getByRole('button', { name: fr('viewer.delete'), exact: true }).click();
    await confirmDeletion(page, 1);
    // The last one gone, the viewer closes back to the patient, whose timeline is empty.
    await expect(viewer).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/patient/${patient.id}$`));
    await expect(timeline.getByTestId('gallery-empty')).toBeVisible();
    expect(await trashedIds(page)).toEqual(photos.map((photo) => photo.id).sort());
    await expectInTrashPage(page, 2);
  });
});
