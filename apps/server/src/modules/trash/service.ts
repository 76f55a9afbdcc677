import type { ErrorCode } from '@photodossier/domain/errors';
import {
  PATIENTS_CHANGED_TOPIC,
  PHOTOS_CHANGED_TOPIC,
  STORAGE_CHANGED_TOPIC,
} from '@photodossier/domain/live-events';
import {
  TRASH_IDS_MAX,
  type TrashDeleteResult,
  type TrashedPatientsPage,
  type TrashPatientsQuery,
  type TrashRestoreResult,
  type TrashSummary,
} from '@photodossier/domain/storage-media';
import type { Logger } from 'pino';
import type { Viewer } from '../../platform/auth/viewer';
import { nowMs, toIso } from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import type { AccessJournal } from '../journal/service';
import type { MediaRepository } from '../media/repository';
import { publishChange } from '../media/service';
import { toPatientRecord } from '../patients/service';
import { ErasedPhotos, type PhotoEraser } from './photo-eraser';
import { decodeTrashedPatientCursor, encodeTrashedPatientCursor } from './patient-cursor';
import { TrashRepository } from './repository';

/** Photos deleted per transaction when emptying the trash or deleting a patient. */
export const ERASE_BATCH_SIZE = 100;

const notFound = () => new AppError('request.not_found', 404);

/** Other modules' trashed items, erased with a patient and when the trash is emptied. */
export interface TrashExtras {
  /** Erases what belongs to a patient erased for good. */
  erasePatient(userId: string, patientId: string): Promise<void>;
  /** Erases every trashed item; the bytes given back to the quota. */
  empty(userId: string): Promise<number>;
}

const NO_EXTRAS: TrashExtras = { erasePatient: async () => undefined, empty: async () => 0 };

/** The trash (spec 01 §4): what it holds, restoring, and deleting for good. */
export class TrashService {
  constructor(
    private readonly repository: TrashRepository,
    private readonly media: MediaRepository,
    private readonly eraser: PhotoEraser,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    /** What the trash holds besides photos and patients (the dictations). */
    private readonly extras: TrashExtras = NO_EXTRAS,
    /** Where each deletion for good is recorded (decision 0043). */
    private readonly journal?: AccessJournal,
  ) {}

  summary(viewer: Viewer): Promise<TrashSummary> {
    return this.repository.summary(viewer.userId);
  }

  async patients(viewer: Viewer, query: TrashPatientsQuery): Promise<TrashedPatientsPage> {
    const after = query.cursor ? decodeTrashedPatientCursor(query.cursor) : null;
    const [rows, total] = await Promise.all([
      this.repository.trashedPatients(viewer.userId, after, query.limit + 1),
      this.repository.countTrashedPatients(viewer.userId),
    ]);
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    return {
      items: items.map((row) => ({
        ...toPatientRecord(row),
        deleted_at: row.deleted_at === null ? null : toIso(Number(row.deleted_at)),
      })),
      nextCursor:
        rows.length > query.limit && last
          ? encodeTrashedPatientCursor({ deletedAt: Number(last.deleted_at ?? 0), id: last.id })
          : null,
      total,
    };
  }

  /** The patient leaves the trash, and its photos come back to the galleries with it. */
  async restorePatient(viewer: Viewer, id: string): Promise<void> {
    const { userId } = viewer;
    if (!(await this.repository.restorePatient(userId, id, nowMs()))) throw notFound();
    await publishChange(this.bus, userId, PATIENTS_CHANGED_TOPIC, [id]);
    await this.bus.publish({ topic: PHOTOS_CHANGED_TOPIC, ids: [], userId });
  }

  /** Deletes a patient of the trash for good, with every photo filed under it. */
  async deletePatient(viewer: Viewer, id: string): Promise<TrashDeleteResult> {
    const { userId } = viewer;
    if (!(await this.repository.isTrashedPatient(userId, id))) throw notFound();
    const erased = new ErasedPhotos();
    let deleted = false;
    try {
      for (;;) {
        const ids = await this.repository.somePatientPhotoIds(userId, id, ERASE_BATCH_SIZE);
        if (ids.length === 0) break;
        await this.eraser.erase(userId, ids, erased);
      }
      await this.extras.erasePatient(userId, id);
      deleted = await this.repository.deleteTrashedPatient(userId, id);
    } catch (error) {
      throw this.#failure(error, 'storage_manager.permanent_delete_failed', userId);
    } finally {
      await this.#publishErased(viewer, erased, deleted ? [id] : []);
    }
    return this.#deleteResult(erased, deleted ? 1 : 0);
  }

  /** Restores the trashed photos among `ids` with their linked variants and originals. */
  async restorePhotos(viewer: Viewer, ids: readonly string[]): Promise<TrashRestoreResult> {
    const { userId } = viewer;
    const now = nowMs();
    let restored;
    try {
      restored = await this.media.transaction(async (media, trx) => {
        const trash = new TrashRepository(trx);
        const trashed = await trash.trashedAmong(userId, ids);
        return trash.restorePhotos(userId, await media.withLinkedVariants(userId, trashed), now);
      });
    } catch (error) {
      throw this.#failure(error, 'storage_manager.restore_failed', userId);
    }
    const restoredIds = restored.map((row) => row.id);
    await publishChange(this.bus, userId, PHOTOS_CHANGED_TOPIC, restoredIds);
    await publishChange(
      this.bus,
      userId,
      PATIENTS_CHANGED_TOPIC,
      restored.map((row) => row.patient_id),
    );
    if (restoredIds.length > 0) {
      await publishChange(this.bus, userId, STORAGE_CHANGED_TOPIC, [userId]);
    }
    return { restored: restoredIds.length, ids: restoredIds };
  }

  /** Deletes for good the photos among `ids` that are in the trash (others are ignored). */
  async deletePhotos(viewer: Viewer, ids: readonly string[]): Promise<TrashDeleteResult> {
    const { userId } = viewer;
    const erased = new ErasedPhotos();
    try {
      const trashed = await this.repository.trashedAmong(userId, ids);
      await this.eraser.erase(userId, trashed, erased);
    } catch (error) {
      throw this.#failure(error, 'storage_manager.permanent_delete_failed', userId);
    } finally {
      await this.#publishErased(viewer, erased, []);
    }
    return this.#deleteResult(erased, 0);
  }

  /**
   * Spec 01 §4: emptying the trash deletes every photo in it, a batch at a time, and the other
   * trashed items (dictations) with their files.
   */
  async empty(viewer: Viewer): Promise<TrashDeleteResult> {
    const { userId } = viewer;
    const erased = new ErasedPhotos();
    let extraBytes = 0;
    try {
      for (;;) {
        const ids = await this.repository.firstTrashedIds(userId, ERASE_BATCH_SIZE);
        if (ids.length === 0) break;
        await this.eraser.erase(userId, ids, erased);
      }
      extraBytes = await this.extras.empty(userId);
    } catch (error) {
      throw this.#failure(error, 'storage_manager.empty_trash_failed', userId);
    } finally {
      await this.#publishErased(viewer, erased, []);
    }
    if (extraBytes > 0 && erased.count === 0) {
      await publishChange(this.bus, userId, STORAGE_CHANGED_TOPIC, [userId]);
    }
    const result = this.#deleteResult(erased, 0);
    return { ...result, freed_bytes: result.freed_bytes + extraBytes };
  }

  #deleteResult(erased: ErasedPhotos, patients: number): TrashDeleteResult {
    return { photos: erased.count, patients, drive_files: 0, freed_bytes: erased.bytes };
  }

  async #publishErased(viewer: Viewer, erased: ErasedPhotos, patientIds: string[]) {
    const { userId } = viewer;
    // Written even when a later batch failed: what is gone is gone.
    for (const photo of erased.photos) {
      await this.journal?.record(viewer, 'photo.erase', {
        patientId: photo.patientId,
        targetId: photo.id,
      });
    }
    for (const patientId of patientIds) {
      await this.journal?.record(viewer, 'patient.erase', { patientId, targetId: patientId });
    }
    // A whole emptied trash is one "everything changed" rather than thousands of ids.
    const photoIds = erased.changedIds.size <= TRASH_IDS_MAX ? [...erased.changedIds] : [];
    if (erased.changedIds.size > 0) {
      await this.bus.publish({ topic: PHOTOS_CHANGED_TOPIC, ids: photoIds, userId });
    }
    await publishChange(this.bus, userId, PATIENTS_CHANGED_TOPIC, [
      ...erased.patientIds,
      ...patientIds,
    ]);
    if (erased.count > 0 || patientIds.length > 0) {
      await publishChange(this.bus, userId, STORAGE_CHANGED_TOPIC, [userId]);
    }
  }

  #failure(error: unknown, code: ErrorCode, userId: string): AppError {
    if (error instanceof AppError) return error;
    this.logger.error({ err: error, userId }, 'trash operation failed');
    return new AppError(code, 500);
  }
}
