import { formatErrorMessage } from '@photodossier/domain/errors';
import { request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { baseURL, createAccount, signIn, type Account } from './support/accounts';
import { expect as baseExpect, test, text, usePreferences } from './support/fixtures';
import {
  addProfile,
  expectActiveProfile,
  openProfiles,
  ownClientAddress,
  profileDialog,
} from './support/profiles';

// Issue 27: two practitioners share one browser. A tab left open on one account must never
// file a patient under the other: tabs follow the switch at once, and a write that still names
// the previous account is refused by the server (decision 0032).

const expect = baseExpect.configure({ timeout: 15_000 });
const fr = (key: string) => text('fr', key);

/** A GET of the API as that account alone, in a browser of its own. */
async function readAs<T>(account: Account, path: string): Promise<T> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': ownClientAddress() },
  });
  try {
    const signedIn = await api.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
    });
    expect(signedIn.ok()).toBe(true);
    const response = await api.get(path);
    expect(response.status()).toBe(200);
    return (await response.json()) as T;
  } finally {
    await api.dispose();
  }
}

/** The patients an account sees. */
async function patientNamesOf(account: Account): Promise<string[]> {
  const page = await readAs<{ items: { prenom: string; nom: string }[] }>(
    account,
    '/api/v1/patients?limit=100',
  );
  return page.items.map((item) => `${item.prenom} ${item.nom}`);
}

/** How many photos an account holds, whatever the folder. */
async function photoCountOf(account: Account): Promise<number> {
  const page = await readAs<{ items: unknown[] }>(account, '/api/v1/photos?scope=all');
  return page.items.length;
}

/** Makes Sophie the browser's active account without any page hearing of it. */
async function switchBehindThePages(page: Page, sophie: Account) {
  const context = page.context();
  const sessions = (await (
    await context.request.get('/api/auth/multi-session/list-device-sessions')
  ).json()) as { session: { token: string }; user: { email: string } }[];
  const sophieToken = sessions.find((item) => item.user.email === sophie.email)?.session.token;
  expect(sophieToken).toBeTruthy();
  const switched = await context.request.post('/api/auth/multi-session/set-active', {
    headers: { origin: baseURL },
    data: { sessionToken: sophieToken },
  });
  expect(switched.ok()).toBe(true);
}

function field(page: Page, key: string) {
  const label = fr(`patients.fields.${key}`);
  return page.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

async function fillNewPatient(page: Page, prenom: string, nom: string) {
  if (!page.url().endsWith('/patient/new')) await page.goto('/patient/new');
  await field(page, 'prenom').fill(prenom);
  await field(page, 'nom').fill(nom);
}

/** Another tab of the same browser, opened on `path`. */
async function secondTab(context: BrowserContext, path: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.addInitScript(() => window.localStorage.setItem('i18nextLng', 'fr'));
  await tab.goto(path);
  return tab;
}

/** Sophie signed in, then Karim added through "Ajouter un profil": Karim is active. */
async function sophieThenKarim(page: Page) {
  const sophie = await createAccount({ firstName: 'Sophie', lastName: 'Martin' });
  const karim = await createAccount({ firstName: 'Karim', lastName: 'Benali' });
  await signIn(page, sophie);
  await page.goto('/');
  await addProfile(page, karim);
  return { sophie, karim };
}

test.describe('deux onglets, deux praticiens', () => {
  // Several accounts signed up and in through the real server: slow on two cores.
  test.slow();

  test.beforeEach(async ({ context, page }) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': ownClientAddress() });
    await usePreferences(page, 'fr');
  });

  test("l'autre onglet suit le changement de profil tout de suite : le patient va au compte affiché", async ({
    context,
    page,
  }) => {
    const { sophie, karim } = await sophieThenKarim(page);

    const stale = await secondTab(context, '/patients');
    await expectActiveProfile(stale, karim);
    // A dialog open in the second tab, for Karim.
    await openProfiles(stale);

    // Tab 1 switches to Sophie.
    const dialog = await openProfiles(page);
    await dialog.getByRole('button', { name: /^Sophie Martin/ }).click();
    await expectActiveProfile(page, sophie);

    // Tab 2 follows without a reload: Sophie's name, and Karim's dialog is gone.
    await expectActiveProfile(stale, sophie);
    await expect(profileDialog(stale)).toHaveCount(0);

    await fillNewPatient(stale, 'Onglet', 'Suivi');
    await stale.getByRole('button', { name: fr('patients.form.create') }).click();
    await expect(stale).toHaveURL(/\/patient\/(?!new$)[^/]+$/);
    await expectActiveProfile(stale, sophie);

    expect(await patientNamesOf(sophie)).toContain('Onglet Suivi');
    expect(await patientNamesOf(karim)).not.toContain('Onglet Suivi');
  });

  test('un onglet resté sur l’ancien compte est refusé par le serveur, et rien n’est enregistré', async ({
    context,
    page,
  }) => {
    const { sophie, karim } = await sophieThenKarim(page);

    const stale = await secondTab(context, '/patient/new');
    await fillNewPatient(stale, 'Onglet', 'Perime');
    await expectActiveProfile(stale, karim);

    // The browser's active account becomes Sophie's without any page hearing of it (a race
    // the broadcast cannot win): only the server stands between the form and her file.
    await switchBehindThePages(page, sophie);
    await expectActiveProfile(stale, karim);

    await stale.getByRole('button', { name: fr('patients.form.create') }).click();

    // The refusal is said, and the tab now shows the active account.
    await expect(
      stale.getByText(formatErrorMessage('auth.account_changed', 'fr')).first(),
    ).toBeVisible();
    await expectActiveProfile(stale, sophie);

    expect(await patientNamesOf(sophie)).not.toContain('Onglet Perime');
    expect(await patientNamesOf(karim)).not.toContain('Onglet Perime');
  });

  test('un envoi de photo depuis un onglet resté sur l’ancien compte est refusé : aucune photo nulle part', async ({
    context,
    page,
  }) => {
    const { sophie, karim } = await sophieThenKarim(page);
    const jpeg = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 150, b: 120 } },
    })
      .jpeg()
      .toBuffer();

    const stale = await secondTab(context, '/patients/unassigned');
    await expectActiveProfile(stale, karim);
    await switchBehindThePages(page, sophie);

    // The upload runner (used by the import engine and the camera too) names Karim.
    await stale
      .getByTestId('media-upload-input')
      .setInputFiles({ name: 'onglet-perime.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(
      stale.getByText(formatErrorMessage('auth.account_changed', 'fr')).first(),
    ).toBeVisible();
    await expectActiveProfile(stale, sophie);

    expect(await photoCountOf(sophie)).toBe(0);
    expect(await photoCountOf(karim)).toBe(0);
  });
});
