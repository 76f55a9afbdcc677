import { errorMessages } from '@photodossier/domain/errors';
import { EXPECTED_USER_HEADER } from '@photodossier/domain/expected-user';
import { UPLOAD_ENDPOINT } from '@photodossier/domain/media-record';
import { patientRecordSchema, patientsPageSchema } from '@photodossier/domain/patient';
import { problemSchema } from '@photodossier/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, TEST_ORIGIN, verifiedAccount, type TestAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let sophie: TestAccount;
let karim: TestAccount;

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  sophie = await verifiedAccount(testApp.app, testApp.config, { name: 'Sophie Martin' });
  karim = await verifiedAccount(testApp.app, testApp.config, { name: 'Karim Benali' });
});

afterAll(async () => {
  await testApp?.close();
});

async function patientNames(account: TestAccount): Promise<string[]> {
  const response = await get(testApp.app, '/api/v1/patients?limit=100', account.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return patientsPageSchema.parse(response.json()).items.map((p) => `${p.prenom} ${p.nom}`);
}

function expectAccountChanged(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(409);
  const problem = problemSchema.parse(response.json());
  expect(problem.code).toBe('auth.account_changed');
  expect(problem.title).toBe(errorMessages['auth.account_changed'].en);
}

describe('a write naming another user than the session (issue 27)', () => {
  it('refuses to create a patient under the active account and writes nothing', async () => {
    // The page still shows Karim; the browser's active session is Sophie's.
    const response = await post(
      testApp.app,
      '/api/v1/patients',
      { prenom: 'Onglet', nom: 'Perime' },
      sophie.cookie,
      { [EXPECTED_USER_HEADER]: karim.userId },
    );
    expectAccountChanged(response);
    expect(await patientNames(sophie)).not.toContain('Onglet Perime');
    expect(await patientNames(karim)).not.toContain('Onglet Perime');
  });

  it('accepts the write when the page names the session user, and without the header', async () => {
    const named = await post(
      testApp.app,
      '/api/v1/patients',
      { prenom: 'Onglet', nom: 'Actif' },
      sophie.cookie,
      { [EXPECTED_USER_HEADER]: sophie.userId },
    );
    expect(named.statusCode, named.body).toBe(201);
    const plain = await post(
      testApp.app,
      '/api/v1/patients',
      { prenom: 'Sans', nom: 'Entete' },
      sophie.cookie,
    );
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await patientNames(sophie)).toEqual(
      expect.arrayContaining(['Onglet Actif', 'Sans Entete']),
    );
    expect(await patientNames(karim)).not.toContain('Onglet Actif');
  });

  it('refuses changes and deletions of an existing record, which stays as it was', async () => {
    const created = await post(
      testApp.app,
      '/api/v1/patients',
      { prenom: 'Garde', nom: 'Fou' },
      sophie.cookie,
    );
    const patient = patientRecordSchema.parse(created.json());
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await testApp.app.inject({
        method,
        url: `/api/v1/patients/${patient.id}`,
        headers: {
          cookie: sophie.cookie,
          origin: TEST_ORIGIN,
          [EXPECTED_USER_HEADER]: karim.userId,
        },
        ...(method === 'PATCH' ? { payload: { prenom: 'Change' } } : {}),
      });
      expectAccountChanged(response);
    }
    const after = await get(testApp.app, `/api/v1/patients/${patient.id}`, sophie.cookie);
    expect(after.statusCode).toBe(200);
    expect(patientRecordSchema.parse(after.json()).prenom).toBe('Garde');
  });

  it('refuses an upload started by a stale tab before any upload exists', async () => {
    const before = await testApp.platform.database.db
      .selectFrom('upload_ledger')
      .select('id')
      .execute();
    const response = await testApp.app.inject({
      method: 'POST',
      url: UPLOAD_ENDPOINT,
      headers: {
        cookie: sophie.cookie,
        origin: TEST_ORIGIN,
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        'upload-metadata': `filename ${Buffer.from('a.jpg').toString('base64')},filetype ${Buffer.from('image/jpeg').toString('base64')}`,
        [EXPECTED_USER_HEADER]: karim.userId,
      },
    });
    expectAccountChanged(response);
    expect(response.headers.location).toBeUndefined();
    const after = await testApp.platform.database.db
      .selectFrom('upload_ledger')
      .select('id')
      .execute();
    expect(after).toEqual(before);
  });

  it('leaves reads alone: the stale tab can still load what the active account sees', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/patients',
      headers: { cookie: sophie.cookie, [EXPECTED_USER_HEADER]: karim.userId },
    });
    expect(response.statusCode).toBe(200);
  });
});
