import { createHash } from 'node:crypto';
import type { ConsentRecord, ConsentTemplate } from '@photodossier/domain/consents';
import type {
  CreatedPortalInvite,
  PortalState,
  PortalView,
} from '@photodossier/domain/patient-portal';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_ORIGIN,
  get,
  latestMail,
  post,
  send,
  verifiedAccount,
  type TestAccount,
} from './support/accounts';
import { quotaBytesForPlan } from '@photodossier/domain/quota';
import { frenchPracticeDay } from '../src/platform/practice-time';
import { comparisonBody } from './support/comparisons';
import { journalLines, journalPage } from './support/journal';
import { seedPatientRow, seedPhoto } from './support/photos';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: TestAccount;
let pro: TestAccount;
let other: TestAccount;
let essentiel: TestAccount;
let signature: string;
let blankSignature: string;

async function setPlan(account: TestAccount, planId: string) {
  const response = await send(
    testApp.app,
    'PUT',
    `/api/v1/admin/users/${account.userId}/plan`,
    admin.cookie,
    { planId },
  );
  expect(response.statusCode, response.body).toBe(204);
}

async function png(svg: string) {
  const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

async function pdfText(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function usedBytes(userId: string) {
  const row = await testApp.platform.database.db
    .selectFrom('storage_usage')
    .select('used_bytes')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.used_bytes ?? 0);
}

async function createConsent(
  account: TestAccount,
  patientId: string,
  body: Record<string, unknown> = {},
) {
  return post(
    testApp.app,
    `/api/v1/patients/${patientId}/consents`,
    { procedure: 'toxin', practitioner_signature: signature, ...body },
    account.cookie,
  );
}

/** The stored PDFs of a consent document. */
async function consentFiles(userId: string, consentId: string) {
  const keys: string[] = [];
  for await (const key of testApp.platform.blobs.list(`consents/${userId}/${consentId}`)) {
    keys.push(key);
  }
  return keys;
}

/** Fetches a signed media link the way a browser would, without a session. */
async function fetchSigned(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return testApp.app.inject({ method: 'GET', url: `${parsed.pathname}${parsed.search}` });
}

/** The organization settings every document of the account is then signed with. */
async function setPractice(account: TestAccount, name: string) {
  const saved = await send(testApp.app, 'PUT', '/api/v1/settings/practice', account.cookie, {
    name,
    address: '12 rue des Lilas\n75011 Paris',
    phone: '01 23 45 67 89',
    professional_id_kind: 'rpps',
    professional_id: '10101010101',
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** Invites the patient to the portal; the token of the link e-mailed. */
async function invitePatient(patientId: string, email: string) {
  const invited = await post(
    testApp.app,
    `/api/v1/patients/${patientId}/portal/invites`,
    { email },
    pro.cookie,
  );
  expect(invited.statusCode, invited.body).toBe(201);
  return invited.json<CreatedPortalInvite>().token;
}

const openPortal = (token: string) => post(testApp.app, `/api/v1/portal/${token}`, {});

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  admin = await verifiedAccount(testApp.app, testApp.config);
  pro = await verifiedAccount(testApp.app, testApp.config);
  other = await verifiedAccount(testApp.app, testApp.config);
  essentiel = await verifiedAccount(testApp.app, testApp.config);
  await setPlan(pro, 'pro');
  await setPlan(other, 'pro');
  await setPlan(essentiel, 'essentiel');
  signature = await png(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 C 60 10, 120 90, 290 20" stroke="#111" stroke-width="4" fill="none"/></svg>',
  );
  blankSignature = await png(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"></svg>',
  );
});

afterAll(async () => {
  await testApp?.close();
});

describe(`consents on ${process.env.TEST_DB_DIALECT}`, () => {
  it('offers the French templates, edits one with placeholders and puts the default back', async () => {
    const list = await get(testApp.app, '/api/v1/consent-templates', pro.cookie);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json<{ items: ConsentTemplate[] }>().items;
    expect(items.map((item) => item.procedure)).toEqual(['toxin', 'filler', 'peel', 'laser']);
    expect(items[0]!.title).toContain('toxine botulique');
    expect(items.every((item) => item.body.includes('{{patient}}') && !item.edited)).toBe(true);

    const patientId = await seedPatientRow(testApp, pro.userId, { prenom: 'Zoé', nom: 'Lefèvre' });
    // The peel template as `body` says, then a document of it signed on the device.
    const signedPeel = async (body: string) => {
      const edited = await send(testApp.app, 'PUT', '/api/v1/consent-templates/peel', pro.cookie, {
        title: 'Peeling — {{patient}}',
        body,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const made = await createConsent(pro, patientId, {
        procedure: 'peel',
        patient_signature: signature,
      });
      expect(made.statusCode, made.body).toBe(201);
      return made.json<ConsentRecord>();
    };
    const record = await signedPeel(
      'Moi, {{patient}} ({{date_naissance}}), accepte : {{procedure}} par {{praticien}} le {{date}}.',
    );
    expect(record.title).toBe('Peeling — Zoé Lefèvre');
    // She has no birth date: the brackets that would give it go with it.
    expect(record.body).toMatch(
      /^Moi, Zoé Lefèvre, accepte : Peeling chimique par .+ le \d\d\/\d\d\/\d{4}\.$/,
    );
    // A labelled line of its own goes too, from the stored text and so from the PDF, whose only
    // birth date is its own field saying there is none.
    const labelledRecord = await signedPeel(
      'Patient : {{patient}}\nDate de naissance : {{date_naissance}}\nActe : {{procedure}}',
    );
    expect(labelledRecord.body).toBe('Patient : Zoé Lefèvre\nActe : Peeling chimique');
    const labelledPdf = await get(
      testApp.app,
      `/api/v1/consents/${labelledRecord.id}/document.pdf`,
      pro.cookie,
    );
    const labelledText = await pdfText(labelledPdf.rawPayload);
    expect(labelledText).toContain('Patient : Zoé Lefèvre');
    expect(labelledText.match(/Date de naissance/g)).toHaveLength(1);
    expect(labelledText).toContain('Date de naissance : —');
    // Another user's templates are theirs.
    const others = (await get(testApp.app, '/api/v1/consent-templates', other.cookie)).json<{
      items: ConsentTemplate[];
    }>();
    expect(others.items.find((item) => item.procedure === 'peel')!.edited).toBe(false);

    const reset = await send(testApp.app, 'DELETE', '/api/v1/consent-templates/peel', pro.cookie);
    expect(reset.json<ConsentTemplate>().edited).toBe(false);
    expect(
      await send(testApp.app, 'PUT', '/api/v1/consent-templates/peel', pro.cookie, {
        title: 'x',
        body: 'bad \u0007 text',
      }),
    ).toHaveProperty('statusCode', 400);
  });

  it('signs on the device: a stored PDF with the text, its hash, counted in the quota, never modified', async () => {
    const patientId = await seedPatientRow(testApp, pro.userId, {
      prenom: 'Hélène',
      nom: 'Faure',
    });
    const before = await usedBytes(pro.userId);
    const made = await createConsent(pro, patientId, { patient_signature: signature });
    expect(made.statusCode, made.body).toBe(201);
    const record = made.json<ConsentRecord>();
    expect(record.status).toBe('signed');
    expect(record.sha256).toMatch(/^[0-9a-f]{64}$/);
    // Her record has no birth date: the text does not say « né(e) le — ».
    expect(record.body).toContain('Je soussigné(e) Hélène Faure, reconnais avoir été informé(e)');
    expect(record.body).not.toMatch(/né\(e\) le/);
    expect(record.body).toContain(`Fait le ${frenchPracticeDay(Date.now())}.`);
    expect(await usedBytes(pro.userId)).toBe(before + record.file_size!);

    const file = await get(testApp.app, `/api/v1/consents/${record.id}/document.pdf`, pro.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(sha256(file.rawPayload)).toBe(record.sha256);
    expect(file.headers['x-content-sha256']).toBe(record.sha256);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Hélène Faure');
    expect(text).toContain('Acte : Injection de toxine botulique');
    expect(text).toContain('Je consens librement');
    expect(text).not.toMatch(/né\(e\)\s+le/);
    expect(text).toMatch(/Empreinte SHA-256 du contenu signé : [0-9a-f]{64}/);

    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const refused = await send(testApp.app, method, `/api/v1/consents/${record.id}`, pro.cookie, {
        body: 'autre texte',
      });
      expect(refused.statusCode, method).toBe(405);
      expect(refused.json().code).toBe('consent.immutable');
    }
    const again = await get(testApp.app, `/api/v1/consents/${record.id}/document.pdf`, pro.cookie);
    expect(sha256(again.rawPayload)).toBe(record.sha256);
    const lines = (
      await journalPage(testApp.app, pro, `?patient_id=${patientId}&limit=200`)
    ).items.filter((line) => line.target_id === record.id);
    // Each read of the PDF is a line: a download is never folded into an earlier one.
    expect(lines.map((line) => line.action).sort()).toEqual([
      'consent.create',
      'consent.download',
      'consent.download',
      'consent.sign',
    ]);

    // Another user reaches none of it.
    expect(
      (await get(testApp.app, `/api/v1/consents/${record.id}/document.pdf`, other.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(testApp.app, `/api/v1/patients/${patientId}/consents`, other.cookie)).statusCode,
    ).toBe(404);
    expect((await createConsent(other, patientId)).statusCode).toBe(404);
  });

  it('refuses blank or forged signatures', async () => {
    const patientId = await seedPatientRow(testApp, pro.userId);
    const blank = await createConsent(pro, patientId, { patient_signature: blankSignature });
    expect(blank.json().code).toBe('consent.signature_empty');
    const forged = await createConsent(pro, patientId, {
      patient_signature: `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`,
    });
    expect(forged.json().code).toBe('consent.invalid_signature');
  });

  it('leaves no document when signing on the device fails, and signing again makes one', async () => {
    const ines = await verifiedAccount(testApp.app, testApp.config);
    await setPlan(ines, 'pro');
    const patientId = await seedPatientRow(testApp, ines.userId);
    const setUsed = (bytes: number) =>
      testApp.platform.database.db
        .insertInto('storage_usage')
        .values({ user_id: ines.userId, used_bytes: bytes, updated_at: Date.now() })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ used_bytes: bytes }))
        .execute();
    // No room for the PDF: the signing step fails after the document was made.
    const full = quotaBytesForPlan('pro') - 100;
    await setUsed(full);
    const failed = await createConsent(ines, patientId, { patient_signature: signature });
    expect(failed.statusCode, failed.body).toBe(413);
    const listed = async () =>
      (await get(testApp.app, `/api/v1/patients/${patientId}/consents`, ines.cookie)).json<{
        items: ConsentRecord[];
      }>().items;
    expect(await listed()).toEqual([]);
    expect(await usedBytes(ines.userId)).toBe(full);
    expect(await consentFiles(ines.userId, '')).toEqual([]);
    expect(await journalLines(testApp.app, ines, 'consent.create')).toEqual([]);

    // The same two signatures once there is room: one document, signed.
    await setUsed(0);
    const again = await createConsent(ines, patientId, { patient_signature: signature });
    expect(again.statusCode, again.body).toBe(201);
    const items = await listed();
    expect(items.map((item) => item.status)).toEqual(['signed']);
    expect(items[0]?.id).toBe(again.json<ConsentRecord>().id);
    expect(await usedBytes(ines.userId)).toBe(items[0]?.file_size);
    expect(await consentFiles(ines.userId, '')).toHaveLength(1);
  });

  it('prints and signs with the practice, and e-mails the very PDF stored', async () => {
    await setPractice(other, 'Cabinet du Parc');
    const patientId = await seedPatientRow(testApp, other.userId, {
      prenom: 'Inès',
      nom: 'Roux',
    });
    const record = (
      await createConsent(other, patientId, { patient_signature: signature })
    ).json<ConsentRecord>();
    const file = await get(testApp.app, `/api/v1/consents/${record.id}/document.pdf`, other.cookie);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Cabinet du Parc');
    expect(text).toContain('75011 Paris');
    expect(text).toContain('RPPS 10101010101');
    expect(text).toContain(`Praticien : ${other.name}`);

    const sent = await post(
      testApp.app,
      `/api/v1/consents/${record.id}/email`,
      { to: 'ines.roux@example.test' },
      other.cookie,
    );
    expect(sent.statusCode, sent.body).toBe(204);
    const mail = await latestMail(testApp.config, 'ines.roux@example.test');
    expect(mail.subject).toBe(record.title);
    expect(mail.fromName).toBe('Cabinet du Parc');
    expect(mail.text).toContain(`« ${record.title} »`);
    expect(mail.text).toContain(record.sha256);
    expect(mail.text).toMatch(/--\nCabinet du Parc\n12 rue des Lilas\n75011 Paris\n/);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment!.contentType).toBe('application/pdf');
    expect(attachment!.filename).toMatch(/^consentement-toxin-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(attachment!.content.equals(file.rawPayload)).toBe(true);
    expect(sha256(attachment!.content)).toBe(record.sha256);
  });

  it('without organization settings, signs with the practitioner', async () => {
    const patientId = await seedPatientRow(testApp, pro.userId);
    const record = (
      await createConsent(pro, patientId, { patient_signature: signature })
    ).json<ConsentRecord>();
    await post(
      testApp.app,
      `/api/v1/consents/${record.id}/email`,
      { to: 'patient-consent@example.test' },
      pro.cookie,
    );
    const mail = await latestMail(testApp.config, 'patient-consent@example.test');
    expect(mail.fromName).toBe(pro.name);
    expect(mail.text).toMatch(new RegExp(`--\\n${pro.name}$`));
  });

  it('refuses every consent and portal route to an Essentiel user', async () => {
    const patientId = await seedPatientRow(testApp, essentiel.userId);
    for (const [method, url] of [
      ['GET', '/api/v1/consent-templates'],
      ['PUT', '/api/v1/consent-templates/toxin'],
      ['GET', `/api/v1/patients/${patientId}/consents`],
      ['POST', `/api/v1/patients/${patientId}/consents`],
      ['GET', '/api/v1/consents/x/document.pdf'],
      ['POST', '/api/v1/consents/x/email'],
      ['PUT', '/api/v1/consents/x'],
      ['GET', `/api/v1/patients/${patientId}/portal`],
      ['POST', `/api/v1/patients/${patientId}/portal/invites`],
      ['POST', `/api/v1/patients/${patientId}/portal/items`],
      ['POST', '/api/v1/portal-invites/x/revoke'],
      ['DELETE', '/api/v1/portal-items/x'],
    ] as const) {
      const response =
        method === 'GET'
          ? await get(testApp.app, url, essentiel.cookie)
          : method === 'POST'
            ? await post(testApp.app, url, {}, essentiel.cookie)
            : await send(testApp.app, method, url, essentiel.cookie, {});
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('plan.feature_required');
    }
  });
});

describe(`patient portal on ${process.env.TEST_DB_DIALECT}`, () => {
  it('shows exactly the shared items, lets the patient sign, journals, and closes on revocation and expiry', async () => {
    const patientId = await seedPatientRow(testApp, pro.userId, { prenom: 'Léa', nom: 'Martin' });
    const otherPatient = await seedPatientRow(testApp, pro.userId);
    const shownPhoto = await seedPhoto(testApp, pro.userId, { patient_id: patientId });
    await seedPhoto(testApp, pro.userId, { patient_id: patientId });
    const strangerPhoto = await seedPhoto(testApp, pro.userId, { patient_id: otherPatient });
    const pending = (await createConsent(pro, patientId)).json<ConsentRecord>();
    expect(pending.status).toBe('pending');
    const notShared = (await createConsent(pro, patientId)).json<ConsentRecord>();

    const item = (body: Record<string, unknown>, account = pro, id = patientId) =>
      post(testApp.app, `/api/v1/patients/${id}/portal/items`, body, account.cookie);
    expect((await item({ kind: 'photo', item_id: shownPhoto.id })).statusCode).toBe(201);
    expect((await item({ kind: 'consent', item_id: pending.id })).statusCode).toBe(201);
    const instructions = await item({
      kind: 'instructions',
      title: 'Après l’injection',
      body: 'Pas de sport pendant 24 h.',
    });
    expect(instructions.statusCode).toBe(201);
    // Another patient's photo is not this patient's to see; another user cannot share here.
    expect((await item({ kind: 'photo', item_id: strangerPhoto.id })).json().code).toBe(
      'portal.invalid_item',
    );
    expect((await item({ kind: 'photo', item_id: shownPhoto.id }, other)).statusCode).toBe(404);

    await setPractice(pro, 'Cabinet des Tilleuls');
    const invited = await post(
      testApp.app,
      `/api/v1/patients/${patientId}/portal/invites`,
      { email: 'lea.martin@example.test' },
      pro.cookie,
    );
    expect(invited.statusCode, invited.body).toBe(201);
    const { token, invite } = invited.json<CreatedPortalInvite>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = await latestMail(testApp.config, 'lea.martin@example.test');
    expect(mail.subject).toBe('Cabinet des Tilleuls : votre espace patient');
    expect(mail.fromName).toBe('Cabinet des Tilleuls');
    expect(mail.text).toContain('Bonjour Léa,');
    expect(mail.text).toContain(`${new URL(TEST_ORIGIN).origin}/patient-portal/${token}`);
    expect(mail.text).toMatch(/--\nCabinet des Tilleuls\n12 rue des Lilas\n75011 Paris\n/);
    const days = (Date.parse(invite.expires_at) - Date.parse(invite.created_at)) / 86_400_000;
    expect(days).toBe(30);

    const opened = await openPortal(token);
    expect(opened.statusCode, opened.body).toBe(200);
    const view = opened.json<PortalView>();
    expect(view.patient_first_name).toBe('Léa');
    expect(view.photos).toHaveLength(1);
    expect(JSON.stringify(view)).not.toContain(shownPhoto.id);
    expect(view.consents.map((consent) => consent.id)).toEqual([pending.id]);
    expect(view.instructions).toEqual([
      { title: 'Après l’injection', body: 'Pas de sport pendant 24 h.' },
    ]);
    const media = await fetchSigned(view.photos[0]!.url);
    expect(media.statusCode).toBe(200);
    expect(new URL(view.photos[0]!.url, 'http://x').search).not.toBe('');

    // A consent that is not shared cannot be signed by changing the id.
    const sign = (id: string, withToken = token) =>
      post(testApp.app, `/api/v1/portal/${withToken}/consents/${id}/sign`, {
        patient_signature: signature,
      });
    expect((await sign(notShared.id)).statusCode).toBe(404);
    const signed = await sign(pending.id);
    expect(signed.statusCode, signed.body).toBe(200);
    const signedConsent = signed.json<PortalView>().consents[0]!;
    expect(signedConsent.status).toBe('signed');
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: signedConsent.download_url!,
      headers: { 'user-agent': 'Tablette de Léa' },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(sha256(pdf.rawPayload)).toBe(signedConsent.sha256);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Léa Martin');
    expect(text).toContain('Cabinet des Tilleuls');
    expect((await sign(pending.id)).statusCode).toBe(409);
    // Only what is shared downloads, and only with the token.
    expect(
      (await fetchSigned(`/api/v1/portal/${token}/consents/${notShared.id}/document.pdf`))
        .statusCode,
    ).toBe(404);

    const state = (
      await get(testApp.app, `/api/v1/patients/${patientId}/portal`, pro.cookie)
    ).json<PortalState>();
    expect(state.accesses.map((access) => access.action).sort()).toEqual([
      'portal.download',
      'portal.open',
      'portal.sign',
      'portal.view',
      'portal.view',
      'portal.view',
    ]);
    // What the patient saw at the opening: the photo, the consent and the instructions.
    expect(
      state.accesses
        .filter((access) => access.action === 'portal.view')
        .map((access) => access.target_id)
        .sort(),
    ).toEqual([shownPhoto.id, pending.id, instructions.json<{ id: string }>().id].sort());
    const download = state.accesses.find((access) => access.action === 'portal.download');
    expect(download).toMatchObject({ target_id: pending.id, device: 'Tablette de Léa' });
    expect(state.invites[0]!.last_opened_at).not.toBeNull();
    expect(
      (await get(testApp.app, `/api/v1/patients/${patientId}/portal`, other.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await post(testApp.app, `/api/v1/portal-invites/${invite.id}/revoke`, {}, other.cookie))
        .statusCode,
    ).toBe(404);

    // Revoked: refused. A second invitation, aged past its expiry: refused too.
    await post(testApp.app, `/api/v1/portal-invites/${invite.id}/revoke`, {}, pro.cookie);
    expect((await openPortal(token)).json().code).toBe('portal.not_found');
    const second = (
      await post(
        testApp.app,
        `/api/v1/patients/${patientId}/portal/invites`,
        { email: 'lea.martin@example.test', expires_in_days: 2 },
        pro.cookie,
      )
    ).json<CreatedPortalInvite>();
    expect((await openPortal(second.token)).statusCode).toBe(200);
    await testApp.platform.database.db
      .updateTable('portal_invites')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', second.invite.id)
      .execute();
    expect((await openPortal(second.token)).statusCode).toBe(404);
    expect((await openPortal('A'.repeat(43))).statusCode).toBe(404);
  });

  it('shares a photo once when it is shared several times at once', async () => {
    const patientId = await seedPatientRow(testApp, pro.userId);
    const photo = await seedPhoto(testApp, pro.userId, { patient_id: patientId });
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        post(
          testApp.app,
          `/api/v1/patients/${patientId}/portal/items`,
          { kind: 'photo', item_id: photo.id },
          pro.cookie,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(1);
    const state = (
      await get(testApp.app, `/api/v1/patients/${patientId}/portal`, pro.cookie)
    ).json<PortalState>();
    expect(state.items.map((item) => item.item_id)).toEqual([photo.id]);
    // Named by its date, which the page's first page of photos may not hold for an old one.
    const takenAt = new Date(Number(photo.date_prise)).toISOString();
    expect(state.items[0]?.date_prise).toBe(takenAt);
    expect(answers[0]?.json<{ date_prise: string | null }>().date_prise).toBe(takenAt);
  });

  it('keeps the PDF of the one signature that won when the patient signs twice at once', async () => {
    const patientId = await seedPatientRow(testApp, pro.userId, { prenom: 'Zoé', nom: 'Petit' });
    const pending = (await createConsent(pro, patientId)).json<ConsentRecord>();
    const shared = await post(
      testApp.app,
      `/api/v1/patients/${patientId}/portal/items`,
      { kind: 'consent', item_id: pending.id },
      pro.cookie,
    );
    expect(shared.statusCode, shared.body).toBe(201);
    const token = await invitePatient(patientId, 'zoe.petit@example.test');
    // Each signature its own drawing, so that each attempt makes a different PDF.
    const signatures = await Promise.all(
      [20, 40, 60, 80].map((y) =>
        png(
          `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 ${y} L 290 ${100 - y}" stroke="#111" stroke-width="4"/></svg>`,
        ),
      ),
    );
    const usedBefore = await usedBytes(pro.userId);

    const answers = await Promise.all(
      signatures.map((patientSignature) =>
        post(testApp.app, `/api/v1/portal/${token}/consents/${pending.id}/sign`, {
          patient_signature: patientSignature,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const [signed] = (
      await get(testApp.app, `/api/v1/patients/${patientId}/consents`, pro.cookie)
    ).json<{ items: ConsentRecord[] }>().items;
    expect(signed?.status).toBe('signed');
    const pdf = await get(testApp.app, `/api/v1/consents/${pending.id}/document.pdf`, pro.cookie);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(sha256(pdf.rawPayload)).toBe(signed?.sha256);
    expect(await usedBytes(pro.userId)).toBe(usedBefore + pdf.rawPayload.length);
  });

  it('shows a shared comparison, records what the patient saw, and leaves it out with a photo in the trash', async () => {
    const patientId = await seedPatientRow(testApp, pro.userId, { prenom: 'Noé', nom: 'Blanc' });
    const before = await seedPhoto(testApp, pro.userId, { patient_id: patientId });
    const after = await seedPhoto(testApp, pro.userId, { patient_id: patientId });
    const made = await post(
      testApp.app,
      '/api/v1/comparisons',
      comparisonBody([before.id, after.id], 'Cernes J0 / J45'),
      pro.cookie,
    );
    expect(made.statusCode, made.body).toBe(201);
    const comparison = made.json<{ id: string }>();
    const shared = await post(
      testApp.app,
      `/api/v1/patients/${patientId}/portal/items`,
      { kind: 'comparison', item_id: comparison.id },
      pro.cookie,
    );
    expect(shared.statusCode, shared.body).toBe(201);
    expect(shared.json()).toMatchObject({ kind: 'comparison', title: 'Cernes J0 / J45' });
    const token = await invitePatient(patientId, 'noe.blanc@example.test');

    const view = (await openPortal(token)).json<PortalView>();
    expect(view.photos).toEqual([]);
    expect(view.comparisons).toHaveLength(1);
    expect(view.comparisons[0]!.title).toBe('Cernes J0 / J45');
    expect(view.comparisons[0]!.photos).toHaveLength(2);
    for (const photo of view.comparisons[0]!.photos) {
      expect((await fetchSigned(photo.url)).statusCode).toBe(200);
    }
    expect(JSON.stringify(view)).not.toContain(before.id);
    const state = (
      await get(testApp.app, `/api/v1/patients/${patientId}/portal`, pro.cookie)
    ).json<PortalState>();
    expect(
      state.accesses.filter((access) => access.action === 'portal.view').map((a) => a.target_id),
    ).toEqual([comparison.id]);

    // One of its photos in the trash: the comparison would mislead, it is not shown.
    expect(
      (await send(testApp.app, 'DELETE', `/api/v1/photos/${after.id}`, pro.cookie)).statusCode,
    ).toBeLessThan(300);
    expect((await openPortal(token)).json<PortalView>().comparisons).toEqual([]);
  });

  it('limits the attempts of one address', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 35 && last !== 429; attempt++) {
      last = (
        await testApp.app.inject({
          method: 'POST',
          url: `/api/v1/portal/${'B'.repeat(43)}`,
          payload: {},
          headers: { 'x-forwarded-for': '203.0.113.77', origin: TEST_ORIGIN },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('hides consents and the portal with the patient in the trash, restores them, and erases them with it', async () => {
    const patientId = await seedPatientRow(testApp, pro.userId);
    const record = (
      await createConsent(pro, patientId, { patient_signature: signature })
    ).json<ConsentRecord>();
    await post(
      testApp.app,
      `/api/v1/patients/${patientId}/portal/items`,
      { kind: 'consent', item_id: record.id },
      pro.cookie,
    );
    const { token } = (
      await post(
        testApp.app,
        `/api/v1/patients/${patientId}/portal/invites`,
        { email: 'trash@example.test' },
        pro.cookie,
      )
    ).json<CreatedPortalInvite>();
    const pdfUrl = `/api/v1/consents/${record.id}/document.pdf`;

    expect(
      (await send(testApp.app, 'DELETE', `/api/v1/patients/${patientId}`, pro.cookie)).statusCode,
    ).toBe(204);
    expect((await get(testApp.app, pdfUrl, pro.cookie)).statusCode).toBe(404);
    expect((await openPortal(token)).statusCode).toBe(404);

    await post(testApp.app, `/api/v1/trash/patients/${patientId}/restore`, {}, pro.cookie);
    expect((await get(testApp.app, pdfUrl, pro.cookie)).statusCode).toBe(200);
    expect((await openPortal(token)).json<PortalView>().consents).toHaveLength(1);

    const before = await usedBytes(pro.userId);
    expect(await consentFiles(pro.userId, record.id)).toHaveLength(1);
    await send(testApp.app, 'DELETE', `/api/v1/patients/${patientId}`, pro.cookie);
    const erased = await send(
      testApp.app,
      'DELETE',
      `/api/v1/trash/patients/${patientId}`,
      pro.cookie,
    );
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    const { db } = testApp.platform.database;
    for (const table of ['consent_documents', 'portal_items', 'portal_invites'] as const) {
      expect(
        await db.selectFrom(table).select('id').where('patient_id', '=', patientId).execute(),
        table,
      ).toEqual([]);
    }
    expect(await consentFiles(pro.userId, record.id)).toEqual([]);
    expect(await usedBytes(pro.userId)).toBe(before - record.file_size!);
    // The deletion for good is a line of the journal, beyond the patient's own rows.
    const erasures = await journalLines(testApp.app, pro, 'patient.erase');
    expect(erasures.filter((line) => line.patient_id === patientId)).toHaveLength(1);
    expect(erasures[0]).toMatchObject({ actor: 'owner', target_id: patientId });
  });

  it('goes with the account', async () => {
    const doomed = await verifiedAccount(testApp.app, testApp.config);
    await setPlan(doomed, 'pro');
    const patientId = await seedPatientRow(testApp, doomed.userId);
    const record = (
      await createConsent(doomed, patientId, { patient_signature: signature })
    ).json<ConsentRecord>();
    expect(await consentFiles(doomed.userId, record.id)).toHaveLength(1);
    await send(testApp.app, 'PUT', '/api/v1/consent-templates/laser', doomed.cookie, {
      title: 'Laser',
      body: 'Texte',
    });
    await post(
      testApp.app,
      `/api/v1/patients/${patientId}/portal/items`,
      { kind: 'instructions', title: 'Soins', body: 'Crème' },
      doomed.cookie,
    );
    await post(
      testApp.app,
      `/api/v1/patients/${patientId}/portal/invites`,
      { email: 'doomed-patient@example.test' },
      doomed.cookie,
    );
    const deleted = await post(
      testApp.app,
      '/api/v1/account/delete',
      { password: doomed.password },
      doomed.cookie,
    );
    expect(deleted.statusCode).toBe(204);
    const { db } = testApp.platform.database;
    for (const table of [
      'consent_templates',
      'consent_documents',
      'portal_items',
      'portal_invites',
    ] as const) {
      expect(
        await db.selectFrom(table).select('user_id').where('user_id', '=', doomed.userId).execute(),
        table,
      ).toEqual([]);
    }
    expect(await consentFiles(doomed.userId, record.id)).toEqual([]);
  });
});
