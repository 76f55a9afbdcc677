import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect as baseExpect, test, text } from './support/fixtures';
import type { Page } from '@playwright/test';
import { baseURL, createAccount, signIn } from './support/accounts';
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
  const dialog = page.getByRole('alertdialog', { name: fr('accountSettings.danger.dialogTitle') });
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

/** Names of the outbox files whose content mentions the value. */
async function outboxFilesMentioning(value: string): Promise<string[]> {
  const outbox = join(e2eDataDir, 'outbox');
  const names = existsSync(outbox) ? await readdir(outbox) : [];
  const found: string[] = [];
  for (const name of names) {
    if ((await readFile(join(outbox, name), 'utf8')).includes(value)) found.push(name);
  }
  return found;
}

/** Every path under the data directory that holds the value in its name. */
async function dataPathsNaming(value: string): Promise<string[]> {
  const entries = await readdir(e2eDataDir, { recursive: true });
  return entries.filter((entry) => entry.includes(value));
}

/**
 * The local OpenID provider's own pages (support/oidc-provider.mjs): the login form when it has
 * no session yet, then consent, unless it remembers both; until the app page `backAt` opens.
 */
async function throughProvider(page: Page, email: string, backAt: (url: URL) => boolean) {
  const onProvider = (url: URL) => url.pathname.startsWith('/interaction/');
  for (let step = 0; step < 4; step += 1) {
    await page.waitForURL((url) => onProvider(url) || backAt(url));
    if (backAt(new URL(page.url()))) return;
    const before = page.url();
    const login = page.locator('input[name="login"]');
    if (await login.isVisible()) {
      await login.fill(email);
      await page.locator('input[name="password"]').fill('peu-importe');
    }
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.href !== before);
  }
  throw new Error(`Still on the provider's pages: ${page.url()}`);
}

const inApp =
  (pathname: string, search = '') =>
  (url: URL) =>
    url.origin === baseURL && url.pathname === pathname && url.search === search;

test('a Google-only account deletes itself after signing in again with Google, leaving nothing', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'fr'));
  const email = `google-efface-${Date.now()}@cabinet.test`;
  await page.goto('/auth');
  await page.getByRole('button', { name: text('fr', 'auth.google') }).click();
  await throughProvider(page, email, inApp('/'));
  const session = await page.request.get('/api/v1/account/session');
  const { user } = (await session.json()) as { user: { id: string; signInMethod: string } };
  expect(user.signInMethod).toBe('google');
  const patientFolder = join(e2eDataDir, 'blobs', 'medical-photos', user.id, 'patient-efface');
  await mkdir(patientFolder, { recursive: true });
  expect(rowsMentioning([user.id, email]).length).toBeGreaterThan(1);

  await page.goto('/settings');
  const danger = page.getByRole('region', { name: fr('accountSettings.danger.title') });
  await danger.getByRole('button', { name: fr('accountSettings.danger.deleteAccount') }).click();
  let dialog = page.getByRole('alertdialog', { name: fr('accountSettings.danger.dialogTitle') });
  // No password to type: the dialog offers to sign in again with Google.
  await expect(dialog.getByLabel(fr('accountSettings.danger.password'))).toHaveCount(0);
  await dialog
    .getByRole('button', {
      name: text('fr', 'accountSettings.danger.providerReauth').replace('{{provider}}', 'Google'),
    })
    .click();
  await throughProvider(page, email, inApp('/settings', '?confirmDeletion=provider'));

  // Back on the settings, the dialog open again to finish within the next minutes.
  await expect(page).toHaveURL(/\/settings\?confirmDeletion=provider$/);
  dialog = page.getByRole('alertdialog', { name: fr('accountSettings.danger.dialogTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: fr('accountSettings.danger.confirm') }).click();
  await expect(page).toHaveURL(/\/auth$/);

  expect(rowsMentioning([user.id, email])).toEqual([]);
  expect(await dataPathsNaming(user.id)).toEqual([]);
  expect(await outboxFilesMentioning(email)).toEqual([]);
});
