import { Readable } from 'node:stream';
import { newId, nowMs } from '../../src/platform/db/portable';
import type { NewPhotoRow, PhotoRow } from '../../src/modules/media/repository';
import { photoRow } from './photo-rows';
import type { TestApp } from './test-app';

export interface SeededFiles {
  /** Bytes of the original; random-ish text when not given. */
  readonly original?: Buffer;
  /** null: the photo has no thumbnail (thumbnail_path null). */
  readonly thumbnail?: Buffer | null;
  readonly preview?: Buffer | null;
}

let sequence = 0;

async function putBytes(testApp: TestApp, key: string, bytes: Buffer, contentType: string) {
  await testApp.platform.blobs.put(key, Readable.from([bytes]), {
    contentType,
    contentLength: bytes.length,
  });
}

/**
 * A photo row written straight to the database, with real bytes in the test app's blob store
 * where its paths point: what an upload leaves behind, without going through tus.
 */
export async function seedPhoto(
  testApp: TestApp,
  userId: string,
  overrides: Partial<NewPhotoRow> = {},
  files: SeededFiles = {},
): Promise<PhotoRow> {
  sequence += 1;
  const id = overrides.id ?? newId();
  const folder = overrides.patient_id ?? 'unassigned';
  const base = `medical-photos/${userId}/${folder}/${1_700_000_000_000 + sequence}-seed${sequence}`;
  const original = files.original ?? Buffer.from(`original bytes of photo ${sequence} `.repeat(40));
  const thumbnail =
    files.thumbnail === undefined ? Buffer.from(`thumb ${sequence}`) : files.thumbnail;
  const preview = files.preview === undefined ? Buffer.from(`preview ${sequence}`) : files.preview;
  const now = nowMs();
  const row = photoRow(userId, now - sequence * 60_000, {
    storage_path: `${base}.jpg`,
    thumbnail_path: thumbnail ? `${base}_thumbnail.jpg` : null,
    preview_path: preview ? `${base}_preview.webp` : null,
    created_at: now,
    updated_at: now,
    file_size: original.length,
    width: 4000,
    height: 3000,
    filename: `IMG_${sequence}.jpg`,
    ...overrides,
    id,
  });
  await testApp.platform.database.db.insertInto('photos').values(row).execute();
  await putBytes(testApp, row.storage_path, original, row.file_type);
  if (thumbnail && row.thumbnail_path) {
    await putBytes(testApp, row.thumbnail_path, thumbnail, 'image/jpeg');
  }
  if (preview && row.preview_path) await putBytes(testApp, row.preview_path, preview, 'image/webp');
  return readPhoto(testApp, id);
}

export async function readPhoto(testApp: TestApp, id: string): Promise<PhotoRow> {
  return testApp.platform.database.db
    .selectFrom('photos')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A patient row of the user (the patients module's routes are not needed to have one). */
export async function seedPatientRow(
  testApp: TestApp,
  userId: string,
  overrides: { id?: string; prenom?: string; nom?: string; is_deleted?: number } = {},
): Promise<string> {
  const id = overrides.id ?? newId();
  const now = nowMs();
  await testApp.platform.database.db
    .insertInto('patients')
    .values({
      id,
      user_id: userId,
      nom: overrides.nom ?? 'Dupont',
      prenom: overrides.prenom ?? 'Marie',
      date_naissance: '',
      email: '',
      telephone: '',
      tags: '[]',
      sexe: '',
      adresse: '',
      commentaire: '',
      cote_affecte: '',
      created_at: now - 1000,
      updated_at: now - 1000,
      is_deleted: overrides.is_deleted ?? 0,
      deleted_at: overrides.is_deleted ? now : null,
    })
    .execute();
  return id;
}

/** A face embedding of a photo, as the face module would store it. */
export async function seedEmbedding(
  testApp: TestApp,
  userId: string,
  photoId: string,
  patientId: string | null = null,
): Promise<string> {
  const id = newId();
  await testApp.platform.database.db
    .insertInto('face_embeddings')
    .values({
      id,
      user_id: userId,
      patient_id: patientId,
      photo_id: photoId,
      embedding: Buffer.alloc(16),
      patient_name: '',
      created_at: nowMs(),
      model_used: 'test',
      confidence: 0.9,
      model_version: 'test',
      library: 'test',
      suggested_patient_id: null,
    })
    .execute();
  return id;
}

/** Reads a whole blob of the test app's store, or null when the key is not there. */
export async function readBlob(testApp: TestApp, key: string): Promise<Buffer | null> {
  const content = await testApp.platform.blobs.get(key);
  if (!content) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of content.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
