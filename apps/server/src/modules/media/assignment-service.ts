import { PATIENTS_CHANGED_TOPIC, PHOTOS_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import {
  ASSIGN_MOVE_CONCURRENCY,
  type assignPhotosBodySchema,
  type AssignResult,
} from '@photodossier/domain/media-record';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Viewer } from '../../platform/auth/viewer';
import type { BlobStore } from '../../platform/blobs/blob-store';
import { nowMs } from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import type { PatientsRepository } from '../patients/repository';
import { mapWithConcurrency } from './concurrency';
import type { MediaRepository, PhotoRow } from './repository';
import { notFound, publishChange } from './service';

type StoredPaths = Pick<PhotoRow, 'storage_path' | 'thumbnail_path' | 'preview_path'>;

interface MovedFiles {
  readonly paths: StoredPaths;
  /** Copies made in the patient's folder: removed again if the assignment does not happen. */
  readonly created: string[];
  /** The old files: removed once the record points at the copies. */
  readonly replaced: string[];
}

/** medical-photos/{uid}/{patientId}/<the same file name>, wherever the file was before. */
export function patientFolderKey(userId: string, patientId: string, key: string): string {
  const fileName = key.slice(key.lastIndexOf('/') + 1);
  return `medical-photos/${userId}/${patientId}/${fileName}`;
}

/**
 * Assignment of unassigned photos to a patient (spec 01 §4): only patient_id, updated_at and
 * the embeddings' patient_id change, unless the moving variant also moves the stored files.
 */
export class AssignmentService {
  constructor(
    private readonly repository: MediaRepository,
    private readonly patients: PatientsRepository,
    private readonly blobs: BlobStore,
    private readonly bus: EventBus,
    private readonly logger: Logger,
  ) {}

  async assign(
    viewer: Viewer,
    body: z.output<typeof assignPhotosBodySchema>,
  ): Promise<AssignResult[]> {
    const { userId } = viewer;
    const { patientId, moveFiles } = body;
    if (!(await this.patients.findActive(userId, patientId))) throw notFound();
    const results = await mapWithConcurrency(
      body.photoIds,
      moveFiles ? ASSIGN_MOVE_CONCURRENCY : 1,
      (photoId) => this.#assignOne(userId, photoId, patientId, moveFiles),
    );
    const assigned = results.filter((result) => result.success).map((result) => result.photoId);
    if (assigned.length > 0) {
      await this.patients.touch(userId, patientId, nowMs());
      await publishChange(this.bus, userId, PHOTOS_CHANGED_TOPIC, assigned);
      await publishChange(this.bus, userId, PATIENTS_CHANGED_TOPIC, [patientId]);
    }
    return results;
  }

  async #assignOne(
    userId: string,
    photoId: string,
    patientId: string,
    moveFiles: boolean,
  ): Promise<AssignResult> {
    try {
      const row = await this.repository.findPhoto(userId, photoId);
      const refusal = refusalOf(row);
      if (refusal || !row) return { success: false, photoId, error: refusal };
      const moved = moveFiles ? await this.#copyToPatientFolder(userId, patientId, row) : null;
      const assigned = await this.repository.transaction(async (repository) => {
        const changed = await repository.assignIfUnassigned(userId, photoId, {
          patient_id: patientId,
          updated_at: nowMs(),
          ...moved?.paths,
        });
        if (changed) await repository.setEmbeddingsPatient(userId, photoId, patientId);
        return changed;
      });
      if (moved) await this.#deleteQuietly(assigned ? moved.replaced : moved.created);
      if (assigned) return { success: true, photoId };
      // Another request assigned or deleted it meanwhile: answer with what it is now.
      const now = await this.repository.findPhoto(userId, photoId);
      return { success: false, photoId, error: refusalOf(now) ?? 'photo.update_failed' };
    } catch (error) {
      this.logger.error({ err: error, photoId }, 'photo assignment failed');
      return { success: false, photoId, error: 'photo.update_failed' };
    }
  }

  async #copyToPatientFolder(
    userId: string,
    patientId: string,
    row: PhotoRow,
  ): Promise<MovedFiles> {
    const created: string[] = [];
    const replaced: string[] = [];
    const move = async (key: string | null, required: boolean): Promise<string | null> => {
      if (key === null) return null;
      const target = patientFolderKey(userId, patientId, key);
      if (target === key) return key;
      const content = await this.blobs.get(key);
      if (!content) {
        if (required) throw new Error(`stored file ${key} is missing`);
        // A derived image that was never stored: the record stops pointing at it.
        return null;
      }
      await this.blobs.put(target, content.stream, {
        contentType: content.contentType,
        contentLength: content.size,
      });
      created.push(target);
      replaced.push(key);
      return target;
    };
    try {
      return {
        paths: {
          storage_path: (await move(row.storage_path, true)) ?? row.storage_path,
          thumbnail_path: await move(row.thumbnail_path, false),
          preview_path: await move(row.preview_path, false),
        },
        created,
        replaced,
      };
    } catch (error) {
      await this.#deleteQuietly(created);
      throw error;
    }
  }

  // The record is already right; a leftover file only costs space and is logged.
  async #deleteQuietly(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.blobs.delete(key);
      } catch (error) {
        this.logger.warn({ err: error, key }, 'could not delete a moved photo file');
      }
    }
  }
}

function refusalOf(row: PhotoRow | null): string | undefined {
  if (!row || row.is_deleted !== 0) return 'photo.unassigned_not_found';
  if (row.patient_id !== null) return 'photo.already_assigned';
  return undefined;
}
