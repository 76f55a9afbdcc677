import { formatErrorMessage } from '@photodossier/domain/errors';
import { createAccount } from './support/accounts';
import { expect, test, text, usePreferences } from './support/fixtures';

// Google sign-in (decision 0010) against a real OpenID provider started by playwright.config.ts
// (support/oidc-provider.mjs): its login form takes any login as the account's e-mail, which
// it reports as verified.

test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

test('« Continuer avec Google » connecte sans courriel de vérification et ouvre la page demandée', async ({
  page,
}) => {
  const email = `google-${Date.now()}@cabinet.test`;

  await page.goto('/drive');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdrive$/);
  await page.getByRole('button', { name: text('fr', 'auth.google') }).click();

  // The provider's own pages (development interactions): login, then consent.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('peu-importe');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  // Back in the app, signed in, verified (Google counts as verified), on the page asked for.
  await expect(page.getByTestId('page-drive')).toBeVisible();
  await expect(page).toHaveURL(/\/drive$/);
  const session = await page.request.get('/api/v1/account/session');
  expect(session.status()).toBe(200);
  expect(await session.json()).toMatchObject({
    user: { email, emailVerified: true, signInMethod: 'google' },
  });
});

test('Google refusé chez le fournisseur : message clair et retour à la connexion', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: text('fr', 'auth.google') }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.locator('input[name="login"]').fill(`refus-${Date.now()}@cabinet.test`);
  await page.locator('input[name="password"]').fill('peu-importe');
  await page.locator('button[type="submit"]').click();
  // The consent page's "abort" link ends the flow with access_denied.
  await page.getByRole('link', { name: /cancel|abort/i }).click();

  await expect(page).toHaveURL(/\/auth-callback\?error=/);
  await expect(page.getByTestId('page-auth-callback').getByRole('alert')).toHaveText(
    text('fr', 'auth.callback.cancelled'),
  );
  // Nobody was signed in.
  expect((await page.request.get('/api/v1/account/session')).status()).toBe(401);
  await page.getByRole('link', { name: text('fr', 'auth.callback.backToSignIn') }).click();
  await expect(page.getByTestId('page-auth')).toBeVisible();
});

test('Google sur un compte à mot de passe non vérifié : dit quoi faire au lieu d’un échec générique', async ({
  page,
}) => {
  // A password account signed up with this address, its e-mail not verified yet.
  const account = await createAccount({ verified: false, firstName: 'Sophie', lastName: 'Martin' });

  await page.goto('/auth');
  await page.getByRole('button', { name: text('fr', 'auth.google') }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.locator('input[name="login"]').fill(account.email);
  await page.locator('input[name="password"]').fill('peu-importe');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(/\/auth-callback\?.*error=account_not_linked/);
  const alert = page.getByTestId('page-auth-callback').getByRole('alert');
  await expect(alert).toHaveText(formatErrorMessage('auth.google_account_not_linked', 'fr'));
  await expect(alert).not.toHaveText(formatErrorMessage('auth.oauth_failed', 'fr'));
  // Nobody was signed in, and no Google account was attached to the password one.
  expect((await page.request.get('/api/v1/account/session')).status()).toBe(401);
  await page.getByRole('link', { name: text('fr', 'auth.callback.backToSignIn') }).click();
  await expect(page.getByTestId('page-auth')).toBeVisible();
});
