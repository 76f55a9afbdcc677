import type {
  OperationReportBody,
  OperationReportList,
  OperationReportRecord,
  SurgicalTechniqueRecord,
} from '@photodossier/domain/operation-report';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, send, verifiedAccount, type TestAccount } from './support/accounts';
import { journalPage } from './support/journal';
import { seedPatientRow } from './support/photos';
import { SAMPLE_PRACTICE_HEADER, saveSamplePractice } from './support/practice';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let surgeon: TestAccount;
let other: TestAccount;
let switchedOff: TestAccount;

const dialect = process.env.TEST_DB_DIALECT;

async function switchBeta(account: TestAccount, features: Record<string, boolean>) {
  const response = await send(
    testApp.app,
    'PATCH',
    '/api/v1/settings/beta-features',
    account.cookie,
    features,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ dictaphone: boolean; operationReports: boolean }>();
}

const technique = {
  name: 'Blépharoplastie supérieure',
  description: 'Résection cutanée de la paupière supérieure',
  steps: 'Marquage, infiltration, résection cutanée, hémostase, surjet intradermique.',
  usual_products: 'Xylocaïne adrénalinée 1 %\nProlène 6/0',
  postop_instructions: 'Compresses froides 48 h, ablation des fils à J7.',
};

function reportBody(patientId: string, techniqueId: string | null): OperationReportBody {
  return {
    patient_id: patientId,
    operation_date: '2026-11-20',
    technique_id: techniqueId,
    operator: 'Dr Hélène Garçon',
    assistants: 'Inès Müller (IBODE)',
    anaesthesia: 'Locale',
    indication: 'Dermatochalasis gênant le champ visuel supérieur',
    procedure: technique.steps,
    implants: [{ product: 'Prolène 6/0', lot: 'LOT-Ç42' }],
    incidents: 'Aucun',
    postop_instructions: technique.postop_instructions,
    follow_up: 'Consultation à J7 puis à un mois',
  };
}

async function createTechnique(account: TestAccount) {
  const response = await post(
    testApp.app,
    '/api/v1/surgical-techniques',
    technique,
    account.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SurgicalTechniqueRecord>();
}

async function createReport(account: TestAccount, body: OperationReportBody) {
  const response = await post(testApp.app, '/api/v1/operation-reports', body, account.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OperationReportRecord>();
}

/** The patient's reports as [version, status], newest first. */
async function versionsOf(account: TestAccount, patientId: string) {
  const response = await get(
    testApp.app,
    `/api/v1/operation-reports?patient_id=${patientId}`,
    account.cookie,
  );
  return response.json<OperationReportList>().items.map((item) => [item.version, item.status]);
}

async function pdfText(account: TestAccount, id: string) {
  const response = await get(testApp.app, `/api/v1/operation-reports/${id}/pdf`, account.cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  return (await extractText(pdf, { mergePages: true })).text;
}

beforeAll(async () => {
  testApp = await startTestApp();
  surgeon = await verifiedAccount(testApp.app, testApp.config);
  other = await verifiedAccount(testApp.app, testApp.config);
  switchedOff = await verifiedAccount(testApp.app, testApp.config);
  await switchBeta(surgeon, { operationReports: true });
  await switchBeta(other, { operationReports: true, dictaphone: true });
});

afterAll(async () => {
  await testApp?.close();
});

describe(`beta switches on ${dialect}`, () => {
  it('are off by default and refuse every report route with beta.feature_disabled', async () => {
    const account = await get(testApp.app, '/api/v1/account/session', switchedOff.cookie);
    expect(account.json()).toMatchObject({
      betaFeatures: { dictaphone: false, operationReports: false },
    });
    const patientId = await seedPatientRow(testApp, switchedOff.userId);
    const refusals = [
      await get(testApp.app, '/api/v1/surgical-techniques', switchedOff.cookie),
      await post(testApp.app, '/api/v1/surgical-techniques', technique, switchedOff.cookie),
      await get(testApp.app, '/api/v1/operation-reports', switchedOff.cookie),
      // Refused before the body is read: even an invalid body learns nothing.
      await post(testApp.app, '/api/v1/operation-reports', { nonsense: true }, switchedOff.cookie),
      await post(
        testApp.app,
        '/api/v1/operation-reports',
        reportBody(patientId, null),
        switchedOff.cookie,
      ),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'beta.feature_disabled' });
    }
  });

  it('are switched by the user, shown in the session, and one switch does not open the other', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    expect(await switchBeta(account, { dictaphone: true })).toEqual({
      dictaphone: true,
      operationReports: false,
    });
    const session = await get(testApp.app, '/api/v1/account/session', account.cookie);
    expect(session.json()).toMatchObject({
      betaFeatures: { dictaphone: true, operationReports: false },
    });
    expect((await get(testApp.app, '/api/v1/operation-reports', account.cookie)).statusCode).toBe(
      403,
    );
    await switchBeta(account, { operationReports: true });
    expect((await get(testApp.app, '/api/v1/operation-reports', account.cookie)).statusCode).toBe(
      200,
    );
    await switchBeta(account, { operationReports: false });
    expect((await get(testApp.app, '/api/v1/operation-reports', account.cookie)).statusCode).toBe(
      403,
    );
    const unknown = await send(
      testApp.app,
      'PATCH',
      '/api/v1/settings/beta-features',
      account.cookie,
      {
        everything: true,
      },
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await get(testApp.app, '/api/v1/operation-reports')).statusCode).toBe(401);
    expect((await get(testApp.app, '/api/v1/settings/beta-features')).statusCode).toBe(401);
  });
});

describe(`surgical techniques and operation reports on ${dialect}`, () => {
  it('writes a report from a technique, autosaves the draft, signs and locks it', async () => {
    const patientId = await seedPatientRow(testApp, surgeon.userId, {
      prenom: 'Zoé',
      nom: 'Lefèvre',
    });
    const created = await createTechnique(surgeon);
    const listed = await get(testApp.app, '/api/v1/surgical-techniques', surgeon.cookie);
    expect(
      listed.json<{ items: SurgicalTechniqueRecord[] }>().items.map((item) => item.name),
    ).toContain(technique.name);

    const draft = await createReport(surgeon, reportBody(patientId, created.id));
    expect(draft).toMatchObject({
      status: 'draft',
      version: 1,
      technique_name: technique.name,
      patient_name: 'Zoé Lefèvre',
    });
    const saved = await send(
      testApp.app,
      'PUT',
      `/api/v1/operation-reports/${draft.id}`,
      surgeon.cookie,
      {
        ...reportBody(patientId, created.id),
        incidents: 'Saignement minime, hémostase à la pince bipolaire',
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<OperationReportRecord>().incidents).toContain('bipolaire');

    const signed = await post(
      testApp.app,
      `/api/v1/operation-reports/${draft.id}/sign`,
      {},
      surgeon.cookie,
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<OperationReportRecord>()).toMatchObject({
      status: 'signed',
      signed_by: surgeon.name,
    });

    const locked = await send(
      testApp.app,
      'PUT',
      `/api/v1/operation-reports/${draft.id}`,
      surgeon.cookie,
      {
        ...reportBody(patientId, created.id),
        incidents: 'réécrit après signature',
      },
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'report.signed_locked' });
    expect(
      (await send(testApp.app, 'DELETE', `/api/v1/operation-reports/${draft.id}`, surgeon.cookie))
        .statusCode,
    ).toBe(409);
    const again = await get(testApp.app, `/api/v1/operation-reports/${draft.id}`, surgeon.cookie);
    expect(again.json<OperationReportRecord>().incidents).toContain('bipolaire');

    const text = await pdfText(surgeon, draft.id);
    for (const expected of [
      'Compte rendu opératoire',
      'Zoé Lefèvre',
      '20/11/2026',
      'Dr Hélène Garçon',
      'Inès Müller (IBODE)',
      'Locale',
      'Dermatochalasis',
      'Blépharoplastie supérieure',
      'surjet intradermique',
      'LOT-Ç42',
      'hémostase à la pince bipolaire',
      'ablation des fils à J7',
      'Consultation à J7',
      `Signé électroniquement par ${surgeon.name}`,
    ]) {
      expect(text).toContain(expected);
    }
    // Signed where the practice is, as a consent is: Paris time, never UTC.
    expect(text).toMatch(/le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} \(heure de Paris\)/);
    expect(text).not.toContain('UTC');

    const version = await post(
      testApp.app,
      `/api/v1/operation-reports/${draft.id}/versions`,
      {},
      surgeon.cookie,
    );
    expect(version.statusCode, version.body).toBe(201);
    expect(version.json<OperationReportRecord>()).toMatchObject({
      status: 'draft',
      version: 2,
      previous_id: draft.id,
      incidents: 'Saignement minime, hémostase à la pince bipolaire',
    });
    const twice = await post(
      testApp.app,
      `/api/v1/operation-reports/${draft.id}/versions`,
      {},
      surgeon.cookie,
    );
    expect(twice.json()).toMatchObject({ code: 'report.already_amended' });

    expect(await versionsOf(surgeon, patientId)).toEqual([
      [2, 'draft'],
      [1, 'signed'],
    ]);
    const searched = await get(testApp.app, '/api/v1/operation-reports?q=lefèvre', surgeon.cookie);
    expect(searched.json<OperationReportList>().items.length).toBeGreaterThanOrEqual(2);
  });

  it('makes one new version of a signed report asked for several times at once', async () => {
    const patientId = await seedPatientRow(testApp, surgeon.userId);
    const report = await createReport(surgeon, reportBody(patientId, null));
    const signed = await post(
      testApp.app,
      `/api/v1/operation-reports/${report.id}/sign`,
      {},
      surgeon.cookie,
    );
    expect(signed.statusCode, signed.body).toBe(200);

    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        post(testApp.app, `/api/v1/operation-reports/${report.id}/versions`, {}, surgeon.cookie),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await versionsOf(surgeon, patientId)).toEqual([
      [2, 'draft'],
      [1, 'signed'],
    ]);
  });

  it('prints the practice of the organization settings at the head of the PDF', async () => {
    // A fresh account would pass the sign-up rate limit of this file's accounts.
    const practitioner = other;
    const patientId = await seedPatientRow(testApp, practitioner.userId, {
      prenom: 'Léa',
      nom: 'Noël',
    });
    const report = await createReport(practitioner, reportBody(patientId, null));
    // Without organization settings the practitioner's name stands in.
    const before = await pdfText(practitioner, report.id);
    expect(before).toContain(practitioner.name);
    expect(before).not.toContain('Cabinet du Parc');

    await saveSamplePractice(testApp, practitioner);
    const text = await pdfText(practitioner, report.id);
    for (const expected of SAMPLE_PRACTICE_HEADER) expect(text).toContain(expected);
    // Another practitioner's report keeps its own header.
    const othersPatient = await seedPatientRow(testApp, surgeon.userId);
    const othersReport = await createReport(surgeon, reportBody(othersPatient, null));
    expect(await pdfText(surgeon, othersReport.id)).not.toContain('Cabinet du Parc');
  });

  it('journals each read of a report and of its PDF, for the owner only', async () => {
    const patientId = await seedPatientRow(testApp, surgeon.userId);
    const report = await createReport(surgeon, reportBody(patientId, null));
    const read = await get(testApp.app, `/api/v1/operation-reports/${report.id}`, surgeon.cookie);
    expect(read.statusCode, read.body).toBe(200);
    await get(testApp.app, `/api/v1/operation-reports/${report.id}/pdf`, surgeon.cookie);
    // Another user's attempt reads nothing and writes nothing.
    await get(testApp.app, `/api/v1/operation-reports/${report.id}`, other.cookie);
    const lines = (await journalPage(testApp.app, surgeon, `?patient_id=${patientId}&limit=200`))
      .items;
    // Writing the report (create, autosave) is not a read: only the two reads are lines.
    expect(lines.map((line) => [line.action, line.target_id]).sort()).toEqual([
      ['report.download', report.id],
      ['report.view', report.id],
    ]);
    expect(lines[0]).toMatchObject({ actor: 'owner', ip: expect.any(String) });
    expect((await journalPage(testApp.app, other, `?patient_id=${patientId}`)).items).toEqual([]);
  });

  it("keeps each user's techniques and reports to themselves", async () => {
    const patientId = await seedPatientRow(testApp, surgeon.userId);
    const created = await createTechnique(surgeon);
    const report = await createReport(surgeon, reportBody(patientId, created.id));

    expect(
      (await get(testApp.app, `/api/v1/operation-reports/${report.id}`, other.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await get(testApp.app, `/api/v1/operation-reports/${report.id}/pdf`, other.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send(
          testApp.app,
          'PUT',
          `/api/v1/operation-reports/${report.id}`,
          other.cookie,
          reportBody(patientId, null),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(testApp.app, `/api/v1/operation-reports/${report.id}/sign`, {}, other.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send(
          testApp.app,
          'PUT',
          `/api/v1/surgical-techniques/${created.id}`,
          other.cookie,
          technique,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await send(testApp.app, 'DELETE', `/api/v1/surgical-techniques/${created.id}`, other.cookie))
        .statusCode,
    ).toBe(404);
    // Another user's patient or technique cannot be named in one's own report.
    const otherPatient = await seedPatientRow(testApp, other.userId);
    const foreignPatient = await post(
      testApp.app,
      '/api/v1/operation-reports',
      reportBody(patientId, null),
      other.cookie,
    );
    expect(foreignPatient.json()).toMatchObject({ code: 'report.invalid_patient' });
    const foreignTechnique = await post(
      testApp.app,
      '/api/v1/operation-reports',
      reportBody(otherPatient, created.id),
      other.cookie,
    );
    expect(foreignTechnique.json()).toMatchObject({ code: 'report.invalid_technique' });
    const list = await get(testApp.app, '/api/v1/operation-reports', other.cookie);
    expect(list.json<OperationReportList>().items.map((item) => item.id)).not.toContain(report.id);
    const techniques = await get(testApp.app, '/api/v1/surgical-techniques', other.cookie);
    expect(techniques.json<{ items: SurgicalTechniqueRecord[] }>().items).toEqual([]);
  });

  it('deletes the reports with the patient deleted for good, and everything with the account', async () => {
    const patientId = await seedPatientRow(testApp, surgeon.userId);
    const report = await createReport(surgeon, reportBody(patientId, null));
    await post(testApp.app, `/api/v1/operation-reports/${report.id}/sign`, {}, surgeon.cookie);
    expect(
      (await send(testApp.app, 'DELETE', `/api/v1/patients/${patientId}`, surgeon.cookie))
        .statusCode,
    ).toBe(204);
    // In the trash, the patient's reports are out of sight.
    expect(
      (await get(testApp.app, `/api/v1/operation-reports/${report.id}`, surgeon.cookie)).statusCode,
    ).toBe(404);
    const erased = await send(
      testApp.app,
      'DELETE',
      `/api/v1/trash/patients/${patientId}`,
      surgeon.cookie,
    );
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    const { db } = testApp.platform.database;
    expect(
      await db
        .selectFrom('operation_reports')
        .select('id')
        .where('patient_id', '=', patientId)
        .execute(),
    ).toEqual([]);

    const leaving = await verifiedAccount(testApp.app, testApp.config);
    await switchBeta(leaving, { operationReports: true });
    const ownPatient = await seedPatientRow(testApp, leaving.userId);
    await createTechnique(leaving);
    await createReport(leaving, reportBody(ownPatient, null));
    const deletion = await post(
      testApp.app,
      '/api/v1/account/delete',
      { password: leaving.password },
      leaving.cookie,
    );
    expect(deletion.statusCode, deletion.body).toBeLessThan(300);
    for (const table of [
      'operation_reports',
      'surgical_techniques',
      'user_beta_features',
    ] as const) {
      expect(
        await db
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', leaving.userId)
          .execute(),
      ).toEqual([]);
    }
  });
});
