import { formatErrorMessage, type ErrorCode } from '@photodossier/domain/errors';
import { noticeMessages } from '@photodossier/domain/notices';
import { PASSWORD_MIN_LENGTH } from '@photodossier/domain/password-rules';
import { PIN_LOCAL_KEYS } from '@photodossier/domain/pin-limits';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test, text } from './support/fixtures';
import { baseURL, createAccount, signIn, type Account } from './support/accounts';

// Password hashing and account deletion answer slowly on a machine shared with other runs.
const expect = baseExpect.configure({ timeout: 15_000 });
const fr = (key: string) => text('fr', key);

// Each test walks many steps against the real server, each waiting on a real answer.
test.describe.configure({ timeout: 90_000 });
const erreur = (code: ErrorCode, params: Record<string, string | number> = {}) =>
  formatErrorMessage(code, 'fr', params);
const configurationSauvegardee = noticeMessages['settings.configuration_saved'].fr;

function section(page: Page, titleKey: string) {
  return page.getByRole('region', { name: fr(titleKey) });
}

async function ouvrirParametres(page: Page, account: Account) {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'fr'));
  await signIn(page, account);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('pages.settings.title'));
  await expect(page.getByTestId('pin-status')).toBeVisible();
}

test.describe('paramètres du compte', () => {
  test('le profil enregistré est toujours là après rechargement et renomme le compte', async ({
    page,
  }) => {
    const account = await createAccount();
    await ouvrirParametres(page, account);
    const compte = section(page, 'accountSettings.account.title');

    await compte.getByLabel(fr('accountSettings.account.prenom'), { exact: true }).fill('Camille');
    await compte.getByLabel(fr('accountSettings.account.nom'), { exact: true }).fill('Durand');
    await compte
      .getByLabel(fr('accountSettings.account.specialite'), { exact: true })
      .fill('Dermatologie');
    await expect(
      compte.getByLabel(fr('accountSettings.account.email'), { exact: true }),
    ).toHaveValue(account.email);
    await expect(
      compte.getByLabel(fr('accountSettings.account.email'), { exact: true }),
    ).not.toBeEditable();
    await compte.getByRole('button', { name: fr('accountSettings.save') }).click();
    await expect(page.getByText(configurationSauvegardee)).toBeVisible();

    await page.reload();
    await expect(
      compte.getByLabel(fr('accountSettings.account.prenom'), { exact: true }),
    ).toHaveValue('Camille');
    await expect(compte.getByLabel(fr('accountSettings.account.nom'), { exact: true })).toHaveValue(
      'Durand',
    );
    await expect(
      compte.getByLabel(fr('accountSettings.account.specialite'), { exact: true }),
    ).toHaveValue('Dermatologie');
    const session = await page.request.get('/api/v1/account/session');
    expect((await session.json()).user.name).toBe('Camille Durand');
  });

  test("un enregistrement dont la réponse s'est perdue, renvoyé plus tard, n'écrase pas un changement fait ailleurs", async ({
    page,
  }) => {
    const account = await createAccount();
    await ouvrirParametres(page, account);
    const compte = section(page, 'accountSettings.account.title');
    const specialite = compte.getByLabel(fr('accountSettings.account.specialite'), {
      exact: true,
    });
    // The server applies the save, then the connection drops before its answer arrives.
    await page.route(
      '**/api/v1/settings',
      async (route) => {
        if (route.request().method() !== 'PATCH') return route.fallback();
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await specialite.fill('Dermatologie');
    await compte.getByRole('button', { name: fr('accountSettings.save') }).click();
    await expect(page.getByText(erreur('settings.save_failed'))).toBeVisible();

    // Meanwhile, on another computer.
    const ailleurs = await page.request.patch('/api/v1/settings', {
      headers: { origin: baseURL },
      data: { specialite: 'Chirurgie esthétique' },
    });
    expect(ailleurs.status()).toBe(200);

    // Back here, the queued save goes out again: the server recognises it.
    const resent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/settings') && response.request().method() === 'PATCH',
    );
    await page.reload();
    expect((await resent).status()).toBe(200);
    await expect(specialite).toHaveValue('Chirurgie esthétique');
    const saved = await page.request.get('/api/v1/settings');
    expect((await saved.json()).specialite).toBe('Chirurgie esthétique');
  });

  test('le transfert automatique par e-mail exige un destinataire et reste enregistré', async ({
    page,
  }) => {
    const account = await createAccount();
    await ouvrirParametres(page, account);
    const transfert = section(page, 'accountSettings.emailTransfer.title');

    await transfert
      .getByLabel(fr('accountSettings.emailTransfer.enabled'), { exact: true })
      .check();
    await transfert.getByRole('button', { name: fr('accountSettings.save') }).click();
    await expect(transfert.getByText(erreur('email.recipient_missing'))).toBeVisible();

    const destinataire = transfert.getByLabel(fr('accountSettings.emailTransfer.recipientEmail'), {
      exact: true,
    });
    await destinataire.fill('secretariat@');
    await transfert.getByRole('button', { name: fr('accountSettings.save') }).click();
    await expect(transfert.getByText(erreur('email.invalid_format'))).toBeVisible();
    await destinataire.fill('secretariat@cabinet.fr');
    await transfert
      .getByLabel(fr('accountSettings.emailTransfer.senderName'), { exact: true })
      .fill('Dr Durand');
    await transfert
      .getByRole('radio', { name: fr('accountSettings.emailTransfer.triggerModes.manual') })
      .check();
    await transfert.getByRole('button', { name: fr('accountSettings.save') }).click();
    await expect(page.getByText(configurationSauvegardee)).toBeVisible();

    await page.reload();
    await expect(
      transfert.getByLabel(fr('accountSettings.emailTransfer.enabled'), { exact: true }),
    ).toBeChecked();
    await expect(
      transfert.getByLabel(fr('accountSettings.emailTransfer.recipientEmail'), { exact: true }),
    ).toHaveValue('secretariat@cabinet.fr');
    await expect(
      transfert.getByRole('radio', {
        name: fr('accountSettings.emailTransfer.triggerModes.manual'),
      }),
    ).toBeChecked();
  });

  test('changement de mot de passe : chaque erreur, puis succès et connexion avec le nouveau', async ({
    page,
    context,
  }) => {
    const account = await createAccount();
    await ouvrirParametres(page, account);
    const formulaire = page.getByTestId('password-form');
    const actuel = formulaire.getByLabel(fr('accountSettings.password.current'), { exact: true });
    const nouveau = formulaire.getByLabel(fr('accountSettings.password.new'), { exact: true });
    const confirmation = formulaire.getByLabel(fr('accountSettings.password.confirm'), {
      exact: true,
    });
    const valider = formulaire.getByRole('button', { name: fr('accountSettings.password.submit') });
    const remplir = async (current: string, next: string, confirm = next) => {
      await actuel.fill(current);
      await nouveau.fill(next);
      await confirmation.fill(confirm);
      await valider.click();
    };

    await remplir(account.password, 'abc');
    await expect(
      formulaire.getByText(erreur('password.too_short', { min: PASSWORD_MIN_LENGTH })),
    ).toBeVisible();

    await remplir(account.password, 'nouveau-secret', 'nouveau-secreT');
    await expect(formulaire.getByText(erreur('password.mismatch'))).toBeVisible();

    await remplir('pas-le-bon', 'nouveau-secret');
    await expect(formulaire.getByText(erreur('password.current_incorrect'))).toBeVisible();
    // What was typed stays, so the user only corrects the wrong field.
    await expect(nouveau).toHaveValue('nouveau-secret');

    // better-auth refuses passwords over 128 characters: the spec's "trop faible".
    await remplir(account.password, 'x'.repeat(200));
    await expect(formulaire.getByText(erreur('password.too_weak'))).toBeVisible();

    // The connection drops during the request (the whole app going offline would show the
    // offline page instead): the spec's default text.
    await page.route('**/api/v1/account/password', (route) => route.abort('connectionreset'));
    await remplir(account.password, 'nouveau-secret');
    await expect(formulaire.getByText(erreur('password.change_failed'))).toBeVisible();
    await page.unroute('**/api/v1/account/password');

    // A session that ended elsewhere: the user is asked to sign in again.
    const cookies = await context.cookies();
    await context.clearCookies();
    await remplir(account.password, 'nouveau-secret');
    await expect(formulaire.getByText(erreur('password.recent_login_required'))).toBeVisible();
    await context.addCookies(cookies);

    await remplir(account.password, 'nouveau-secret');
    await expect(page.getByText(fr('accountSettings.password.changed'))).toBeVisible();
    await expect(actuel).toHaveValue('');

    await context.clearCookies();
    const ancien = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseURL },
      data: { email: account.email, password: account.password },
    });
    expect(ancien.status()).toBe(401);
    await signIn(page, { ...account, password: 'nouveau-secret' });
    await page.goto('/settings');
    await expect(page.getByTestId('pin-status')).toBeVisible();
  });
});

test.describe('verrouillage par code PIN', () => {
  async function definirPin(page: Page) {
    const securite = section(page, 'accountSettings.security.title');
    const formulaire = page.getByTestId('pin-form');
    await formulaire.getByLabel(fr('accountSettings.security.pin'), { exact: true }).fill('12');
    await formulaire
      .getByLabel(fr('accountSettings.security.pinConfirm'), { exact: true })
      .fill('12');
    await formulaire.getByRole('button', { name: fr('accountSettings.security.setPin') }).click();
    await expect(formulaire.getByText(erreur('pin.invalid_format')).first()).toBeVisible();

    await formulaire.getByLabel(fr('accountSettings.security.pin'), { exact: true }).fill('2468');
    await formulaire
      .getByLabel(fr('accountSettings.security.pinConfirm'), { exact: true })
      .fill('2469');
    await formulaire.getByRole('button', { name: fr('accountSettings.security.setPin') }).click();
    await expect(formulaire.getByText(fr('accountSettings.security.pinMismatch'))).toBeVisible();

    await formulaire
      .getByLabel(fr('accountSettings.security.pinConfirm'), { exact: true })
      .fill('2468');
    await formulaire.getByRole('button', { name: fr('accountSettings.security.setPin') }).click();
    await expect(page.getByText(fr('accountSettings.security.pinSaved'))).toBeVisible();

    const delai = page.getByTestId('pin-duration-form');
    await expect(
      delai.getByLabel(fr('accountSettings.security.duration'), { exact: true }),
    ).toHaveValue('60');
    await delai.getByLabel(fr('accountSettings.security.duration'), { exact: true }).fill('1');
    await delai.getByRole('button', { name: fr('accountSettings.security.saveDuration') }).click();
    await expect(securite.getByTestId('pin-status')).toContainText('1 minute');
  }

  const ecranVerrouille = (page: Page) => page.getByTestId('pin-lock-screen');

  async function saisirPin(page: Page, pin: string) {
    await ecranVerrouille(page).getByLabel(fr('pinLock.pinLabel'), { exact: true }).fill(pin);
    await ecranVerrouille(page)
      .getByRole('button', { name: fr('pinLock.unlock') })
      .click();
  }

  test("l'inactivité verrouille ; le bon PIN déverrouille ; 3 erreurs imposent une pause d'une minute", async ({
    page,
  }) => {
    const account = await createAccount();
    await page.clock.install();
    await ouvrirParametres(page, account);
    await definirPin(page);

    // Less than the delay (leaving room for the real seconds a loaded machine adds): still open.
    await page.clock.fastForward('00:30');
    await expect(ecranVerrouille(page)).toHaveCount(0);
    // Past one minute without activity, the next 10-second check locks.
    await page.clock.fastForward('00:45');
    await expect(ecranVerrouille(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: fr('pinLock.title') })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), PIN_LOCAL_KEYS.isLocked)).toBe(
      'true',
    );

    // A fresh lock: the right PIN opens it again.
    await saisirPin(page, '123');
    await expect(ecranVerrouille(page).getByText(erreur('pin.invalid_format'))).toBeVisible();
    await saisirPin(page, '2468');
    await expect(ecranVerrouille(page)).toHaveCount(0);
    await expect(page.getByTestId('pin-status')).toBeVisible();

    // Locked again by inactivity; now three wrong PINs.
    await page.clock.fastForward('01:20');
    await expect(ecranVerrouille(page)).toBeVisible();
    await saisirPin(page, '1111');
    await expect(ecranVerrouille(page).getByText(erreur('pin.incorrect'))).toBeVisible();
    await expect(ecranVerrouille(page).getByText('Il reste 2 tentatives.')).toBeVisible();
    await saisirPin(page, '2222');
    await expect(ecranVerrouille(page).getByText('Il reste 1 tentative.')).toBeVisible();
    await saisirPin(page, '3333');
    await expect(page.getByRole('dialog', { name: fr('pinLock.exhaustedTitle') })).toBeVisible();
    await expect(
      ecranVerrouille(page).getByLabel(fr('pinLock.pinLabel'), { exact: true }),
    ).toHaveCount(0);

    // Reloading does not get around it.
    await page.reload();
    await expect(page.getByRole('dialog', { name: fr('pinLock.exhaustedTitle') })).toBeVisible();

    // After the one-minute pause the right PIN opens it again.
    await page.clock.fastForward('01:05');
    await expect(
      ecranVerrouille(page).getByLabel(fr('pinLock.pinLabel'), { exact: true }),
    ).toBeVisible();
    await saisirPin(page, '2468');
    await expect(ecranVerrouille(page)).toHaveCount(0);
    await expect(page.getByTestId('pin-status')).toContainText(
      fr('accountSettings.security.pinActive_one').split('{{count}}')[0]!,
    );

    // Reset: once the server has it, no PIN, no first-lock flag, and inactivity no longer locks.
    await page.getByRole('button', { name: fr('accountSettings.security.resetPin') }).click();
    await expect(page.getByText(fr('accountSettings.security.pinReset'))).toBeVisible();
    await expect(page.getByTestId('pin-status')).toHaveText(fr('accountSettings.security.pinNone'));
    expect(
      await page.evaluate((key) => localStorage.getItem(key), PIN_LOCAL_KEYS.firstLockShown),
    ).toBeNull();
    await page.clock.fastForward('05:00');
    await expect(ecranVerrouille(page)).toHaveCount(0);
    const settings = await page.request.get('/api/v1/settings');
    expect((await settings.json()).pinLockHash).toBeNull();
  });
});

test.describe('suppression du compte', () => {
  test('un mauvais mot de passe est refusé, le bon supprime le compte et ramène à /auth', async ({
    page,
  }) => {
    const account = await createAccount();
    await ouvrirParametres(page, account);
    await page.evaluate(() => {
      localStorage.setItem('photodossier-sidebar-collapsed', 'true');
      localStorage.setItem('pinLock_lastActivity', '1');
      sessionStorage.setItem('lastEmail', 'x');
    });

    const danger = section(page, 'accountSettings.danger.title');
    await danger.getByRole('button', { name: fr('accountSettings.danger.deleteAccount') }).click();
    const dialogue = page.getByRole('alertdialog', {
      name: fr('accountSettings.danger.dialogTitle'),
    });
    const motDePasse = dialogue.getByLabel(fr('accountSettings.danger.password'), { exact: true });
    const confirmer = dialogue.getByRole('button', { name: fr('accountSettings.danger.confirm') });

    await confirmer.click();
    await expect(dialogue.getByText(erreur('account.password_required'))).toBeVisible();

    await motDePasse.fill('pas-le-bon');
    await confirmer.click();
    await expect(dialogue.getByText(erreur('auth.wrong_password'))).toBeVisible();

    await motDePasse.fill(account.password);
    await confirmer.click();
    await expect(page.getByText(fr('accountSettings.danger.deleted'))).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    const restes = await page.evaluate(() => ({
      keys: Object.keys(localStorage).filter(
        (key) => key.startsWith('photodossier-') || key.startsWith('pinLock_'),
      ),
      lastEmail: sessionStorage.getItem('lastEmail'),
    }));
    expect(restes).toEqual({ keys: [], lastEmail: null });

    const reconnexion = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin: baseURL },
      data: { email: account.email, password: account.password },
    });
    expect(reconnexion.ok()).toBe(false);
    expect((await reconnexion.json()).code).toBe('auth.invalid_credentials');
  });
});

test('un compte Google : pas de mot de passe à changer, suppression par mot de passe refusée', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'fr'));
  await page.goto('/settings');
  await page.getByRole('button', { name: fr('auth.google') }).click();
  // The local OpenID provider's own pages: login (any e-mail), then consent.
  await page.locator('input[name="login"]').fill(`google-${Date.now()}@cabinet.test`);
  await page.locator('input[name="password"]').fill('peu-importe');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('pin-status')).toBeVisible();

  await expect(page.getByTestId('password-form')).toHaveCount(0);
  await expect(
    page.getByText(
      fr('accountSettings.password.externalProvider').replace('{{provider}}', 'Google'),
    ),
  ).toBeVisible();

  const danger = section(page, 'accountSettings.danger.title');
  await danger.getByRole('button', { name: fr('accountSettings.danger.deleteAccount') }).click();
  const dialogue = page.getByRole('alertdialog', {
    name: fr('accountSettings.danger.dialogTitle'),
  });
  // No password to type: the dialog offers a fresh Google sign-in instead (issue 27; the whole
  // deletion through Google is in account-deletion.spec.ts).
  await expect(dialogue.getByLabel(fr('accountSettings.danger.password'))).toHaveCount(0);
  await expect(
    dialogue.getByRole('button', {
      name: fr('accountSettings.danger.providerReauth').replace('{{provider}}', 'Google'),
    }),
  ).toBeVisible();
  // The password path keeps the spec's text for such an account.
  const parMotDePasse = await page.request.post('/api/v1/account/delete', {
    headers: { origin: new URL(page.url()).origin },
    data: { password: 'un-essai' },
  });
  expect(parMotDePasse.status()).toBe(400);
  expect(await parMotDePasse.json()).toMatchObject({
    code: 'account.external_provider',
    params: { provider: 'Google' },
  });
  // Still signed in, nothing deleted.
  expect((await page.request.get('/api/v1/account/session')).status()).toBe(200);
});
