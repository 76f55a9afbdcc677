import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorMessages } from '@photodossier/domain/errors';
import type { EmailSendList } from '@photodossier/domain/email-transfer';
import type { PhotoListItem } from '@photodossier/domain/media-record';
import { listedPhotos } from './support/photo-lists';
import { noticeMessages } from '@photodossier/domain/notices';
import type { Locator, Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { facesDirectory } from '../src/test/testdata';
import { createAccount, signIn } from './support/accounts';
import { e2eDataDir, e2eSmtpPorts } from './support/e2e-environment.mjs';
import { expect, test, text, usePreferences } from './support/fixtures';

// Issue 17, the e-mail half: with the automatic transfer on, what the import dialog files goes
// to the secretary over real SMTP (support/smtp-peer.mjs files each message it receives in the
// run's outbox); with the peer down the server tries three times, the toast says it failed,
// the photos stay filed, and "Réessayer" sends them once the peer is back.

const fr = (key: string) => text('fr', key);
const face = (name: string) => join(facesDirectory(), name.replace(/\d+\.png$/, ''), name);
const outboxDir = join(e2eDataDir, 'outbox');
const peerControl = `http://127.0.0.1:${e2eSmtpPorts().controlPort}`;

async function setPeer(page: Page, state: 'up' | 'down'): Promise<void> {
  const response = await page.request.post(`${peerControl}/${state}`);
  expect(response.status()).toBe(204);
}

/** Every message the peer received for that address, oldest first (waits for `count`). */
async function mailsTo(to: string, count: number): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        const files = (await readdir(outboxDir).catch(() => [] as string[]))
          .filter((name) => name.endsWith('.eml'))
          .sort();
        const mails = await Promise.all(
          files.map(async (name) => simpleParser(await readFile(join(outboxDir, name)))),
        );
        found = mails.filter((mail) => {
          const recipient = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          return recipient?.value[0]?.address === to;
        });
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBe(count);
  return found;
}

const unassignedPhotos = (page: Page) => listedPhotos(page, 'scope=unassigned');

async function storedFile(page: Page, photo: PhotoListItem): Promise<Buffer> {
  const response = await page.request.get(`/api/v1/photos/${photo.id}/file`);
  expect(response.status()).toBe(200);
  return response.body();
}

/** Opens the import dialog, drops the files and files them all without a patient. */
async function importWithoutPatient(page: Page, files: readonly string[]): Promise<void> {
  await page
    .getByRole('button', { name: fr('nav.import'), exact: true })
    .first()
    .click();
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('import-file-input').setInputFiles([...files]);
  await expect(dialog.getByTestId('import-photo')).toHaveCount(files.length);
  await dialog
    .getByTestId('import-dialog-footer')
    .getByRole('button', { name: fr('importDialog.footer.saveWithoutPatient') })
    .click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
}

function toast(page: Page, title: string): Locator {
  return page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]').getByText(title, { exact: true }) });
}

// French writes the first of a month "1er décembre".
const todayFr = () =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(new Date()).replace(/^1 /, '1er ');

test.describe('transfert automatique par e-mail', () => {
  test.beforeEach(async ({ page }) => {
    await usePreferences(page, 'fr');
  });

  test.afterEach(async ({ page }) => {
    // Whatever happened, the next specs find their mail server.
    await setPeer(page, 'up');
  });

  test('sur un téléphone, le déclenchement se lit en entier', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, await createAccount({ firstName: 'Léa', lastName: 'Morel' }));
    await page.goto('/settings');
    const form = page.getByTestId('email-transfer-form');
    const automatic = form.getByRole('radio', {
      name: fr('accountSettings.emailTransfer.triggerModes.automatic'),
      exact: true,
    });
    await automatic.scrollIntoViewIfNeeded();
    await expect(automatic).toBeChecked();
    const label = form
      .locator('label')
      .filter({ hasText: fr('accountSettings.emailTransfer.triggerModes.automatic') });
    await expect(label).toBeVisible();
    const box = await label.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
  });

  test("les photos enregistrées depuis l'import partent au secrétariat ; serveur SMTP coupé : 3 essais, échec, rien de perdu, renvoi", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const account = await createAccount({ firstName: 'Sophie', lastName: 'Lambert' });
    await signIn(page, account);
    const secretary = `secretariat-${randomBytes(4).toString('hex')}@cabinet.test`;
    await page.goto('/patients');
    const saved = await page.request.patch('/api/v1/settings', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        emailTransfer: { enabled: true, recipientEmail: secretary, triggerMode: 'automatic' },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    // Two portraits filed from the dialog arrive attached, byte for byte, in a French e-mail.
    await importWithoutPatient(page, [face('amy1.png'), face('penny1.png')]);
    await expect(toast(page, noticeMessages['email.sent'].fr)).toBeVisible({ timeout: 20_000 });
    const [mail] = await mailsTo(secretary, 1);
    expect(mail!.subject).toBe(`Photos de consultation du ${todayFr()}`);
    expect(mail!.from?.value[0]?.name).toBe('PhotoDossier');
    expect(mail!.text).toContain('Veuillez trouver ci-joint les photos de la consultation.');
    expect(mail!.text).toContain('2 photos de consultation :');
    expect(mail!.text).toMatch(/amy1\.png, prise le \d{1,2} \S+ \d{4} à \d{2}:\d{2}/);
    const filed = await unassignedPhotos(page);
    expect(filed.map((photo) => photo.filename).sort()).toEqual(['amy1.png', 'penny1.png']);
    expect(mail!.attachments.map((attachment) => attachment.filename).sort()).toEqual([
      'amy1.png',
      'penny1.png',
    ]);
    for (const photo of filed) {
      const attachment = mail!.attachments.find((item) => item.filename === photo.filename)!;
      expect(attachment.content.equals(await storedFile(page, photo))).toBe(true);
      expect(attachment.content.equals(await readFile(face(photo.filename)))).toBe(true);
    }

    // The peer goes down: three attempts, the failure toast, and the photo is filed anyway.
    await setPeer(page, 'down');
    await importWithoutPatient(page, [face('howard1.png')]);
    const failure = toast(page, errorMessages['email.progress_failed'].fr);
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(failure).toContainText(errorMessages['email.send_failed'].fr);
    const howard = (await unassignedPhotos(page)).find((photo) => photo.filename === 'howard1.png');
    expect(howard).toBeDefined();

    // Back up, "Réessayer" sends the same photo.
    await setPeer(page, 'up');
    await failure.getByRole('button', { name: noticeMessages['email.retry'].fr }).click();
    await expect(toast(page, noticeMessages['email.sent'].fr)).toBeVisible({ timeout: 20_000 });
    const mails = await mailsTo(secretary, 2);
    expect(mails[1]!.attachments.map((attachment) => attachment.filename)).toEqual(['howard1.png']);
    expect(mails[1]!.attachments[0]!.content.equals(await storedFile(page, howard!))).toBe(true);

    const log = (await (await page.request.get('/api/v1/email/sends')).json()) as EmailSendList;
    expect(log.items.map(({ status, attempts }) => ({ status, attempts }))).toEqual([
      { status: 'sent', attempts: 1 },
      { status: 'failed', attempts: 3 },
      { status: 'sent', attempts: 1 },
    ]);
    expect(log.items[1]!.photo_ids).toEqual([howard!.id]);

    // From the patient page: every photo of the patient, the recipient of the settings.
    const created = await page.request.post('/api/v1/patients', {
      headers: { origin: new URL(page.url()).origin },
      data: { nom: 'Farrah', prenom: 'Amy', date_naissance: '1985-06-01' },
    });
    expect(created.status()).toBe(201);
    const patientId = ((await created.json()) as { id: string }).id;
    const assigned = await page.request.post('/api/v1/photos/assign', {
      headers: { origin: new URL(page.url()).origin },
      data: { photoIds: [...filed, howard!].map((photo) => photo.id), patientId },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    await page.goto(`/patient/${patientId}`);
    await page.getByRole('button', { name: fr('media.selection.start'), exact: true }).click();
    await page.getByRole('button', { name: fr('media.selection.selectAll'), exact: true }).click();
    await page.getByRole('button', { name: fr('media.selection.email') }).click();
    const dialog = page.getByTestId('send-email-dialog');
    // Closable without sending, as every dialog that is not a wait.
    await expect(dialog.getByRole('button', { name: fr('app.close'), exact: true })).toBeVisible();
    await expect(dialog.getByLabel(fr('email.dialog.to'))).toHaveValue(secretary);
    await dialog.getByRole('button', { name: fr('email.dialog.send'), exact: true }).click();
    await expect(dialog).toHaveCount(0, { timeout: 20_000 });
    const fromPatientPage = (await mailsTo(secretary, 3))[2]!;
    expect(fromPatientPage.text).toContain('Patient : Amy Farrah');
    expect(fromPatientPage.attachments.map((attachment) => attachment.filename).sort()).toEqual([
      'amy1.png',
      'howard1.png',
      'penny1.png',
    ]);

    // From the photo viewer: that one photo, to the recipient of the settings.
    await page.goto(`/patient/${patientId}/photo/${howard!.id}`);
    await page.getByRole('button', { name: fr('viewer.email'), exact: true }).click();
    const fromViewerDialog = page.getByTestId('send-email-dialog');
    await expect(fromViewerDialog.getByLabel(fr('email.dialog.to'))).toHaveValue(secretary);
    await fromViewerDialog
      .getByRole('button', { name: fr('email.dialog.send'), exact: true })
      .click();
    await expect(fromViewerDialog).toHaveCount(0, { timeout: 20_000 });
    const fromViewer = (await mailsTo(secretary, 4))[3]!;
    expect(fromViewer.text).toContain('Patient : Amy Farrah');
    expect(fromViewer.attachments.map((attachment) => attachment.filename)).toEqual([
      'howard1.png',
    ]);
    expect(fromViewer.attachments[0]!.content.equals(await storedFile(page, howard!))).toBe(true);
  });
});
