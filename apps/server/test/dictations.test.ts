import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { DictationList, DictationRecord } from '@photodossier/domain/dictation';
import { UPLOAD_ENDPOINT } from '@photodossier/domain/media-record';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictationFolder } from '../src/modules/dictations/audio-upload';
import { get, post, send, verifiedAccount, type TestAccount } from './support/accounts';
import { seedPatientRow } from './support/photos';
import { startTestApp, type TestApp } from './support/test-app';
import { TEST_ORIGIN } from './support/accounts';

const run = promisify(execFile);
const dialect = process.env.TEST_DB_DIALECT;

let testApp: TestApp;
let alice: TestAccount;
let bob: TestAccount;
let audio: Buffer;
let workDir: string;

/** The speech-to-text service cannot run here: a stand-in keeps what it was sent. */
interface SttRequest {
  readonly method: string;
  readonly url: string;
  readonly contentType: string;
  readonly body: Buffer;
}
let stt: Server;
const sttRequests: SttRequest[] = [];

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The parts of a multipart/form-data body, by name. */
function multipartParts(body: Buffer, contentType: string) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const marker = `--${boundary?.[1] ?? boundary?.[2]}`;
  const parts = new Map<string, { headers: string; data: Buffer }>();
  const text = body.toString('latin1');
  for (const chunk of text.split(marker).slice(1, -1)) {
    const split = chunk.indexOf('\r\n\r\n');
    const headers = chunk.slice(0, split);
    const data = Buffer.from(chunk.slice(split + 4, -2), 'latin1');
    const name = /name="([^"]+)"/.exec(headers)?.[1];
    if (name) parts.set(name, { headers, data });
  }
  return parts;
}

function metadataHeader(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

function tusHeaders(account: TestAccount) {
  return { cookie: account.cookie, origin: TEST_ORIGIN, 'tus-resumable': '1.0.0' };
}

/** Creates the tus upload of a dictation's recording; the creation's answer. */
function createAudioUpload(account: TestAccount, id: string, size: number, app = testApp.app) {
  return app.inject({
    method: 'POST',
    url: UPLOAD_ENDPOINT,
    headers: {
      ...tusHeaders(account),
      'upload-length': String(size),
      'upload-metadata': metadataHeader({
        target: 'dictation',
        dictation_id: id,
        filetype: 'audio/webm',
      }),
    },
  });
}

function patchAudio(
  account: TestAccount,
  location: string,
  offset: number,
  bytes: Buffer,
  app = testApp.app,
) {
  return app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...tusHeaders(account),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

/** A recording through the resumable uploads: creation, then the whole body in one PATCH. */
async function uploadAudio(account: TestAccount, id: string, bytes: Buffer, app = testApp.app) {
  const created = await createAudioUpload(account, id, bytes.length, app);
  if (created.statusCode !== 201) return created;
  return patchAudio(account, created.headers.location as string, 0, bytes, app);
}

async function createDictation(
  account: TestAccount,
  patientId: string | null,
  title = 'Consultation',
) {
  const response = await post(
    testApp.app,
    '/api/v1/dictations',
    { title, recorded_on: '2026-11-24', patient_id: patientId, text: '' },
    account.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DictationRecord>();
}

/** Where a dictation's recording is stored ('' without one). */
async function audioKeyOf(id: string): Promise<string> {
  const row = await testApp.platform.database.db
    .selectFrom('dictations')
    .select('audio_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.audio_key ?? '';
}

async function usedBytes(account: TestAccount): Promise<number> {
  const row = await testApp.platform.database.db
    .selectFrom('storage_usage')
    .select('used_bytes')
    .where('user_id', '=', account.userId)
    .executeTakeFirst();
  return Number(row?.used_bytes ?? 0);
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'dictation-test-'));
  const file = path.join(workDir, 'three-seconds.webm');
  await run(ffmpeg.path, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=3',
    '-c:a',
    'libopus',
    '-y',
    file,
  ]);
  audio = await readFile(file);
  stt = createServer((request, response) => {
    void readAll(request).then((body) => {
      sttRequests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        body,
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ text: 'Patiente revue à J7, cicatrisation satisfaisante.' }));
    });
  });
  await new Promise<void>((resolve) => stt.listen(0, '127.0.0.1', resolve));
  const { port } = stt.address() as AddressInfo;
  testApp = await startTestApp({
    env: { STT_URL: `http://127.0.0.1:${port}/v1/audio/transcriptions` },
  });
  alice = await verifiedAccount(testApp.app, testApp.config);
  bob = await verifiedAccount(testApp.app, testApp.config);
  for (const account of [alice, bob]) {
    const on = await send(testApp.app, 'PATCH', '/api/v1/settings/beta-features', account.cookie, {
      dictaphone: true,
    });
    expect(on.statusCode).toBe(200);
  }
});

afterAll(async () => {
  await testApp?.close();
  await new Promise((resolve) => stt?.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

describe(`dictations on ${dialect}`, () => {
  it('are refused without the dictaphone switch', async () => {
    const off = await verifiedAccount(testApp.app, testApp.config);
    for (const response of [
      await get(testApp.app, '/api/v1/dictations', off.cookie),
      await post(testApp.app, '/api/v1/dictations', { title: 'x' }, off.cookie),
      await get(testApp.app, '/api/v1/dictations/transcription', off.cookie),
      await get(testApp.app, '/api/v1/dictations/trash', off.cookie),
      await createAudioUpload(off, '0123456789abcdef0123456789abcdef', 1000),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'beta.feature_disabled' });
    }
  });

  it('keeps one recording and counts it once when it is replaced several times at once', async () => {
    const created = await createDictation(alice, null, 'Remplacée trois fois');
    expect((await uploadAudio(alice, created.id, audio)).statusCode).toBe(200);
    const before = await usedBytes(alice);
    // Longer files than the first: each replacement grows the quota by the difference.
    const longer = Buffer.concat([audio, Buffer.alloc(4096)]);

    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => uploadAudio(alice, created.id, longer)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);

    expect(await usedBytes(alice)).toBe(before + longer.length - audio.length);
    const stored: string[] = [];
    for await (const key of testApp.platform.blobs.list(
      `${dictationFolder(alice.userId)}${created.id}`,
    )) {
      stored.push(key);
    }
    expect(stored).toEqual([await audioKeyOf(created.id)]);
  });

  it('stores a recording checked by content, with its duration, counted toward the quota', async () => {
    const patientId = await seedPatientRow(testApp, alice.userId, { prenom: 'Léa', nom: 'Martin' });
    const created = await createDictation(alice, patientId);
    expect(created).toMatchObject({ patient_name: 'Léa Martin', has_audio: false });
    const before = await usedBytes(alice);

    const forged = await uploadAudio(alice, created.id, Buffer.from('not a recording at all'));
    expect(forged.statusCode).toBe(415);
    // Magic bytes of WebM, but no audio ffprobe can read.
    const hollow = Buffer.concat([audio.subarray(0, 4), Buffer.alloc(2000, 7)]);
    expect((await uploadAudio(alice, created.id, hollow)).statusCode).toBe(415);
    expect(await usedBytes(alice)).toBe(before);

    const stored = await uploadAudio(alice, created.id, audio);
    expect(stored.statusCode, stored.body).toBe(200);
    const record = stored.json<DictationRecord>();
    expect(record).toMatchObject({
      has_audio: true,
      audio_type: 'audio/webm',
      audio_size: audio.length,
    });
    expect(record.duration_ms).toBeGreaterThan(2800);
    expect(record.duration_ms).toBeLessThan(3300);
    expect(await usedBytes(alice)).toBe(before + audio.length);

    const played = await get(testApp.app, `/api/v1/dictations/${created.id}/audio`, alice.cookie);
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(audio)).toBe(true);

    const edited = await send(
      testApp.app,
      'PUT',
      `/api/v1/dictations/${created.id}`,
      alice.cookie,
      {
        title: 'Consultation J7',
        recorded_on: '2026-11-24',
        patient_id: patientId,
        text: 'Texte corrigé à la main.',
      },
    );
    expect(edited.json<DictationRecord>()).toMatchObject({
      title: 'Consultation J7',
      text: 'Texte corrigé à la main.',
    });
    const searched = await get(testApp.app, '/api/v1/dictations?q=corrigé', alice.cookie);
    expect(searched.json<DictationList>().items.map((item) => item.id)).toEqual([created.id]);
  });

  it('resumes an interrupted recording where it stopped, and replaces one already stored', async () => {
    const created = await createDictation(alice, null, 'Coupée');
    const before = await usedBytes(alice);
    const creation = await createAudioUpload(alice, created.id, audio.length);
    expect(creation.statusCode, creation.body).toBe(201);
    const location = creation.headers.location as string;
    const half = Math.floor(audio.length / 2);
    const first = await patchAudio(alice, location, 0, audio.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    // Nothing is recorded from half a file.
    expect(
      (await get(testApp.app, `/api/v1/dictations/${created.id}`, alice.cookie)).json(),
    ).toMatchObject({ has_audio: false });

    // Another user cannot see nor continue it.
    const foreign = await testApp.app.inject({
      method: 'HEAD',
      url: location,
      headers: tusHeaders(bob),
    });
    expect(foreign.statusCode).toBe(404);

    const head = await testApp.app.inject({
      method: 'HEAD',
      url: location,
      headers: tusHeaders(alice),
    });
    expect(head.headers['upload-offset']).toBe(String(half));
    const rest = await patchAudio(alice, location, half, audio.subarray(half));
    expect(rest.statusCode, rest.body).toBe(200);
    const record = rest.json<DictationRecord>();
    expect(record).toMatchObject({ id: created.id, has_audio: true, audio_size: audio.length });
    expect(record.duration_ms).toBeGreaterThan(2800);
    expect(record.duration_ms).toBeLessThan(3300);
    const played = await get(testApp.app, `/api/v1/dictations/${created.id}/audio`, alice.cookie);
    expect(played.rawPayload.equals(audio)).toBe(true);
    expect(await usedBytes(alice)).toBe(before + audio.length);

    // A HEAD after the finish answers from the ledger: the same recording, counted once.
    const again = await testApp.app.inject({
      method: 'HEAD',
      url: location,
      headers: tusHeaders(alice),
    });
    expect(again.headers['upload-offset']).toBe(String(audio.length));
    expect(await usedBytes(alice)).toBe(before + audio.length);

    // A new recording replaces the old file and its bytes.
    const oldKey = await audioKeyOf(created.id);
    const shorter = audio.subarray(0, audio.length - 100);
    const replaced = await uploadAudio(alice, created.id, shorter);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await audioKeyOf(created.id)).not.toBe(oldKey);
    expect(await testApp.platform.blobs.head(oldKey)).toBeNull();
    expect(await usedBytes(alice)).toBe(before + shorter.length);
  });

  it('lists trashed dictations, and emptying the trash erases them with their files', async () => {
    const account = await verifiedAccount(testApp.app, testApp.config);
    await send(testApp.app, 'PATCH', '/api/v1/settings/beta-features', account.cookie, {
      dictaphone: true,
    });
    const kept = await createDictation(account, null, 'Gardée');
    const trashed = await createDictation(account, null, 'Jetée');
    await uploadAudio(account, kept.id, audio);
    await uploadAudio(account, trashed.id, audio);
    const { db } = testApp.platform.database;
    const trashedKey = await audioKeyOf(trashed.id);
    await send(testApp.app, 'DELETE', `/api/v1/dictations/${trashed.id}`, account.cookie);
    const inTrash = await get(testApp.app, '/api/v1/dictations/trash', account.cookie);
    expect(inTrash.json<DictationList>().items.map((item) => item.id)).toEqual([trashed.id]);
    const active = await get(testApp.app, '/api/v1/dictations', account.cookie);
    expect(active.json<DictationList>().items.map((item) => item.id)).toEqual([kept.id]);
    // Another user's trash shows none of them, and their emptying erases none of them.
    const otherTrash = await get(testApp.app, '/api/v1/dictations/trash', bob.cookie);
    expect(otherTrash.json<DictationList>().items.map((item) => item.id)).not.toContain(trashed.id);
    await post(testApp.app, '/api/v1/trash/empty', {}, bob.cookie);
    expect(await testApp.platform.blobs.head(trashedKey)).not.toBeNull();

    const before = await usedBytes(account);
    const emptied = await post(testApp.app, '/api/v1/trash/empty', {}, account.cookie);
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json()).toMatchObject({ freed_bytes: audio.length });
    expect(await usedBytes(account)).toBe(before - audio.length);
    expect(await testApp.platform.blobs.head(trashedKey)).toBeNull();
    expect(
      await db
        .selectFrom('dictations')
        .select('id')
        .where('user_id', '=', account.userId)
        .execute(),
    ).toEqual([{ id: kept.id }]);
    const after = await get(testApp.app, '/api/v1/dictations/trash', account.cookie);
    expect(after.json<DictationList>().items).toEqual([]);
  });

  it('transcribes through the configured service: multipart with the audio, in French', async () => {
    const created = await createDictation(alice, null, 'Lettre');
    await uploadAudio(alice, created.id, audio);
    sttRequests.length = 0;
    const transcribed = await post(
      testApp.app,
      `/api/v1/dictations/${created.id}/transcribe`,
      {},
      alice.cookie,
    );
    expect(transcribed.statusCode, transcribed.body).toBe(200);
    expect(transcribed.json<DictationRecord>().text).toBe(
      'Patiente revue à J7, cicatrisation satisfaisante.',
    );

    expect(sttRequests).toHaveLength(1);
    const [request] = sttRequests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/audio/transcriptions');
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const parts = multipartParts(request?.body ?? Buffer.alloc(0), request?.contentType ?? '');
    expect(parts.get('language')?.data.toString()).toBe('fr');
    expect(parts.get('model')?.data.toString()).toBe('whisper-1');
    const file = parts.get('file');
    expect(file?.headers).toContain('filename="dictation.webm"');
    expect(file?.headers).toContain('Content-Type: audio/webm');
    expect(file?.data.equals(audio)).toBe(true);
  });

  it("keeps each user's dictations to themselves", async () => {
    const created = await createDictation(alice, null, 'Privée');
    await uploadAudio(alice, created.id, audio);
    expect(
      (await get(testApp.app, `/api/v1/dictations/${created.id}`, bob.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await get(testApp.app, `/api/v1/dictations/${created.id}/audio`, bob.cookie)).statusCode,
    ).toBe(404);
    expect((await uploadAudio(bob, created.id, audio)).statusCode).toBe(404);
    expect(
      (await post(testApp.app, `/api/v1/dictations/${created.id}/transcribe`, {}, bob.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(testApp.app, 'DELETE', `/api/v1/dictations/${created.id}`, bob.cookie))
        .statusCode,
    ).toBe(404);
    const list = await get(testApp.app, '/api/v1/dictations', bob.cookie);
    expect(list.json<DictationList>().items.map((item) => item.id)).not.toContain(created.id);
    // Nor file one under another user's patient.
    const alicePatient = await seedPatientRow(testApp, alice.userId);
    const foreign = await post(
      testApp.app,
      '/api/v1/dictations',
      { title: 'x', recorded_on: '2026-11-24', patient_id: alicePatient, text: '' },
      bob.cookie,
    );
    expect(foreign.json()).toMatchObject({ code: 'report.invalid_patient' });
  });

  it('moves to the trash and back, then goes for good with its bytes', async () => {
    const created = await createDictation(alice, null, 'À jeter');
    await uploadAudio(alice, created.id, audio);
    const withAudio = await usedBytes(alice);
    expect(
      (await send(testApp.app, 'DELETE', `/api/v1/dictations/${created.id}`, alice.cookie))
        .statusCode,
    ).toBe(204);
    expect(
      (await get(testApp.app, `/api/v1/dictations/${created.id}`, alice.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await post(testApp.app, `/api/v1/dictations/${created.id}/restore`, {}, alice.cookie))
        .statusCode,
    ).toBe(200);
    await send(testApp.app, 'DELETE', `/api/v1/dictations/${created.id}`, alice.cookie);
    const erased = await send(
      testApp.app,
      'DELETE',
      `/api/v1/dictations/${created.id}/permanent`,
      alice.cookie,
    );
    expect(erased.statusCode).toBe(204);
    expect(await usedBytes(alice)).toBe(withAudio - audio.length);
  });

  it('goes with the patient deleted for good, and with the account', async () => {
    const patientId = await seedPatientRow(testApp, alice.userId);
    const created = await createDictation(alice, patientId);
    await uploadAudio(alice, created.id, audio);
    const { db } = testApp.platform.database;
    const key = await audioKeyOf(created.id);
    expect(await testApp.platform.blobs.head(key)).not.toBeNull();
    await send(testApp.app, 'DELETE', `/api/v1/patients/${patientId}`, alice.cookie);
    expect(
      (await get(testApp.app, `/api/v1/dictations/${created.id}`, alice.cookie)).statusCode,
    ).toBe(404);
    const erased = await send(
      testApp.app,
      'DELETE',
      `/api/v1/trash/patients/${patientId}`,
      alice.cookie,
    );
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect(
      await db.selectFrom('dictations').select('id').where('id', '=', created.id).execute(),
    ).toEqual([]);
    expect(await testApp.platform.blobs.head(key)).toBeNull();

    const leaving = await verifiedAccount(testApp.app, testApp.config);
    await send(testApp.app, 'PATCH', '/api/v1/settings/beta-features', leaving.cookie, {
      dictaphone: true,
    });
    const own = await createDictation(leaving, null);
    await uploadAudio(leaving, own.id, audio);
    const ownKey = await audioKeyOf(own.id);
    const deletion = await post(
      testApp.app,
      '/api/v1/account/delete',
      { password: leaving.password },
      leaving.cookie,
    );
    expect(deletion.statusCode, deletion.body).toBeLessThan(300);
    expect(
      await db
        .selectFrom('dictations')
        .select('id')
        .where('user_id', '=', leaving.userId)
        .execute(),
    ).toEqual([]);
    expect(await testApp.platform.blobs.head(ownKey)).toBeNull();
  });
});

describe(`dictations without a transcription service on ${dialect}`, () => {
  let plain: TestApp;
  let typist: TestAccount;

  beforeAll(async () => {
    // No STT_URL: the installation chose no speech-to-text service.
    plain = await startTestApp();
    typist = await verifiedAccount(plain.app, plain.config);
    const on = await send(plain.app, 'PATCH', '/api/v1/settings/beta-features', typist.cookie, {
      dictaphone: true,
    });
    expect(on.statusCode).toBe(200);
  });

  afterAll(async () => {
    await plain?.close();
  });

  it('says transcription is not configured, refuses it with 409, and keeps the typed text', async () => {
    const status = await get(plain.app, '/api/v1/dictations/transcription', typist.cookie);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ configured: false });

    const created = await post(
      plain.app,
      '/api/v1/dictations',
      { title: 'Courrier', recorded_on: '2026-11-24', patient_id: null, text: '' },
      typist.cookie,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<DictationRecord>();
    const uploaded = await uploadAudio(typist, id, audio, plain.app);
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const refused = await post(plain.app, `/api/v1/dictations/${id}/transcribe`, {}, typist.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'dictation.transcription_not_configured' });

    const typed = await send(plain.app, 'PUT', `/api/v1/dictations/${id}`, typist.cookie, {
      title: 'Courrier',
      recorded_on: '2026-11-24',
      patient_id: null,
      text: 'Saisi à la main : cicatrice souple.',
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const read = await get(plain.app, `/api/v1/dictations/${id}`, typist.cookie);
    expect(read.json<DictationRecord>()).toMatchObject({
      text: 'Saisi à la main : cicatrice souple.',
      has_audio: true,
    });
  });
});
