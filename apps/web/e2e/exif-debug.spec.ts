import sharp from 'sharp';
import { createDemoPatient, demoPortraitJpeg, uploadDemoPhoto } from './support/demo-media';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';
import { signInOncePerFile } from './support/signed-in-state';

// /exif-debug (issue 21): the EXIF of a real JPEG, read from a file of the device and from a
// stored photo, with the dates the product derives from it and GPS as present or absent.

const fr = (key: string) => text('fr', key);

signInOncePerFile('exif-debug');

// Taken at 09:30 in Paris summer time: 07:30 UTC, whatever zone the browser is in.
const TAKEN_AT = '2026:05:14 09:30:00';
const OFFSET = '+02:00';
const TAKEN_AT_ISO = '2026-05-14T07:30:00.000Z';

test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

test('a JPEG of the device: every field, the derived dates and GPS present', async ({ page }) => {
  const jpeg = await demoPortraitJpeg({ seed: 3, takenAt: TAKEN_AT, offset: OFFSET, gps: true });
  await page.goto('/exif-debug');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('pages.exifDebug.title'));
  await page
    .getByTestId('exif-file-input')
    .setInputFiles({ name: 'seance-mai.jpg', mimeType: 'image/jpeg', buffer: jpeg });

  const dates = page.getByTestId('exif-dates');
  await expect(dates).toContainText(fr('exifDebug.datesComputed').split('(')[0]!.trim());
  await expect(dates.getByTestId('exif-date-field')).toHaveText([
    `DateTimeOriginal${TAKEN_AT}`,
    `OffsetTimeOriginal${OFFSET}`,
  ]);
  await expect(page.getByTestId('exif-date-prise-iso')).toHaveText(TAKEN_AT_ISO);
  await expect(dates).toContainText(fr('exifDebug.datePriseSource.capture'));

  const gps = page.getByTestId('exif-gps');
  await expect(gps).toHaveAttribute('data-present', 'true');
  await expect(gps).toContainText(fr('exifDebug.gpsPresent'));
  await expect(gps.getByRole('note')).toBeVisible();

  // Every other block is listed field by field; the coordinates themselves never are.
  await expect(page.getByTestId('exif-group-ifd0')).toContainText('Demonstration');
  await expect(page.getByTestId('exif-group-exif')).toContainText('DateTimeOriginal');
  await expect(page.getByTestId('exif-report')).not.toContainText('45, 45, 36');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a stored photo: the dates the server recorded, read from its own file', async ({ page }) => {
  const jpeg = await demoPortraitJpeg({ seed: 4, takenAt: TAKEN_AT, offset: OFFSET, gps: true });
  const patient = await createDemoPatient(page, { prenom: 'Nina', nom: 'Carpentier' });
  const photo = await uploadDemoPhoto(page, {
    name: 'nina-levres.jpg',
    bytes: jpeg,
    patientId: patient.id,
  });
  expect(photo.date_prise).toBe(TAKEN_AT_ISO);

  await page.goto('/exif-debug');
  const tile = page.locator(`a[href="/exif-debug?photo=${photo.id}"]`);
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/exif-debug\\?photo=${photo.id}$`));
  const dates = page.getByTestId('exif-dates');
  await expect(dates).toContainText(fr('exifDebug.datesStored'));
  await expect(dates.getByTestId('exif-date-field')).toHaveText(
    Object.entries(photo.exif_dates ?? {}).map(([name, value]) => `${name}${value}`),
  );
  await expect(page.getByTestId('exif-date-prise-iso')).toHaveText(photo.date_prise);
  await expect(page.getByTestId('exif-gps')).toHaveAttribute('data-present', 'true');
  await expect(page.getByTestId('exif-group-exif')).toContainText(TAKEN_AT);

  await page.getByRole('button', { name: fr('exifDebug.another') }).click();
  await expect(page).toHaveURL(/\/exif-debug$/);
  await expect(page.getByTestId('exif-report')).toHaveCount(0);
});

test('a file without EXIF dates or GPS falls back to its own date', async ({ page }) => {
  const bare = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#d6a082' },
  })
    .jpeg()
    .toBuffer();
  await usePreferences(page, 'en');
  await page.goto('/exif-debug');
  await page
    .getByTestId('exif-file-input')
    .setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: bare });
  await expect(page.getByTestId('exif-dates')).toContainText(text('en', 'exifDebug.noExifDates'));
  await expect(page.getByTestId('exif-dates')).toContainText(
    text('en', 'exifDebug.datePriseSource.file'),
  );
  await expect(page.getByTestId('exif-gps')).toHaveAttribute('data-present', 'false');
  await expect(page.getByTestId('exif-gps')).toContainText(text('en', 'exifDebug.gpsAbsent'));
});
