import type { Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { expect, test, text, usePreferences } from './support/fixtures';
import { createPatient } from './support/import-helpers';

const fr = (key: string) => text('fr', key);

/**
 * A new account, signed in in French, that has opened one patient's record: the settings' journal
 * and its one « Dossier consulté » line.
 */
async function openJournalAfterViewingAPatient(page: Page, firstName: string, lastName: string) {
  const account = await createAccount();
  await signIn(page, account);
  const id = await createPatient(page, firstName, lastName);
  expect((await page.request.get(`/api/v1/patients/${id}`)).status()).toBe(200);
  await page.goto('/settings');
  const journal = page.getByTestId('access-journal');
  const line = journal
    .getByTestId('journal-line')
    .filter({ hasText: fr('journal.actions.patient.view') });
  await expect(line).toHaveCount(1);
  return { journal, line };
}

// The journal's five columns scrolled sideways inside their frame at 375 px: a phone shows each
// entry as a stacked row, a desktop keeps the table.
test('the access journal stacks its entries on a phone and keeps its table on a desktop', async ({
  page,
}) => {
  await usePreferences(page, 'fr');
  await page.setViewportSize({ width: 375, height: 800 });
  const { journal, line } = await openJournalAfterViewingAPatient(
    page,
    'Marie-Françoise',
    'de La Rochefoucauld-Montbazon',
  );
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

// « Du » and « Au » are typed in the reader's "Format des dates" (decision 0080); a date not yet
// whole stays as typed and is refused under its field, and the list keeps its other filters.
test('the access journal filters by the days typed, and keeps a date not yet whole', async ({
  page,
}) => {
  await usePreferences(page, 'fr');
  const { journal, line } = await openJournalAfterViewingAPatient(page, 'Odile', 'Valmont');
  const [today, tomorrow] = await page.evaluate(() =>
    [0, 1].map((days) => {
      const day = new Date();
      day.setDate(day.getDate() + days);
      const two = (value: number) => String(value).padStart(2, '0');
      return `${two(day.getDate())}${two(day.getMonth() + 1)}${day.getFullYear()}`;
    }),
  );

  const from = journal.getByRole('textbox', { name: fr('journal.from'), exact: true });
  const to = journal.getByRole('textbox', { name: fr('journal.to'), exact: true });
  await from.pressSequentially(tomorrow!);
  await expect(journal.getByText(fr('journal.empty'))).toBeVisible();

  await from.fill('');
  await from.pressSequentially(today!);
  await expect(line).toHaveCount(1);

  await to.pressSequentially(today!.slice(0, 4));
  await from.focus();
  await expect(to).toHaveValue(`${today!.slice(0, 2)}/${today!.slice(2, 4)}/`);
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(journal.getByRole('alert')).toHaveText('Date invalide');
  await expect(line).toHaveCount(1);

  await to.press('End');
  await to.pressSequentially(today!.slice(4));
  await expect(journal.getByRole('alert')).toHaveCount(0);
  await expect(line).toHaveCount(1);
});
