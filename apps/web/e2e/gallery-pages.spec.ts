import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { PRACTICE_TIME_ZONE } from '@photodossier/domain/calendar-date';
import Database from 'better-sqlite3';
import { baseURL, createAccount, signIn } from './support/accounts';
import { demoPortraitJpeg, uploadDemoPhoto } from './support/demo-media';
import { e2eDataDir } from './support/e2e-environment.mjs';
import { expect, test, usePreferences } from './support/fixtures';

// The Galerie loads 200 photos per page while the practitioner scrolls (lib/api/get-photos),
// and lays out only the days each new page touches (layoutGallery). A library of 450 photos,
// 24 a day, puts a day across each page boundary: every day must still show once, with all
// its photos, down to the oldest photo.

const PHOTOS = 450;
const PER_DAY = 24;
// 17:00 in Paris, the newest photo of each day; the oldest of a day is at 09:20.
const FIRST_DAY = Date.UTC(2025, 0, 31, 16);

/** Copies of one uploaded photo, sharing its stored files, 20 minutes apart on each day. */
function fillLibrary(userId: string, template: Record<string, unknown>): string[] {
  const db = new Database(join(e2eDataDir, 'photodossier.sqlite'), { fileMustExist: true });
  try {
    const columns = Object.keys(template);
    const insert = db.prepare(
      `insert into photos (${columns.map((column) => `"${column}"`).join(', ')}) values (${columns
        .map((column) => `@${column}`)
        .join(', ')})`,
    );
    const ids: string[] = [];
    db.transaction(() => {
      for (let index = 1; index < PHOTOS; index += 1) {
        const day = Math.floor(index / PER_DAY);
        const at = FIRST_DAY - day * 86_400_000 - (index % PER_DAY) * 20 * 60_000;
        const id = randomUUID();
        ids.push(id);
        insert.run({
          ...template,
          id,
          user_id: userId,
          date_prise: at,
          created_at: at,
          updated_at: at,
          filename: `photo-${index}.jpg`,
        });
      }
    })();
    return ids;
  } finally {
    db.close();
  }
}

test.use({ timezoneId: PRACTICE_TIME_ZONE });

test('the Galerie scrolls through several pages of photos to the oldest, each day once and whole', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await usePreferences(page, 'fr');
  const account = await createAccount();
  await signIn(page, account);
  const first = await uploadDemoPhoto(page, {
    name: 'photo-0.jpg',
    bytes: await demoPortraitJpeg({ seed: 3, width: 320 }),
  });
  const db = new Database(join(e2eDataDir, 'photodossier.sqlite'), { readonly: true });
  const template = db.prepare('select * from photos where id = ?').get(first.id) as {
    user_id: string;
  } & Record<string, unknown>;
  db.close();
  await page.request.patch(`/api/v1/photos/${first.id}`, {
    data: { date_prise: new Date(FIRST_DAY).toISOString() },
    headers: { origin: baseURL },
  });
  const oldestId = fillLibrary(template.user_id, template).at(-1)!;

  await page.goto('/patients/photos');
  const grid = page.getByTestId('photo-grid');
  await expect(grid.getByTestId('gallery-tile').first()).toBeVisible();

  const headers = new Map<string, { heading: string; count: string }>();
  const noteHeaders = async () => {
    const seen = await grid.evaluate((element) =>
      [...element.querySelectorAll('[data-index]')].flatMap((row) => {
        const heading = row.querySelector('h2, h3');
        if (!heading) return [];
        return [
          {
            index: row.getAttribute('data-index') ?? '',
            heading: heading.textContent ?? '',
            count: heading.nextElementSibling?.textContent ?? '',
          },
        ];
      }),
    );
    for (const header of seen) headers.set(header.index, header);
  };
  const oldest = grid.locator(`a[href*="${oldestId}"]`);
  // Each step is shorter than the window, so every row is drawn at some step.
  for (let step = 0; step < 500 && !(await oldest.isVisible()); step += 1) {
    await noteHeaders();
    await page.mouse.wheel(0, 500);
  }
  await expect(oldest).toBeVisible();
  // The last day's header, drawn with the oldest photo.
  await noteHeaders();

  const days = [...headers.values()];
  const expectedDays = Math.ceil(PHOTOS / PER_DAY);
  expect(new Set(days.map((day) => day.heading)).size).toBe(days.length);
  expect(days).toHaveLength(expectedDays);
  expect(days[0]).toMatchObject({
    heading: 'Vendredi 31 janvier 2025',
    count: `${PER_DAY} médias`,
  });
  for (const day of days.slice(0, -1)) expect(day.count).toBe(`${PER_DAY} médias`);
  expect(days.at(-1)?.count).toBe(`${PHOTOS - (expectedDays - 1) * PER_DAY} médias`);
});
