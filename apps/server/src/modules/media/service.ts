import type { AccessJournal } from '../journal/service';
import {
  PATIENTS_CHANGED_TOPIC,
  PHOTOS_CHANGED_TOPIC,
  STORAGE_CHANGED_TOPIC,
  TAGS_CHANGED_TOPIC,
} from '@photodossier/domain/live-events';
import type {
  PhotoListQuery,
  PhotoNeighbours,
  PhotoPatch,
  PhotoRecord,
  PhotoScope,
  PhotosPage,
} from '@photodossier/domain/media-record';
import type { Logger } from 'pino';
import type { Viewer } from '../../platform/auth/viewer';
import { fromIso, nowMs, toJsonText } from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import type { PatientsRepository } from '../patients/repository';
import { TagsRepository } from '../tags/repository';
import { decodePhotoCursor, encodePhotoCursor } from './photo-cursor';
import { toPhotoListItem, toPhotoRecord } from './photo-record';
import type { MediaRepository, PhotoChanges, PhotoRow, PhotoScopeFilter } from './repository';

export const notFound = () => new AppError('request.not_found', 404);

/** Publishes one topic for the user, skipping empty id lists. */
export async function publishChange(
  bus: EventBus,
  userId: string,
  topic: string,
  ids: ReadonlyArray<string | null>,
): Promise<void> {
  const present = [...new Set(ids.filter((id): id is string => id !== null))];
  if (present.length > 0) await bus.publish({ topic, ids: present, userId });
}

/** Photos and videos: lists, the viewer's neighbours, edits and soft delete. */
export class MediaService {
  constructor(
    private readonly repository: MediaRepository,
    private readonly patients: PatientsRepository,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly journal?: AccessJournal,
  ) {}

  async list(viewer: Viewer, query: PhotoListQuery): Promise<PhotosPage> {
    const scope = listScope(query);
    const after = query.cursor ? decodePhotoCursor(query.cursor) : null;
    // One row more than asked tells whether another page exists without a count.
    const rows = await this.repository.listPage(viewer.userId, scope, after, query.limit + 1);
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    return {
      items: items.map(toPhotoListItem),
      nextCursor:
        rows.length > query.limit && last
          ? encodePhotoCursor({ datePrise: last.date_prise, id: last.id })
          : null,
    };
  }

  /** Any photo of the user, in the trash too (is_deleted tells). */
  async get(viewer: Viewer, id: string): Promise<PhotoRecord> {
    const row = await this.#find(viewer, id);
    await this.journal?.record(viewer, 'photo.view', { patientId: row.patient_id, targetId: id });
    return toPhotoRecord(row);
  }

  /**
   * The newer and older photos around this one in the scope (scope patient: the photo's own
   * patient, or the unassigned photos when it has none). position is 0 when the photo itself is
   * not in the scope (in the trash, or assigned while walking the unassigned ones): the
   * neighbours are still those around its place.
   */
  async neighbours(viewer: Viewer, id: string, scopeName: PhotoScope): Promise<PhotoNeighbours> {
    const row = await this.#find(viewer, id);
    const scope = photoScope(scopeName, row);
    const around = await this.repository.neighbours(viewer.userId, scope, {
      datePrise: row.date_prise,
      id: row.id,
    });
    const inScope =
      row.is_deleted === 0 && (scope.kind !== 'unassigned' || row.patient_id === null);
    return {
      previousId: around.previousId,
      nextId: around.nextId,
      position: inScope ? around.newerCount + 1 : 0,
      total: around.total,
    };
  }

  async update(viewer: Viewer, id: string, patch: PhotoPatch): Promise<PhotoRecord> {
    const { userId } = viewer;
    const row = await this.#find(viewer, id);
    if (row.is_deleted !== 0) throw notFound();
    const refile = patch.patient_id !== undefined && patch.patient_id !== row.patient_id;
    if (refile && patch.patient_id && !(await this.patients.findActive(userId, patch.patient_id))) {
      throw notFound();
    }
    const now = nowMs();
    let newTags = false;
    try {
      newTags = await this.repository.transaction(async (repository, trx) => {
        // Tags are stored as the vocabulary spells them (one tag-equality rule, decision 0046).
        const tags = patch.tags
          ? await new TagsRepository(trx).adopt(userId, 'photo', patch.tags, now)
          : null;
        const changes = photoChanges(tags ? { ...patch, tags: tags.names } : patch, now);
        if (!(await repository.updateActivePhoto(userId, id, changes))) throw notFound();
        if (refile) {
          await repository.setEmbeddingsPatient(userId, id, patch.patient_id ?? null);
          if (patch.patient_id) await this.patients.touch(userId, patch.patient_id, now, trx);
        }
        return tags?.added ?? false;
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.logger.error({ err: error, photoId: id }, 'photo update failed');
      throw new AppError('photo.update_failed', 500);
    }
    await publishChange(this.bus, userId, PHOTOS_CHANGED_TOPIC, [id]);
    if (newTags) await this.bus.publish({ topic: TAGS_CHANGED_TOPIC, ids: [], userId });
    // A patient's photo count and cover follow its photos' patient and dates.
    if (refile || patch.date_prise !== undefined) {
      await publishChange(this.bus, userId, PATIENTS_CHANGED_TOPIC, [
        row.patient_id,
        refile ? (patch.patient_id ?? null) : null,
      ]);
    }
    return toPhotoRecord(await this.#find(viewer, id));
  }

  /** DELETE of one photo: 404 when it is not the user's; already in the trash is a no-op. */
  async softDeleteOne(viewer: Viewer, id: string): Promise<string[]> {
    await this.#find(viewer, id);
    return this.softDelete(viewer, [id]);
  }

  /**
   * Moves the photos to the trash with their linked background-removal variants and originals,
   * in one write. Ids that are not the user's are ignored. Returns the ids moved.
   */
  async softDelete(viewer: Viewer, ids: readonly string[]): Promise<string[]> {
    const { userId } = viewer;
    const now = nowMs();
    const trashed = await this.repository.transaction(async (repository) =>
      repository.softDelete(userId, await repository.withLinkedVariants(userId, ids), now),
    );
    const trashedIds = trashed.map((row) => row.id);
    for (const row of trashed) {
      await this.journal?.record(viewer, 'photo.delete', {
        patientId: row.patient_id,
        targetId: row.id,
      });
    }
    await publishChange(this.bus, userId, PHOTOS_CHANGED_TOPIC, trashedIds);
    await publishChange(
      this.bus,
      userId,
      PATIENTS_CHANGED_TOPIC,
      trashed.map((row) => row.patient_id),
    );
    // The storage figures count the trash separately.
    if (trashedIds.length > 0) {
      await publishChange(this.bus, userId, STORAGE_CHANGED_TOPIC, [userId]);
    }
    return trashedIds;
  }

  async #find(viewer: Viewer, id: string): Promise<PhotoRow> {
    const row = await this.repository.findPhoto(viewer.userId, id);
    if (!row) throw notFound();
    return row;
  }
}

function listScope(query: PhotoListQuery): PhotoScopeFilter {
  if (query.scope === 'patient' && query.patient_id !== undefined) {
    return { kind: 'patient', patientId: query.patient_id };
  }
  return { kind: query.scope === 'unassigned' ? 'unassigned' : 'all' };
}

function photoScope(scope: PhotoScope, row: PhotoRow): PhotoScopeFilter {
  if (scope === 'all') return { kind: 'all' };
  if (scope === 'patient' && row.patient_id !== null) {
    return { kind: 'patient', patientId: row.patient_id };
  }
  return { kind: 'unassigned' };
}

function photoChanges(patch: PhotoPatch, now: number): PhotoChanges {
  const changes: PhotoChanges = { updated_at: now };
  if (patch.patient_id !== undefined) changes.patient_id = patch.patient_id;
  if (patch.zone_traitee !== undefined) changes.zone_traitee = patch.zone_traitee;
  if (patch.tags !== undefined) changes.tags = toJsonText(patch.tags);
  if (patch.annotations !== undefined) {
    changes.annotations = patch.annotations === null ? null : toJsonText(patch.annotations);
  }
  if (patch.date_prise !== undefined) changes.date_prise = fromIso(patch.date_prise);
  return changes;
}
