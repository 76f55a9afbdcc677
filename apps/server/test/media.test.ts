import {
  PATIENTS_CHANGED_TOPIC,
  PHOTOS_CHANGED_TOPIC,
  TAGS_CHANGED_TOPIC,
} from '@photodossier/domain/live-events';
import { z } from 'zod';
import {
  photoListItemSchema,
  photosPageSchema,
  type PhotoListItem,
  type PhotoRecord,
  type PhotosPage,
} from '@photodossier/domain/media-record';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../src/platform/events/event-bus';
import { get, post, verifiedAccount, type TestAccount, send as sendAs } from './support/accounts';
import { readPhoto, seedEmbedding, seedPatientRow, seedPhoto } from './support/photos';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let lister: TestAccount;
let editor: TestAccount;
const events: LiveEvent[] = [];

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  lister = await verifiedAccount(testApp.app, testApp.config);
  editor = await verifiedAccount(testApp.app, testApp.config);
  testApp.platform.bus.subscribe((event) => events.push(event));
});

afterAll(async () => {
  await testApp?.close();
});

const patch = (url: string, cookie: string, payload: unknown) =>
  sendAs(testApp.app, 'PATCH', url, cookie, payload);

const del = (url: string, cookie: string) => sendAs(testApp.app, 'DELETE', url, cookie);

function eventsSince(start: number, topic: string, userId: string): LiveEvent[] {
  return events.slice(start).filter((event) => event.topic === topic && event.userId === userId);
}

async function allPages(query: string, cookie: string, limit: number): Promise<PhotoListItem[]> {
  const items: PhotoListItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const response = await get(testApp.app, `/api/v1/photos?${params}`, cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json<PhotosPage>();
    expect(body.items.length).toBeLessThanOrEqual(limit);
    items.push(...body.items);
    cursor = body.nextCursor;
    if (!cursor) return items;
  }
  throw new Error('pagination did not end');
}

// Newest first by date_prise, ties by id, both descending: the order the API promises.
const newestFirst = (
  a: { date_prise: number; id: string },
  b: { date_prise: number; id: string },
) => b.date_prise - a.date_prise || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

describe(`photo lists and neighbours on ${process.env.TEST_DB_DIALECT}`, () => {
  let patientId: string;
  let otherPatientId: string;
  const seeded: { all: string[]; unassigned: string[]; patient: string[] } = {
    all: [],
    unassigned: [],
    patient: [],
  };

  beforeAll(async () => {
    patientId = await seedPatientRow(testApp, lister.userId);
    otherPatientId = await seedPatientRow(testApp, lister.userId, { prenom: 'Paul' });
    const base = Date.UTC(2024, 4, 1, 10);
    const rows = [];
    for (let n = 0; n < 17; n += 1) {
      const kind = n % 3 === 0 ? 'unassigned' : n % 3 === 1 ? 'patient' : 'other';
      // Photos come in pairs taken at the same time: ties are ordered by id.
      const datePrise = base - Math.floor(n / 2) * 3_600_000;
      rows.push(
        await seedPhoto(
          testApp,
          lister.userId,
          {
            date_prise: datePrise,
            patient_id:
              kind === 'unassigned' ? null : kind === 'patient' ? patientId : otherPatientId,
          },
          { thumbnail: null, preview: null },
        ),
      );
    }
    // In the trash: never listed, whatever the scope.
    await seedPhoto(testApp, lister.userId, {
      date_prise: base + 1,
      is_deleted: 1,
      deleted_at: base,
    });
    await seedPhoto(testApp, lister.userId, {
      date_prise: base + 2,
      patient_id: patientId,
      is_deleted: 1,
      deleted_at: base,
    });
    const sorted = [...rows].sort(newestFirst);
    seeded.all = sorted.map((row) => row.id);
    seeded.unassigned = sorted.filter((row) => row.patient_id === null).map((row) => row.id);
    seeded.patient = sorted.filter((row) => row.patient_id === patientId).map((row) => row.id);
  });

  it('walks every scope page by page, newest first, without gaps, duplicates or deleted photos', async () => {
    for (const limit of [1, 4, 100]) {
      const all = await allPages('scope=all', lister.cookie, limit);
      expect(all.map((photo) => photo.id)).toEqual(seeded.all);
    }
    const unassigned = await allPages('scope=unassigned', lister.cookie, 2);
    expect(unassigned.map((photo) => photo.id)).toEqual(seeded.unassigned);
    expect(unassigned.every((photo) => photo.patient_id === null)).toBe(true);
    const patient = await allPages(`scope=patient&patient_id=${patientId}`, lister.cookie, 3);
    expect(patient.map((photo) => photo.id)).toEqual(seeded.patient);
    // The default scope is all, and the default page holds them all here.
    const page = (await get(testApp.app, '/api/v1/photos', lister.cookie)).json<PhotosPage>();
    expect(page.items.map((photo) => photo.id)).toEqual(seeded.all);
    // Written without the response schema (trustedResponse): the schema still says it all.
    const exactPage = photosPageSchema.extend({ items: z.array(photoListItemSchema.strict()) });
    expect(exactPage.parse(page)).toEqual(page);
    expect(page.nextCursor).toBeNull();
  });

  it('answers records with same-origin file URLs and ISO dates', async () => {
    const [first] = (await allPages('scope=unassigned', lister.cookie, 1)).slice(0, 1);
    expect(first).toMatchObject({
      image_url: `/api/v1/photos/${first?.id}/file`,
      thumbnail_url: null,
      preview_url: null,
      tags: [],
      media_type: 'image',
    });
    expect(first?.date_prise).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The storage path stays on the server, and a listed photo is never in the trash.
    for (const field of ['storage_path', 'is_deleted', 'deleted_at', 'recovered', 'annotations']) {
      expect(first).not.toHaveProperty(field);
    }
    const detail = (
      await get(testApp.app, `/api/v1/photos/${first?.id}`, lister.cookie)
    ).json<PhotoRecord>();
    expect(detail).toMatchObject({
      ...first,
      is_deleted: false,
      deleted_at: null,
      recovered: false,
    });
  });

  it('refuses a patient scope without patient_id, a forged cursor and a missing session', async () => {
    const missing = await get(testApp.app, '/api/v1/photos?scope=patient', lister.cookie);
    expect(missing.statusCode).toBe(400);
    const forged = await get(testApp.app, '/api/v1/photos?cursor=not-a-cursor', lister.cookie);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('request.validation_failed');
    const anonymous = await get(testApp.app, '/api/v1/photos');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('auth.unauthenticated');
  });

  it('gives the viewer its newer and older neighbours, place and count in each scope', async () => {
    const neighbours = async (id: string, scope: string) => {
      const response = await get(
        testApp.app,
        `/api/v1/photos/${id}/neighbours?scope=${scope}`,
        lister.cookie,
      );
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const ids = seeded.all;
    expect(await neighbours(ids[5] as string, 'all')).toEqual({
      previousId: ids[4],
      nextId: ids[6],
      position: 6,
      total: ids.length,
    });
    expect(await neighbours(ids[0] as string, 'all')).toMatchObject({
      previousId: null,
      nextId: ids[1],
      position: 1,
    });
    expect(await neighbours(ids.at(-1) as string, 'all')).toMatchObject({
      nextId: null,
      position: ids.length,
    });
    // scope patient walks the photo's own patient.
    const mine = seeded.patient;
    expect(await neighbours(mine[1] as string, 'patient')).toEqual({
      previousId: mine[0],
      nextId: mine[2],
      position: 2,
      total: mine.length,
    });
    const unassigned = seeded.unassigned;
    expect(await neighbours(unassigned[2] as string, 'unassigned')).toEqual({
      previousId: unassigned[1],
      nextId: unassigned[3],
      position: 3,
      total: unassigned.length,
    });
    // An assigned photo seen from the unassigned scope is not in it, but still has a place.
    const outside = await neighbours(mine[0] as string, 'unassigned');
    expect(outside.position).toBe(0);
    expect(outside.total).toBe(unassigned.length);
  });
});

describe(`PATCH /api/v1/photos/:id on ${process.env.TEST_DB_DIALECT}`, () => {
  it('changes the zone (trimmed) and updated_at, and publishes photos.changed', async () => {
    const photo = await seedPhoto(testApp, editor.userId, { updated_at: 1_000 });
    const start = events.length;
    const response = await patch(`/api/v1/photos/${photo.id}`, editor.cookie, {
      zone_traitee: '  Joue gauche ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: photo.id, zone_traitee: 'Joue gauche' });
    const stored = await readPhoto(testApp, photo.id);
    expect(stored.zone_traitee).toBe('Joue gauche');
    expect(stored.updated_at).toBeGreaterThan(Date.now() - 60_000);
    expect(eventsSince(start, PHOTOS_CHANGED_TOPIC, editor.userId)).toEqual([
      { topic: PHOTOS_CHANGED_TOPIC, ids: [photo.id], userId: editor.userId },
    ]);
  });

  it('stores tags once each and adds new names to the vocabulary (tags.changed)', async () => {
    const photo = await seedPhoto(testApp, editor.userId);
    const start = events.length;
    const response = await patch(`/api/v1/photos/${photo.id}`, editor.cookie, {
      tags: ['Botox', 'Avant', 'Botox'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().tags).toEqual(['Botox', 'Avant']);
    const vocabulary = await testApp.platform.database.db
      .selectFrom('tags')
      .select(['name', 'kind'])
      .where('user_id', '=', editor.userId)
      .execute();
    expect(vocabulary.map((tag) => tag.name).sort()).toEqual(['Avant', 'Botox']);
    // Photo tags, never offered by the patients' tag filter (decision 0033).
    expect(new Set(vocabulary.map((tag) => tag.kind))).toEqual(new Set(['photo']));
    expect(eventsSince(start, TAGS_CHANGED_TOPIC, editor.userId)).toHaveLength(1);
    // Known names only: the vocabulary does not change, so no tags.changed.
    const again = events.length;
    await patch(`/api/v1/photos/${photo.id}`, editor.cookie, { tags: ['Avant'] });
    expect(eventsSince(again, TAGS_CHANGED_TOPIC, editor.userId)).toHaveLength(0);
    expect((await readPhoto(testApp, photo.id)).tags).toBe('["Avant"]');
  });

  it('stores annotations as given, clears them with null and refuses a canvas that is not a PNG data URL', async () => {
    const photo = await seedPhoto(testApp, editor.userId);
    const annotations = {
      canvasData: 'data:image/png;base64,iVBORw0KGgo=',
      textAnnotations: [
        { id: 't1', x: 0.25, y: 0.5, text: 'Ride du lion', color: '#ff0000', size: 0.05 },
      ],
      timestamp: '2024-05-01T10:00:00.000Z',
    };
    const saved = await patch(`/api/v1/photos/${photo.id}`, editor.cookie, { annotations });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().annotations).toEqual(annotations);
    expect(JSON.parse((await readPhoto(testApp, photo.id)).annotations ?? 'null')).toEqual(
      annotations,
    );
    // Lists flag the annotations without carrying the drawing; the photo's record has it.
    const page = (
      await get(testApp.app, '/api/v1/photos?limit=500', editor.cookie)
    ).json<PhotosPage>();
    const listed = page.items.find((item) => item.id === photo.id);
    expect(listed).toMatchObject({ has_annotations: true });
    expect(listed).not.toHaveProperty('annotations');
    const detail = (
      await get(testApp.app, `/api/v1/photos/${photo.id}`, editor.cookie)
    ).json<PhotoRecord>();
    expect(detail).toMatchObject({ annotations, has_annotations: true });

    for (const canvasData of [
      'data:image/jpeg;base64,AAAA',
      'javascript:alert(1)',
      'iVBORw0KGgo=',
    ]) {
      const refused = await patch(`/api/v1/photos/${photo.id}`, editor.cookie, {
        annotations: { ...annotations, canvasData },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('request.validation_failed');
    }
    const badText = await patch(`/api/v1/photos/${photo.id}`, editor.cookie, {
      annotations: {
        ...annotations,
        textAnnotations: [{ id: 't', x: 2, y: 0, text: 'a', color: 'red', size: 0.1 }],
      },
    });
    expect(badText.statusCode).toBe(400);
    expect(JSON.parse((await readPhoto(testApp, photo.id)).annotations ?? 'null')).toEqual(
      annotations,
    );

    const cleared = await patch(`/api/v1/photos/${photo.id}`, editor.cookie, { annotations: null });
    expect(cleared.json().annotations).toBeNull();
    expect((await readPhoto(testApp, photo.id)).annotations).toBeNull();
  });

  it('takes date_prise with an offset and answers it in UTC; refuses a date without one', async () => {
    const photo = await seedPhoto(testApp, editor.userId);
    const response = await patch(`/api/v1/photos/${photo.id}`, editor.cookie, {
      date_prise: '2023-12-31T23:30:00+02:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().date_prise).toBe('2023-12-31T21:30:00.000Z');
    expect((await readPhoto(testApp, photo.id)).date_prise).toBe(Date.UTC(2023, 11, 31, 21, 30));
    const refused = await patch(`/api/v1/photos/${photo.id}`, editor.cookie, {
      date_prise: 'yesterday',
    });
    expect(refused.statusCode).toBe(400);
    const longZone = await patch(`/api/v1/photos/${photo.id}`, editor.cookie, {
      zone_traitee: 'x'.repeat(201),
    });
    expect(longZone.statusCode).toBe(400);
  });

  it('re-files a photo and its embeddings under an active patient, or back to unassigned', async () => {
    const first = await seedPatientRow(testApp, editor.userId);
    const second = await seedPatientRow(testApp, editor.userId, { prenom: 'Jean' });
    const photo = await seedPhoto(testApp, editor.userId, { patient_id: first });
    const embedding = await seedEmbedding(testApp, editor.userId, photo.id, first);
    const start = events.length;

    const moved = await patch(`/api/v1/photos/${photo.id}`, editor.cookie, { patient_id: second });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().patient_id).toBe(second);
    const embeddingPatient = async () =>
      (
        await testApp.platform.database.db
          .selectFrom('face_embeddings')
          .select('patient_id')
          .where('id', '=', embedding)
          .executeTakeFirstOrThrow()
      ).patient_id;
    expect(await embeddingPatient()).toBe(second);
    const touched = await testApp.platform.database.db
      .selectFrom('patients')
      .select('updated_at')
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    expect(touched.updated_at).toBeGreaterThan(Date.now() - 60_000);
    const patientEvents = eventsSince(start, PATIENTS_CHANGED_TOPIC, editor.userId);
    expect(patientEvents.flatMap((event) => event.ids).sort()).toEqual([first, second].sort());

    const unassigned = await patch(`/api/v1/photos/${photo.id}`, editor.cookie, {
      patient_id: null,
    });
    expect(unassigned.json().patient_id).toBeNull();
    expect(await embeddingPatient()).toBeNull();
  });

  it('answers 404 for a patient in the trash or unknown, and for a photo in the trash', async () => {
    const trashed = await seedPatientRow(testApp, editor.userId, { is_deleted: 1 });
    const photo = await seedPhoto(testApp, editor.userId);
    for (const patientId of [trashed, 'no-such-patient']) {
      const response = await patch(`/api/v1/photos/${photo.id}`, editor.cookie, {
        patient_id: patientId,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('request.not_found');
    }
    expect((await readPhoto(testApp, photo.id)).patient_id).toBeNull();
    const inTrash = await seedPhoto(testApp, editor.userId, { is_deleted: 1, deleted_at: 1 });
    const response = await patch(`/api/v1/photos/${inTrash.id}`, editor.cookie, {
      zone_traitee: 'Front',
    });
    expect(response.statusCode).toBe(404);
    expect((await readPhoto(testApp, inTrash.id)).zone_traitee).toBe('');
  });

  it('needs our Origin', async () => {
    const photo = await seedPhoto(testApp, editor.userId);
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/photos/${photo.id}`,
      headers: { cookie: editor.cookie, origin: 'https://evil.example' },
      payload: { zone_traitee: 'Front' },
    });
    expect(response.statusCode).toBe(403);
    expect((await readPhoto(testApp, photo.id)).zone_traitee).toBe('');
  });
});

describe(`soft delete on ${process.env.TEST_DB_DIALECT}`, () => {
  it('moves one photo to the trash: still readable with is_deleted, never listed, idempotent', async () => {
    const photo = await seedPhoto(testApp, editor.userId);
    const start = events.length;
    const response = await del(`/api/v1/photos/${photo.id}`, editor.cookie);
    expect(response.statusCode).toBe(204);
    const record = (await get(testApp.app, `/api/v1/photos/${photo.id}`, editor.cookie)).json();
    expect(record.is_deleted).toBe(true);
    expect(Date.parse(record.deleted_at)).toBeGreaterThan(Date.now() - 60_000);
    const listed = await allPages('scope=all', editor.cookie, 500);
    expect(listed.some((item) => item.id === photo.id)).toBe(false);
    expect(eventsSince(start, PHOTOS_CHANGED_TOPIC, editor.userId)).toEqual([
      { topic: PHOTOS_CHANGED_TOPIC, ids: [photo.id], userId: editor.userId },
    ]);
    const deletedAt = (await readPhoto(testApp, photo.id)).deleted_at;
    expect((await del(`/api/v1/photos/${photo.id}`, editor.cookie)).statusCode).toBe(204);
    expect((await readPhoto(testApp, photo.id)).deleted_at).toBe(deletedAt);
    expect((await del('/api/v1/photos/no-such-photo', editor.cookie)).statusCode).toBe(404);
  });

  it('takes the background-removed variant along with its original, and the original with its variant', async () => {
    const original = await seedPhoto(testApp, editor.userId, { has_background_removed: 1 });
    const variant = await seedPhoto(testApp, editor.userId, { original_photo_id: original.id });
    const bystander = await seedPhoto(testApp, editor.userId);
    expect((await del(`/api/v1/photos/${original.id}`, editor.cookie)).statusCode).toBe(204);
    expect((await readPhoto(testApp, variant.id)).is_deleted).toBe(1);
    expect((await readPhoto(testApp, bystander.id)).is_deleted).toBe(0);

    const original2 = await seedPhoto(testApp, editor.userId, { has_background_removed: 1 });
    const variant2 = await seedPhoto(testApp, editor.userId, { original_photo_id: original2.id });
    const response = await post(
      testApp.app,
      '/api/v1/photos/delete',
      { ids: [variant2.id, bystander.id] },
      editor.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().ids.sort()).toEqual([bystander.id, original2.id, variant2.id].sort());
    for (const id of [original2.id, variant2.id, bystander.id]) {
      expect((await readPhoto(testApp, id)).is_deleted).toBe(1);
    }
  });

  it('deletes several in one call, skipping ids that are not the user’s active photos', async () => {
    const photos = [
      await seedPhoto(testApp, editor.userId),
      await seedPhoto(testApp, editor.userId),
      await seedPhoto(testApp, editor.userId),
    ];
    const foreign = await seedPhoto(testApp, lister.userId);
    const response = await post(
      testApp.app,
      '/api/v1/photos/delete',
      { ids: [...photos.map((photo) => photo.id), foreign.id, 'missing'] },
      editor.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().ids.sort()).toEqual(photos.map((photo) => photo.id).sort());
    const rows = await Promise.all(photos.map((photo) => readPhoto(testApp, photo.id)));
    // One write: every photo carries the same deletion time.
    expect(new Set(rows.map((row) => row.deleted_at)).size).toBe(1);
    expect((await readPhoto(testApp, foreign.id)).is_deleted).toBe(0);
    const empty = await post(testApp.app, '/api/v1/photos/delete', { ids: [] }, editor.cookie);
    expect(empty.statusCode).toBe(400);
  });
});
