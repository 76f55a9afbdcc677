import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { formatBytes } from '@photodossier/domain/size';
import type { StorageStats } from '@photodossier/domain/storage-stats';
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { baseURL, createAccount, signIn, type Account } from './support/accounts';
import { e2eDataDir } from './support/e2e-environment.mjs';
import { expect, test, usePreferences } from './support/fixtures';
import { createShare } from './support/shares';

// Issue 19: the drive. Nested folders; a PDF, a photo and a folder of 20 files dropped on the
// page with the progress dialog; rename and move (dialog and drag and drop), the move rule;
// a tree deleted with its rows and stored files; a shared folder link without an account.

let owner: Account;
let ownerId = '';
let pdf: Buffer;
let photo: Buffer;
const letters = Array.from({ length: 20 }, (_, index) => ({
  name: `courrier-${String(index + 1).padStart(2, '0')}.txt`,
  body: `Courrier ${index + 1}\n`.repeat(index + 1),
}));

/** A real PDF of ~1.5 MB: big enough for the transfer to last past half a second when throttled. */
function bigPdf(): Buffer {
  const filler = `% ${'x'.repeat(98)}\n`.repeat(15_000);
  return Buffer.from(`%PDF-1.4\n${filler}1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`);
}

async function userId(page: Page): Promise<string> {
  const session = await page.request.get('/api/v1/account/session');
  return ((await session.json()) as { user: { id: string } }).user.id;
}

async function setPro(browser: Browser, account: Account): Promise<string> {
  const admin = await createAccount({ admin: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  const id = await userId(page);
  await context.clearCookies();
  await signIn(page, admin);
  const response = await page.request.put(`/api/v1/admin/users/${id}/plan`, {
    headers: { origin: baseURL },
    data: { planId: 'pro' },
  });
  expect(response.status(), await response.text()).toBe(204);
  await context.close();
  return id;
}

function driveRows(id: string): number {
  const database = new Database(join(e2eDataDir, 'photodossier.sqlite'), { readonly: true });
  try {
    const row = database
      .prepare('select count(*) as count from drive_items where user_id = ?')
      .get(id) as { count: number };
    return row.count;
  } finally {
    database.close();
  }
}

/** What the local blob store holds under the user's drive folder, metadata sidecars included. */
async function storedEntries(id: string): Promise<string[]> {
  return readdir(join(e2eDataDir, 'blobs', 'drive-files', id)).catch(() => []);
}

async function stats(page: Page): Promise<StorageStats> {
  const response = await page.request.get('/api/v1/storage/stats?refresh=1');
  expect(response.ok()).toBe(true);
  return (await response.json()) as StorageStats;
}

const size = (bytes: number) => formatBytes(bytes, { locale: 'fr', unitStyle: 'french' });

/** A drive upload over tus, as the app sends it: creation, then the whole body. */
async function uploadToDrive(page: Page, name: string, bytes: Buffer, parentId = '') {
  const base64 = (value: string) => Buffer.from(value).toString('base64');
  const metadata = [
    `target ${base64('drive')}`,
    `filename ${base64(name)}`,
    `filetype ${base64('application/octet-stream')}`,
    parentId ? `drive_parent_id ${base64(parentId)}` : 'drive_parent_id',
  ].join(',');
  const headers = { origin: baseURL, 'tus-resumable': '1.0.0' };
  const created = await page.request.post('/api/v1/uploads', {
    headers: { ...headers, 'upload-length': String(bytes.length), 'upload-metadata': metadata },
  });
  expect(created.status(), await created.text()).toBe(201);
  const finished = await page.request.patch(created.headers()['location']!, {
    headers: {
      ...headers,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(finished.status(), await finished.text()).toBe(200);
  return (await finished.json()) as { id: string };
}

async function createFolderThroughApi(page: Page, name: string, parentId: string | null) {
  const response = await page.request.post('/api/v1/drive/folders', {
    headers: { origin: baseURL },
    data: { name, parent_id: parentId },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function item(page: Page, name: string) {
  return page.getByTestId('drive-item').and(page.locator(`[data-name="${name}"]`));
}

async function openMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions pour ${name}` }).click();
}

async function openDrive(page: Page) {
  await signIn(page, owner);
  await page.goto('/drive');
  await expect(page.getByRole('heading', { level: 1, name: 'Drive' })).toBeVisible();
}

async function createFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'Nouveau dossier' }).click();
  await page.getByLabel('Nom du dossier').fill(name);
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Dossier créé').last()).toBeVisible();
  await expect(item(page, name)).toBeVisible();
}

async function openFolder(page: Page, name: string) {
  await item(page, name).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Emplacement' })).toContainText(name);
}

/** The crumb of that folder is whole on a 375 px screen, its full name in its title. */
async function expectCrumbOnScreen(page: Page, name: string) {
  const crumb = page
    .getByRole('navigation', { name: 'Emplacement' })
    .getByRole('button', { name, exact: true });
  await expect(crumb).toBeVisible();
  const box = (await crumb.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expect(crumb).toHaveAttribute('title', name);
}

test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

test.beforeAll(async ({ browser }) => {
  owner = await createAccount({ firstName: 'Diane', lastName: 'Drive' });
  ownerId = await setPro(browser, owner);
  pdf = bigPdf();
  photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
});

test('nested folders, then a PDF, a photo and a folder of 20 files dropped with the progress dialog', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openDrive(page);
  await expect(page.getByText('Ce dossier est vide')).toBeVisible();
  await createFolder(page, 'Protocoles');
  await openFolder(page, 'Protocoles');
  await createFolder(page, 'Botox');
  await openFolder(page, 'Botox');
  await expect(page.getByRole('navigation', { name: 'Emplacement' })).toHaveText(
    /Drive.*Protocoles.*Botox/,
  );
  await page
    .getByRole('navigation', { name: 'Emplacement' })
    .getByRole('button', { name: 'Protocoles', exact: true })
    .click();
  await expect(item(page, 'Botox')).toBeVisible();

  // A slow line, so the PDF's transfer lasts long enough for the speed to show.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  const files = await page.evaluateHandle(
    ([pdfBase64, photoBase64]) => {
      const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(
        new File([bytes(pdfBase64)], 'Consentement.pdf', { type: 'application/pdf' }),
      );
      transfer.items.add(new File([bytes(photoBase64)], 'cabinet.jpg', { type: 'image/jpeg' }));
      return transfer;
    },
    [pdf.toString('base64'), photo.toString('base64')] as const,
  );
  const drive = page.getByTestId('page-drive');
  await drive.dispatchEvent('dragover', { dataTransfer: files });
  await drive.dispatchEvent('drop', { dataTransfer: files });
  const dialog = page.getByTestId('progress-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Traitement en cours...');
  await expect(dialog.getByTestId('progress-file')).toHaveText('Consentement.pdf');
  await expect(dialog.getByTestId('progress-count')).toHaveText(/^[01]\/2$/);
  await expect(dialog.getByTestId('progress-bytes')).toContainText('/ 1,4 MB');
  await expect(dialog.getByTestId('progress-speed')).toHaveText(/^\d+(,\d)? (KB|MB)\/s$/);
  // Not closable by the user while it runs.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByText('Fichier uploadé').first()).toBeVisible();
  await expect(item(page, 'Consentement.pdf')).toBeVisible();
  await expect(item(page, 'cabinet.jpg')).toBeVisible();

  // A folder dropped from the desktop: the browser hands it over as a directory entry.
  await page.evaluate((entries) => {
    const fileEntry = (name: string, body: string) => ({
      isFile: true,
      isDirectory: false,
      name,
      file: (done: (file: File) => void) => done(new File([body], name, { type: 'text/plain' })),
    });
    let read = false;
    const folder = {
      isFile: false,
      isDirectory: true,
      name: 'Courriers',
      createReader: () => ({
        readEntries: (done: (found: unknown[]) => void) => {
          done(read ? [] : entries.map((entry) => fileEntry(entry.name, entry.body)));
          read = true;
        },
      }),
    };
    const transfer = {
      types: ['Files'],
      items: [{ kind: 'file', webkitGetAsEntry: () => folder, getAsFile: () => null }],
      getData: () => '',
      dropEffect: 'none',
    };
    const target = document.querySelector('[data-testid="page-drive"]');
    for (const type of ['dragover', 'drop']) {
      const event = new DragEvent(type, { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'dataTransfer', { value: transfer });
      target?.dispatchEvent(event);
    }
  }, letters);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('progress-count')).toHaveText(/\/20$/);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await openFolder(page, 'Courriers');
  await expect(page.getByText('20 éléments')).toBeVisible();
  await expect(item(page, 'courrier-01.txt')).toBeVisible();
});

test('rename and move items; a folder cannot go into its own subfolder', async ({ page }) => {
  await openDrive(page);
  await openFolder(page, 'Protocoles');

  await openMenu(page, 'cabinet.jpg');
  await page.getByRole('menuitem', { name: 'Renommer' }).click();
  await page.getByLabel('Nouveau nom').fill('cabinet-accueil.jpg');
  await page.getByRole('button', { name: 'Renommer' }).click();
  await expect(page.getByText('Élément renommé')).toBeVisible();
  await expect(item(page, 'cabinet-accueil.jpg')).toBeVisible();

  // Moved by the dialog into Botox.
  await openMenu(page, 'Consentement.pdf');
  await page.getByRole('menuitem', { name: 'Déplacer' }).click();
  const move = page.getByTestId('drive-move-dialog');
  await move.getByRole('button', { name: 'Botox', exact: true }).click();
  await expect(move.getByRole('navigation')).toContainText('Botox');
  await move.getByRole('button', { name: 'Déplacer ici' }).click();
  await expect(page.getByText('Élément déplacé')).toBeVisible();
  await expect(item(page, 'Consentement.pdf')).toHaveCount(0);

  // Moved by dragging the photo onto a folder.
  await item(page, 'cabinet-accueil.jpg').dragTo(item(page, 'Courriers'));
  await expect(item(page, 'cabinet-accueil.jpg')).toHaveCount(0);
  await openFolder(page, 'Courriers');
  await expect(item(page, 'cabinet-accueil.jpg')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Emplacement' })
    .getByRole('button', { name: 'Drive', exact: true })
    .click();

  // Protocoles into its own subfolder Botox: refused with the spec's text.
  await openMenu(page, 'Protocoles');
  await page.getByRole('menuitem', { name: 'Déplacer' }).click();
  await move.getByRole('button', { name: 'Protocoles', exact: true }).click();
  await move.getByRole('button', { name: 'Botox', exact: true }).click();
  await move.getByRole('button', { name: 'Déplacer ici' }).click();
  await expect(
    page.getByText('Impossible de déplacer un dossier dans lui-même ou ses sous-dossiers'),
  ).toBeVisible();
  await move.getByRole('button', { name: 'Annuler' }).click();
  await expect(item(page, 'Protocoles')).toBeVisible();
});

test('a failed load says so in a destructive toast, and the retry button loads the drive', async ({
  page,
}) => {
  await signIn(page, owner);
  let failing = true;
  await page.route('**/api/v1/drive/items?*', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          body: JSON.stringify({ status: 500, code: 'request.internal', title: 'Error' }),
        })
      : route.fallback(),
  );
  await page.goto('/drive');
  // Spec 01 §8: « Erreur » / « Impossible de charger les éléments du Drive », after the
  // query's own retries (1 + 2 + 4 s).
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]').getByText('Erreur', { exact: true }) });
  await expect(toast).toContainText('Impossible de charger les éléments du Drive', {
    timeout: 20_000,
  });
  failing = false;
  await page.getByRole('alert').getByRole('button', { name: 'Réessayer' }).click();
  await expect(item(page, 'Protocoles')).toBeVisible();
  await expect(page.getByRole('alert').getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
});

test('deleting a tree removes every row and stored file, and the storage figures go down', async ({
  page,
}) => {
  await openDrive(page);
  const before = await stats(page);
  const treeBytes = pdf.length + photo.length + letters.reduce((sum, l) => sum + l.body.length, 0);
  expect(before.breakdown.drive).toEqual({ count: 22, size: treeBytes });
  expect(driveRows(ownerId)).toBe(3 + 22);
  const files = (await storedEntries(ownerId)).filter((name) => !name.startsWith('.'));
  expect(files).toHaveLength(22);

  await openMenu(page, 'Protocoles');
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer définitivement ?' });
  await expect(confirm).toContainText(
    '« Protocoles » et tout son contenu (2 sous-dossier(s), 22 fichier(s)',
  );
  await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page.getByText('Élément supprimé')).toBeVisible();
  await expect(page.getByText('Ce dossier est vide')).toBeVisible();

  await expect.poll(() => driveRows(ownerId)).toBe(0);
  await expect.poll(() => storedEntries(ownerId)).toEqual([]);
  const after = await stats(page);
  expect(after.breakdown.drive).toEqual({ count: 0, size: 0 });
  expect(before.used_bytes - after.used_bytes).toBe(treeBytes);
});

test("the storage manager's Drive tab lists the drive's files largest first; deleting one lowers the figures", async ({
  page,
}) => {
  await openDrive(page);
  const folderId = await createFolderThroughApi(page, 'Factures', null);
  const small = Buffer.from('acte;prix\nbotox;300\n');
  await uploadToDrive(page, 'gros.pdf', pdf);
  await uploadToDrive(page, 'moyen.jpg', photo, folderId);
  await uploadToDrive(page, 'petit.csv', small, folderId);
  const before = await stats(page);
  expect(before.breakdown.drive).toEqual({
    count: 3,
    size: pdf.length + photo.length + small.length,
  });

  await page.reload();
  await page.getByTestId('storage-meter').click();
  const manager = page.getByRole('dialog', { name: 'Gestionnaire de stockage' });
  await manager.getByRole('button', { name: 'Drive', exact: true }).click();
  await expect(manager).toHaveAttribute('data-tab', 'drive');
  const rows = manager.getByTestId('storage-drive-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('gros.pdf');
  await expect(rows.nth(0)).toContainText('Drive');
  await expect(rows.nth(0)).toContainText(size(pdf.length));
  await expect(rows.nth(1)).toContainText('moyen.jpg');
  await expect(rows.nth(1)).toContainText('Factures');
  await expect(rows.nth(2)).toContainText('petit.csv');
  await expect(manager.getByTestId('storage-footer-shown')).toHaveText(
    `3 fichier(s) • ${size(before.breakdown.drive.size)} affiché(s)`,
  );
  await expect(
    manager.getByTestId('storage-legend-drive').getByTestId('storage-legend-value'),
  ).toHaveText(`3 • ${size(before.breakdown.drive.size)}`);
  await expect(rows.nth(0).getByRole('link', { name: 'Télécharger gros.pdf' })).toHaveAttribute(
    'href',
    /\/api\/v1\/drive\/items\/[^/]+\/file\?download=1$/,
  );

  await manager.getByRole('button', { name: 'Supprimer moyen.jpg' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer définitivement ?' });
  await expect(confirm).toContainText('« moyen.jpg » sera supprimé définitivement');
  await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page.getByText('Élément supprimé')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(manager.getByText('moyen.jpg')).toHaveCount(0);
  const remaining = pdf.length + small.length;
  await expect(manager.getByTestId('storage-footer-shown')).toHaveText(
    `2 fichier(s) • ${size(remaining)} affiché(s)`,
  );
  await expect(
    manager.getByTestId('storage-legend-drive').getByTestId('storage-legend-value'),
  ).toHaveText(`2 • ${size(remaining)}`);
  const after = await stats(page);
  expect(after.breakdown.drive).toEqual({ count: 2, size: remaining });
  expect(before.used_bytes - after.used_bytes).toBe(photo.length);
});

test('on a phone, a long folder name in the breadcrumbs ends in an ellipsis on the screen, shared too', async ({
  page,
  browser,
}) => {
  const name = 'Comptabilité 2026 — documents administratifs et fiscaux du cabinet';
  await signIn(page, owner);
  const folder = await createFolderThroughApi(page, name, null);
  await createFolderThroughApi(page, 'Factures', folder);
  await page.setViewportSize({ width: 375, height: 780 });
  await openDrive(page);
  await openFolder(page, name);
  await expectCrumbOnScreen(page, name);

  const { token } = await createShare(
    page,
    { kind: 'drive', drive_item_id: folder },
    { allow_download: true },
  );
  const visitor = await browser.newContext({ viewport: { width: 375, height: 780 } });
  const guest = await visitor.newPage();
  await usePreferences(guest, 'fr');
  await guest.goto(`/drive-shared/${token}`);
  await guest.getByRole('button', { name: 'Factures', exact: true }).click();
  await expectCrumbOnScreen(guest, name);
  await visitor.close();
});

test('a shared folder of more than a page loads the rest as the visitor scrolls', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openDrive(page);
  const shared = await createFolderThroughApi(page, 'Archives partagées', null);
  const names = Array.from({ length: 130 }, (_, i) => `Lot ${String(i).padStart(3, '0')}`);
  for (const name of names) await createFolderThroughApi(page, name, shared);
  const { token } = await createShare(
    page,
    { kind: 'drive', drive_item_id: shared },
    { allow_download: true },
  );

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await usePreferences(guest, 'fr');
  await guest.goto(`/drive-shared/${token}`);
  const list = guest.getByTestId('shared-drive-list');
  await expect(list).toHaveAttribute('data-total', String(names.length));
  await expect(guest.getByTestId('shared-drive-item').first()).toHaveText('Lot 000');
  // Virtualised: far fewer rows in the page than the folder holds.
  expect(await guest.getByTestId('shared-drive-item').count()).toBeLessThan(names.length);
  const last = guest.locator('[data-testid="shared-drive-item"][data-name="Lot 129"]');
  await expect(async () => {
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(last).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await visitor.close();
});

test('a shared folder opens without an account, shows only that folder, and is a 404 once revoked', async ({
  page,
  browser,
}) => {
  await openDrive(page);
  const create = (name: string, parentId: string | null) =>
    page.request
      .post('/api/v1/drive/folders', {
        headers: { origin: baseURL },
        data: { name, parent_id: parentId },
      })
      .then(async (response) => {
        expect(response.status()).toBe(201);
        return ((await response.json()) as { id: string }).id;
      });
  const shared = await create('Pour le labo', null);
  await create('Radios', shared);
  await create('Ordonnances', shared);
  const privateId = await create('Privé', null);
  await create('Comptabilité', privateId);
  await page.reload();

  await openMenu(page, 'Pour le labo');
  await page.getByRole('menuitem', { name: 'Partager' }).click();
  const dialog = page.getByTestId('share-dialog');
  await dialog.getByTestId('share-create').click();
  const link = await dialog.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/drive-shared\/[A-Za-z0-9_-]{43}$/);

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await usePreferences(guest, 'fr');
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Pour le labo' })).toBeVisible();
  await expect(guest.getByTestId('shared-drive-item')).toHaveText(['Ordonnances', 'Radios']);
  await guest.getByRole('button', { name: 'Radios', exact: true }).click();
  await expect(guest.getByText('Ce dossier est vide')).toBeVisible();
  // Another folder's id through the link: the same neutral 404 as a bad token.
  const token = link.split('/').at(-1) ?? '';
  const outside = await guest.request.post(`/api/v1/shared/${token}`, {
    headers: { origin: baseURL },
    data: { folder_id: privateId },
  });
  expect(outside.status()).toBe(404);

  await dialog.getByRole('button', { name: 'Révoquer' }).click();
  await expect(page.getByText('Lien révoqué')).toBeVisible();
  await guest.reload();
  await expect(guest.getByTestId('shared-not-found')).toBeVisible();
  await expect(guest.getByText('Lien indisponible')).toBeVisible();
  await visitor.close();
});
