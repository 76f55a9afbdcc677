import type { ComparisonRecord } from '@photodossier/domain/comparison';
import type { DriveItemRecord } from '@photodossier/domain/drive';
import { importSessionSchema } from '@photodossier/domain/import-session';
import { photoRecordSchema } from '@photodossier/domain/media-record';
import {
  QUOTA_NEAR_PERCENT,
  SHARE_OPENED_NOTICE_INTERVAL_MS,
} from '@photodossier/domain/notification-rules';
import type { NotificationPreferences } from '@photodossier/domain/practice';
import { quotaBytesForPlan } from '@photodossier/domain/quota';
import type { CreatedShare } from '@photodossier/domain/share';
import type { ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BillingRepository } from '../src/modules/billing/repository';
import { NotificationsRepository } from '../src/modules/notifications/repository';
import { StorageUsageRepository } from '../src/modules/storage/usage-repository';
import { TEST_ORIGIN, post, send, signUp, type TestAccount } from './support/accounts';
import { comparisonBody } from './support/comparisons';
import { seedPatientRow, seedPhoto } from './support/photos';
import { SmtpPeer } from './support/smtp-peer';
import { startTestApp, type TestApp } from './support/test-app';
import { tusUpload } from './support/tus-upload';

let peer: SmtpPeer;
let testApp: TestApp;
/** A Pro practitioner whose links open in every test. */
let alice: TestAccount;
/** Another Pro practitioner: must never hear of alice's links. */
let bob: TestAccount;
/** Opens links of its own to tell when the notices handed over before are all done. */
let witness: TestAccount;
let witnessComparisonId: string;
let colour = 0;

const dialect = process.env.TEST_DB_DIALECT;
const db = () => testApp.platform.database.db;

beforeAll(async () => {
  peer = new SmtpPeer();
  const port = await peer.listen();
  testApp = await startTestApp({
    importNoticeRetryMs: 200,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_FROM: 'PhotoDossier <notifications@cabinet.test>',
      TRUST_PROXY: 'loopback',
      AUTH_ATTEMPT_LIMIT: '30/60',
    },
  });
  alice = await proAccount('Alice Roux');
  bob = await proAccount('Bruno Petit');
  witness = await proAccount('Témoin');
  const { photoIds } = await patientWithPhotos(witness);
  witnessComparisonId = (await createComparison(witness, photoIds)).id;
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await peer?.close();
});

beforeEach(() => peer.reset());

async function proAccount(name: string): Promise<TestAccount> {
  const account = await signUp(testApp.app, { name });
  await new BillingRepository(db()).saveAdminPlan(account.userId, 'pro', account.userId, 0);
  return account;
}

/** Every mail the SMTP peer holds for the account, the verification mail of its sign-up too. */
function sentTo(account: TestAccount): ParsedMail[] {
  return peer.received.filter((mail) => {
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    return to?.text === account.email;
  });
}

/** The notifications sent to the account, without the verification mail of its sign-up. */
function mailsTo(account: TestAccount): ParsedMail[] {
  return sentTo(account).filter((mail) => !mail.subject?.startsWith('Vérifiez votre adresse'));
}

/** Waits until the SMTP peer holds `count` messages for the account. */
async function mailsArrived(account: TestAccount, count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 15_000;
  while (mailsTo(account).length < count) {
    if (Date.now() > deadline) throw new Error(`${count} mails to ${account.name} never arrived`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return mailsTo(account);
}

/**
 * Notices are handled one after another: once a link of the witness opened after them has
 * brought its e-mail, every notice handed over before it is done, sent or not.
 */
async function noticesDone(): Promise<void> {
  const before = mailsTo(witness).length;
  const { token } = await createShare(witness, {
    kind: 'comparison',
    comparison_id: witnessComparisonId,
  });
  expect((await openShare(token)).statusCode).toBe(200);
  await mailsArrived(witness, before + 1);
}

async function setSwitches(account: TestAccount, patch: Partial<NotificationPreferences>) {
  const response = await send(
    testApp.app,
    'PATCH',
    '/api/v1/settings/notifications',
    account.cookie,
    patch,
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function setLanguage(account: TestAccount, language: 'fr' | 'en') {
  const response = await send(testApp.app, 'PATCH', '/api/v1/settings', account.cookie, {
    language,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function patientWithPhotos(account: TestAccount, prenom = 'Léa', nom = 'Martin') {
  const patientId = await seedPatientRow(testApp, account.userId, { prenom, nom });
  const photos = [
    await seedPhoto(testApp, account.userId, { patient_id: patientId }),
    await seedPhoto(testApp, account.userId, { patient_id: patientId }),
  ];
  return { patientId, photoIds: photos.map((photo) => photo.id) };
}

async function createComparison(account: TestAccount, photoIds: string[], title?: string) {
  const response = await post(
    testApp.app,
    '/api/v1/comparisons',
    comparisonBody(photoIds, title),
    account.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ComparisonRecord>();
}

async function createShare(account: TestAccount, target: Record<string, unknown>) {
  const response = await post(
    testApp.app,
    '/api/v1/shares',
    {
      expires_in_days: 7,
      password: null,
      allow_download: false,
      show_patient_name: false,
      ...target,
    },
    account.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedShare>();
}

function openShare(token: string) {
  return post(testApp.app, `/api/v1/shared/${token}`, {});
}

async function comparisonShare(account: TestAccount, title: string) {
  const { photoIds } = await patientWithPhotos(account);
  const comparison = await createComparison(account, photoIds, title);
  return createShare(account, { kind: 'comparison', comparison_id: comparison.id });
}

/** A small JPEG of its own colour: every upload is a file of its own. */
async function jpeg(): Promise<Buffer> {
  colour += 1;
  return sharp({
    create: { width: 48, height: 32, channels: 3, background: { r: colour % 256, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
}

async function uploadPhoto(account: TestAccount, metadata: Record<string, string> = {}) {
  const response = await tusUpload(testApp.app, account, await jpeg(), {
    filename: 'photo.jpg',
    filetype: 'image/jpeg',
    ...metadata,
  });
  expect(response.statusCode, response.body).toBe(200);
  return photoRecordSchema.parse(response.json());
}

describe(`share_opened e-mails on ${dialect}`, () => {
  it('tells the owner in French which link opened and when, without the token', async () => {
    const share = await comparisonShare(alice, 'Lèvres avant / après');
    const opened = await openShare(share.token);
    expect(opened.statusCode, opened.body).toBe(200);

    const [mail] = await mailsArrived(alice, 1);
    expect(mail?.subject).toBe('PhotoDossier : votre lien partagé a été ouvert');
    expect(mail?.text).toContain('Bonjour Alice Roux,');
    expect(mail?.text).toContain(
      'Le lien que vous avez partagé vers la comparaison « Lèvres avant / après » de Léa Martin a été ouvert le',
    );
    const today = new Date().toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
    expect(mail?.text).toMatch(
      new RegExp(`ouvert le ${today.replace(/\//g, '\\/')} à \\d\\d:\\d\\d`),
    );
    expect(mail?.text).not.toContain(share.token);
    expect(mail?.subject).not.toContain(share.token);
    expect(mail?.html ?? '').not.toContain(share.token);
  });

  it('sends at most one e-mail per link per 24 hours, then again', async () => {
    const share = await comparisonShare(alice, 'Front J0 / J15');
    const other = await comparisonShare(alice, 'Cernes J0 / J30');
    await openShare(share.token);
    await mailsArrived(alice, 1);
    expect((await openShare(share.token)).statusCode).toBe(200);
    expect((await openShare(share.token)).statusCode).toBe(200);
    // Another link of the same owner is throttled on its own.
    await openShare(other.token);
    await noticesDone();
    const mails = mailsTo(alice);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('« Cernes J0 / J30 »');

    // A day after the last e-mail, the next opening is told again.
    await db()
      .updateTable('notification_sends')
      .set((eb) => ({ sent_at: eb('sent_at', '-', SHARE_OPENED_NOTICE_INTERVAL_MS + 1) }))
      .where('user_id', '=', alice.userId)
      .where('subject_id', '=', share.share.id)
      .execute();
    await openShare(share.token);
    const [, , again] = await mailsArrived(alice, 3);
    expect(again?.text).toContain('« Front J0 / J15 »');
  });

  it('names a drive folder, in English for a user who chose English', async () => {
    await setLanguage(bob, 'en');
    try {
      const folder = await post(
        testApp.app,
        '/api/v1/drive/folders',
        { name: 'Protocoles 2026', parent_id: null },
        bob.cookie,
      );
      expect(folder.statusCode, folder.body).toBe(201);
      const share = await createShare(bob, {
        kind: 'drive',
        drive_item_id: folder.json<DriveItemRecord>().id,
      });
      await openShare(share.token);
      const [mail] = await mailsArrived(bob, 1);
      expect(mail?.subject).toBe('PhotoDossier: your shared link was opened');
      expect(mail?.text).toContain('Hello Bruno Petit,');
      expect(mail?.text).toContain(
        'The link you shared to “Protocoles 2026” in your Drive was opened on',
      );
      expect(mail?.text).not.toContain(share.token);
    } finally {
      await setLanguage(bob, 'fr');
    }
  });

  it('sends nothing while the switch is off, and e-mails nobody but the owner', async () => {
    const share = await comparisonShare(alice, 'Menton J0 / J90');
    await setSwitches(alice, { share_opened: false });
    try {
      expect((await openShare(share.token)).statusCode).toBe(200);
      await noticesDone();
      expect(mailsTo(alice)).toEqual([]);
    } finally {
      await setSwitches(alice, { share_opened: true });
    }
    // Bob's switch is on: alice's link opening is still none of his business.
    await openShare(share.token);
    await mailsArrived(alice, 1);
    await noticesDone();
    expect(mailsTo(bob)).toEqual([]);
    expect(peer.received.filter((mail) => mail.text?.includes('Menton'))).toHaveLength(1);
  });

  it('answers the visitor when the mail server refuses, and tries again at the next opening', async () => {
    const share = await comparisonShare(alice, 'Pommettes J0 / J60');
    peer.down = true;
    const started = Date.now();
    const opened = await openShare(share.token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<{ title: string }>().title).toBe('Pommettes J0 / J60');
    // The attempt was made, and refused.
    while (peer.connections === 0) {
      expect(Date.now() - started).toBeLessThan(15_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    peer.down = false;
    // The refused e-mail gave its claim back: the next opening within the day is told.
    expect((await openShare(share.token)).statusCode).toBe(200);
    const [mail] = await mailsArrived(alice, 1);
    expect(mail?.text).toContain('« Pommettes J0 / J60 »');
  });
});

describe(`quota_near e-mails on ${dialect}`, () => {
  it('e-mails once when an upload reaches 90 %, and again only after going back under', async () => {
    const carol = await signUp(testApp.app, { name: 'Carole Blanc' });
    const usage = new StorageUsageRepository(db());
    const threshold = Math.ceil((quotaBytesForPlan('decouverte') * QUOTA_NEAR_PERCENT) / 100);
    await usage.add(carol.userId, threshold - 10, Date.now());

    const first = await uploadPhoto(carol);
    const [mail] = await mailsArrived(carol, 1);
    expect(mail?.subject).toBe('PhotoDossier : votre espace de stockage est presque plein');
    expect(mail?.text).toContain('Bonjour Carole Blanc,');
    expect(mail?.text).toContain('Vous utilisez 90 % de votre espace de stockage');
    expect(mail?.text).toContain('sur 500 Mo');

    // Still above: more uploads say nothing more.
    const second = await uploadPhoto(carol);
    await noticesDone();
    expect(mailsTo(carol)).toHaveLength(1);

    // Back under 90 % (both photos deleted for good), then across again: a new e-mail.
    const trashed = await post(
      testApp.app,
      '/api/v1/photos/delete',
      { ids: [first.id, second.id] },
      carol.cookie,
    );
    expect(trashed.statusCode, trashed.body).toBe(200);
    const emptied = await post(testApp.app, '/api/v1/trash/empty', {}, carol.cookie);
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(await usage.usedBytes(carol.userId)).toBeLessThan(threshold);
    await noticesDone();
    expect(mailsTo(carol)).toHaveLength(1);

    await uploadPhoto(carol);
    const [, again] = await mailsArrived(carol, 2);
    expect(again?.subject).toBe('PhotoDossier : votre espace de stockage est presque plein');
  });

  it('sends nothing while the switch is off, nor under 90 %', async () => {
    const dan = await signUp(testApp.app, { name: 'Daniel Morel' });
    await setSwitches(dan, { quota_near: false });
    const usage = new StorageUsageRepository(db());
    const threshold = Math.ceil((quotaBytesForPlan('decouverte') * QUOTA_NEAR_PERCENT) / 100);
    await usage.add(dan.userId, threshold - 10, Date.now());
    await uploadPhoto(dan);
    expect(await usage.usedBytes(dan.userId)).toBeGreaterThanOrEqual(threshold);

    const erin = await signUp(testApp.app, { name: 'Erin Lambert' });
    await usage.add(erin.userId, threshold - 1_000_000, Date.now());
    await uploadPhoto(erin);
    expect(await usage.usedBytes(erin.userId)).toBeLessThan(threshold);

    await noticesDone();
    expect(mailsTo(dan)).toEqual([]);
    expect(mailsTo(erin)).toEqual([]);
  });
});

describe(`import_finished e-mails on ${dialect}`, () => {
  const BASE = '/api/v1/import-sessions';
  let device = 0;

  async function importSession(account: TestAccount, patients: (string | null)[]) {
    device += 1;
    const opened = await post(
      testApp.app,
      BASE,
      { device_id: `notices-${device}-${Date.now()}` },
      account.cookie,
    );
    expect(opened.statusCode, opened.body).toBe(201);
    const session = importSessionSchema.parse(opened.json());
    for (const [index, patientId] of patients.entries()) {
      await uploadPhoto(account, {
        session_id: session.id,
        session_photo_id: `photo-${index}`,
        ...(patientId ? { patient_id: patientId } : {}),
      });
    }
    return session.id;
  }

  function finalize(account: TestAccount, sessionId: string) {
    return testApp.app.inject({
      method: 'POST',
      url: `${BASE}/${sessionId}/finalize`,
      headers: { cookie: account.cookie, origin: TEST_ORIGIN },
    });
  }

  it('sends a summary in the user’s language once the switch is on', async () => {
    const fiona = await signUp(testApp.app, { name: 'Fiona Garnier' });
    await setSwitches(fiona, { import_finished: true });
    const lea = await seedPatientRow(testApp, fiona.userId, { prenom: 'Léa', nom: 'Martin' });
    const paul = await seedPatientRow(testApp, fiona.userId, { prenom: 'Paul', nom: 'Durand' });
    const sessionId = await importSession(fiona, [lea, lea, paul, null]);
    const finalized = await finalize(fiona, sessionId);
    expect(finalized.statusCode, finalized.body).toBe(200);

    const [mail] = await mailsArrived(fiona, 1);
    expect(mail?.subject).toBe('PhotoDossier : import terminé (4 photos)');
    expect(mail?.text).toContain('Votre import de photos s’est terminé le');
    expect(mail?.text).toContain('– Photos importées : 4');
    expect(mail?.text).toContain('– Classées dans un dossier patient : 3 (2 patients)');
    expect(mail?.text).toContain('– Sans patient : 1');

    await setLanguage(fiona, 'en');
    const second = await importSession(fiona, [paul]);
    expect((await finalize(fiona, second)).statusCode).toBe(200);
    const [, english] = await mailsArrived(fiona, 2);
    expect(english?.subject).toBe('PhotoDossier: import finished (1 photo)');
    expect(english?.text).toContain('Hello Fiona Garnier,');
    expect(english?.text).toContain('– Filed in a patient record: 1 (1 patient)');
    expect(english?.text).toContain('– Without a patient: 0');
  });

  it('sends the summary of an import whose e-mail failed, or that a stop left unsent, once it can, and once', async () => {
    const ines = await signUp(testApp.app, { name: 'Inès Perrin' });
    await setSwitches(ines, { import_finished: true });
    peer.down = true;
    const failed = await importSession(ines, [null]);
    expect((await finalize(ines, failed)).statusCode).toBe(200);
    // The node stopped between the finalize's commit and the e-mail: the notice was never
    // handed over, and only the session says the import finished.
    const lost = await importSession(ines, [null, null]);
    await db()
      .updateTable('import_sessions')
      .set({ status: 'completed', updated_at: Date.now() })
      .where('id', '=', lost)
      .execute();
    const attempts = peer.connections;
    await expect.poll(() => peer.connections, { timeout: 15_000 }).toBeGreaterThan(attempts + 2);
    expect(mailsTo(ines)).toEqual([]);

    peer.down = false;
    const mails = await mailsArrived(ines, 2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'PhotoDossier : import terminé (1 photo)',
      'PhotoDossier : import terminé (2 photos)',
    ]);
    // Claimed once sent: later look-ups find nothing to send again.
    const claims = () =>
      db()
        .selectFrom('notification_sends')
        .select('subject_id')
        .where('user_id', '=', ines.userId)
        .where('kind', '=', 'import_finished')
        .execute();
    await expect.poll(async () => (await claims()).length).toBe(2);
    const unnoticed = await new NotificationsRepository(db()).unnoticedImports(0, 1_000);
    expect(unnoticed.filter((found) => found.userId === ines.userId)).toEqual([]);
    await noticesDone();
    expect(mailsTo(ines)).toHaveLength(2);
  });

  it('sends nothing by default, nor for an abandoned session', async () => {
    const gus = await signUp(testApp.app, { name: 'Gustave Henry' });
    const sessionId = await importSession(gus, [null, null]);
    expect((await finalize(gus, sessionId)).statusCode).toBe(200);

    await setSwitches(gus, { import_finished: true });
    const abandoned = await importSession(gus, [null]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${BASE}/${abandoned}/abandon`,
      headers: { cookie: gus.cookie, origin: TEST_ORIGIN },
    });
    expect(response.statusCode, response.body).toBe(200);
    await noticesDone();
    expect(mailsTo(gus)).toEqual([]);
  });

  it('does not report an import that finished while the switch was off, even when it is turned on before the e-mails under way are out', async () => {
    const jade = await signUp(testApp.app, { name: 'Jade Lemoine' });
    // Its verification mail out first, the connection held below is the witness's.
    await expect.poll(() => sentTo(jade).length).toBe(1);
    const connected = peer.connections;
    const release = peer.hold();
    try {
      // An e-mail waiting on the SMTP server keeps every notice handed over after it waiting.
      const { token } = await createShare(witness, {
        kind: 'comparison',
        comparison_id: witnessComparisonId,
      });
      expect((await openShare(token)).statusCode).toBe(200);
      await expect.poll(() => peer.connections).toBeGreaterThan(connected);
      const sessionId = await importSession(jade, [null, null]);
      expect((await finalize(jade, sessionId)).statusCode).toBe(200);
      await setSwitches(jade, { import_finished: true });
    } finally {
      release();
    }
    // The held e-mail first: noticesDone counts the witness's mails from there.
    await mailsArrived(witness, 1);
    await noticesDone();
    expect(mailsTo(jade)).toEqual([]);
  });
});

describe(`notification rows on ${dialect}`, () => {
  it('goes with the account', async () => {
    const hugo = await proAccount('Hugo Faure');
    const share = await comparisonShare(hugo, 'Nez J0 / J30');
    await openShare(share.token);
    await mailsArrived(hugo, 1);
    const rows = () =>
      db()
        .selectFrom('notification_sends')
        .selectAll()
        .where('user_id', '=', hugo.userId)
        .execute();
    expect(await rows()).toHaveLength(1);
    const deleted = await post(
      testApp.app,
      '/api/v1/account/delete',
      { password: hugo.password },
      hugo.cookie,
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await rows()).toEqual([]);
  });
});
