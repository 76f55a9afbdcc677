import { createHash } from 'node:crypto';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { baseURL, createAccount, ownClientAddress, signIn, type Account } from './support/accounts';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';
import {
  addProfile,
  expectActiveProfile,
  openProfiles,
  profileDialog,
  profileTrigger,
} from './support/profiles';

// Spec 02 §2.9: several accounts signed in on one browser, the profile selector dialog.

const fr = (key: string) => text('fr', key);

function dictationLink(page: Page) {
  return page.getByTestId('sidebar').getByRole('link', { name: text('fr', 'nav.dictation') });
}

/** Turns on beta features for an account through the admin API, as an administrator would. */
async function grantBetaFeatures(
  account: Account,
  betaFeatures: { dictaphone?: boolean; operationReports?: boolean },
) {
  const admin = await createAccount({ admin: true, firstName: 'Alice', lastName: 'Admin' });
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': ownClientAddress() },
  });
  try {
    const signedIn = await api.post('/api/auth/sign-in/email', {
      data: { email: admin.email, password: admin.password },
    });
    expect(signedIn.ok()).toBe(true);
    let user: { id: string } | undefined;
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await (await api.get(`/api/v1/admin/users?limit=200${query}`)).json();
      user = page.items.find((item: { email: string }) => item.email === account.email);
      cursor = page.nextCursor;
    } while (!user && cursor);
    if (!user) throw new Error(`${account.email} is not in the admin list`);
    const answer = await api.patch(`/api/v1/admin/users/${user.id}`, { data: { betaFeatures } });
    expect(answer.status()).toBe(204);
  } finally {
    await api.dispose();
  }
}

test.describe('sélecteur de profil', () => {
  // Each test signs several accounts up and in through the real server: slow on two cores.
  test.slow();

  test.beforeEach(async ({ page }) => {
    await usePreferences(page, 'fr');
  });

  test("deux comptes dans un navigateur : on passe de l'un à l'autre, les données suivent", async ({
    page,
  }) => {
    const sophie = await createAccount({ firstName: 'Sophie', lastName: 'Martin' });
    const claire = await createAccount({ firstName: 'Claire', lastName: 'Durand' });
    await grantBetaFeatures(claire, { dictaphone: true });

    await signIn(page, sophie);
    await page.goto('/');
    await expectActiveProfile(page, sophie);
    await expect(dictationLink(page)).toHaveCount(0);

    const first = await openProfiles(page);
    await expect(first.getByTestId('current-profile')).toContainText('Sophie Martin');
    await expect(first.getByTestId('current-profile')).toContainText('SM');
    await expect(first.getByText(fr('profiles.noRecent'))).toBeVisible();
    // No PIN is configured for this account.
    await expect(first.getByRole('button', { name: fr('profiles.lockWithPin') })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await addProfile(page, claire);
    // Claire's beta feature is hers: the sidebar follows the active account.
    await expect(dictationLink(page)).toBeVisible();

    let dialog = await openProfiles(page);
    await expect(dialog.getByTestId('current-profile')).toContainText('Claire Durand');
    const sophieChoice = dialog.getByRole('listitem').filter({ hasText: sophie.email });
    await expect(sophieChoice).toContainText(fr('profiles.signedIn'));
    await expect(sophieChoice).toContainText("Aujourd'hui");
    await expect(sophieChoice).toContainText('SM');
    await sophieChoice.getByRole('button', { name: /^Sophie Martin/ }).click();

    await expectActiveProfile(page, sophie);
    await expect(profileDialog(page)).toHaveCount(0);
    await expect(dictationLink(page)).toHaveCount(0);
    const sessionOfSophie = await page.request.get('/api/v1/account/session');
    expect((await sessionOfSophie.json()).user.email).toBe(sophie.email);

    // And back, with the keyboard only.
    await profileTrigger(page).focus();
    await page.keyboard.press('Enter');
    dialog = profileDialog(page);
    await expect(dialog).toBeVisible();
    const claireButton = dialog.getByRole('button', { name: /^Claire Durand/ });
    for (
      let step = 0;
      step < 6 && !(await claireButton.evaluate((el) => el === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(claireButton).toBeFocused();
    await page.keyboard.press('Enter');

    await expectActiveProfile(page, claire);
    await expect(dictationLink(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("se déconnecter d'un profil garde l'autre connecté ; un profil déconnecté se reconnecte par /auth", async ({
    page,
  }) => {
    const sophie = await createAccount({ firstName: 'Sophie', lastName: 'Martin' });
    const claire = await createAccount({ firstName: 'Claire', lastName: 'Durand' });

    await signIn(page, sophie);
    await page.goto('/');
    await addProfile(page, claire);

    let dialog = await openProfiles(page);
    await dialog.getByRole('button', { name: fr('profiles.signOut') }).click();

    // Claire is signed out; Sophie, still signed in on this browser, takes over.
    await expectActiveProfile(page, sophie);
    await expect(page).toHaveURL(/\/$/);
    const sessions = await (
      await page.request.get('/api/auth/multi-session/list-device-sessions')
    ).json();
    expect(sessions.map((item: { user: { email: string } }) => item.user.email)).toEqual([
      sophie.email,
    ]);
    expect(await page.evaluate(() => sessionStorage.getItem('pendingSignOut'))).toBeNull();

    dialog = await openProfiles(page);
    const claireChoice = dialog.getByRole('listitem').filter({ hasText: claire.email });
    await expect(claireChoice).toContainText(fr('profiles.signInAgain'));
    await claireChoice.getByRole('button', { name: /^Claire Durand/ }).click();
    await expect(page).toHaveURL(/\/auth\?addProfile=1$/);
    await expect(page.getByLabel(fr('auth.email'))).toHaveValue(claire.email);

    // Signing out of the last account ends on /auth, the e-mail ready for next time.
    await page.goto('/');
    dialog = await openProfiles(page);
    await dialog.getByRole('button', { name: fr('profiles.signOut') }).click();
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByLabel(fr('auth.email'))).toHaveValue(sophie.email);
    expect((await page.request.get('/api/v1/account/session')).status()).toBe(401);
    await page.goto('/patients/list');
    await expect(page).toHaveURL(/\/auth/);
  });
  test('avec un PIN configuré, « Verrouiller avec le PIN » verrouille tout de suite', async ({
    page,
  }) => {
    const sophie = await createAccount({ firstName: 'Sophie', lastName: 'Martin' });
    await signIn(page, sophie);
    const pinLockHash = createHash('sha256').update('2468').digest('hex');
    const saved = await page.request.patch('/api/v1/settings', {
      data: { pinLockHash },
      headers: { origin: baseURL },
    });
    expect(saved.ok()).toBe(true);

    await page.goto('/');
    const dialog = await openProfiles(page);
    await dialog.getByRole('button', { name: fr('profiles.lockWithPin') }).click();

    await expect(profileDialog(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: text('fr', 'pinLock.title') })).toBeVisible();
    await page.getByLabel(text('fr', 'pinLock.pinLabel')).fill('2468');
    await page.getByRole('button', { name: text('fr', 'pinLock.unlock') }).click();
    await expect(page.getByRole('heading', { name: text('fr', 'pinLock.title') })).toHaveCount(0);
    await expectActiveProfile(page, sophie);
  });
});
