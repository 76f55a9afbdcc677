import { errorMessages } from '@photodossier/domain/errors';
import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { codeIn, createAccount, readLatestSms, signIn, type Account } from './support/accounts';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';

// Spec 02 §2.11 and §4.12 (two-factor banner and dialog), spec 01 §2 (/setup-mfa routes) and
// decision 0010 (better-auth twoFactor, phoneNumber and passkey), in French.

/** The authenticator app's current code for a base32 secret, as the user's phone would show. */
function totpCode(secret: string): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  }).generate();
}

/** A French mobile number no other test of this run uses (numbers are unique per account). */
/**
 * A new metropolitan mobile number per run. Always "06 12 …": a free 06 9x… would be read as an
 * overseas number (0690 and 0691 are Guadeloupe's, 0692 and 0693 Réunion's, …), which is +590…
 * or +262… and not the +33 6 the test expects.
 */
function freshMobile(): { typed: string; e164: string } {
  const digits = String(Date.now()).slice(-6);
  return {
    typed: `06 12 ${digits.replace(/(\d\d)(?=\d)/g, '$1 ')}`,
    e164: `+33612${digits}`,
  };
}

function banner(page: Page) {
  return page.getByTestId('mfa-banner');
}

async function signOutFromHeader(page: Page) {
  await page.getByTestId('profile-switcher-trigger').click();
  await page.getByRole('button', { name: text('fr', 'profiles.signOut') }).click();
  await expect(page).toHaveURL(/\/auth/);
}

async function signInWithPassword(page: Page, account: Account) {
  await page.getByLabel(text('fr', 'auth.email')).fill(account.email);
  await page.getByLabel(text('fr', 'auth.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text('fr', 'auth.signIn'), exact: true }).click();
}

/** Signed in: the app's layout is shown, wherever the sign-in page sends the user back. */
async function expectSignedIn(page: Page) {
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth/);
}

test.describe('double authentification', () => {
  // Multi-step flows through the real server on a machine shared with other runs.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  test('le bandeau invite un nouveau compte, se ferme pour la session et revient à la suivante', async ({
    page,
    context,
  }) => {
    // Setting a factor up needs a signed-in user.
    await page.goto('/setup-mfa/totp');
    await expect(page).toHaveURL(/\/auth/);

    const account = await createAccount();
    await signIn(page, account);
    await page.goto('/');

    await expect(
      banner(page).getByText(text('fr', 'mfa.banner.text'), { exact: true }),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await banner(page)
      .getByRole('button', { name: text('fr', 'mfa.banner.activate') })
      .click();
    const dialog = page.getByRole('dialog', { name: text('fr', 'mfa.dialog.secureTitle') });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: new RegExp(text('fr', 'mfa.dialog.totpTitle')) }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: new RegExp(text('fr', 'mfa.dialog.smsTitle')) }),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: text('fr', 'mfa.dialog.later') }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();

    await banner(page)
      .getByRole('button', { name: text('fr', 'mfa.banner.dismiss') })
      .click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(banner(page)).toBeHidden();

    // A new tab is a new session (sessionStorage): the banner is back.
    const otherTab = await context.newPage();
    await otherTab.goto('/');
    await expect(otherTab.getByTestId('page-home')).toBeVisible();
    await expect(banner(otherTab)).toBeVisible();
  });

  test("application d'authentification : QR code, code calculé, puis la connexion demande le code", async ({
    page,
  }) => {
    const account = await createAccount();
    await signIn(page, account);
    await page.goto('/patients/list');

    await banner(page)
      .getByRole('button', { name: text('fr', 'mfa.banner.activate') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(text('fr', 'mfa.dialog.totpTitle')) })
      .click();
    await expect(page).toHaveURL(/\/setup-mfa\/totp$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('fr', 'pages.setupMfaTotp.title'),
    );

    await page.getByLabel(text('fr', 'mfa.setup.passwordLabel')).fill(account.password);
    await page.getByRole('button', { name: text('fr', 'mfa.setup.continue') }).click();

    const qrCode = page.getByRole('img', { name: text('fr', 'mfa.totp.qrAlt') });
    await expect(qrCode).toBeVisible();
    expect(await qrCode.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(page.getByTestId('totp-backup-codes').getByRole('listitem')).toHaveCount(10);
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A wrong code is refused in French and what was typed stays.
    const codeField = page.getByLabel(text('fr', 'mfa.setup.codeLabel'));
    await codeField.fill('000000');
    await page.getByRole('button', { name: text('fr', 'mfa.setup.verify') }).click();
    await expect(page.getByText(errorMessages['auth.invalid_code'].fr)).toBeVisible();
    await expect(codeField).toHaveValue('000000');

    await codeField.fill(totpCode(secret));
    await page.getByRole('button', { name: text('fr', 'mfa.setup.verify') }).click();
    // Back where the user came from, the factor enrolled: no more banner.
    await expect(page).toHaveURL(/\/patients\/list$/);
    await expect(page.getByText(text('fr', 'mfa.totp.success'))).toBeVisible();
    await expect(banner(page)).toBeHidden();

    await signOutFromHeader(page);
    await signInWithPassword(page, account);
    await expect(page.getByTestId('two-factor-step')).toBeVisible();
    await page.getByLabel(text('fr', 'auth.twoFactor.code')).fill(totpCode(secret));
    await page.getByRole('button', { name: text('fr', 'auth.twoFactor.verify') }).click();
    await expectSignedIn(page);
    await expect(banner(page)).toBeHidden();
  });

  test('SMS : numéro au format français, code lu dans la boîte d’envoi, puis le mot de passe', async ({
    page,
  }) => {
    const account = await createAccount();
    await signIn(page, account);
    await page.goto('/');
    await banner(page)
      .getByRole('button', { name: text('fr', 'mfa.banner.activate') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(text('fr', 'mfa.dialog.smsTitle')) })
      .click();
    await expect(page).toHaveURL(/\/setup-mfa\/sms$/);

    const phoneField = page.getByLabel(text('fr', 'mfa.sms.phoneLabel'));
    await phoneField.fill('06 12 34');
    await page.getByRole('button', { name: text('fr', 'mfa.sms.sendCode') }).click();
    await expect(page.getByText(errorMessages['validation.invalid_phone'].fr)).toBeVisible();

    const mobile = freshMobile();
    await phoneField.fill(mobile.typed);
    await page.getByRole('button', { name: text('fr', 'mfa.sms.sendCode') }).click();
    await expect(page.getByRole('status').filter({ hasText: /\+33 6/ })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const code = codeIn(await readLatestSms(mobile.e164));
    await page.getByLabel(text('fr', 'mfa.setup.codeLabel')).fill(code);
    await page.getByRole('button', { name: text('fr', 'mfa.setup.verify') }).click();

    await page.getByLabel(text('fr', 'mfa.setup.passwordLabel')).fill(account.password);
    await page.getByRole('button', { name: text('fr', 'mfa.sms.activate') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(text('fr', 'mfa.sms.success'))).toBeVisible();
    await expect(banner(page)).toBeHidden();

    const session = (await (await page.request.get('/api/v1/account/session')).json()) as {
      mfa: { factors: string[] };
      phoneNumber: string | null;
    };
    expect(session.mfa.factors).toContain('phone');
    expect(session.phoneNumber).toBe(mobile.e164);

    // The next sign-in asks for a code sent by SMS to that number.
    await signOutFromHeader(page);
    await signInWithPassword(page, account);
    await expect(page.getByTestId('two-factor-step')).toBeVisible();
    await page.getByRole('button', { name: text('fr', 'auth.twoFactor.sendSms') }).click();
    await expect(page.getByText(text('fr', 'auth.twoFactor.smsSent'))).toBeVisible();
    // The newest SMS: the sign-in code, not the one that verified the number.
    const signInCode = codeIn(await readLatestSms(mobile.e164));
    await page.getByLabel(text('fr', 'auth.twoFactor.code')).fill(signInCode);
    await page.getByRole('button', { name: text('fr', 'auth.twoFactor.verify') }).click();
    await expectSignedIn(page);
  });

  test('clé de sécurité : enregistrement avec un authentificateur virtuel, puis connexion sans mot de passe', async ({
    page,
    baseURL,
  }) => {
    // WebAuthn refuses IP addresses as relying party: the same server, named localhost.
    const origin = baseURL!.replace('127.0.0.1', 'localhost');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    const account = await createAccount();

    await page.goto(`${origin}/auth`);
    await signInWithPassword(page, account);
    await expect(page.getByTestId('page-home')).toBeVisible();

    await page.goto(`${origin}/setup-mfa/webauthn`);
    await expect(page.getByText(text('fr', 'mfa.webauthn.listEmpty'))).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel(text('fr', 'mfa.webauthn.nameLabel')).fill('YubiKey du cabinet');
    await page.getByRole('button', { name: text('fr', 'mfa.webauthn.add') }).click();
    await expect(page.getByText(text('fr', 'mfa.webauthn.added'))).toBeVisible();
    await expect(page.getByTestId('passkey-list')).toContainText('YubiKey du cabinet');

    // The same authenticator cannot be registered twice.
    await page.getByRole('button', { name: text('fr', 'mfa.webauthn.add') }).click();
    await expect(page.getByText(errorMessages['passkey.already_registered'].fr)).toBeVisible();
    await expect(page.getByTestId('passkey-list').getByRole('listitem')).toHaveCount(1);

    await page.goto(`${origin}/`);
    await signOutFromHeader(page);
    await page.getByRole('button', { name: text('fr', 'mfa.passkeySignIn.button') }).click();
    await expectSignedIn(page);

    // Deleting the key, after confirmation, empties the list.
    await page.goto(`${origin}/setup-mfa/webauthn`);
    await page
      .getByRole('button', {
        name: text('fr', 'mfa.webauthn.delete').replace('{{name}}', 'YubiKey du cabinet'),
      })
      .click();
    await page
      .getByRole('alertdialog', { name: text('fr', 'mfa.webauthn.deleteTitle') })
      .getByRole('button', { name: text('fr', 'mfa.webauthn.deleteConfirm') })
      .click();
    await expect(page.getByText(text('fr', 'mfa.webauthn.listEmpty'))).toBeVisible();
  });
});
