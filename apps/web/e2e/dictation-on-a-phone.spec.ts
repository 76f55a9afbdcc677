import { baseURL, createAccount, signIn } from './support/accounts';
import { expect, test, text, usePreferences } from './support/fixtures';

const fr = (key: string) => text('fr', key);

// On a phone the editor is stacked under the recorder and the whole list: the dictation a
// practitioner opens is brought on screen and focused, not left below the fold.
test('a dictation opened on a phone comes into view, focused; on a desktop nothing moves', async ({
  page,
}) => {
  const account = await createAccount();
  await usePreferences(page, 'fr');
  await signIn(page, account);
  const beta = await page.request.patch('/api/v1/settings/beta-features', {
    headers: { origin: baseURL },
    data: { dictaphone: true },
  });
  expect(beta.status(), await beta.text()).toBe(200);
  for (const title of ['Consultation Léa Martin', 'Compte rendu Hugo Petit', 'Suivi Anne Roux']) {
    const created = await page.request.post('/api/v1/dictations', {
      headers: { origin: baseURL },
      data: { title, recorded_on: '2026-11-25', patient_id: null, text: 'Texte dicté' },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  // An instant scroll: a smooth one still under way would move the page after the checks below.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/medical-dictation');
  const list = page.getByRole('list', { name: fr('dictation.listLabel') });
  await list.getByRole('button', { name: /Suivi Anne Roux/ }).click();
  const card = page.getByRole('region', { name: 'Suivi Anne Roux' });
  await expect(card).toBeFocused();
  await expect(card.getByLabel(fr('dictation.fields.title'))).toBeInViewport();
  // Its top clears the sticky header rather than sliding under it.
  const header = await page.locator('header').first().boundingBox();
  await expect
    .poll(async () => (await card.boundingBox())?.y)
    .toBeGreaterThanOrEqual(header!.y + header!.height);
  await expect(card.getByLabel(fr('dictation.fields.title'))).toHaveValue('Suivi Anne Roux');

  // Tall enough for the whole list to show from the page's top: the click scrolls nothing itself.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const other = list.getByRole('button', { name: /Consultation Léa Martin/ });
  await expect(other).toBeInViewport({ ratio: 1 });
  await other.click();
  await expect(page.getByRole('region', { name: 'Consultation Léa Martin' })).toBeVisible();
  // Beside the list, the editor is already on screen: the page does not jump or steal focus.
  // From the page's top, a page that shrinks for a moment cannot hide a jump either.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(other).toBeFocused();
});
