import { createHash } from 'node:crypto';
import type { DataExport, RestoreReport } from '@photodossier/domain/archive';
import type { PatientsPage } from '@photodossier/domain/patient';
import type { PhotosPage } from '@photodossier/domain/media-record';
import { quotaBytesForPlan } from '@photodossier/domain/quota';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, get, send, verifiedAccount, type TestAccount } from './support/accounts';
import { seedPatientRow, seedPhoto } from './support/photos';
import { journalPage } from './support/journal';
import { startTestApp, type TestApp } from './support/test-app';

const dialect = process.env.TEST_DB_DIALECT;
let testApp: TestApp;
let alice: TestAccount;

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function restore(account: TestAccount, archive: Buffer) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/import/archive',
    headers: { cookie: account.cookie, origin: TEST_ORIGIN, 'content-type': 'application/zip' },
    payload: archive,
  });
}

/** Every entry of a ZIP with its bytes, read with yauzl (which checks sizes) as a restore does. */
async function entryContents(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

async function entryNames(archive: Buffer): Promise<string[]> {
  return [...(await entryContents(archive)).keys()];
}

/** Every photo of the account, with the SHA-256 of its original as the API serves it. */
async function photoHashes(account: TestAccount): Promise<Map<string, string>> {
  const page = (
    await get(testApp.app, '/api/v1/photos?limit=100&scope=all', account.cookie)
  ).json<PhotosPage>();
  const hashes = new Map<string, string>();
  for (const photo of page.items) {
    const file = await get(testApp.app, photo.image_url, account.cookie);
    expect(file.statusCode).toBe(200);
    hashes.set(`${photo.zone_traitee}|${photo.filename}`, sha(file.rawPayload));
  }
  return hashes;
}

async function patientsOf(account: TestAccount) {
  return (
    await get(testApp.app, '/api/v1/patients?limit=100', account.cookie)
  ).json<PatientsPage>();
}

const journal = (account: TestAccount, query = '') => journalPage(testApp.app, account, query);

let patientId: string;
const originals = [
  Buffer.from('\xff\xd8\xff first original bytes '.repeat(300), 'latin1'),
  Buffer.from('video bytes of the second original '.repeat(500)),
];

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  alice = await verifiedAccount(testApp.app, testApp.config);
  patientId = await seedPatientRow(testApp, alice.userId, { prenom: 'Léa', nom: 'Martin' });
  await testApp.platform.database.db
    .updateTable('patients')
    .set({ tags: JSON.stringify(['Botox']) })
    .where('id', '=', patientId)
    .execute();
  await seedPhoto(
    testApp,
    alice.userId,
    {
      patient_id: patientId,
      zone_traitee: 'Lèvres',
      tags: JSON.stringify(['Avant']),
      annotations: JSON.stringify({
        canvasData: 'data:image/png;base64,AAAA',
        textAnnotations: [],
        timestamp: '2026-03-14T10:00:00.000Z',
      }),
    },
    { original: originals[0] },
  );
  await seedPhoto(
    testApp,
    alice.userId,
    {
      patient_id: patientId,
      zone_traitee: 'Front',
      media_type: 'video',
      file_type: 'video/mp4',
      filename: 'clip.mp4',
      storage_path: `medical-photos/${alice.userId}/${patientId}/clip.mp4`,
    },
    { original: originals[1] },
  );
  for (const [kind, name] of [
    ['patient', 'Botox'],
    ['photo', 'Avant'],
  ] as const) {
    await testApp.platform.database.db
      .insertInto('tags')
      .values({
        id: `${alice.userId}-${kind}`,
        user_id: alice.userId,
        kind,
        name,
        name_key: name.toLowerCase(),
        color: null,
        created_at: Date.now(),
      })
      .execute();
  }
});

afterAll(async () => {
  await testApp?.close();
});

describe(`export and restore on ${dialect}`, () => {
  it("exports the spec's JSON: patients, photos, tags, settings, exportDate, version 1.0.0", async () => {
    const response = await get(testApp.app, '/api/v1/export/json', alice.cookie);
    expect(response.statusCode, response.body).toBe(200);
    // Named after the day in Paris, where the practice is.
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date());
    expect(response.headers['content-disposition']).toContain(`photodossier-export-${today}.json`);
    const data = response.json<DataExport>();
    expect(data.version).toBe('1.0.0');
    expect(Date.parse(data.exportDate)).not.toBeNaN();
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['patients', 'photos', 'tags', 'settings']),
    );
    expect(data.patients).toMatchObject([
      { id: patientId, nom: 'Martin', prenom: 'Léa', tags: ['Botox'] },
    ]);
    expect(data.photos).toHaveLength(2);
    expect(data.photos.find((photo) => photo.zone_traitee === 'Lèvres')).toMatchObject({
      patient_id: patientId,
      date_prise: expect.any(String),
      file_size: originals[0]?.length,
      tags: ['Avant'],
      annotations: { canvasData: 'data:image/png;base64,AAAA' },
    });
    expect(data.tags.map((tag) => tag.name).sort()).toEqual(['Avant', 'Botox']);
  });

  it("names the files after the day the practitioner's device gives, and refuses a day that is none", async () => {
    const json = await get(testApp.app, '/api/v1/export/json?day=2026-07-14', alice.cookie);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-disposition']).toContain('photodossier-export-2026-07-14.json');
    const archive = await get(
      testApp.app,
      '/api/v1/export/archive?day=2026-12-31&embeddings=1',
      alice.cookie,
    );
    expect(archive.statusCode, archive.body).toBe(200);
    expect(archive.headers['content-disposition']).toContain('photodossier-archive-2026-12-31.zip');
    for (const day of ['2026-02-30', '2026-07-14%0A', 'demain']) {
      for (const path of ['/api/v1/export/json', '/api/v1/export/archive']) {
        const refused = await get(testApp.app, `${path}?day=${day}`, alice.cookie);
        expect(refused.statusCode, `${path} ${day}`).toBe(400);
      }
    }
  });

  it('restores the complete archive into an empty account: byte-identical files, then nothing twice', async () => {
    const download = await get(testApp.app, '/api/v1/export/archive', alice.cookie);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
    const names = await entryNames(download.rawPayload);
    expect(names).toEqual(
      expect.arrayContaining([
        'photodossier-export.json',
        'patients.csv',
        'photos.csv',
        'annotations.json',
      ]),
    );
    expect(names).not.toContain('face-embeddings.json');
    expect(names.filter((name) => name.startsWith('Martin_Léa/'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Martin_Léa\/\d{4}-\d\d-\d\d_Lèvres_.+\.jpg$/),
        expect.stringMatching(/_Front_.+\.mp4$/),
      ]),
    );
    const withEmbeddings = await get(
      testApp.app,
      '/api/v1/export/archive?embeddings=1',
      alice.cookie,
    );
    expect(await entryNames(withEmbeddings.rawPayload)).toContain('face-embeddings.json');

    const bob = await verifiedAccount(testApp.app, testApp.config);
    const restored = await restore(bob, download.rawPayload);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<RestoreReport>()).toEqual({
      patients_added: 1,
      photos_added: 2,
      files_skipped: 0,
      tags_added: 2,
      annotations_added: 1,
      bytes_added: (originals[0]?.length ?? 0) + (originals[1]?.length ?? 0),
    });
    expect(await photoHashes(bob)).toEqual(await photoHashes(alice));
    const patients = await patientsOf(bob);
    expect(patients.items).toMatchObject([
      { nom: 'Martin', prenom: 'Léa', tags: ['Botox'], photo_count: 2 },
    ]);
    expect(patients.items[0]?.id).not.toBe(patientId);
    const bobExport = (
      await get(testApp.app, '/api/v1/export/json', bob.cookie)
    ).json<DataExport>();
    expect(
      bobExport.photos.find((photo) => photo.zone_traitee === 'Lèvres')?.annotations,
    ).toMatchObject({
      canvasData: 'data:image/png;base64,AAAA',
    });

    const again = await restore(bob, download.rawPayload);
    expect(again.json<RestoreReport>()).toMatchObject({
      patients_added: 0,
      photos_added: 0,
      files_skipped: 2,
      bytes_added: 0,
    });
    expect((await patientsOf(bob)).items).toHaveLength(1);

    const restoredLines = await journal(bob, '?action=data.restore');
    expect(restoredLines.items).toHaveLength(2);
    expect(Date.parse(restoredLines.items[0]?.created_at ?? '')).not.toBeNaN();
  });

  it('makes the thumbnail and preview of each restored image, as an upload does', async () => {
    const owner = await verifiedAccount(testApp.app, testApp.config);
    const jpeg = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#c08060' },
    })
      .jpeg()
      .toBuffer();
    await seedPhoto(testApp, owner.userId, { filename: 'visage.jpg' }, { original: jpeg });
    const download = await get(testApp.app, '/api/v1/export/archive', owner.cookie);
    const target = await verifiedAccount(testApp.app, testApp.config);
    expect((await restore(target, download.rawPayload)).statusCode).toBe(200);
    const page = (
      await get(testApp.app, '/api/v1/photos?limit=10&scope=all', target.cookie)
    ).json<PhotosPage>();
    expect(page.items).toHaveLength(1);
    const [photo] = page.items;
    const read = async (url: string | null | undefined) => {
      expect(url).toBeTruthy();
      const file = await get(testApp.app, url ?? '', target.cookie);
      expect(file.statusCode).toBe(200);
      return sharp(file.rawPayload).metadata();
    };
    const thumbnail = await read(photo?.thumbnail_url);
    expect(thumbnail.format).toBe('jpeg');
    expect(thumbnail.width).toBeLessThan(1200);
    expect((await read(photo?.preview_url)).format).toBe('webp');
  });

  it('takes each size from the store, and leaves out and names a file the store lost, whole ZIP', async () => {
    const owner = await verifiedAccount(testApp.app, testApp.config);
    const patient = await seedPatientRow(testApp, owner.userId, { prenom: 'Anne', nom: 'Petit' });
    const kept = await seedPhoto(testApp, owner.userId, { patient_id: patient, filename: 'a.jpg' });
    const resized = await seedPhoto(testApp, owner.userId, {
      patient_id: patient,
      filename: 'b.jpg',
    });
    const lost = await seedPhoto(testApp, owner.userId, { patient_id: patient, filename: 'c.jpg' });
    const { db } = testApp.platform.database;
    // The record says one size, the store holds another; and one file is gone from the store.
    await db
      .updateTable('photos')
      .set({ file_size: resized.file_size + 1234 })
      .where('id', '=', resized.id)
      .execute();
    await testApp.platform.blobs.delete(lost.storage_path);

    const download = await get(testApp.app, '/api/v1/export/archive', owner.cookie);
    expect(download.statusCode).toBe(200);
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
    const entries = await entryContents(download.rawPayload);
    const manifest = JSON.parse(
      entries.get('photodossier-export.json')!.toString('utf8'),
    ) as DataExport;
    const pathOf = (id: string) => manifest.photos.find((photo) => photo.id === id)?.archive_path;
    const storedBytes = async (key: string) => {
      const content = await testApp.platform.blobs.get(key);
      return Buffer.concat(await content!.stream.toArray());
    };
    for (const photo of [kept, resized]) {
      const path = pathOf(photo.id);
      expect(path).toMatch(/^Petit_Anne\//);
      expect(entries.get(path!)!.equals(await storedBytes(photo.storage_path))).toBe(true);
    }
    expect(pathOf(lost.id)).toBeNull();
    const report = entries.get('missing-files.txt')!.toString('utf8');
    expect(report).toContain(lost.id);
    expect(report).toContain('Anne Petit');
    expect(report).not.toContain(kept.id);
    expect(report).not.toContain(resized.id);

    // The archive restores: the files that were there come back, the lost one is not invented.
    const target = await verifiedAccount(testApp.app, testApp.config);
    const restored = await restore(target, download.rawPayload);
    expect(restored.statusCode, restored.body).toBe(200);
    const photos = (
      await get(testApp.app, '/api/v1/photos?limit=10&scope=all', target.cookie)
    ).json<PhotosPage>();
    expect(photos.items.map((photo) => photo.filename).sort()).toEqual(['a.jpg', 'b.jpg']);

    // Without anything missing, no report.
    await testApp.platform.database.db.deleteFrom('photos').where('id', '=', lost.id).execute();
    const whole = await get(testApp.app, '/api/v1/export/archive', owner.cookie);
    expect(await entryNames(whole.rawPayload)).not.toContain('missing-files.txt');
  });

  it('refuses a truncated, a damaged or a foreign archive and writes nothing', async () => {
    const archive = (await get(testApp.app, '/api/v1/export/archive', alice.cookie)).rawPayload;
    const carol = await verifiedAccount(testApp.app, testApp.config);
    const truncated = archive.subarray(0, Math.floor(archive.length * 0.8));
    const damaged = Buffer.from(archive);
    // A byte inside the first original (after the JSON entries): its CRC no longer matches.
    const at = damaged.indexOf(Buffer.from('first original bytes'));
    damaged[at + 3] = damaged[at + 3] === 0x41 ? 0x42 : 0x41;
    const foreign = Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000'), 'latin1');
    for (const body of [truncated, damaged, foreign, Buffer.from('not a zip at all')]) {
      const response = await restore(carol, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ code: 'archive.invalid' });
    }
    expect((await patientsOf(carol)).items).toHaveLength(0);
    const keys = [];
    for await (const key of testApp.platform.blobs.list(`medical-photos/${carol.userId}/`))
      keys.push(key);
    expect(keys).toEqual([]);
  });

  it('checks the quota before writing anything', async () => {
    const archive = (await get(testApp.app, '/api/v1/export/archive', alice.cookie)).rawPayload;
    const dave = await verifiedAccount(testApp.app, testApp.config);
    await testApp.platform.database.db
      .insertInto('storage_usage')
      .values({
        user_id: dave.userId,
        used_bytes: quotaBytesForPlan('decouverte') - 100,
        updated_at: Date.now(),
      })
      .execute();
    const response = await restore(dave, archive);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ code: 'archive.quota_exceeded' });
    expect((await patientsOf(dave)).items).toHaveLength(0);
    const keys = [];
    for await (const key of testApp.platform.blobs.list(`medical-photos/${dave.userId}/`))
      keys.push(key);
    expect(keys).toEqual([]);
  });

  it("never lets another user or a visitor export someone's data", async () => {
    const eve = await verifiedAccount(testApp.app, testApp.config);
    const data = (await get(testApp.app, '/api/v1/export/json', eve.cookie)).json<DataExport>();
    expect(data.patients).toEqual([]);
    expect(data.photos).toEqual([]);
    const archive = await get(testApp.app, '/api/v1/export/archive', eve.cookie);
    expect((await entryNames(archive.rawPayload)).some((name) => name.includes('Martin'))).toBe(
      false,
    );
    for (const url of [
      '/api/v1/export/json',
      '/api/v1/export/archive',
      '/api/v1/journal',
      '/api/v1/journal.csv',
    ]) {
      expect((await get(testApp.app, url)).statusCode).toBe(401);
    }
  });
});

describe(`access journal on ${dialect}`, () => {
  it('records views, downloads and exports with who, where and when, per patient', async () => {
    const photos = (
      await get(testApp.app, `/api/v1/photos?limit=10&scope=all`, alice.cookie)
    ).json<PhotosPage>();
    const photo = photos.items[0];
    expect(photo).toBeDefined();
    expect((await get(testApp.app, `/api/v1/patients/${patientId}`, alice.cookie)).statusCode).toBe(
      200,
    );
    const viewed = await get(testApp.app, `/api/v1/photos/${photo?.id}`, alice.cookie);
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect(
      (await get(testApp.app, `${photo?.image_url}?download=1`, alice.cookie)).statusCode,
    ).toBe(200);

    const lines = await journal(alice, `?patient_id=${patientId}`);
    const actions = lines.items.map((line) => line.action);
    expect(actions).toEqual(
      expect.arrayContaining(['patient.view', 'photo.view', 'photo.download']),
    );
    expect(lines.items[0]).toMatchObject({
      actor: 'owner',
      patient_id: patientId,
      patient_name: 'Léa Martin',
      ip: expect.any(String),
    });
    const all = await journal(alice);
    expect(all.items.map((line) => line.action)).toEqual(
      expect.arrayContaining(['data.export', 'data.archive']),
    );

    const paged = await journal(alice, '?limit=1');
    expect(paged.items).toHaveLength(1);
    const next = await journal(alice, `?limit=1&cursor=${paged.nextCursor}`);
    expect(next.items[0]?.id).not.toBe(paged.items[0]?.id);

    const csv = await get(testApp.app, `/api/v1/journal.csv?patient_id=${patientId}`, alice.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe('date,action,acteur,patient_id,patient,cible,ip,appareil');
    expect(csv.body).toContain('patient.view');
    const named = await get(testApp.app, '/api/v1/journal.csv?day=2026-07-14', alice.cookie);
    expect(named.headers['content-disposition']).toContain('journal-acces-2026-07-14.csv');
    const refused = await get(testApp.app, '/api/v1/journal.csv?day=2026-13-01', alice.cookie);
    expect(refused.statusCode).toBe(400);

    const trashed = await send(testApp.app, 'DELETE', `/api/v1/photos/${photo?.id}`, alice.cookie);
    expect(trashed.statusCode, trashed.body).toBeLessThan(300);
    const deletions = await journal(alice, '?action=photo.delete');
    expect(deletions.items).toMatchObject([{ target_id: photo?.id, patient_id: patientId }]);
  });

  it('is read-only through the API and private to its owner', async () => {
    const before = (await journal(alice, '?limit=200')).items;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/v1/journal', `/api/v1/journal/${before[0]?.id}`]) {
        const response = await testApp.app.inject({
          method,
          url,
          headers: {
            cookie: alice.cookie,
            origin: TEST_ORIGIN,
            'content-type': 'application/json',
          },
          payload: JSON.stringify({ action: 'patient.view', created_at: '2020-01-01T00:00:00Z' }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await journal(alice, '?limit=200')).items).toEqual(before);

    const mallory = await verifiedAccount(testApp.app, testApp.config);
    expect((await journal(mallory, `?patient_id=${patientId}`)).items).toEqual([]);
    expect(
      (await get(testApp.app, `/api/v1/patients/${patientId}`, mallory.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await journal(alice, `?patient_id=${patientId}`)).items.every((line) => line.ip !== null),
    ).toBe(true);
    const malloryCsv = await get(testApp.app, '/api/v1/journal.csv', mallory.cookie);
    expect(malloryCsv.body.trim().split('\n')).toHaveLength(1);
  });

  it('keeps lines for the retention period, 3 years unless changed', async () => {
    expect((await get(testApp.app, '/api/v1/journal/settings', alice.cookie)).json()).toEqual({
      retention_days: 1095,
    });
    const old = Date.now() - 400 * 86_400_000;
    await testApp.platform.database.db
      .insertInto('access_journal')
      .values({
        id: '00000000-old-line',
        user_id: alice.userId,
        actor: 'owner',
        action: 'patient.view',
        patient_id: patientId,
        target_id: null,
        ip: null,
        device: null,
        created_at: old,
      })
      .execute();
    expect(
      (await journal(alice, '?limit=200')).items.some((line) => line.id === '00000000-old-line'),
    ).toBe(true);
    const saved = await send(testApp.app, 'PUT', '/api/v1/journal/settings', alice.cookie, {
      retention_days: 365,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await journal(alice, '?limit=200')).items.some((line) => line.id === '00000000-old-line'),
    ).toBe(false);
    const refused = await send(testApp.app, 'PUT', '/api/v1/journal/settings', alice.cookie, {
      retention_days: 1,
    });
    expect(refused.statusCode).toBe(400);
  });
});
