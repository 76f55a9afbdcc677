import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect as baseExpect, test, text } from './support/fixtures';
import { createAccount, signIn } from './support/accounts';
import { e2eDataDir } from './support/e2e-environment.mjs';

// Password hashing and deletion answer slowly on a machine shared with other runs.
const expect = baseExpect.configure({ timeout: 15_000 });
const fr = (key: string) => text('fr', key);

/** Every row of every table of the E2E server's database that mentions one of the values. */
function rowsMentioning(values: readonly string[]): Array<{ table: string; row: string }> {
  const db = new Database(join(e2eDataDir, 'photodossier.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as Array<{ name: string }>;
    const found: Array<{ table: string; row: string }> = [];
    for (const { name } of tables) {
      for (const row of db.prepare(`select * from "${name}"`).all()) {
        const serialised = JSON.stringify(row);
        if (values.some((value) => serialised.includes(value)))
          found.push({ table: name, row: serialised });
      }
    }
    return found;
  } finally {
    db.close();
  }
}

test.describe.configure({ timeout: 90_000 });

test('deleting the account leaves no row and no stored file of the user', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'fr'));
  const account = await createAccount({ firstName: 'Léa', lastName: 'Supprimée' });
  const neighbour = await createAccount();
  await signIn(page, account);
  const session = await page.request.get('/api/v1/account/session');
  const userId = ((await session.json()) as { user: { id: string } }).user.id;

  // Data of the user in several tables: a settings document, a PIN, sessions, the account.
  await page.goto('/settings');
  const compte = page.getByRole('region', { name: fr('accountSettings.account.title') });
  await compte.getByLabel(fr('accountSettings.account.prenom'), { exact: true }).fill('Léa');
  await compte.getByLabel(fr('accountSettings.account.nom'), { exact: true }).fill('Supprimée');
  await compte.getByRole('button', { name: fr('accountSettings.save') }).click();
  await expect
    .poll(() => rowsMentioning([userId]).some((found) => found.table === 'user_settings'))
    .toBe(true);
  // A stored photo of the user, as the media upload will write it (spec 01 §7 storage key).
  const photoFolder = join(e2eDataDir, 'blobs', 'medical-photos', userId, 'unassigned');
  await mkdir(photoFolder, { recursive: true });
  await writeFile(join(photoFolder, '1732280000000-abc123.jpg'), 'jpeg bytes');
  expect(rowsMentioning([userId, account.email]).length).toBeGreaterThan(2);

  const danger = page.getByRole('region', { name: fr('accountSettings.danger.title') });
  await danger.getByRole('button', { name: fr('accountSettings.danger.deleteAccount') }).click();
  const dialog = page.getByRole('dialog', { name: fr('accountSettings.danger.dialogTitle') });
  await dialog
    .getByLabel(fr('accountSettings.danger.password'), { exact: true })
    .fill(account.password);
  await dialog.getByRole('button', { name: fr('accountSettings.danger.confirm') }).click();
  await expect(page).toHaveURL(/\/auth$/);

  expect(rowsMentioning([userId, account.email])).toEqual([]);
  expect(
    existsSync(
      join(e2eDataDir, 'blobs', 'medical-photos', userId, 'unassigned', '1732280000000-abc123.jpg'),
    ),
  ).toBe(false);
  // The other account is untouched.
  expect(rowsMentioning([neighbour.email]).map((found) => found.table)).toContain('user');
});
