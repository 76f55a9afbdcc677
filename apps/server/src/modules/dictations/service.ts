import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  DICTATION_PAGE_SIZE,
  type DictationAudioType,
  type DictationBody,
  type DictationList,
  type DictationListQuery,
  type DictationRecord,
} from '@photodossier/domain/dictation';
import { DICTATIONS_CHANGED_TOPIC, STORAGE_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../platform/auth/viewer';
import type { BlobContent, BlobStore } from '../../platform/blobs/blob-store';
import { newId, nowMs } from '../../platform/db/portable';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import type { AccessJournal } from '../journal/service';
import type { StorageUsageRepository } from '../storage/usage-repository';
import { AUDIO_EXTENSIONS } from './audio-upload';
import { toDictationRecord } from './record';
import type { DictationsRepository } from './repository';
import type { Transcriber } from './transcriber';

const notFound = () => new AppError('request.not_found', 404);

export interface DictationsServiceDeps {
  readonly db: Kysely<Database>;
  readonly dictations: DictationsRepository;
  readonly usage: StorageUsageRepository;
  readonly blobs: BlobStore;
  readonly bus: EventBus;
  readonly transcriber: Transcriber;
  /** Where listening to, downloading and erasing a recording are recorded (decision 0043). */
  readonly journal?: AccessJournal;
}

/**
 * Dictations (decision 0041): title, day, patient and text here; the recording arrives through
 * the resumable uploads (DictationAudioUploads). Deleting moves a dictation to the trash, from
 * where it comes back or goes for good with its bytes.
 */
export class DictationsService {
  constructor(private readonly deps: DictationsServiceDeps) {}

  get transcriptionConfigured(): boolean {
    return this.deps.transcriber.configured;
  }

  /** The dictations, or those in the trash (last deleted first) when `trashed`. */
  async list(viewer: Viewer, query: DictationListQuery, trashed = false): Promise<DictationList> {
    const offset = query.cursor ?? 0;
    const rows = await this.deps.dictations.list(
      viewer.userId,
      { q: query.q, patientId: query.patient_id, trashed },
      offset,
      DICTATION_PAGE_SIZE + 1,
    );
    return {
      items: rows.slice(0, DICTATION_PAGE_SIZE).map(toDictationRecord),
      nextCursor: rows.length > DICTATION_PAGE_SIZE ? offset + DICTATION_PAGE_SIZE : null,
    };
  }

  async get(viewer: Viewer, id: string): Promise<DictationRecord> {
    const row = await this.deps.dictations.find(viewer.userId, id);
    if (!row) throw notFound();
    return toDictationRecord(row);
  }

  async create(viewer: Viewer, body: DictationBody): Promise<DictationRecord> {
    await this.#checkPatient(viewer, body.patient_id);
    const at = nowMs();
    const id = newId();
    await this.deps.dictations.insert({
      id,
      user_id: viewer.userId,
      ...body,
      audio_key: null,
      audio_type: null,
      audio_size: 0,
      duration_ms: null,
      is_deleted: 0,
      deleted_at: null,
      created_at: at,
      updated_at: at,
    });
    await this.#announce(viewer, [id]);
    return this.get(viewer, id);
  }

  async update(viewer: Viewer, id: string, body: DictationBody): Promise<DictationRecord> {
    await this.get(viewer, id);
    await this.#checkPatient(viewer, body.patient_id);
    await this.deps.dictations.update(viewer.userId, id, { ...body, updated_at: nowMs() });
    await this.#announce(viewer, [id]);
    return this.get(viewer, id);
  }

  async audio(
    viewer: Viewer,
    id: string,
    download = false,
  ): Promise<{ content: BlobContent; type: string; fileName: string }> {
    const row = await this.deps.dictations.find(viewer.userId, id);
    if (!row?.audio_key || !row.audio_type) throw notFound();
    const content = await this.deps.blobs.get(row.audio_key);
    if (!content) throw notFound();
    await this.deps.journal?.record(viewer, download ? 'dictation.download' : 'dictation.listen', {
      patientId: row.patient_id,
      targetId: id,
    });
    const extension = AUDIO_EXTENSIONS[row.audio_type as DictationAudioType] ?? 'webm';
    const safe = row.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'dictee';
    return { content, type: row.audio_type, fileName: `${safe}-${row.recorded_on}.${extension}` };
  }

  /** Sends the recording to the configured service and keeps what it heard as the text. */
  async transcribe(viewer: Viewer, id: string): Promise<DictationRecord> {
    if (!this.deps.transcriber.configured) {
      throw new AppError('dictation.transcription_not_configured', 409);
    }
    const row = await this.deps.dictations.find(viewer.userId, id);
    if (!row) throw notFound();
    if (!row.audio_key || !row.audio_type) throw new AppError('dictation.no_audio', 409);
    const content = await this.deps.blobs.get(row.audio_key);
    if (!content) throw new AppError('dictation.no_audio', 409);
    const folder = await mkdtemp(path.join(tmpdir(), 'transcribe-'));
    const extension = AUDIO_EXTENSIONS[row.audio_type as DictationAudioType] ?? 'webm';
    const file = path.join(folder, `dictation.${extension}`);
    try {
      await pipeline(content.stream, createWriteStream(file));
      const text = await this.deps.transcriber.transcribe({
        path: file,
        type: row.audio_type,
        name: `dictation.${extension}`,
      });
      await this.deps.dictations.update(viewer.userId, id, { text, updated_at: nowMs() });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    await this.#announce(viewer, [id]);
    return this.get(viewer, id);
  }

  /** To the trash, like a photo: out of the list, its bytes still counted until erased. */
  async trash(viewer: Viewer, id: string): Promise<void> {
    await this.get(viewer, id);
    const at = nowMs();
    await this.deps.dictations.update(viewer.userId, id, {
      is_deleted: 1,
      deleted_at: at,
      updated_at: at,
    });
    await this.#announce(viewer, [id]);
  }

  async restore(viewer: Viewer, id: string): Promise<DictationRecord> {
    if (!(await this.deps.dictations.find(viewer.userId, id, true))) throw notFound();
    await this.deps.dictations.update(viewer.userId, id, {
      is_deleted: 0,
      deleted_at: null,
      updated_at: nowMs(),
    });
    await this.#announce(viewer, [id]);
    return this.get(viewer, id);
  }

  /** Erases a trashed dictation for good, file first, then the row and its bytes. */
  async erase(viewer: Viewer, id: string): Promise<void> {
    const row = await this.deps.dictations.find(viewer.userId, id, true);
    if (!row) throw notFound();
    const { bytes } = await eraseDictations(this.deps, viewer.userId, { ids: [id] });
    await this.deps.journal?.record(viewer, 'dictation.erase', {
      patientId: row.patient_id,
      targetId: id,
    });
    await this.#announce(viewer, [id]);
    if (bytes > 0) {
      await this.deps.bus.publish({ topic: STORAGE_CHANGED_TOPIC, ids: [], userId: viewer.userId });
    }
  }

  async #checkPatient(viewer: Viewer, patientId: string | null): Promise<void> {
    if (patientId && !(await this.deps.dictations.activePatientExists(viewer.userId, patientId))) {
      throw new AppError('report.invalid_patient', 400);
    }
  }

  async #announce(viewer: Viewer, ids: string[]): Promise<void> {
    await this.deps.bus.publish({ topic: DICTATIONS_CHANGED_TOPIC, ids, userId: viewer.userId });
  }
}

/**
 * Deletes dictations for good (one, all of a patient erased from the trash, or all those in the
 * trash): their files, then the rows and the bytes given back to the quota in one transaction.
 * How many went, and their bytes.
 */
export async function eraseDictations(
  deps: Pick<DictationsServiceDeps, 'db' | 'dictations' | 'usage' | 'blobs'>,
  userId: string,
  filter: { patientId: string } | { ids: readonly string[] } | { trashed: true },
): Promise<{ count: number; bytes: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const rows = await deps.dictations.deleteRows(trx, userId, filter);
    const bytes = rows.reduce((total, row) => total + Number(row.audio_size), 0);
    if (bytes > 0) await deps.usage.release(userId, bytes, nowMs(), trx);
    for (const row of rows) if (row.audio_key) await deps.blobs.delete(row.audio_key);
    return { count: rows.length, bytes };
  });
}
