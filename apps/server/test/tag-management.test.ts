import { patientRecordSchema, patientsPageSchema } from '@photodossier/domain/patient';
import {
  tagPatchResultSchema,
  tagUsageListSchema,
  type TagUsage,
} from '@photodossier/domain/tag-record';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, send, verifiedAccount, type TestAccount } from './support/accounts';
import { photoRow } from './support/photo-rows';
import { startTestApp, type TestApp } from './support/test-app';

// Tag management and the one tag-equality rule (decision 0046): case and accents ignored
// everywhere, renames and merges in one transaction, deletion from every carrier.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
});

afterAll(async () => {
  await testApp?.close();
});

async function createPatient(account: TestAccount, nom: string, tags: string[]) {
  const response = await post(
    testApp.app,
    '/api/v1/patients',
    { nom, prenom: 'Test', tags },
    account.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return patientRecordSchema.parse(response.json());
}

async function patientTags(account: TestAccount, id: string) {
  const response = await get(testApp.app, `/api/v1/patients/${id}`, account.cookie);
  return patientRecordSchema.parse(response.json()).tags;
}

async function usage(account: TestAccount): Promise<TagUsage[]> {
  const response = await get(testApp.app, '/api/v1/tags/usage', account.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return tagUsageListSchema.parse(response.json()).items;
}

const byName = (items: TagUsage[], name: string) => items.find((tag) => tag.name === name);

async function filterByTag(account: TestAccount, tag: string) {
  const response = await get(
    testApp.app,
    `/api/v1/patients?tag=${encodeURIComponent(tag)}`,
    account.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return patientsPageSchema.parse(response.json()).items.map((patient) => patient.nom);
}

describe(`tag equality and management on ${process.env.TEST_DB_DIALECT}`, () => {
  it('treats "Botox", "botox" and "Bötox" as one tag in the vocabulary, on patients and in the filter', async () => {
    const ann = await verifiedAccount(testApp.app, testApp.config);
    const first = await createPatient(ann, 'Un', ['Botox']);
    const second = await createPatient(ann, 'Deux', ['botox', 'BÖTOX', 'Fils']);
    // Stored as the vocabulary spells it, each tag once.
    expect(second.tags).toEqual(['Botox', 'Fils']);
    const again = await post(testApp.app, '/api/v1/tags', { name: 'bötox' }, ann.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ name: 'Botox' });
    const tags = await usage(ann);
    expect(tags.map((tag) => tag.name)).toEqual(['Botox', 'Fils']);
    expect(byName(tags, 'Botox')?.count).toBe(2);
    for (const spelling of ['botox', 'BOTOX', 'bötox']) {
      expect((await filterByTag(ann, spelling)).sort()).toEqual(['Deux', 'Un']);
    }
    expect(await patientTags(ann, first.id)).toEqual(['Botox']);
  });

  it('renames a tag on every patient, and merges it into a tag that already has the name', async () => {
    const ben = await verifiedAccount(testApp.app, testApp.config);
    const one = await createPatient(ben, 'Un', ['Toxine', 'Fils']);
    const two = await createPatient(ben, 'Deux', ['Botox']);
    const three = await createPatient(ben, 'Trois', ['Toxine', 'Botox']);
    const toxine = byName(await usage(ben), 'Toxine');
    if (!toxine) throw new Error('Toxine is missing');

    const renamed = await send(testApp.app, 'PATCH', `/api/v1/tags/${toxine.id}`, ben.cookie, {
      name: 'Toxine botulique',
      color: '#aa3355',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(tagPatchResultSchema.parse(renamed.json())).toMatchObject({
      merged: false,
      updated: 2,
      tag: { id: toxine.id, name: 'Toxine botulique', color: '#aa3355' },
    });
    expect(await patientTags(ben, one.id)).toEqual(['Toxine botulique', 'Fils']);

    // Renaming into "BOTOX" merges with Botox: one tag left, each patient carries it once.
    const merged = await send(testApp.app, 'PATCH', `/api/v1/tags/${toxine.id}`, ben.cookie, {
      name: 'BOTOX',
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const result = tagPatchResultSchema.parse(merged.json());
    expect(result.merged).toBe(true);
    expect(result.tag.id).not.toBe(toxine.id);
    const tags = await usage(ben);
    expect(tags.map((tag) => `${tag.name}:${tag.count}`)).toEqual(['BOTOX:3', 'Fils:1']);
    expect(await patientTags(ben, one.id)).toEqual(['BOTOX', 'Fils']);
    expect(await patientTags(ben, two.id)).toEqual(['BOTOX']);
    expect(await patientTags(ben, three.id)).toEqual(['BOTOX']);
    const gone = await send(testApp.app, 'PATCH', `/api/v1/tags/${toxine.id}`, ben.cookie, {
      name: 'x',
    });
    expect(gone.statusCode).toBe(404);
  });

  it('deletes a tag from every patient or photo carrying it, and only from its kind', async () => {
    const cleo = await verifiedAccount(testApp.app, testApp.config);
    const patient = await createPatient(cleo, 'Un', ['Peeling', 'Fils']);
    const photo = photoRow(cleo.userId, Date.now(), { tags: JSON.stringify(['Peeling']) });
    await testApp.platform.database.db.insertInto('photos').values(photo).execute();
    await post(testApp.app, '/api/v1/tags', { name: 'peeling', kind: 'photo' }, cleo.cookie);
    const tags = await usage(cleo);
    const patientPeeling = tags.find((tag) => tag.kind === 'patient' && tag.name === 'Peeling');
    if (!patientPeeling) throw new Error('Peeling is missing');
    expect(tags.find((tag) => tag.kind === 'photo')).toMatchObject({ name: 'peeling', count: 1 });

    const removed = await send(
      testApp.app,
      'DELETE',
      `/api/v1/tags/${patientPeeling.id}`,
      cleo.cookie,
    );
    expect(removed.statusCode).toBe(204);
    expect(await patientTags(cleo, patient.id)).toEqual(['Fils']);
    const stored = await testApp.platform.database.db
      .selectFrom('photos')
      .select('tags')
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.tags)).toEqual(['Peeling']);
  });

  it('removes every tag deleted at the same time from the patients carrying them all', async () => {
    const fay = await verifiedAccount(testApp.app, testApp.config);
    const names = ['Acide', 'Botox', 'Cernes', 'Dermo', 'Exo', 'Fils'];
    const patients = await Promise.all(
      ['Un', 'Deux', 'Trois', 'Quatre'].map((nom) => createPatient(fay, nom, names)),
    );
    const tags = (await usage(fay)).filter((tag) => names.includes(tag.name));
    expect(tags).toHaveLength(names.length);

    const answers = await Promise.all(
      tags.map((tag) => send(testApp.app, 'DELETE', `/api/v1/tags/${tag.id}`, fay.cookie)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(tags.map(() => 204));
    for (const patient of patients) expect(await patientTags(fay, patient.id)).toEqual([]);
  });

  it('never leaves a patient or photo carrying a tag deleted while it was being saved with it', async () => {
    const gil = await verifiedAccount(testApp.app, testApp.config);
    const patient = await createPatient(gil, 'Un', []);
    const photo = photoRow(gil.userId, Date.now());
    await testApp.platform.database.db.insertInto('photos').values(photo).execute();
    // Several rounds: each one is a fresh chance for a save to read the tag before the deletion
    // commits and write its carrier after the deletion looked at the carriers.
    for (let round = 0; round < 12; round += 1) {
      for (const kind of ['patient', 'photo'] as const) {
        const created = await post(
          testApp.app,
          '/api/v1/tags',
          { name: 'Botox', kind },
          gil.cookie,
        );
        expect(created.statusCode, created.body).toBe(201);
      }
      const tags = (await usage(gil)).filter((tag) => tag.name === 'Botox');
      expect(tags).toHaveLength(2);
      const answers = await Promise.all([
        send(testApp.app, 'PATCH', `/api/v1/patients/${patient.id}`, gil.cookie, {
          tags: ['Botox'],
        }),
        send(testApp.app, 'PATCH', `/api/v1/photos/${photo.id}`, gil.cookie, { tags: ['Botox'] }),
        ...tags.map((tag) => send(testApp.app, 'DELETE', `/api/v1/tags/${tag.id}`, gil.cookie)),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 204, 204]);

      // Whichever came last, what a patient or photo carries is in the vocabulary.
      const vocabulary = await usage(gil);
      const known = (kind: string) =>
        vocabulary.filter((tag) => tag.kind === kind).map((tag) => tag.name);
      const photoTags = await testApp.platform.database.db
        .selectFrom('photos')
        .select('tags')
        .where('id', '=', photo.id)
        .executeTakeFirstOrThrow();
      expect(known('patient'), `round ${round}`).toEqual(
        expect.arrayContaining(await patientTags(gil, patient.id)),
      );
      expect(known('photo'), `round ${round}`).toEqual(
        expect.arrayContaining(JSON.parse(photoTags.tags) as string[]),
      );
      // The next round starts with nothing carried and nothing in the vocabulary.
      for (const tag of vocabulary)
        await send(testApp.app, 'DELETE', `/api/v1/tags/${tag.id}`, gil.cookie);
    }
  });

  it('never leaves a patient carrying a tag renamed twice or renamed and deleted at once', async () => {
    const hugo = await verifiedAccount(testApp.app, testApp.config);
    const patient = await createPatient(hugo, 'Un', []);
    // Several rounds: each one is a fresh chance for one of them to read the tag before another
    // commits, and write with the name that was current then.
    for (let round = 0; round < 12; round += 1) {
      const carriers = await Promise.all(
        ['Deux', 'Trois'].map((nom) => createPatient(hugo, nom, ['Botox'])),
      );
      const botox = byName(await usage(hugo), 'Botox');
      if (!botox) throw new Error('Botox is missing');
      const answers = await Promise.all([
        send(testApp.app, 'PATCH', `/api/v1/tags/${botox.id}`, hugo.cookie, { name: 'Toxine' }),
        send(testApp.app, 'PATCH', `/api/v1/tags/${botox.id}`, hugo.cookie, { name: 'Dysport' }),
        send(testApp.app, 'DELETE', `/api/v1/tags/${botox.id}`, hugo.cookie),
        send(testApp.app, 'PATCH', `/api/v1/patients/${patient.id}`, hugo.cookie, {
          tags: ['Botox'],
        }),
      ]);
      // A rename or deletion that comes after the deletion finds no tag.
      expect([200, 404]).toContain(answers[0]?.statusCode);
      expect([200, 404]).toContain(answers[1]?.statusCode);
      expect([204, 404]).toContain(answers[2]?.statusCode);
      expect(answers[3]?.statusCode, answers[3]?.body).toBe(200);

      // Whichever came last, what a patient carries is in the vocabulary.
      const vocabulary = await usage(hugo);
      const carried = new Set<string>();
      for (const { id } of [patient, ...carriers]) {
        for (const name of await patientTags(hugo, id)) carried.add(name);
      }
      expect(
        vocabulary.map((tag) => tag.name),
        `round ${round}`,
      ).toEqual(expect.arrayContaining([...carried]));
      // The next round starts with nothing carried and nothing in the vocabulary.
      for (const tag of vocabulary)
        await send(testApp.app, 'DELETE', `/api/v1/tags/${tag.id}`, hugo.cookie);
    }
  });

  it('merges a tag renamed to a name a save is adding at the same moment, as when it existed', async () => {
    const iris = await verifiedAccount(testApp.app, testApp.config);
    const patient = await createPatient(iris, 'Un', []);
    // Several rounds: each one is a fresh chance for the save to add "Toxine" after the rename
    // looked for a tag of that name and before it writes it.
    for (let round = 0; round < 12; round += 1) {
      const carrier = await createPatient(iris, 'Deux', ['Botox', 'Fils']);
      const botox = byName(await usage(iris), 'Botox');
      if (!botox) throw new Error('Botox is missing');
      const [rename, save] = await Promise.all([
        send(testApp.app, 'PATCH', `/api/v1/tags/${botox.id}`, iris.cookie, { name: 'Toxine' }),
        send(testApp.app, 'PATCH', `/api/v1/patients/${patient.id}`, iris.cookie, {
          tags: ['toxine'],
        }),
      ]);
      expect(rename?.statusCode, `round ${round}: ${rename?.body}`).toBe(200);
      expect(save?.statusCode, `round ${round}: ${save?.body}`).toBe(200);
      // Merged or renamed first, one "Toxine" is left and both patients carry it.
      const result = tagPatchResultSchema.parse(rename?.json());
      expect(result.tag.name).toBe('Toxine');
      const vocabulary = await usage(iris);
      expect(vocabulary.map((tag) => `${tag.name}:${tag.count}`).sort(), `round ${round}`).toEqual([
        'Fils:1',
        'Toxine:2',
      ]);
      expect(await patientTags(iris, carrier.id)).toEqual(['Toxine', 'Fils']);
      expect(await patientTags(iris, patient.id)).toEqual(['Toxine']);
      // The next round starts with nothing carried and nothing in the vocabulary.
      for (const tag of vocabulary)
        await send(testApp.app, 'DELETE', `/api/v1/tags/${tag.id}`, iris.cookie);
    }
  });

  it('merges two tags renamed to the same new name at the same moment', async () => {
    const jade = await verifiedAccount(testApp.app, testApp.config);
    for (let round = 0; round < 12; round += 1) {
      const one = await createPatient(jade, 'Un', ['Botox']);
      const two = await createPatient(jade, 'Deux', ['Dysport']);
      const tags = await usage(jade);
      const answers = await Promise.all(
        ['Botox', 'Dysport'].map((name) =>
          send(testApp.app, 'PATCH', `/api/v1/tags/${byName(tags, name)?.id}`, jade.cookie, {
            name: name === 'Botox' ? 'Toxine' : 'TOXINE',
          }),
        ),
      );
      expect(
        answers.map((answer) => answer.statusCode),
        `round ${round}: ${answers.map((answer) => answer.body).join()}`,
      ).toEqual([200, 200]);
      const merged = answers.map((answer) => tagPatchResultSchema.parse(answer.json()).merged);
      expect(merged.sort(), `round ${round}`).toEqual([false, true]);
      const vocabulary = await usage(jade);
      expect(vocabulary, `round ${round}`).toHaveLength(1);
      const [toxine] = vocabulary;
      expect(toxine?.count).toBe(2);
      expect(await patientTags(jade, one.id)).toEqual([toxine?.name]);
      expect(await patientTags(jade, two.id)).toEqual([toxine?.name]);
      await send(testApp.app, 'DELETE', `/api/v1/tags/${toxine?.id}`, jade.cookie);
    }
  });

  it('refuses a bad colour, an empty patch and a control character', async () => {
    const dan = await verifiedAccount(testApp.app, testApp.config);
    await createPatient(dan, 'Un', ['Botox']);
    const [tag] = await usage(dan);
    for (const body of [{ color: 'red' }, {}, { name: 'a\u0007b' }, { name: '' }]) {
      const response = await send(
        testApp.app,
        'PATCH',
        `/api/v1/tags/${tag?.id}`,
        dan.cookie,
        body,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("never lets another user list, count, rename, merge into or delete one's tags", async () => {
    const owner = await verifiedAccount(testApp.app, testApp.config);
    const intruder = await verifiedAccount(testApp.app, testApp.config);
    const patient = await createPatient(owner, 'Secret', ['Botox']);
    await createPatient(intruder, 'Autre', ['Fils']);
    const [tag] = await usage(owner);
    if (!tag) throw new Error('no tag');

    expect((await usage(intruder)).map((item) => item.name)).toEqual(['Fils']);
    const rename = await send(testApp.app, 'PATCH', `/api/v1/tags/${tag.id}`, intruder.cookie, {
      name: 'Fils',
    });
    expect(rename.statusCode).toBe(404);
    const remove = await send(testApp.app, 'DELETE', `/api/v1/tags/${tag.id}`, intruder.cookie);
    expect(remove.statusCode).toBe(404);
    // The intruder's own "botox" is a tag of theirs, not a merge into the owner's.
    await post(testApp.app, '/api/v1/tags', { name: 'botox' }, intruder.cookie);
    expect((await usage(intruder)).map((item) => item.name)).toEqual(['botox', 'Fils']);
    expect(await filterByTag(intruder, 'Botox')).toEqual([]);

    expect(await usage(owner)).toEqual([{ ...tag }]);
    expect(await patientTags(owner, patient.id)).toEqual(['Botox']);
  });
});
