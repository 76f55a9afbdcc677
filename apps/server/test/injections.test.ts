import { createHash } from 'node:crypto';
import type {
  InjectionPoint,
  InjectionSessionBody,
  InjectionSessionRecord,
  ToxinTracking,
} from '@photodossier/domain/injections';
import sharp from 'sharp';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, send, verifiedAccount, type TestAccount } from './support/accounts';
import { journalPage } from './support/journal';
import { SAMPLE_PRACTICE_HEADER, saveSamplePractice } from './support/practice';
import { seedPatientRow, seedPhoto } from './support/photos';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: TestAccount;
let pro: TestAccount;
let other: TestAccount;
let essentiel: TestAccount;

const toxin: InjectionPoint = {
  id: 'pt-1',
  view: 'front',
  x: 0.5,
  y: 0.36,
  zone: 'glabella',
  product_name: 'Azzalure',
  product_kind: 'toxin',
  unit: 'U',
  dose: 10,
  depth: 'intramuscular',
  technique: 'bolus',
  lot_number: 'AZ-4521-É',
  lot_expiry: '2027-06-30',
  notes: '',
};
const filler: InjectionPoint = {
  ...toxin,
  id: 'pt-2',
  y: 0.73,
  zone: 'lips',
  product_name: 'Juvéderm Volbella',
  product_kind: 'filler',
  unit: 'ml',
  dose: 0.5,
  depth: 'superficial_dermis',
  technique: 'retrograde',
  lot_number: 'VB-889',
  lot_expiry: null,
};

function session(points: InjectionPoint[], date = '2026-11-20'): InjectionSessionBody {
  return { date, chart: { kind: 'face' }, notes: 'Contrôle à J15', points };
}

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

async function createSession(account: TestAccount, patientId: string, body: unknown) {
  return post(
    testApp.app,
    `/api/v1/patients/${patientId}/injection-sessions`,
    body,
    account.cookie,
  );
}

async function pdfText(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  admin = await verifiedAccount(testApp.app, testApp.config);
  pro = await verifiedAccount(testApp.app, testApp.config);
  other = await verifiedAccount(testApp.app, testApp.config);
  essentiel = await verifiedAccount(testApp.app, testApp.config);
  await setPlan(pro, 'pro');
  await setPlan(other, 'pro');
  await setPlan(essentiel, 'essentiel');
});

afterAll(async () => {
  await testApp?.close();
});

describe(`injection sessions on ${process.env.TEST_DB_DIALECT}`, () => {
  it('records a session, sums it per zone and product, and tracks the last toxin', async () => {
    const patientId = await seedPatientRow(testApp, pro.userId, { prenom: 'Hélène', nom: 'Faure' });
    const first = await createSession(pro, patientId, session([toxin, filler], '2026-07-02'));
    expect(first.statusCode, first.body).toBe(201);
    const second = await createSession(pro, patientId, session([filler], '2026-11-20'));
    expect(second.statusCode, second.body).toBe(201);

    const read = await get(
      testApp.app,
      `/api/v1/injection-sessions/${first.json<InjectionSessionRecord>().id}`,
      pro.cookie,
    );
    expect(read.json<InjectionSessionRecord>().points).toEqual([toxin, filler]);
    const list = await get(
      testApp.app,
      `/api/v1/patients/${patientId}/injection-sessions`,
      pro.cookie,
    );
    expect(list.json().items.map((item: { date: string }) => item.date)).toEqual([
      '2026-11-20',
      '2026-07-02',
    ]);
    // The later session holds no toxin: the last toxin is July's, touch-up four months on.
    const tracking = await get(
      testApp.app,
      `/api/v1/patients/${patientId}/toxin-tracking`,
      pro.cookie,
    );
    expect(tracking.json<ToxinTracking>()).toEqual({
      last_toxin_date: '2026-07-02',
      suggested_touch_up: '2026-11-02',
      session_count: 2,
    });
  });

  it('validates doses and requires the lot of a toxin', async () => {
    const patientId = await seedPatientRow(testApp, pro.userId);
    const refused = async (point: Partial<InjectionPoint>, date?: string) => {
      const response = await createSession(pro, patientId, session([{ ...toxin, ...point }], date));
      expect(response.statusCode, JSON.stringify(point)).toBe(400);
      return response.json().errors.map((issue: { code?: string }) => issue.code);
    };
    expect(await refused({ dose: 0 })).toContain('validation.injection_dose_range');
    expect(await refused({ dose: -4 })).toContain('validation.injection_dose_range');
    expect(await refused({ dose: 301 })).toContain('validation.injection_dose_range');
    expect(await refused({ unit: 'ml', dose: 10.5 })).toContain('validation.injection_dose_range');
    expect(await refused({ lot_number: '  ' })).toContain('validation.injection_lot_required');
    expect(await refused({ lot_expiry: null })).toContain('validation.injection_lot_required');
    expect(await refused({ lot_expiry: '2026-01-01' })).toContain(
      'validation.injection_lot_expired',
    );
    expect(await refused({ lot_number: 'A\u0000B' })).toContain('validation.control_characters');
    await refused({ x: 1.2 });
    await refused({ view: 'photo' });
    // A filler may go without a lot expiry; nothing was stored by the refusals.
    const accepted = await createSession(pro, patientId, session([{ ...filler, lot_number: '' }]));
    expect(accepted.statusCode, accepted.body).toBe(201);
    const list = await get(
      testApp.app,
      `/api/v1/patients/${patientId}/injection-sessions`,
      pro.cookie,
    );
    expect(list.json().items).toHaveLength(1);
  });

  it('refuses a session without a point, created or emptied, with a code the page can name', async () => {
    const patientId = await seedPatientRow(testApp, pro.userId);
    const empty = await createSession(pro, patientId, session([]));
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().errors).toContainEqual(
      expect.objectContaining({ path: '/points', code: 'validation.injection_points_required' }),
    );
    const created = (
      await createSession(pro, patientId, session([toxin]))
    ).json<InjectionSessionRecord>();
    const url = `/api/v1/injection-sessions/${created.id}`;
    const emptied = await send(testApp.app, 'PUT', url, pro.cookie, session([]));
    expect(emptied.statusCode, emptied.body).toBe(400);
    expect(emptied.json().errors.map((issue: { code?: string }) => issue.code)).toContain(
      'validation.injection_points_required',
    );
    // Neither refusal stored anything: one session, still with its point.
    expect((await get(testApp.app, url, pro.cookie)).json<InjectionSessionRecord>().points).toEqual(
      [toxin],
    );
    const list = await get(
      testApp.app,
      `/api/v1/patients/${patientId}/injection-sessions`,
      pro.cookie,
    );
    expect(list.json().items).toHaveLength(1);
  });

  it('keeps sessions and products to their user', async () => {
    const patientId = await seedPatientRow(testApp, pro.userId);
    const created = (
      await createSession(pro, patientId, session([toxin]))
    ).json<InjectionSessionRecord>();
    const url = `/api/v1/injection-sessions/${created.id}`;
    expect((await get(testApp.app, url, other.cookie)).statusCode).toBe(404);
    expect((await get(testApp.app, `${url}/chart.pdf`, other.cookie)).statusCode).toBe(404);
    // The owner's reads are journaled, the other user's refused ones are not.
    expect((await get(testApp.app, url, pro.cookie)).statusCode).toBe(200);
    expect((await get(testApp.app, `${url}/chart.pdf`, pro.cookie)).statusCode).toBe(200);
    const lines = (await journalPage(testApp.app, pro, `?patient_id=${patientId}`)).items;
    expect(lines.map((line) => [line.action, line.target_id]).sort()).toEqual([
      ['injection.download', created.id],
      ['injection.view', created.id],
    ]);
    expect((await journalPage(testApp.app, other, `?patient_id=${patientId}`)).items).toEqual([]);
    expect((await send(testApp.app, 'PUT', url, other.cookie, session([filler]))).statusCode).toBe(
      404,
    );
    expect((await send(testApp.app, 'DELETE', url, other.cookie)).statusCode).toBe(404);
    expect((await createSession(other, patientId, session([toxin]))).statusCode).toBe(404);
    expect(
      (await get(testApp.app, `/api/v1/patients/${patientId}/injection-sessions`, other.cookie))
        .statusCode,
    ).toBe(404);
    expect((await get(testApp.app, url, pro.cookie)).json().points).toEqual([toxin]);

    // A photo chart takes a photo of this patient only.
    const strangerPhoto = await seedPhoto(testApp, other.userId);
    const otherPatientPhoto = await seedPhoto(testApp, pro.userId, {
      patient_id: await seedPatientRow(testApp, pro.userId),
    });
    for (const photo of [strangerPhoto, otherPatientPhoto]) {
      const response = await createSession(pro, patientId, {
        ...session([{ ...toxin, view: 'photo' }]),
        chart: { kind: 'photo', photo_id: photo.id },
      });
      expect(response.statusCode).toBe(404);
    }

    const own = await post(
      testApp.app,
      '/api/v1/injection-products',
      { name: 'Letybo', kind: 'toxin', unit: 'U' },
      pro.cookie,
    );
    expect(own.statusCode, own.body).toBe(201);
    const names = async (account: TestAccount) =>
      (await get(testApp.app, '/api/v1/injection-products', account.cookie))
        .json()
        .items.map((item: { name: string }) => item.name);
    expect(await names(pro)).toContain('Letybo');
    expect(await names(pro)).toContain('Botox');
    expect(await names(other)).not.toContain('Letybo');
    const productUrl = `/api/v1/injection-products/${own.json().id}`;
    expect((await send(testApp.app, 'DELETE', productUrl, other.cookie)).statusCode).toBe(404);
    expect((await send(testApp.app, 'DELETE', productUrl, pro.cookie)).statusCode).toBe(204);
    expect(await names(pro)).not.toContain('Letybo');
  });

  it('refuses every injection route to an Essentiel user, before reading the input', async () => {
    const patientId = await seedPatientRow(testApp, essentiel.userId);
    for (const [method, url] of [
      ['GET', `/api/v1/patients/${patientId}/injection-sessions`],
      ['POST', `/api/v1/patients/${patientId}/injection-sessions`],
      ['GET', `/api/v1/patients/${patientId}/toxin-tracking`],
      ['GET', '/api/v1/injection-products'],
      ['POST', '/api/v1/injection-products'],
      ['GET', '/api/v1/injection-sessions/x/chart.pdf'],
    ] as const) {
      const response =
        method === 'GET'
          ? await get(testApp.app, url, essentiel.cookie)
          : await post(testApp.app, url, session([toxin]), essentiel.cookie);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('plan.feature_required');
    }
  });

  it('prints the practice of the organization settings at the head of the chart PDF', async () => {
    const practitioner = await verifiedAccount(testApp.app, testApp.config);
    await setPlan(practitioner, 'pro');
    const patientId = await seedPatientRow(testApp, practitioner.userId);
    const created = (
      await createSession(practitioner, patientId, session([toxin]))
    ).json<InjectionSessionRecord>();
    const chart = async () => {
      const response = await get(
        testApp.app,
        `/api/v1/injection-sessions/${created.id}/chart.pdf`,
        practitioner.cookie,
      );
      expect(response.statusCode).toBe(200);
      return pdfText(response.rawPayload);
    };
    expect(await chart()).not.toContain('Cabinet du Parc');
    await saveSamplePractice(testApp, practitioner);
    const text = await chart();
    for (const expected of SAMPLE_PRACTICE_HEADER) expect(text).toContain(expected);
  });

  it('exports the chart as a PDF with doses and lots, on the drawn face and on a photo', async () => {
    const patientId = await seedPatientRow(testApp, pro.userId, { prenom: 'Hélène', nom: 'Faure' });
    const created = (
      await createSession(
        pro,
        patientId,
        session([toxin, { ...toxin, id: 'pt-3', x: 0.4 }, filler]),
      )
    ).json<InjectionSessionRecord>();
    const response = await get(
      testApp.app,
      `/api/v1/injection-sessions/${created.id}/chart.pdf`,
      pro.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Cartographie des injections',
      'Hélène Faure',
      'Glabelle',
      'Azzalure',
      'AZ-4521-É',
      '30/06/2027',
      'VB-889',
      '0,5 ml',
      '20 U', // two points of 10 U, summed per zone and per product
    ]) {
      expect(text).toContain(expected);
    }
    // Same session, same bytes.
    const again = await get(
      testApp.app,
      `/api/v1/injection-sessions/${created.id}/chart.pdf`,
      pro.cookie,
    );
    const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(hash(again.rawPayload)).toBe(hash(response.rawPayload));

    const jpeg = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#d9c2b0' },
    })
      .jpeg()
      .toBuffer();
    const photo = await seedPhoto(
      testApp,
      pro.userId,
      { patient_id: patientId },
      { original: jpeg, preview: jpeg },
    );
    const onPhoto = await createSession(pro, patientId, {
      ...session([{ ...toxin, view: 'photo' }]),
      chart: { kind: 'photo', photo_id: photo.id },
    });
    expect(onPhoto.statusCode, onPhoto.body).toBe(201);
    const photoPdf = await get(
      testApp.app,
      `/api/v1/injection-sessions/${onPhoto.json().id}/chart.pdf`,
      pro.cookie,
    );
    expect(photoPdf.statusCode).toBe(200);
    expect(await pdfText(photoPdf.rawPayload)).toContain('AZ-4521-É');
    // The photo is drawn under the points, as the drawn face is on the other chart.
    const images = async (bytes: Buffer) => {
      const [page] = (await PDFDocument.load(bytes)).getPages();
      const objects = page!.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
      return objects?.keys().length ?? 0;
    };
    expect(await images(photoPdf.rawPayload)).toBe(1);
    expect(await images(response.rawPayload)).toBe(1);
  });

  it('hides sessions with the patient in the trash, restores them, and deletes them with it', async () => {
    const patientId = await seedPatientRow(testApp, pro.userId);
    const created = (
      await createSession(pro, patientId, session([toxin]))
    ).json<InjectionSessionRecord>();
    const url = `/api/v1/injection-sessions/${created.id}`;
    expect(
      (await send(testApp.app, 'DELETE', `/api/v1/patients/${patientId}`, pro.cookie)).statusCode,
    ).toBe(204);
    expect((await get(testApp.app, url, pro.cookie)).statusCode).toBe(404);
    expect(
      (await post(testApp.app, `/api/v1/trash/patients/${patientId}/restore`, {}, pro.cookie))
        .statusCode,
    ).toBeLessThan(300);
    expect((await get(testApp.app, url, pro.cookie)).json().points).toEqual([toxin]);

    await send(testApp.app, 'DELETE', `/api/v1/patients/${patientId}`, pro.cookie);
    const erased = await send(
      testApp.app,
      'DELETE',
      `/api/v1/trash/patients/${patientId}`,
      pro.cookie,
    );
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    const { db } = testApp.platform.database;
    expect(
      await db
        .selectFrom('injection_sessions')
        .select('id')
        .where('patient_id', '=', patientId)
        .execute(),
    ).toEqual([]);
  });

  it('goes with the account', async () => {
    const doomed = await verifiedAccount(testApp.app, testApp.config);
    await setPlan(doomed, 'pro');
    const patientId = await seedPatientRow(testApp, doomed.userId);
    expect((await createSession(doomed, patientId, session([toxin]))).statusCode).toBe(201);
    await post(
      testApp.app,
      '/api/v1/injection-products',
      { name: 'Mon produit', kind: 'filler', unit: 'ml' },
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
    for (const table of ['injection_sessions', 'injection_products'] as const) {
      expect(
        await db.selectFrom(table).select('user_id').where('user_id', '=', doomed.userId).execute(),
        table,
      ).toEqual([]);
    }
  });
});
