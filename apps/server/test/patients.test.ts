import {
  PATIENTS_CHANGED_TOPIC,
  PHOTOS_CHANGED_TOPIC,
  TAGS_CHANGED_TOPIC,
} from '@photodossier/domain/live-events';
import {
  patientRecordSchema,
  patientsPageSchema,
  type PatientRecord,
  type PatientSort,
} from '@photodossier/domain/patient';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/platform/db/portable';
import type { LiveEvent } from '../src/platform/events/event-bus';
import { validationProblemSchema } from '../src/platform/http/problem';
import { photoRow } from './support/photo-rows';
import { get, post, verifiedAccount, type TestAccount, send as sendAs } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  alice = await verifiedAccount(testApp.app, testApp.config);
  bob = await verifiedAccount(testApp.app, testApp.config);
});

afterAll(async () => {
  await testApp?.close();
});

const send = (method: 'PATCH' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  sendAs(testApp.app, method, url, cookie, payload);

async function createPatient(account: TestAccount, payload: Record<string, unknown>) {
  const response = await post(testApp.app, '/api/v1/patients', payload, account.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return patientRecordSchema.parse(response.json());
}

async function listPatients(account: TestAccount, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await get(testApp.app, `/api/v1/patients?${search}`, account.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return patientsPageSchema.parse(response.json());
}

/** Every page of a list, following nextCursor. */
async function walkPages(account: TestAccount, query: Record<string, string | number>) {
  const items: PatientRecord[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await listPatients(account, { ...query, ...(cursor ? { cursor } : {}) });
    items.push(...page.items);
    totals.add(page.total);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { items, totals: [...totals], pages };
}

function names(items: readonly PatientRecord[]): string[] {
  return items.map((item) => `${item.prenom} ${item.nom}`);
}

function issuesOf(body: unknown) {
  return validationProblemSchema.parse(body).errors ?? [];
}

async function insertPhoto(
  account: TestAccount,
  patientId: string | null,
  datePrise: number,
  isDeleted = 0,
) {
  const row = photoRow(account.userId, datePrise, {
    patient_id: patientId,
    is_deleted: isDeleted,
    deleted_at: isDeleted ? datePrise : null,
  });
  await testApp.platform.database.db.insertInto('photos').values(row).execute();
  return row.id;
}

describe(`patients on ${process.env.TEST_DB_DIALECT}`, () => {
  it('needs a session on every route', async () => {
    const id = newId();
    const answers = await Promise.all([
      get(testApp.app, '/api/v1/patients'),
      get(testApp.app, `/api/v1/patients/${id}`),
      post(testApp.app, '/api/v1/patients', { nom: 'Martin', prenom: 'Anne' }),
      send('PATCH', `/api/v1/patients/${id}`, '', { nom: 'Martin' }),
      send('DELETE', `/api/v1/patients/${id}`, ''),
      get(testApp.app, '/api/v1/tags'),
      post(testApp.app, '/api/v1/tags', { name: 'Botox' }),
      send('DELETE', `/api/v1/tags/${id}`, ''),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.unauthenticated' });
    }
  });

  it('refuses a write without our Origin', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/patients',
      headers: { cookie: alice.cookie },
      payload: { nom: 'Martin', prenom: 'Anne' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('names the error code of each invalid field, with the field path and {max}', async () => {
    const cases: [Record<string, unknown>, string, string, Record<string, number>?][] = [
      [{ nom: undefined }, '/nom', 'validation.required'],
      [{ nom: '   ', prenom: 'Anne' }, '/nom', 'validation.required'],
      [{ nom: null, prenom: 'Anne' }, '/nom', 'validation.required'],
      [{ prenom: undefined }, '/prenom', 'validation.required'],
      [{ nom: 'Martin', prenom: '' }, '/prenom', 'validation.required'],
      [{ nom: 'x'.repeat(101), prenom: 'Anne' }, '/nom', 'validation.max_length', { max: 100 }],
      [
        { nom: 'Martin', prenom: 'x'.repeat(101) },
        '/prenom',
        'validation.max_length',
        { max: 100 },
      ],
      [{ date_naissance: '1980-02-30' }, '/date_naissance', 'validation.invalid_date'],
      [{ date_naissance: '12/05/1980' }, '/date_naissance', 'validation.invalid_date'],
      [{ date_naissance: '1980-05-123' }, '/date_naissance', 'validation.max_length', { max: 10 }],
      [{ email: 'anne@' }, '/email', 'validation.invalid_email'],
      [{ email: 'anne.martin.example.fr' }, '/email', 'validation.invalid_email'],
      [{ email: `${'a'.repeat(250)}@example.fr` }, '/email', 'validation.max_length', { max: 254 }],
      [{ telephone: 'zéro six' }, '/telephone', 'validation.invalid_phone'],
      [{ telephone: '12' }, '/telephone', 'validation.invalid_phone'],
      [{ telephone: '0'.repeat(26) }, '/telephone', 'validation.max_length', { max: 25 }],
      [{ adresse: 'x'.repeat(501) }, '/adresse', 'validation.max_length', { max: 500 }],
      [{ commentaire: 'x'.repeat(5001) }, '/commentaire', 'validation.max_length', { max: 5000 }],
    ];
    for (const [fields, path, code, params] of cases) {
      const response = await post(
        testApp.app,
        '/api/v1/patients',
        // undefined leaves the field out of the JSON body.
        JSON.parse(JSON.stringify({ nom: 'Martin', prenom: 'Anne', ...fields })),
        alice.cookie,
      );
      expect(response.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'request.validation_failed' });
      const issues = issuesOf(response.json());
      expect(issues, path).toContainEqual(
        expect.objectContaining({ in: 'body', path, code, ...(params ? { params } : {}) }),
      );
    }
    // The same codes on a partial update.
    const patient = await createPatient(alice, { nom: 'Valide', prenom: 'Vera' });
    const patch = await send('PATCH', `/api/v1/patients/${patient.id}`, alice.cookie, {
      nom: '',
      email: 'nope',
      telephone: 'abc',
      date_naissance: '2020-13-01',
    });
    expect(patch.statusCode).toBe(400);
    expect(issuesOf(patch.json()).map(({ path, code }) => ({ path, code }))).toEqual(
      expect.arrayContaining([
        { path: '/nom', code: 'validation.required' },
        { path: '/email', code: 'validation.invalid_email' },
        { path: '/telephone', code: 'validation.invalid_phone' },
        { path: '/date_naissance', code: 'validation.invalid_date' },
      ]),
    );
    expect((await get(testApp.app, `/api/v1/patients/${patient.id}`, alice.cookie)).json()).toEqual(
      patient,
    );
  });

  it('accepts well-formed optional fields', async () => {
    const patient = await createPatient(alice, {
      nom: '  Lefèvre ',
      prenom: 'Hélène',
      date_naissance: '1984-02-29',
      email: 'helene.lefevre@example.fr',
      telephone: '+33 (0)6 12 34 56 78',
      tags: ['Botox', 'Botox', 'Lèvres'],
      sexe: 'female',
      adresse: '12 rue de la Paix, Paris',
      commentaire: 'Allergie au latex',
      cote_affecte: 'bilateral',
    });
    expect(patient).toMatchObject({
      nom: 'Lefèvre',
      prenom: 'Hélène',
      date_naissance: '1984-02-29',
      email: 'helene.lefevre@example.fr',
      telephone: '+33 (0)6 12 34 56 78',
      tags: ['Botox', 'Lèvres'],
      sexe: 'female',
      cote_affecte: 'bilateral',
      photo_count: 0,
      cover_photo_id: null,
    });
  });

  it('saves null or missing fields as empty strings', async () => {
    const patient = await createPatient(alice, {
      nom: 'Vide',
      prenom: 'Victor',
      date_naissance: null,
      email: null,
      telephone: null,
      tags: null,
      sexe: null,
      cote_affecte: null,
    });
    expect(patient).toMatchObject({
      date_naissance: '',
      email: '',
      telephone: '',
      tags: [],
      sexe: '',
      adresse: '',
      commentaire: '',
      cote_affecte: '',
    });
    const stored = await testApp.platform.database.db
      .selectFrom('patients')
      .selectAll()
      .where('id', '=', patient.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ email: '', telephone: '', adresse: '', tags: '[]' });
    const cleared = await send('PATCH', `/api/v1/patients/${patient.id}`, alice.cookie, {
      email: null,
      adresse: undefined,
    });
    expect(cleared.json()).toMatchObject({ email: '', adresse: '' });
  });

  it('creates, reads, updates and deletes a patient into the trash', async () => {
    const created = await createPatient(alice, {
      nom: 'Durand',
      prenom: 'Paul',
      email: 'paul@example.fr',
    });
    expect(Date.parse(created.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(created.updated_at).toBe(created.created_at);
    const read = await get(testApp.app, `/api/v1/patients/${created.id}`, alice.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const patched = await send('PATCH', `/api/v1/patients/${created.id}`, alice.cookie, {
      telephone: '06 12 34 56 78',
      commentaire: 'Suivi trimestriel',
    });
    expect(patched.statusCode).toBe(200);
    const updated = patientRecordSchema.parse(patched.json());
    expect(updated).toMatchObject({
      nom: 'Durand',
      prenom: 'Paul',
      email: 'paul@example.fr',
      telephone: '06 12 34 56 78',
      commentaire: 'Suivi trimestriel',
      created_at: created.created_at,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));

    const removed = await send('DELETE', `/api/v1/patients/${created.id}`, alice.cookie);
    expect(removed.statusCode).toBe(204);
    const stored = await testApp.platform.database.db
      .selectFrom('patients')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.is_deleted).toBe(1);
    expect(stored.deleted_at).toBeGreaterThan(Date.now() - 60_000);

    for (const response of [
      await get(testApp.app, `/api/v1/patients/${created.id}`, alice.cookie),
      await send('PATCH', `/api/v1/patients/${created.id}`, alice.cookie, { nom: 'X' }),
      await send('DELETE', `/api/v1/patients/${created.id}`, alice.cookie),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'request.not_found' });
    }
    const listed = await walkPages(alice, { limit: 200 });
    expect(listed.items.map((item) => item.id)).not.toContain(created.id);
    expect(
      (await listPatients(alice, { search: 'Durand Paul' })).items.map((item) => item.id),
    ).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await get(testApp.app, `/api/v1/patients/${newId()}`, alice.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'request.not_found' });
  });

  it('publishes patients.changed after each write, and tags.changed for new tag names', async () => {
    const events: LiveEvent[] = [];
    const unsubscribe = testApp.platform.bus.subscribe((event) => events.push(event));
    try {
      const patient = await createPatient(alice, {
        nom: 'Evenement',
        prenom: 'Eve',
        tags: ['Événement-tag'],
      });
      const changed = { topic: PATIENTS_CHANGED_TOPIC, ids: [patient.id], userId: alice.userId };
      expect(events).toContainEqual(changed);
      expect(events).toContainEqual(
        expect.objectContaining({ topic: TAGS_CHANGED_TOPIC, userId: alice.userId }),
      );

      events.length = 0;
      await send('PATCH', `/api/v1/patients/${patient.id}`, alice.cookie, {
        tags: ['Événement-tag'],
      });
      expect(events).toEqual([changed]);

      events.length = 0;
      await send('DELETE', `/api/v1/patients/${patient.id}`, alice.cookie);
      // Its photos leave the galleries with it (decision 0015).
      expect(events).toEqual([
        changed,
        { topic: PHOTOS_CHANGED_TOPIC, ids: [], userId: alice.userId },
      ]);

      events.length = 0;
      await send('DELETE', `/api/v1/patients/${patient.id}`, alice.cookie);
      expect(events).toEqual([]);
    } finally {
      unsubscribe();
    }
  });

  it('counts active photos and picks the newest as the cover', async () => {
    const patient = await createPatient(alice, { nom: 'Photo', prenom: 'Pia' });
    const other = await createPatient(alice, { nom: 'Photo', prenom: 'Paco' });
    await insertPhoto(alice, patient.id, 1_000);
    const newest = await insertPhoto(alice, patient.id, 3_000);
    await insertPhoto(alice, patient.id, 2_000);
    // Newer, or same date with a higher id, but in the trash: neither counted nor the cover.
    await insertPhoto(alice, patient.id, 3_000, 1);
    await insertPhoto(alice, patient.id, 9_000, 1);
    await insertPhoto(alice, other.id, 8_000);
    await insertPhoto(alice, null, 10_000);
    // Another user's row naming this patient never counts.
    await insertPhoto(bob, patient.id, 20_000);

    const read = (await get(testApp.app, `/api/v1/patients/${patient.id}`, alice.cookie)).json();
    expect(read).toMatchObject({ photo_count: 3, cover_photo_id: newest });
    const listed = await listPatients(alice, { search: 'photo' });
    expect(listed.items.find((item) => item.id === patient.id)).toMatchObject({
      photo_count: 3,
      cover_photo_id: newest,
    });
    expect(listed.items.find((item) => item.id === other.id)).toMatchObject({ photo_count: 1 });

    // Same date: the higher id wins.
    const sameDate = await insertPhoto(alice, patient.id, 3_000);
    const again = (await get(testApp.app, `/api/v1/patients/${patient.id}`, alice.cookie)).json();
    expect(again).toMatchObject({ photo_count: 4, cover_photo_id: sameDate });
  });
});

describe(`patient lists on ${process.env.TEST_DB_DIALECT}`, () => {
  let carol: TestAccount;
  const created: PatientRecord[] = [];

  beforeAll(async () => {
    carol = await verifiedAccount(testApp.app, testApp.config);
    const people = [
      { prenom: 'Marie', nom: 'Dupont', tags: ['Botox', 'Lèvres'] },
      { prenom: 'Jean', nom: 'dupont', tags: ['Botox'] },
      { prenom: 'Élodie', nom: 'Martin', tags: ['Rides "profondes"'] },
      { prenom: 'Lucas', nom: 'Mariette', tags: [] },
      { prenom: 'zoé', nom: 'Bernard', tags: ['botox', 'Rides'] },
      { prenom: 'Anne', nom: 'Moreau', tags: ['100%_naturel'] },
      { prenom: 'Zacharie', nom: 'Leroy', tags: ['Lèvres'] },
    ];
    for (const person of people) created.push(await createPatient(carol, person));
  });

  function byName(search: string) {
    return listPatients(carol, { search, sort: 'name_asc' }).then((page) => names(page.items));
  }

  it('searches first name, last name and both in either order, any case', async () => {
    expect(await byName('dupont')).toEqual(['Jean dupont', 'Marie Dupont']);
    expect(await byName('marie')).toEqual(['Marie Dupont', 'Lucas Mariette']);
    expect(await byName('arie')).toEqual(['Marie Dupont', 'Zacharie Leroy', 'Lucas Mariette']);
    expect(await byName('MART')).toEqual(['Élodie Martin']);
    expect(await byName('marie dup')).toEqual(['Marie Dupont']);
    expect(await byName('dupont marie')).toEqual(['Marie Dupont']);
    expect(await byName('  DUPONT   Marie ')).toEqual(['Marie Dupont']);
    expect(await byName('MARTIN ÉLODIE')).toEqual(['Élodie Martin']);
    expect(await byName('élodie')).toEqual(['Élodie Martin']);
    expect(await byName('ÉLODIE')).toEqual(['Élodie Martin']);
    expect(await byName('Zoé')).toEqual(['zoé Bernard']);
    expect(await byName('xyz')).toEqual([]);
    // Typed wildcards are matched literally.
    expect(await byName('%')).toEqual([]);
    expect(await byName('_')).toEqual([]);
    const page = await listPatients(carol, { search: 'dupont' });
    expect(page.total).toBe(2);
  });

  it('filters by a whole tag name, any case', async () => {
    const tagged = async (tag: string) =>
      names((await listPatients(carol, { tag, sort: 'name_asc' })).items);
    expect(await tagged('Botox')).toEqual(['zoé Bernard', 'Jean dupont', 'Marie Dupont']);
    expect(await tagged('Lèvres')).toEqual(['Marie Dupont', 'Zacharie Leroy']);
    expect(await tagged('Rides "profondes"')).toEqual(['Élodie Martin']);
    expect(await tagged('Rides')).toEqual(['zoé Bernard']);
    expect(await tagged('100%_naturel')).toEqual(['Anne Moreau']);
    expect(await tagged('tox')).toEqual([]);
    expect(await tagged('profondes')).toEqual([]);
    const both = await listPatients(carol, { tag: 'botox', search: 'dupont' });
    expect(both.total).toBe(2);
  });

  it('sorts by creation date (newest first by default) and by name', async () => {
    const ids = (page: { items: PatientRecord[] }) => page.items.map((item) => item.id);
    const oldestFirst = created.map((patient) => patient.id);
    expect(ids(await listPatients(carol))).toEqual([...oldestFirst].reverse());
    expect(ids(await listPatients(carol, { sort: 'created_desc' }))).toEqual(
      [...oldestFirst].reverse(),
    );
    expect(ids(await listPatients(carol, { sort: 'created_asc' }))).toEqual(oldestFirst);
    const alphabetical = [
      'zoé Bernard',
      'Jean dupont',
      'Marie Dupont',
      'Zacharie Leroy',
      'Lucas Mariette',
      'Élodie Martin',
      'Anne Moreau',
    ];
    expect(names((await listPatients(carol, { sort: 'name_asc' })).items)).toEqual(alphabetical);
    expect(names((await listPatients(carol, { sort: 'name_desc' })).items)).toEqual(
      [...alphabetical].reverse(),
    );
  });

  it('pages through every sort without duplicates or gaps, with a steady total', async () => {
    const sorts: PatientSort[] = ['created_desc', 'created_asc', 'name_asc', 'name_desc'];
    for (const sort of sorts) {
      const whole = await listPatients(carol, { sort });
      for (const limit of [1, 2, 3]) {
        const walked = await walkPages(carol, { sort, limit });
        expect(
          walked.items.map((item) => item.id),
          `${sort} by ${limit}`,
        ).toEqual(whole.items.map((item) => item.id));
        expect(walked.totals).toEqual([7]);
        expect(walked.pages).toBe(Math.ceil(7 / limit));
      }
    }
    const filtered = await walkPages(carol, { tag: 'botox', sort: 'name_desc', limit: 2 });
    expect(names(filtered.items)).toEqual(['Marie Dupont', 'Jean dupont', 'zoé Bernard']);
    expect(filtered.totals).toEqual([3]);
  });

  it('refuses a cursor it did not make, or one made for another sort', async () => {
    const first = await listPatients(carol, { sort: 'name_asc', limit: 2 });
    expect(first.nextCursor).not.toBeNull();
    for (const query of [
      `sort=created_desc&cursor=${first.nextCursor}`,
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('["created_desc","x","y"]').toString('base64url')}`,
    ]) {
      const response = await get(testApp.app, `/api/v1/patients?${query}`, carol.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'request.validation_failed' });
    }
    const badSort = await get(testApp.app, '/api/v1/patients?sort=age', carol.cookie);
    expect(badSort.statusCode).toBe(400);
    const badLimit = await get(testApp.app, '/api/v1/patients?limit=201', carol.cookie);
    expect(badLimit.statusCode).toBe(400);
  });

  it('never lists patients in the trash', async () => {
    const doomed = await createPatient(carol, { nom: 'Dupont', prenom: 'Corbeille' });
    expect((await listPatients(carol, { search: 'dupont' })).total).toBe(3);
    await send('DELETE', `/api/v1/patients/${doomed.id}`, carol.cookie);
    const page = await listPatients(carol, { search: 'dupont' });
    expect(page.total).toBe(2);
    expect(names(page.items)).not.toContain('Corbeille Dupont');
    expect((await listPatients(carol)).total).toBe(7);
  });
});

describe(`tags on ${process.env.TEST_DB_DIALECT}`, () => {
  let dora: TestAccount;

  beforeAll(async () => {
    dora = await verifiedAccount(testApp.app, testApp.config);
  });

  async function tagNames(account: TestAccount) {
    const response = await get(testApp.app, '/api/v1/tags', account.cookie);
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: { name: string }[] }).items.map((tag) => tag.name);
  }

  it('adds tags idempotently, lists them by name and removes them', async () => {
    const events: LiveEvent[] = [];
    const unsubscribe = testApp.platform.bus.subscribe((event) => events.push(event));
    try {
      const created = await post(testApp.app, '/api/v1/tags', { name: ' Peeling ' }, dora.cookie);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ name: 'Peeling' });
      expect(events).toContainEqual(
        expect.objectContaining({ topic: TAGS_CHANGED_TOPIC, userId: dora.userId }),
      );
      events.length = 0;
      const again = await post(testApp.app, '/api/v1/tags', { name: 'Peeling' }, dora.cookie);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(created.json());
      expect(events).toEqual([]);
      await post(testApp.app, '/api/v1/tags', { name: 'Acide hyaluronique' }, dora.cookie);
      expect(await tagNames(dora)).toEqual(['Acide hyaluronique', 'Peeling']);

      const removed = await send('DELETE', `/api/v1/tags/${created.json().id}`, dora.cookie);
      expect(removed.statusCode).toBe(204);
      expect(await tagNames(dora)).toEqual(['Acide hyaluronique']);
      const twice = await send('DELETE', `/api/v1/tags/${created.json().id}`, dora.cookie);
      expect(twice.statusCode).toBe(404);
    } finally {
      unsubscribe();
    }
  });

  it('refuses a blank or too long tag name', async () => {
    for (const name of ['', '   ', 'x'.repeat(51)]) {
      const response = await post(testApp.app, '/api/v1/tags', { name }, dora.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'request.validation_failed' });
    }
  });

  it('keeps patient tags and photo tags apart, a name possibly in both', async () => {
    const mia = await verifiedAccount(testApp.app, testApp.config);
    await createPatient(mia, { nom: 'Kind', prenom: 'Karl', tags: ['Botox'] });
    // "Avant" is new; "Botox" already is a patient tag, and becomes a photo tag too.
    for (const name of ['Avant', 'Botox']) {
      const created = await post(testApp.app, '/api/v1/tags', { name, kind: 'photo' }, mia.cookie);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ name, kind: 'photo' });
    }

    const list = async (query: string) =>
      (
        (await get(testApp.app, `/api/v1/tags${query}`, mia.cookie)).json() as {
          items: { name: string; kind: string }[];
        }
      ).items.map((tag) => `${tag.kind}:${tag.name}`);
    expect(await list('?kind=patient')).toEqual(['patient:Botox']);
    expect(await list('?kind=photo')).toEqual(['photo:Avant', 'photo:Botox']);
    expect(await list('')).toEqual(['photo:Avant', 'patient:Botox', 'photo:Botox']);
    const wrong = await get(testApp.app, '/api/v1/tags?kind=drive', mia.cookie);
    expect(wrong.statusCode).toBe(400);

    // Another user sees none of them, in either kind.
    const other = await verifiedAccount(testApp.app, testApp.config);
    for (const query of ['', '?kind=patient', '?kind=photo']) {
      const response = await get(testApp.app, `/api/v1/tags${query}`, other.cookie);
      expect(response.json()).toEqual({ items: [] });
    }
  });

  it('adds the new tag names of a created or updated patient to the vocabulary', async () => {
    const patient = await createPatient(dora, {
      nom: 'Tag',
      prenom: 'Tina',
      tags: ['Acide hyaluronique', 'Fils tenseurs'],
    });
    expect(await tagNames(dora)).toEqual(['Acide hyaluronique', 'Fils tenseurs']);
    await send('PATCH', `/api/v1/patients/${patient.id}`, dora.cookie, { tags: ['Mésothérapie'] });
    expect(await tagNames(dora)).toEqual(['Acide hyaluronique', 'Fils tenseurs', 'Mésothérapie']);
  });
});

describe(`one user's patients and tags on ${process.env.TEST_DB_DIALECT}`, () => {
  it("are another user's 404 and never in their lists; the owner's data stays unchanged", async () => {
    const owner = await verifiedAccount(testApp.app, testApp.config);
    const stranger = await verifiedAccount(testApp.app, testApp.config);
    const patient = await createPatient(owner, {
      nom: 'Secret',
      prenom: 'Sophie',
      tags: ['Confidentiel'],
    });
    const ownerTag = (
      (await get(testApp.app, '/api/v1/tags', owner.cookie)).json() as {
        items: { id: string }[];
      }
    ).items[0];
    await createPatient(stranger, { nom: 'Visible', prenom: 'Victor', tags: ['Public'] });

    for (const response of [
      await get(testApp.app, `/api/v1/patients/${patient.id}`, stranger.cookie),
      await send('PATCH', `/api/v1/patients/${patient.id}`, stranger.cookie, { nom: 'Pirate' }),
      await send('DELETE', `/api/v1/patients/${patient.id}`, stranger.cookie),
      await send('DELETE', `/api/v1/tags/${ownerTag?.id}`, stranger.cookie),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'request.not_found' });
    }

    const strangerList = await listPatients(stranger);
    expect(names(strangerList.items)).toEqual(['Victor Visible']);
    expect(strangerList.total).toBe(1);
    const queries: Record<string, string>[] = [{ search: 'secret' }, { tag: 'Confidentiel' }];
    for (const query of queries) {
      expect((await listPatients(stranger, query)).total).toBe(0);
    }
    const strangerTags = (await get(testApp.app, '/api/v1/tags', stranger.cookie)).json();
    expect(strangerTags.items.map((tag: { name: string }) => tag.name)).toEqual(['Public']);

    const ownerView = await get(testApp.app, `/api/v1/patients/${patient.id}`, owner.cookie);
    expect(ownerView.json()).toEqual(patient);
    expect(
      (await get(testApp.app, '/api/v1/tags', owner.cookie))
        .json()
        .items.map((tag: { name: string }) => tag.name),
    ).toEqual(['Confidentiel']);
  });

  it('leaves no patient or tag row behind when the account is deleted', async () => {
    const doomed = await verifiedAccount(testApp.app, testApp.config);
    const neighbour = await verifiedAccount(testApp.app, testApp.config);
    for (const account of [doomed, neighbour]) {
      const patient = await createPatient(account, { nom: 'Adieu', prenom: 'Ana', tags: ['A'] });
      await send('DELETE', `/api/v1/patients/${patient.id}`, account.cookie);
      await createPatient(account, { nom: 'Reste', prenom: 'Rita', tags: ['B'] });
    }
    const rows = async (userId: string) => {
      const db = testApp.platform.database.db;
      const patients = await db.selectFrom('patients').select('id').where('user_id', '=', userId);
      const tags = await db.selectFrom('tags').select('id').where('user_id', '=', userId);
      return { patients: (await patients.execute()).length, tags: (await tags.execute()).length };
    };
    expect(await rows(doomed.userId)).toEqual({ patients: 2, tags: 2 });
    const response = await post(
      testApp.app,
      '/api/v1/account/delete',
      { password: doomed.password },
      doomed.cookie,
    );
    expect(response.statusCode).toBe(204);
    expect(await rows(doomed.userId)).toEqual({ patients: 0, tags: 0 });
    expect(await rows(neighbour.userId)).toEqual({ patients: 2, tags: 2 });
  });
});

describe(`a list of 5,000 patients on ${process.env.TEST_DB_DIALECT}`, () => {
  const PATIENTS = 5_000;
  let erin: TestAccount;

  beforeAll(async () => {
    erin = await verifiedAccount(testApp.app, testApp.config);
    const db = testApp.platform.database.db;
    const firstNames = ['Marie', 'Jean', 'Élodie', 'Lucas', 'Zoé', 'Anne', 'Hugo', 'Léa'];
    const start = Date.now() - PATIENTS * 1000;
    const rows = Array.from({ length: PATIENTS }, (_, index) => ({
      id: newId(),
      user_id: erin.userId,
      nom: `Nom${String(index).padStart(4, '0')}`,
      prenom: firstNames[index % firstNames.length] ?? 'Marie',
      date_naissance: '',
      email: '',
      telephone: '',
      tags: JSON.stringify(index % 10 === 0 ? ['Botox', 'Lèvres'] : ['Peeling']),
      sexe: '',
      adresse: '',
      commentaire: '',
      cote_affecte: '',
      created_at: start + index * 1000,
      updated_at: start + index * 1000,
      is_deleted: index % 50 === 0 ? 1 : 0,
      deleted_at: null,
    }));
    for (let offset = 0; offset < rows.length; offset += 500) {
      await db
        .insertInto('patients')
        .values(rows.slice(offset, offset + 500))
        .execute();
    }
    // Two photos for every fifth patient, so counts and covers have rows to read.
    for (const row of rows.filter((_, index) => index % 5 === 0).slice(0, 400)) {
      await insertPhoto(erin, row.id, row.created_at);
      await insertPhoto(erin, row.id, row.created_at + 1);
    }
  }, 120_000);

  async function timed(query: Record<string, string | number>) {
    const durations: number[] = [];
    let page = await listPatients(erin, query);
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      page = await listPatients(erin, query);
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    return { page, median: durations[2] ?? 0 };
  }

  it('answers a page of 100 quickly for every sort, search and tag filter', async () => {
    const report: Record<string, number> = {};
    for (const sort of ['created_desc', 'created_asc', 'name_asc', 'name_desc'] as const) {
      const first = await timed({ sort });
      expect(first.page.items).toHaveLength(100);
      expect(first.page.total).toBe(PATIENTS - PATIENTS / 50);
      report[`first page ${sort}`] = first.median;
      // Page 25 of 49, through the cursor the 24th page gave.
      let cursor = first.page.nextCursor;
      for (let index = 1; index < 24 && cursor; index += 1) {
        cursor = (await listPatients(erin, { sort, cursor })).nextCursor;
      }
      expect(cursor).not.toBeNull();
      const middle = await timed({ sort, cursor: cursor ?? '' });
      expect(middle.page.items).toHaveLength(100);
      report[`page 25 ${sort}`] = middle.median;
    }
    const search = await timed({ search: 'marie nom00' });
    expect(search.page.total).toBeGreaterThan(0);
    report['search "marie nom00"'] = search.median;
    const tag = await timed({ tag: 'Botox' });
    expect(tag.page.items.length).toBeGreaterThan(0);
    report['tag Botox'] = tag.median;
    console.log(`5,000 patients on ${process.env.TEST_DB_DIALECT} (median of 5, ms):`, report);
    for (const [label, ms] of Object.entries(report)) expect(ms, label).toBeLessThan(1_000);
  }, 120_000);
});
