import {
  canReportUploadStatus,
  importPhotoMetadataSchema,
  importUploadStatusSchema,
  type ImportPhotoMetadata,
  type ImportUploadStatus,
  type ImportSessionPhoto,
  type PatchSessionPhotoBody,
  type PutSessionPhotoBody,
  type RecordAssignmentsBody,
} from '@photodossier/domain/import-session';
import { IMPORT_SESSION_ABANDONED_TTL_MS } from '@photodossier/domain/import-timings';
import { IMPORT_SESSIONS_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Viewer } from '../../platform/auth/viewer';
import { newId, nowMs, toJsonText } from '../../platform/db/portable';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import type { ImportFinishedNotices } from '../notifications/service';
import type {
  ImportSessionPhotoRow,
  ImportSessionRow,
  ImportSessionsRepository,
} from './repository';
import {
  NO_SESSION_PHOTOS,
  sessionChangesJson,
  sessionJson,
  toSessionPhoto,
} from './session-answer';
import type { SessionUpload, UploadSessionLink } from './upload-link';

const notFound = () => new AppError('request.not_found', 404);
/** How far before a tab's copy the changes it asks for start (see getChanges). */
export const CHANGES_OVERLAP_MS = 60_000;
const notActive = () => new AppError('import_session.not_active', 409);

/**
 * Refuses a browser's upload report that skips or undoes a step (spec 02 §4.5), and any report
 * of `uploaded`: only the recorded upload sets it, or a photo never sent would read as sent.
 * Once the upload is recorded the reports are ignored instead (see updatePhoto): a late
 * "uploading" sent when the upload started is expected, not an error.
 */
function assertReportable(current: ImportSessionPhotoRow, to: ImportUploadStatus): void {
  if (to !== 'uploaded' && current.photo_id !== null) return;
  const from = importUploadStatusSchema.parse(current.upload_status);
  if (to === 'uploaded' || !canReportUploadStatus(from, to)) {
    throw new AppError('import_session.upload_status_refused', 409, { params: { from, to } });
  }
}

/**
 * Import sessions of spec 02 §4.5 (decision 0020): one per device while the import dialog is in
 * use, so a reload or another tab finds what was sent. Only an active session changes; every
 * call is scoped to the viewer, whose other users' sessions answer like missing ones.
 */
export class ImportSessionsService implements UploadSessionLink {
  constructor(
    private readonly sessions: ImportSessionsRepository,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly notices?: ImportFinishedNotices,
  ) {}

  /**
   * The device's active session (newest first), or a new one, as UTF-8 JSON (see sessionJson);
   * created says which.
   */
  async open(viewer: Viewer, deviceId: string): Promise<{ json: Buffer; created: boolean }> {
    const existing = await this.sessions.findNewestActive(viewer.userId, deviceId);
    if (existing) return { json: await this.#answer(existing), created: false };
    const now = nowMs();
    const row: ImportSessionRow = {
      id: newId(),
      user_id: viewer.userId,
      device_id: deviceId,
      status: 'active',
      created_at: now,
      updated_at: now,
    };
    await this.sessions.insertSession(row);
    await this.#publish(viewer.userId, row.id);
    return { json: sessionJson(row, NO_SESSION_PHOTOS), created: true };
  }

  /** `{"session":…}` with the device's active session, or null when it has none. */
  async active(viewer: Viewer, deviceId: string): Promise<Buffer> {
    const row = await this.sessions.findNewestActive(viewer.userId, deviceId);
    if (!row) return Buffer.from('{"session":null}');
    return Buffer.concat([Buffer.from('{"session":'), await this.#answer(row), Buffer.from('}')]);
  }

  /** The session with its photos and assignments, as UTF-8 JSON (see sessionJson). */
  async get(viewer: Viewer, id: string): Promise<Buffer> {
    return this.#answer(await this.#session(viewer, id));
  }

  /**
   * The session with only the photos written since `since` (the updated_at of the session the
   * tab holds), as UTF-8 JSON: a tab following another one's import reads a few photos instead
   * of the whole session after each change (issue 24). A write's time is taken before its
   * transaction waits for the session, and nodes' clocks differ a little, so a write that
   * committed after the tab's read may carry an earlier time: the photos of the minute before
   * are sent again, which the tab applies twice without harm (decision 0069).
   */
  async getChanges(viewer: Viewer, id: string, since: number): Promise<Buffer> {
    const row = await this.#session(viewer, id);
    const photos = await this.sessions.photosJsonOf(row.id, since - CHANGES_OVERLAP_MS);
    return sessionChangesJson(row, photos);
  }

  /** Registers a photo before it uploads; again with the same id refreshes its metadata only. */
  async registerPhoto(
    viewer: Viewer,
    id: string,
    sessionPhotoId: string,
    body: PutSessionPhotoBody,
  ): Promise<ImportSessionPhoto> {
    const suggestion = body.suggested_patient_id;
    if (suggestion) await this.#assertOwnedPatients(viewer.userId, [suggestion]);
    const row = await this.#change(viewer, id, async (trx, now) => {
      await this.sessions.registerPhoto(
        {
          session_id: id,
          session_photo_id: sessionPhotoId,
          user_id: viewer.userId,
          upload_status: 'pending',
          upload_progress: 0,
          photo_id: null,
          unassigned_photo_id: null,
          suggested_patient_id: suggestion ?? null,
          metadata: toJsonText(body.metadata),
          assigned_patient_id: null,
          assigned_at: null,
          updated_at: now,
        },
        suggestion !== undefined,
        trx,
      );
      return this.sessions.findPhoto(id, sessionPhotoId, trx);
    });
    if (!row) throw notFound();
    return toSessionPhoto(row);
  }

  async patchPhoto(
    viewer: Viewer,
    id: string,
    sessionPhotoId: string,
    body: PatchSessionPhotoBody,
  ): Promise<ImportSessionPhoto> {
    const suggestion = body.suggested_patient_id;
    if (suggestion) await this.#assertOwnedPatients(viewer.userId, [suggestion]);
    const row = await this.#change(viewer, id, async (trx, now) => {
      // Read under the session row #change has just written, which recordUpload writes first
      // too: no upload can be recorded between this check and the update.
      const current = await this.sessions.findPhoto(id, sessionPhotoId, trx);
      if (!current) throw notFound();
      if (body.upload_status !== undefined) assertReportable(current, body.upload_status);
      if (!(await this.sessions.updatePhoto(id, sessionPhotoId, body, now, trx))) {
        throw notFound();
      }
      return this.sessions.findPhoto(id, sessionPhotoId, trx);
    });
    if (!row) throw notFound();
    return toSessionPhoto(row);
  }

  /** Takes a photo out of the session; the photo itself, if uploaded, stays where it is. */
  async removePhoto(viewer: Viewer, id: string, sessionPhotoId: string): Promise<void> {
    await this.#change(viewer, id, async (trx) => {
      if (!(await this.sessions.deletePhoto(id, sessionPhotoId, trx))) throw notFound();
    });
  }

  /** Records what became of photos, all or none: an unknown photo or patient changes nothing. */
  async recordAssignments(
    viewer: Viewer,
    id: string,
    body: RecordAssignmentsBody,
  ): Promise<Buffer> {
    const patientIds = body.assignments.flatMap((assignment) =>
      assignment.patient_id ? [assignment.patient_id] : [],
    );
    await this.#assertOwnedPatients(viewer.userId, patientIds);
    await this.#change(viewer, id, async (trx, now) => {
      for (const assignment of body.assignments) {
        const recorded = await this.sessions.setAssignment(
          id,
          assignment.session_photo_id,
          assignment.patient_id,
          now,
          trx,
        );
        if (!recorded) throw notFound();
      }
    });
    return this.get(viewer, id);
  }

  async finalize(viewer: Viewer, id: string): Promise<Buffer> {
    const session = await this.#end(viewer, id, 'completed');
    await this.notices?.importFinished(viewer.userId, id, session.updated_at);
    return this.#answer(session);
  }

  async abandon(viewer: Viewer, id: string): Promise<Buffer> {
    return this.#answer(await this.#end(viewer, id, 'abandoned'));
  }

  /**
   * Deletes abandoned sessions unchanged for 2 days, with their photo rows; how many. Active
   * sessions are never ended here: the browser decides when one is stale (decision 0020).
   */
  async deleteExpiredAbandoned(now: number = nowMs()): Promise<number> {
    const deleted = await this.sessions.deleteAbandonedBefore(
      now - IMPORT_SESSION_ABANDONED_TTL_MS,
    );
    const idsByUser = new Map<string, string[]>();
    for (const session of deleted) {
      idsByUser.set(session.user_id, [...(idsByUser.get(session.user_id) ?? []), session.id]);
    }
    for (const [userId, ids] of idsByUser) await this.#publish(userId, ...ids);
    return deleted.length;
  }

  async assertOpen(userId: string, sessionId: string): Promise<void> {
    if (!(await this.sessions.isActive(userId, sessionId))) throw notFound();
  }

  /**
   * A finished upload marks its session photo uploaded, whatever the session's state by then:
   * the dialog may have been closed while the upload went on in the background.
   */
  async recordUpload(upload: SessionUpload): Promise<void> {
    try {
      const metadata: ImportPhotoMetadata = {
        originalName: upload.filename,
        size: upload.size,
        type: upload.filetype,
        timestamp: upload.lastModified,
        exif: null,
      };
      const recorded = await this.sessions.recordUpload({
        userId: upload.userId,
        sessionId: upload.sessionId,
        sessionPhotoId: upload.sessionPhotoId,
        photoId: upload.photoId,
        patientId: upload.patientId,
        suggestedPatientId: await this.#ownedOrNull(upload.userId, upload.suggestedPatientId),
        metadata: toJsonText(importPhotoMetadataSchema.parse(metadata)),
        at: nowMs(),
      });
      if (!recorded) {
        this.logger.warn(
          { sessionId: upload.sessionId, photoId: upload.photoId },
          'upload finished after its import session was deleted',
        );
        return;
      }
    } catch (error) {
      this.logger.warn(
        { err: error, sessionId: upload.sessionId, photoId: upload.photoId },
        'import session not updated after an upload',
      );
      return;
    }
    await this.#publish(upload.userId, upload.sessionId);
  }

  /**
   * Runs a change of an active session in one transaction that first marks the session
   * changed: 404 when it is not the viewer's, 409 when it has ended.
   */
  /** The viewer's session, or 404 (another user's session answers like a missing one). */
  async #session(viewer: Viewer, id: string): Promise<ImportSessionRow> {
    const row = await this.sessions.findSession(viewer.userId, id);
    if (!row) throw notFound();
    return row;
  }

  async #change<T>(
    viewer: Viewer,
    id: string,
    work: (trx: Kysely<Database>, now: number) => Promise<T>,
  ): Promise<T> {
    const now = nowMs();
    const outcome = await this.sessions.transaction(async (trx) => {
      if (!(await this.sessions.touchActive(viewer.userId, id, now, trx))) {
        return { active: false as const };
      }
      return { active: true as const, value: await work(trx, now) };
    });
    if (!outcome.active) {
      throw (await this.sessions.findSession(viewer.userId, id)) ? notActive() : notFound();
    }
    await this.#publish(viewer.userId, id);
    return outcome.value;
  }

  /** Ends an active session; the session as it is then. */
  async #end(
    viewer: Viewer,
    id: string,
    status: 'completed' | 'abandoned',
  ): Promise<ImportSessionRow> {
    if (!(await this.sessions.endActive(viewer.userId, id, status, nowMs()))) {
      throw (await this.sessions.findSession(viewer.userId, id)) ? notActive() : notFound();
    }
    await this.#publish(viewer.userId, id);
    return this.#session(viewer, id);
  }

  async #answer(row: ImportSessionRow): Promise<Buffer> {
    return sessionJson(row, await this.sessions.photosJsonOf(row.id));
  }

  async #assertOwnedPatients(userId: string, ids: readonly string[]): Promise<void> {
    const unique = [...new Set(ids)];
    const owned = await this.sessions.ownedPatientIds(userId, unique);
    if (owned.size !== unique.length) throw notFound();
  }

  /** A suggestion carried by upload metadata is kept only if it names one of the user's patients. */
  async #ownedOrNull(userId: string, patientId: string | null): Promise<string | null> {
    if (!patientId) return null;
    return (await this.sessions.ownedPatientIds(userId, [patientId])).has(patientId)
      ? patientId
      : null;
  }

  async #publish(userId: string, ...ids: string[]): Promise<void> {
    try {
      await this.bus.publish({ topic: IMPORT_SESSIONS_CHANGED_TOPIC, ids, userId });
    } catch (error) {
      // The write is committed; a lost notice only delays other tabs until their next fetch.
      this.logger.warn({ err: error }, 'live event not published');
    }
  }
}
