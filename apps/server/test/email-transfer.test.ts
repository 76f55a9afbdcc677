import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { JournalPage } from '@photodossier/domain/access-journal';
import type { EmailSendList, EmailSendRecord } from '@photodossier/domain/email-transfer';
import { PRODUCT_NAME } from '@photodossier/domain/product';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { get, post, send, signUp, type TestAccount } from './support/accounts';
import { readPhoto, seedPatientRow, seedPhoto } from './support/photos';
import { SmtpPeer } from './support/smtp-peer';
import { startTestApp, type TestApp } from './support/test-app';
// The one rule for finding the shared test data (PHOTODOSSIER_TESTDATA or ../shared beside the checkout).
import { testdataDirectory } from '../../web/src/test/testdata';

const SEND = '/api/v1/email/send';

let peer: SmtpPeer;
let testApp: TestApp;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  peer = new SmtpPeer();
  const port = await peer.listen();
  testApp = await startTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_FROM: 'PhotoDossier <envoi@cabinet.test>',
      // Short waits: the spec's 2 s and 4 s are the default, checked below through loadConfig.
      EMAIL_RETRY_DELAYS_MS: '30,60',
      EMAIL_HOURLY_LIMIT: '5',
      // Each rule gets accounts of its own: room for their sign-ups.
      AUTH_ATTEMPT_LIMIT: '30/60',
    },
  });
  alice = await signUp(testApp.app);
  bob = await signUp(testApp.app);
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await peer?.close();
});

beforeEach(() => peer.reset());

async function sendLog(account: TestAccount): Promise<EmailSendList> {
  const response = await get(testApp.app, '/api/v1/email/sends', account.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EmailSendList>();
}

function mailBody(photoIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    to: 'secretariat@cabinet.test',
    subject: 'Photos de la consultation',
    message: 'Bonjour,\nvoici les photos de ce matin.',
    photo_ids: photoIds,
    ...overrides,
  };
}

describe('e-mail transfer', () => {
  it('defaults to 50 messages an hour and waits of 2 s then 4 s', () => {
    const config = loadConfig({ DATA_DIR: path.join(tmpdir(), 'pd-email-defaults') });
    expect(config.emailTransfer).toEqual({ hourlyLimit: 50, retryDelaysMs: [2000, 4000] });
    expect(() => loadConfig({ EMAIL_HOURLY_LIMIT: '0' })).toThrow(/EMAIL_HOURLY_LIMIT/);
  });

  it('attaches the stored files byte for byte, in French, under the sender name', async () => {
    const portrait = await readFile(path.join(testdataDirectory(), 'faces/amy/amy1.png'));
    const patientId = await seedPatientRow(testApp, alice.userId, { prenom: 'Léa', nom: 'Martin' });
    const first = await seedPhoto(
      testApp,
      alice.userId,
      {
        patient_id: patientId,
        file_type: 'image/png',
        filename: 'amy1.png',
        date_prise: Date.UTC(2026, 2, 14, 9, 30),
        zone_traitee: 'Lèvres',
      },
      { original: portrait },
    );
    const second = await seedPhoto(testApp, alice.userId, { patient_id: patientId });
    const settings = await send(testApp.app, 'PATCH', '/api/v1/settings', alice.cookie, {
      emailTransfer: { senderName: 'Cabinet Dr Roux' },
    });
    expect(settings.statusCode, settings.body).toBe(200);

    const response = await post(testApp.app, SEND, mailBody([first.id, second.id]), alice.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<EmailSendRecord>()).toMatchObject({
      status: 'sent',
      attempts: 1,
      delivery: 'attachments',
      photo_ids: [first.id, second.id],
    });

    expect(peer.received).toHaveLength(1);
    const mail = peer.received[0]!;
    expect(mail.subject).toBe('Photos de la consultation');
    expect(mail.from?.value[0]).toEqual({ name: 'Cabinet Dr Roux', address: 'envoi@cabinet.test' });
    expect(mail.text).toContain('voici les photos de ce matin.');
    expect(mail.text).toContain('Patient : Léa Martin');
    expect(mail.text).toContain('amy1.png, prise le 14 mars 2026 à 10:30 (Lèvres)');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['amy1.png', second.filename]);
    expect(mail.attachments[0]!.content.equals(portrait)).toBe(true);
    const stored = await testApp.platform.blobs.get(second.storage_path);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(mail.attachments[1]!.content.equals(Buffer.concat(chunks))).toBe(true);

    const log = await sendLog(alice);
    expect(log.items[0]).toMatchObject({
      recipient: 'secretariat@cabinet.test',
      photo_ids: [first.id, second.id],
      status: 'sent',
    });
  });

  it('journals each photo sent with its patient and signs the message with the practice', async () => {
    const patientId = await seedPatientRow(testApp, alice.userId, { prenom: 'Ana', nom: 'Roux' });
    const filed = await seedPhoto(testApp, alice.userId, { patient_id: patientId });
    const loose = await seedPhoto(testApp, alice.userId, {});
    const practice = await send(testApp.app, 'PUT', '/api/v1/settings/practice', alice.cookie, {
      name: 'Cabinet du Parc',
      address: '12 rue des Lilas',
      phone: '',
      professional_id_kind: 'adeli',
      professional_id: '751234567',
    });
    expect(practice.statusCode, practice.body).toBe(200);

    const response = await post(testApp.app, SEND, mailBody([filed.id, loose.id]), alice.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const mail = peer.received[0]!;
    expect(mail.text).toContain('--\nCabinet du Parc\n12 rue des Lilas\nADELI 751234567');

    const journal = await get(testApp.app, '/api/v1/journal?action=email.send', alice.cookie);
    expect(journal.statusCode, journal.body).toBe(200);
    const lines = journal.json<{ items: { target_id: string; patient_id: string | null }[] }>();
    // Alice sent other photos before: this message's lines are those of its two photos.
    const sent = new Set([filed.id, loose.id]);
    expect(
      lines.items
        .filter((line) => sent.has(line.target_id))
        .map((line) => `${line.target_id}:${line.patient_id}`)
        .sort(),
    ).toEqual([`${filed.id}:${patientId}`, `${loose.id}:null`].sort());
    // Another user's journal has none of it.
    const other = await get(testApp.app, '/api/v1/journal?action=email.send', bob.cookie);
    expect(other.json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('sends under the product name when the sender name is blank (spec 02 §3)', async () => {
    const account = await signUp(testApp.app);
    const photo = await seedPhoto(testApp, account.userId);
    const settings = await send(testApp.app, 'PATCH', '/api/v1/settings', account.cookie, {
      emailTransfer: { senderName: '   ' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    peer.reset();

    const response = await post(testApp.app, SEND, mailBody([photo.id]), account.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]!.from?.value[0]).toEqual({
      name: PRODUCT_NAME,
      address: 'envoi@cabinet.test',
    });
  });

  it('names unassigned photos « Photos non assignées » beside the patients (spec 02 §3)', async () => {
    const account = await signUp(testApp.app);
    const patientId = await seedPatientRow(testApp, account.userId, { prenom: 'Zoé', nom: 'Bas' });
    const filed = await seedPhoto(testApp, account.userId, { patient_id: patientId });
    const loose = await seedPhoto(testApp, account.userId, {});
    const otherLoose = await seedPhoto(testApp, account.userId, {});
    peer.reset();

    const mixed = await post(
      testApp.app,
      SEND,
      mailBody([loose.id, filed.id, otherLoose.id]),
      account.cookie,
    );
    expect(mixed.statusCode, mixed.body).toBe(201);
    expect(peer.received[0]!.text).toContain('Patient : Zoé Bas, Photos non assignées\n');

    const unassigned = await post(testApp.app, SEND, mailBody([loose.id]), account.cookie);
    expect(unassigned.statusCode, unassigned.body).toBe(201);
    expect(peer.received[1]!.text).toContain('Patient : Photos non assignées\n');

    const assigned = await post(testApp.app, SEND, mailBody([filed.id]), account.cookie);
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(peer.received[2]!.text).toContain('Patient : Zoé Bas\n');
    expect(peer.received[2]!.text).not.toContain('non assignées');
  });

  it('sends signed links with their expiry when the files would pass 20 MB', async () => {
    const big = randomBytes(21 * 1024 * 1024);
    const photo = await seedPhoto(testApp, alice.userId, {}, { original: big });
    const response = await post(testApp.app, SEND, mailBody([photo.id]), alice.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<EmailSendRecord>().delivery).toBe('links');
    const mail = peer.received[0]!;
    expect(mail.attachments).toHaveLength(0);
    expect(mail.text).toMatch(/valables jusqu'au \d{1,2} \S+ \d{4}/);
    const link = new URL(mail.text!.match(/https?:\/\/\S+/)![0]);
    const download = await testApp.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(big)).toBe(true);
  }, 60_000);

  it('answers each rule of the spec with its text code, control characters refused', async () => {
    const photo = await seedPhoto(testApp, alice.userId);
    const cases: [Record<string, unknown>, string][] = [
      [{ to: '  ' }, 'email.recipient_missing'],
      [{ subject: '' }, 'email.subject_missing'],
      [{ message: undefined }, 'email.message_missing'],
      [{ to: 'pas-une-adresse' }, 'email.invalid_format'],
      [{ subject: 'a'.repeat(201) }, 'email.subject_too_long'],
      [{ message: 'a'.repeat(5001) }, 'email.message_too_long'],
      [{ subject: 'Photos\r\nBcc: tous@exemple.test' }, 'validation.control_characters'],
      [{ to: 'a@b.test\nBcc: c@d.test' }, 'validation.control_characters'],
    ];
    for (const [override, code] of cases) {
      const response = await post(testApp.app, SEND, mailBody([photo.id], override), alice.cookie);
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      const problem = response.json<{ errors: { code?: string }[] }>();
      expect(problem.errors.map((error) => error.code)).toContain(code);
    }
    // 200 and 5000 characters are allowed.
    const longest = mailBody([photo.id], { subject: 's'.repeat(200), message: 'm'.repeat(5000) });
    expect((await post(testApp.app, SEND, longest, alice.cookie)).statusCode).toBe(201);
    const anonymous = await post(testApp.app, SEND, mailBody([photo.id]));
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses another user's photos and photos in the trash, and keeps each log private", async () => {
    const own = await seedPhoto(testApp, bob.userId);
    const foreign = await seedPhoto(testApp, alice.userId);
    const mixed = await post(testApp.app, SEND, mailBody([own.id, foreign.id]), bob.cookie);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json<{ code: string }>().code).toBe('email.invalid_photos');
    const trashed = await seedPhoto(testApp, bob.userId, { is_deleted: 1, deleted_at: Date.now() });
    const fromTrash = await post(testApp.app, SEND, mailBody([trashed.id]), bob.cookie);
    expect(fromTrash.json<{ code: string }>().code).toBe('email.invalid_photos');
    expect(peer.connections).toBe(0);
    expect((await sendLog(bob)).items).toEqual([]);
    expect((await sendLog(alice)).items.length).toBeGreaterThan(0);
  });

  it('tries 3 times with the SMTP peer down, records the failure, and the photos can be sent again', async () => {
    const account = await signUp(testApp.app);
    const photo = await seedPhoto(testApp, account.userId);
    peer.reset();
    peer.down = true;
    const failed = await post(testApp.app, SEND, mailBody([photo.id]), account.cookie);
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ code: string }>().code).toBe('email.send_failed');
    expect(peer.connections).toBe(3);
    expect(peer.received).toHaveLength(0);
    const [record] = (await sendLog(account)).items;
    expect(record).toMatchObject({ status: 'failed', attempts: 3, photo_ids: [photo.id] });
    expect((await readPhoto(testApp, photo.id)).is_deleted).toBe(0);

    peer.down = false;
    const retried = await post(testApp.app, SEND, mailBody([photo.id]), account.cookie);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(peer.received).toHaveLength(1);
    expect((await sendLog(account)).items.map((item) => item.status)).toEqual(['sent', 'failed']);
  });

  it('refuses the message past the hourly limit, for that user only', async () => {
    const account = await signUp(testApp.app);
    const photo = await seedPhoto(testApp, account.userId);
    peer.reset();
    for (let index = 0; index < 5; index += 1) {
      const response = await post(testApp.app, SEND, mailBody([photo.id]), account.cookie);
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await post(testApp.app, SEND, mailBody([photo.id]), account.cookie);
    expect(over.statusCode).toBe(429);
    expect(over.json<{ code: string }>().code).toBe('email.rate_limited');
    expect(peer.received).toHaveLength(5);
    const other = await signUp(testApp.app);
    const otherPhoto = await seedPhoto(testApp, other.userId);
    expect(
      (await post(testApp.app, SEND, mailBody([otherPhoto.id]), other.cookie)).statusCode,
    ).toBe(201);
  });

  it('names each refused e-mail transfer setting with its text code, per user', async () => {
    const account = await signUp(testApp.app);
    const other = await signUp(testApp.app);
    const patchSettings = (who: TestAccount, emailTransfer: Record<string, unknown>) =>
      send(testApp.app, 'PATCH', '/api/v1/settings', who.cookie, { emailTransfer });
    const issueCodes = (body: string) =>
      (JSON.parse(body) as { errors?: { code?: string }[] }).errors?.map((issue) => issue.code);

    const badAddress = await patchSettings(account, { recipientEmail: 'secretariat@' });
    expect(badAddress.statusCode).toBe(400);
    expect(issueCodes(badAddress.body)).toEqual(['email.invalid_format']);
    const longName = await patchSettings(account, { senderName: 'x'.repeat(101) });
    expect(issueCodes(longName.body)).toEqual(['validation.max_length']);
    const noRecipient = await patchSettings(account, { enabled: true });
    expect(noRecipient.statusCode).toBe(400);
    expect(noRecipient.json<{ code: string }>().code).toBe('email.recipient_missing');

    const saved = await patchSettings(account, {
      enabled: true,
      recipientEmail: 'secretariat@cabinet.test',
      triggerMode: 'manual',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Erasing the recipient of an automatic transfer that is on would leave it sending nowhere.
    const erased = await patchSettings(account, { recipientEmail: '' });
    expect(erased.json<{ code: string }>().code).toBe('email.recipient_missing');

    const mine = (await get(testApp.app, '/api/v1/settings', account.cookie)).json();
    expect(mine.emailTransfer).toEqual({
      enabled: true,
      recipientEmail: 'secretariat@cabinet.test',
      senderName: PRODUCT_NAME,
      triggerMode: 'manual',
    });
    const theirs = (await get(testApp.app, '/api/v1/settings', other.cookie)).json();
    expect(theirs.emailTransfer).toMatchObject({ enabled: false, recipientEmail: '' });
    expect((await patchSettings(other, { senderName: 'Cabinet B' })).statusCode).toBe(200);
    const after = (await get(testApp.app, '/api/v1/settings', account.cookie)).json();
    expect(after.emailTransfer.senderName).toBe(PRODUCT_NAME);
  });

  it("records each delivered send in its owner's access journal, under the patient", async () => {
    const account = await signUp(testApp.app);
    const other = await signUp(testApp.app);
    const patientId = await seedPatientRow(testApp, account.userId, { prenom: 'Inès', nom: 'Roy' });
    const photo = await seedPhoto(testApp, account.userId, { patient_id: patientId });
    const journalLines = async (who: TestAccount) => {
      const response = await get(testApp.app, '/api/v1/journal', who.cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<JournalPage>().items.filter((line) => line.action === 'email.send');
    };

    peer.down = true;
    expect((await post(testApp.app, SEND, mailBody([photo.id]), account.cookie)).statusCode).toBe(
      502,
    );
    expect(await journalLines(account)).toEqual([]);

    peer.down = false;
    const sent = await post(testApp.app, SEND, mailBody([photo.id]), account.cookie);
    expect(sent.statusCode, sent.body).toBe(201);
    const lines = await journalLines(account);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actor: 'owner',
      patient_id: patientId,
      patient_name: 'Inès Roy',
      target_id: photo.id,
    });
    expect(await journalLines(other)).toEqual([]);
  });
});
