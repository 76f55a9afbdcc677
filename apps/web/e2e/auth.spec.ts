import type { Response } from '@playwright/test';
import { errorMessages, type ErrorCode } from '@photodossier/domain/errors';
import { createAccount, readLatestMail, verificationPath } from './support/accounts';
import { expect, test, text, usePreferences } from './support/fixtures';

// Spec 01 §2 (sign-in routes), §4 (access), §5 (password), §8 (auth errors), in French.

/** An address no other test (nor an earlier run on the same server) has used. */
function freshEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@cabinet.test`;
}

/** The French text of a domain error code, as the app shows it. */
function errorText(code: ErrorCode): string {
  return errorMessages[code].fr;
}

test.describe('connexion et inscription', () => {
  // Whole stories (sign-up to sign-in again) on a machine other runs share.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  test('inscription, vérification par le lien du courriel, déconnexion, mauvais puis bon mot de passe', async ({
    page,
  }) => {
    const email = freshEmail('camille');
    const password = 'motdepasse-sur';

    await page.goto('/auth');
    await page.getByRole('tab', { name: text('fr', 'auth.signUpTab') }).click();
    await page.getByLabel(text('fr', 'auth.firstName'), { exact: true }).fill('Camille');
    await page.getByLabel(text('fr', 'auth.lastName'), { exact: true }).fill('Martin');
    await page.getByLabel(text('fr', 'auth.email')).fill(email);
    await page.getByLabel(text('fr', 'auth.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: text('fr', 'auth.signUp'), exact: true }).click();

    // Signed in but not verified: the guard keeps the user on /verify-email.
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByTestId('verify-email-sent-to')).toHaveText(
      text('fr', 'auth.verifyEmail.sentTo').replace('{{email}}', email),
    );
    await page.goto('/patients/list');
    await expect(page).toHaveURL(/\/verify-email$/);

    const mail = await readLatestMail(email);
    await page.goto(verificationPath(mail));
    // Verified: the app opens on the home page, without signing in again.
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.getByTestId('profile-switcher-trigger').click();
    await page.getByRole('button', { name: text('fr', 'profiles.signOut') }).click();
    await expect(page).toHaveURL(/\/auth$/);
    // Signed out, the app is closed again.
    await page.goto('/patients/list');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fpatients%2Flist$/);

    // The e-mail of this browser session is already there (session key lastEmail).
    const emailField = page.getByLabel(text('fr', 'auth.email'));
    await expect(emailField).toHaveValue(email);
    await page.getByLabel(text('fr', 'auth.password'), { exact: true }).fill('pas-le-bon');
    await page.getByRole('button', { name: text('fr', 'auth.signIn'), exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Identifiants invalides. Veuillez vérifier votre mot de passe.',
    );
    await expect(emailField).toHaveValue(email);

    await page.getByLabel(text('fr', 'auth.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: text('fr', 'auth.signIn'), exact: true }).click();
    // Back on the page that was asked for before signing in.
    await expect(page.getByTestId('page-patients-list')).toBeVisible();
    await expect(page).toHaveURL(/\/patients\/list$/);

    // A signed-in user who opens /auth goes on to the app.
    await page.goto('/auth');
    await expect(page.getByTestId('page-home')).toBeVisible();
  });

  test('un compte non vérifié est renvoyé vers /verify-email et peut recevoir un nouveau lien', async ({
    page,
  }) => {
    const account = await createAccount({ verified: false });
    const firstMail = await readLatestMail(account.email);

    await page.goto('/drive');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdrive$/);
    await page.getByLabel(text('fr', 'auth.email')).fill(account.email);
    await page.getByLabel(text('fr', 'auth.password'), { exact: true }).fill(account.password);
    await page.getByRole('button', { name: text('fr', 'auth.signIn'), exact: true }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByTestId('page-verify-email')).toBeVisible();

    // Not verified yet: "J'ai vérifié mon adresse" says so and stays.
    await page.getByRole('button', { name: text('fr', 'auth.verifyEmail.checked') }).click();
    await expect(page.getByText(text('fr', 'auth.verifyEmail.notYet'))).toBeVisible();

    await page.getByRole('button', { name: text('fr', 'auth.verifyEmail.resend') }).click();
    await expect(
      page.getByText(text('fr', 'auth.verifyEmail.resent').replace('{{email}}', account.email)),
    ).toBeVisible();
    const secondMail = await readLatestMail(account.email);
    const link = verificationPath(secondMail);
    expect(secondMail.file).not.toBe(firstMail.file);

    // Verified in another tab: "J'ai vérifié mon adresse" now opens the app.
    const other = await page.context().newPage();
    await other.goto(link);
    await expect(other.getByTestId('page-home')).toBeVisible();
    await other.close();
    await page.getByRole('button', { name: text('fr', 'auth.verifyEmail.checked') }).click();
    await expect(page.getByTestId('page-home')).toBeVisible();
  });

  test('la validation du formulaire se charge au premier focus, pas avec la page', async ({
    page,
  }) => {
    // zod's own error class: in every bundle that carries zod, under any minifier.
    const carriesZod = async (response: Response) =>
      response.url().endsWith('.js') && (await response.text()).includes('ZodError');
    const scripts: Promise<boolean>[] = [];
    page.on('response', (response) => scripts.push(carriesZod(response)));
    await page.goto('/auth');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(await Promise.all(scripts)).not.toContain(true);

    // Decision 0066: reaching the form asks for its rules…
    const rulesArrive = page.waitForResponse(carriesZod);
    await page.getByLabel(text('fr', 'auth.email')).fill('pas-une-adresse');
    await rulesArrive;
    // …and they give the same messages as before.
    await page.getByRole('button', { name: text('fr', 'auth.signIn'), exact: true }).click();
    await expect(page.getByText(errorText('validation.invalid_email'))).toBeVisible();
    await expect(page.getByText(errorText('validation.required'))).toHaveCount(1);
  });

  test("avant que l'application ne démarre, le formulaire prérendu n'envoie rien", async ({
    page,
  }) => {
    // The app's code never arrives: only the prerendered page and index.html's scripts run.
    await page.route('**/assets/*.js', (route) => route.abort());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // Whether each submit that reached the window was held (its default prevented).
    await page.addInitScript(() => {
      const seen = window as unknown as { heldSubmits?: boolean[] };
      window.addEventListener('submit', (event) => {
        (seen.heldSubmits ??= []).push(event.defaultPrevented);
      });
    });
    await page.goto('/auth');
    await page.getByLabel(text('fr', 'auth.email')).fill('camille@cabinet.test');
    const password = page.getByLabel(text('fr', 'auth.password'), { exact: true });
    await password.fill('mot-de-passe-secret');
    await password.press('Enter');
    // Sent by the browser itself, the form would reload /auth with both fields in the address.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { heldSubmits?: boolean[] }).heldSubmits),
      )
      .toEqual([true]);
    await expect(page).toHaveURL(/\/auth$/);
    expect(requested.filter((url) => url.includes('mot-de-passe-secret'))).toEqual([]);
    await expect(password).toHaveValue('mot-de-passe-secret');
  });

  test('les erreurs de saisie restent en français sous les champs', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: text('fr', 'auth.signUpTab') }).click();
    await page.getByLabel(text('fr', 'auth.email')).fill('pas-une-adresse');
    await page.getByLabel(text('fr', 'auth.password'), { exact: true }).fill('12345');
    await page.getByRole('button', { name: text('fr', 'auth.signUp'), exact: true }).click();
    await expect(page.getByText(errorText('validation.invalid_email'))).toBeVisible();
    await expect(
      page.getByText(errorText('password.too_short').replace('{min}', '6')),
    ).toBeVisible();
    await expect(page.getByText(errorText('validation.required'))).toHaveCount(2);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("un lien d'erreur de Google s'explique et ramène à la connexion", async ({ page }) => {
    await page.goto('/auth-callback?error=oauth');
    await expect(page.getByRole('alert')).toHaveText(errorText('auth.oauth_failed'));
    await page.getByRole('link', { name: text('fr', 'auth.callback.backToSignIn') }).click();
    await expect(page.getByTestId('page-auth')).toBeVisible();
  });
});
