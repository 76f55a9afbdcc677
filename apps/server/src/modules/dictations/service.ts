import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DICTATION_AUDIO_MAX_BYTES,
  DICTATION_PAGE_SIZE,
  type DictationAudioType,
  type DictationBody,
  type DictationList,
  type DictationListQuery,
  type DictationRecord,
} from '@photodossier/domain/dictation';
import { DICTATIONS_CHANGED_TOPIC, STORAGE_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { checkQuota, quotaBytesForPlan, quotaExceededMessage } from '@photodossier/domain/quota';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../platform/auth/viewer';
import type { BlobContent, BlobStore } from '../../platform/blobs/blob-store';
import { newId, nowMs, toIso } from '../../platform/db/portable';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import type { SubscriptionReader } from '../billing/subscription';
import type { StorageUsageRepository } from '../storage/usage-repository';
import { audioDuration } from './audio-probe';
import type { DictationRow, DictationsRepository } from './repository';
import type { Transcriber } from './transcriber';

const notFound = () => new AppError('request.not_found', 404);

const EXTENSIONS: Record<DictationAudioType, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
};

/** Where a user's recordings live; removed with the account (userStoragePrefixes). */
export function dictationFolder(userId: string): string {
  return `dictations/${userId}/`;
}

/** The container named by the first bytes, whatever the browser said. */
export function sniffAudio(head: Buffer): DictationAudioType | null {
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'audio/webm';
  if (head.subarray(0, 4).toString('latin1') === 'OggS') return 'audio/ogg';
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') return 'audio/mp4';
  return null;
}

function toRecord(row: DictationRow): DictationRecord {
  return {
    id: row.id,
    title: row.title,
    recorded_on: row.recorded_on,
    patient_id: row.patient_id,
    patient_name: row.patient_id ? `${row.prenom ?? ''} ${row.nom ?? ''}`.trim() : null,
    text: row.text,
    has_audio: row.audio_key !== null,
    audio_type: row.audio_type,
    audio_size: Number(row.audio_size),
    duration_ms: row.duration_ms,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export interface DictationsServiceDeps {
  readonly db: Kysely<Database>;
  readonly dictations: DictationsRepository;
  readonly usage: StorageUsageRepository;
  readonly subscriptions: SubscriptionReader;
  readonly blobs: BlobStore;
  readonly bus: EventBus;
  readonly transcriber: Transcriber;
}

/**
 * Dictations (decision 0041): the recording is checked by its bytes (a container ffprobe reads
 * an audio stream from), counted toward the quota, stored under the user's folder; deleting
 * moves it to the trash, from where it comes back or goes for good with its bytes.
 */
export class DictationsService {
  constructor(private readonly deps: DictationsServiceDeps) {}

  get transcriptionConfigured(): boolean {
    return this.deps.transcriber.configured;
  }

  async list(viewer: Viewer, query: DictationListQuery): Promise<DictationList> {
    const offset = query.cursor ?? 0;
    const rows = await this.deps.dictations.list(
      viewer.userId,
      { q: query.q, patientId: query.patient_id },
      offset,
      DICTATION_PAGE_SIZE + 1,
    );
    return {
      items: rows.slice(0, DICTATION_PAGE_SIZE).map(toRecord),
      next_cursor: rows.length > DICTATION_PAGE_SIZE ? offset + DICTATION_PAGE_SIZE : null,
    };
  }

  async get(viewer: Viewer, id: string): Promise<DictationRecord> {
    const row = await this.deps.dictations.find(viewer.userId, id);
    if (!row) throw notFound();
    return toRecord(row);
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

  /** Stores (or replaces) the recording, read to a temporary file to check it first. */
  async putAudio(
    viewer: Viewer,
    id: string,
    body: Readable,
    declaredLength: number | null,
  ): Promise<DictationRecord> {
    const existing = await this.deps.dictations.find(viewer.userId, id);
    if (!existing) throw notFound();
    if (declaredLength !== null && declaredLength > DICTATION_AUDIO_MAX_BYTES) {
      throw new AppError('upload.file_too_large', 413, {
        params: { max: DICTATION_AUDIO_MAX_BYTES / 1024 / 1024 },
      });
    }
    const folder = await mkdtemp(path.join(tmpdir(), 'dictation-'));
    const file = path.join(folder, 'audio');
    try {
      await pipeline(body, createWriteStream(file));
      const { size } = await stat(file);
      if (size === 0) throw new AppError('upload.invalid_or_empty_file', 400);
      if (size > DICTATION_AUDIO_MAX_BYTES) {
        throw new AppError('upload.file_too_large', 413, {
          params: { max: DICTATION_AUDIO_MAX_BYTES / 1024 / 1024 },
        });
      }
      const type = sniffAudio((await readFile(file)).subarray(0, 16));
      const seconds = type ? await audioDuration(file) : null;
      if (!type || seconds === null) throw new AppError('upload.unsupported_type', 415);

      const { planId } = await this.deps.subscriptions.current(viewer.userId);
      const previousBytes = Number(existing.audio_size);
      const growth = size - previousBytes;
      const at = nowMs();
      if (growth > 0) {
        const reserved = await this.deps.usage.reserve(
          viewer.userId,
          growth,
          quotaBytesForPlan(planId),
          at,
        );
        if (!reserved) {
          const used = await this.deps.usage.usedBytes(viewer.userId);
          const message = quotaExceededMessage(
            checkQuota({ planId, usedBytes: used, incomingBytes: growth }),
          );
          throw new AppError(message.code, 413, { params: message.params });
        }
      }
      const key = `${dictationFolder(viewer.userId)}${id}-${at}.${EXTENSIONS[type]}`;
      try {
        await this.deps.blobs.put(key, createReadStream(file), { contentType: type });
      } catch (error) {
        if (growth > 0) await this.deps.usage.release(viewer.userId, growth, nowMs());
        throw error;
      }
      await this.deps.dictations.update(viewer.userId, id, {
        audio_key: key,
        audio_type: type,
        audio_size: size,
        duration_ms: Math.round(seconds * 1000),
        updated_at: at,
      });
      if (growth < 0) await this.deps.usage.release(viewer.userId, -growth, at);
      if (existing.audio_key && existing.audio_key !== key) {
        await this.deps.blobs.delete(existing.audio_key);
      }
      await this.#announce(viewer, [id]);
      await this.deps.bus.publish({ topic: STORAGE_CHANGED_TOPIC, ids: [], userId: viewer.userId });
      return this.get(viewer, id);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async audio(
    viewer: Viewer,
    id: string,
  ): Promise<{ content: BlobContent; type: string; fileName: string }> {
    const row = await this.deps.dictations.find(viewer.userId, id);
    if (!row?.audio_key || !row.audio_type) throw notFound();
    const content = await this.deps.blobs.get(row.audio_key);
    if (!content) throw notFound();
    const extension = EXTENSIONS[row.audio_type as DictationAudioType] ?? 'webm';
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
    const extension = EXTENSIONS[row.audio_type as DictationAudioType] ?? 'webm';
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
    await eraseDictations(this.deps, viewer.userId, { ids: [id] });
    await this.#announce(viewer, [id]);
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
 * Deletes dictations for good (one, or all of a patient erased from the trash): their files,
 * then the rows and the bytes given back to the quota in one transaction.
 */
export async function eraseDictations(
  deps: Pick<DictationsServiceDeps, 'db' | 'dictations' | 'usage' | 'blobs'>,
  userId: string,
  filter: { patientId: string } | { ids: readonly string[] },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const rows = await deps.dictations.deleteRows(trx, userId, filter);
    const bytes = rows.reduce((total, row) => total + Number(row.audio_size), 0);
    if (bytes > 0) await deps.usage.release(userId, bytes, nowMs(), trx);
    for (const row of rows) if (row.audio_key) await deps.blobs.delete(row.audio_key);
  });
}
