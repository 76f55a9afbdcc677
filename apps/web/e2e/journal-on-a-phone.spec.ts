import { createAccount, signIn } from './support/accounts';
import { expect, test, text, usePreferences } from './support/fixtures';
import { createPatient } from './support/import-helpers';

const fr = (key: string) => text('fr', key);

// The journal's five columns scrolled sideways inside their frame at 375 px: a phone shows each
// entry as a stacked row, a desktop keeps the table.
test('the access journal stacks its entries on a phone and keeps its table on a desktop', async ({
  page,
}) => {
  const account = await createAccount();
  await usePreferences(page, 'fr');
  await signIn(page, account);
  const id = await createPatient(page, 'Marie-Françoise', 'de La Rochefoucauld-Montbazon');
  expect((await page.request.get(`/api/v1/patients/${id}`)).status()).toBe(200);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/settings');
  const journal = page.getByTestId('access-journal');
  const line = journal
    .getByTestId('journal-line')
    .filter({ hasText: fr('journal.actions.patient.view') });
  await expect(line).toHaveCount(1);
  await line.scrollIntoViewIfNeeded();
  await expect(journal.getByRole('table')).toHaveCount(0);
  await expect(line).toContainText('Marie-Françoise de La Rochefoucauld-Montbazon');
  await expect(line.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  const frame = line.locator('xpath=ancestor::div[contains(@class,"overflow-auto")][1]');
  const widths = await frame.evaluate((element) => [element.scrollWidth, element.clientWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(journal.getByRole('table')).toBeVisible();
  await expect(
    journal.getByRole('columnheader', { name: fr('journal.patient'), exact: true }),
  ).toBeVisible();
  await expect(
    journal.getByRole('row').filter({ hasText: fr('journal.actions.patient.view') }),
  ).toHaveCount(1);
});
