import { formatErrorMessage } from '@photodossier/domain/errors';
import type { PhotosPage } from '@photodossier/domain/media-record';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { baseURL, createAccount, ownClientAddress, signIn, type Account } from './support/accounts';
import { chromiumExecutablePath, fakeCameraArgs } from './support/chromium';
import { expect as baseExpect, test, text, usePreferences } from './support/fixtures';
import { addProfile, expectActiveProfile, openProfiles, profileDialog } from './support/profiles';

// Issue 27: two practitioners share one browser. A tab left open on one account must never
// file a patient under the other: tabs follow the switch at once, and a write that still names
// the previous account is refused by the server (decision 0032).

const expect = baseExpect.configure({ timeout: 15_000 });
const fr = (key: string) => text('fr', key);

// Chromium's fake camera (a moving test pattern) for the camera's test: a browser option, so
// it is set for the whole file; the other tests never open a camera.
test.use({ launchOptions: { executablePath: chromiumExecutablePath, args: fakeCameraArgs } });

/** The API as that account alone, in a browser of its own. */
async function asAccount<T>(account: Account, act: (api: APIRequestContext) => Promise<T>) {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': ownClientAddress() },
  });
  try {
    const signedIn = await api.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
    });
    expect(signedIn.ok()).toBe(true);
    return await act(api);
  } finally {
    await api.dispose();
  }
}

/** A GET of the API as that account alone. */
function readAs<T>(account: Account, path: string): Promise<T> {
  return asAccount(account, async (api) => {
    const response = await api.get(path);
    expect(response.status()).toBe(200);
    return (await response.json()) as T;
  });
}

/** A patient of that account, made through the API. */
function createPatientAs(account: Account, prenom: string, nom: string): Promise<string> {
  return asAccount(account, async (api) => {
    const created = await api.post('/api/v1/patients', { data: { prenom, nom } });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  });
}

/** The file names of an account's photos for that query (scope=...). */
async function photoNamesOf(account: Account, query: string): Promise<string[]> {
  const page = await readAs<PhotosPage>(account, `/api/v1/photos?${query}&limit=100`);
  return page.items.map((photo) => photo.filename).sort();
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

/** A plain JPEG (no face in it), as a file the page can be given. */
async function plainJpeg(name: string, red: number) {
  const buffer = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: red, g: 150, b: 120 } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
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

/**
 * Until the tab sends a request to `write`, its own session reads (on focus, on a timer, when
 * its event stream opens late on a slow machine) still answer the account it shows now, as
 * they would have a moment earlier: only the server then stands between the write and the
 * account made active behind the pages.
 */
async function keepSessionUntil(tab: Page, write: string) {
  const shownSession = await (await tab.request.get('/api/v1/account/session')).text();
  let written = false;
  await tab.route(write, async (route) => {
    written = true;
    await route.continue();
  });
  await tab.route('**/api/v1/account/session', async (route) => {
    if (written) await route.continue();
    else await route.fulfill({ status: 200, contentType: 'application/json', body: shownSession });
  });
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

  test.beforeEach(async ({ page }) => {
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
    // the broadcast cannot win): only the server stands between the form and her file. Until
    // the form is sent, the tab's own session reads (on focus, on a timer) still answer Karim,
    // as they would have a moment earlier.
    await keepSessionUntil(stale, '**/api/v1/patients');
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

    const stale = await secondTab(context, '/patients/unassigned');
    await expectActiveProfile(stale, karim);
    await keepSessionUntil(stale, '**/api/v1/uploads**');
    await switchBehindThePages(page, sophie);

    // The upload runner (used by the import engine and the camera too) names Karim.
    await stale
      .getByTestId('media-upload-input')
      .setInputFiles(await plainJpeg('onglet-perime.jpg', 200));
    await expect(
      stale.getByText(formatErrorMessage('auth.account_changed', 'fr')).first(),
    ).toBeVisible();
    await expectActiveProfile(stale, sophie);

    expect(await photoCountOf(sophie)).toBe(0);
    expect(await photoCountOf(karim)).toBe(0);
  });

  test('assigner depuis le dialogue d’import d’un onglet resté sur l’ancien compte est refusé : les photos restent chez Karim', async ({
    context,
    page,
  }) => {
    // The first load of the face model (wasm compile) on a shared 2-core machine.
    test.setTimeout(240_000);
    const { sophie, karim } = await sophieThenKarim(page);
    await createPatientAs(karim, 'Paul', 'Karim');
    const files = [await plainJpeg('seance-1.jpg', 200), await plainJpeg('seance-2.jpg', 90)];

    // Tab 2, on Karim: two photos dropped into the import dialog, uploaded and analysed.
    const stale = await secondTab(context, '/patients');
    await expectActiveProfile(stale, karim);
    await stale
      .getByRole('button', { name: fr('nav.import'), exact: true })
      .first()
      .click();
    const dialog = stale.getByTestId('import-dialog');
    await dialog.getByTestId('import-file-input').setInputFiles(files);
    await expect(
      dialog.locator('[data-testid="import-photo"][data-upload-status="uploaded"]'),
    ).toHaveCount(2, { timeout: 60_000 });
    const withoutPatient = dialog.locator(
      '[data-testid="import-group"][data-group-kind="withoutPatient"]',
    );
    await expect(
      dialog.locator('[data-testid="import-group"][data-group-kind="analysing"]'),
    ).toHaveCount(0, { timeout: 150_000 });
    await expect(withoutPatient).toContainText('2 photos');
    expect(await photoNamesOf(karim, 'scope=unassigned')).toEqual(['seance-1.jpg', 'seance-2.jpg']);

    // "Assigner manuellement" lists Karim's patients, as the tab shows Karim.
    await withoutPatient
      .getByRole('button', { name: fr('importDialog.groups.assignManually') })
      .click();
    const manual = stale.getByTestId('manual-assignment-dialog');
    const paul = manual.getByRole('button', { name: /Paul Karim/ });
    await expect(paul).toBeVisible();

    // Sophie becomes the active account without the tab hearing of it; the tab assigns.
    await keepSessionUntil(stale, '**/api/v1/photos/assign');
    await switchBehindThePages(page, sophie);
    await paul.click();

    // Refused and said; the tab follows Sophie and Karim's dialog is gone.
    await expect(
      stale.getByText(formatErrorMessage('auth.account_changed', 'fr')).first(),
    ).toBeVisible();
    await expectActiveProfile(stale, sophie);
    await expect(dialog).toHaveCount(0);

    // Nothing in Sophie's account; Karim's photos wait, unassigned, in his.
    expect(await photoCountOf(sophie)).toBe(0);
    expect(await photoNamesOf(karim, 'scope=unassigned')).toEqual(['seance-1.jpg', 'seance-2.jpg']);
    expect(await photoNamesOf(karim, 'scope=all')).toEqual(['seance-1.jpg', 'seance-2.jpg']);
  });

  test.describe('avec la caméra', () => {
    test.use({ permissions: ['camera', 'microphone'] });

    test('une prise « sans patient » enregistrée dans un onglet resté sur l’ancien compte est refusée, puis rangée chez Karim', async ({
      context,
      page,
    }) => {
      const { sophie, karim } = await sophieThenKarim(page);
      await createPatientAs(sophie, 'Nina', 'Sophie');
      await createPatientAs(karim, 'Paul', 'Karim');
      const chooser = (tab: Page) => tab.getByTestId('camera-chooser');
      const withoutPatient = (tab: Page) =>
        chooser(tab).getByRole('button', {
          name: new RegExp(fr('cameraCapture.chooser.withoutPatient')),
        });
      const save = (tab: Page) =>
        tab.getByRole('button', {
          name: fr('cameraCapture.strip.save').replace('{{count}}', '1'),
        });
      const shootAndKeep = async (tab: Page) => {
        await withoutPatient(tab).click();
        await expect(tab.getByTestId('camera-title')).toHaveText(fr('cameraCapture.unassigned'));
        const preview = tab.getByTestId('camera-preview');
        await expect
          .poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth))
          .toBeGreaterThan(0);
        await tab.getByTestId('camera-shutter').click();
        const review = tab.getByTestId('camera-review');
        await review.getByRole('button', { name: fr('cameraCapture.review.keep') }).click();
        await expect(review).toBeHidden();
      };

      // Tab 2, on Karim: the chooser offers his patients; a shot without patient is kept.
      const stale = await secondTab(context, '/camera');
      await expect(chooser(stale)).toContainText('Paul Karim');
      await shootAndKeep(stale);

      // Sophie becomes the active account without the tab hearing of it; the tab saves. Had
      // the upload gone through, the shot would be in Sophie's unassigned photos.
      await keepSessionUntil(stale, '**/api/v1/uploads**');
      await switchBehindThePages(page, sophie);
      await save(stale).click();

      // Refused and said; the camera starts again for Sophie (her patients), who is never
      // offered Karim's shot.
      await expect(
        stale.getByText(formatErrorMessage('auth.account_changed', 'fr')).first(),
      ).toBeVisible();
      await expect(chooser(stale)).toContainText('Nina Sophie');
      await expect(chooser(stale)).not.toContainText('Paul Karim');
      await withoutPatient(stale).click();
      await expect(stale.getByTestId('camera-preview')).toBeVisible();
      await expect(stale.getByTestId('camera-strip').getByRole('listitem')).toHaveCount(0);
      await expect(stale.getByTestId('camera-leftovers')).toHaveCount(0);
      expect(await photoCountOf(sophie)).toBe(0);
      expect(await photoCountOf(karim)).toBe(0);

      // Karim again (switched in tab 1): tab 2 follows, and his shot is offered to him.
      await page.reload();
      await expectActiveProfile(page, sophie);
      const profiles = await openProfiles(page);
      await profiles.getByRole('button', { name: /^Karim Benali/ }).click();
      await expectActiveProfile(page, karim);
      await expect(chooser(stale)).toContainText('Paul Karim');
      await withoutPatient(stale).click();
      await stale
        .getByTestId('camera-leftovers')
        .getByRole('button', { name: fr('cameraCapture.leftover.restore') })
        .click();
      await save(stale).click();
      await expect(stale).toHaveURL(/\/patients\/unassigned$/, { timeout: 60_000 });

      expect(await photoCountOf(sophie)).toBe(0);
      expect(await photoCountOf(karim)).toBe(1);
    });
  });
});
