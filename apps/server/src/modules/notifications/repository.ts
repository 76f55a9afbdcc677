import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * The notices claimed in the database before they are sent, so that one node sends each: a row
 * remembers the last one sent (share_opened, quota_near) or that a finished import was dealt with.
 */
export type ClaimedNotice = 'share_opened' | 'quota_near' | 'import_finished';

/** A completed import session whose notice no node has dealt with yet. */
export interface UnnoticedImport {
  readonly userId: string;
  readonly sessionId: string;
  readonly finishedAt: number;
}

/** Who a notification goes to: the account's address and name, and the stored settings. */
export interface NotificationRecipient {
  readonly email: string;
  readonly name: string;
  /** The settings document as stored (JSON), or null before the first save. */
  readonly settingsDocument: string | null;
}

/** Where the photos of an import session ended up, read when the session is finalized. */
export interface ImportOutcome {
  readonly photos: number;
  readonly patients: number;
  readonly withoutPatient: number;
}

/** SQL of the notification e-mails (decision 0056). Every function takes the user's id. */
export class NotificationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async recipient(userId: string): Promise<NotificationRecipient | null> {
    const row = await this.db
      .selectFrom('user')
      .leftJoin('user_settings', 'user_settings.user_id', 'user.id')
      .select(['user.email', 'user.name', 'user_settings.document'])
      .where('user.id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    return { email: row.email, name: row.name, settingsDocument: row.document };
  }

  /**
   * The session's uploaded photos as they are filed now (the photos table, not the session's
   * record of the dialog's choices): photos sent to the trash since are not counted.
   */
  async importOutcome(userId: string, sessionId: string): Promise<ImportOutcome> {
    const rows = await this.db
      .selectFrom('import_session_photos')
      .innerJoin('photos', (join) =>
        join
          .onRef('photos.id', '=', 'import_session_photos.photo_id')
          .onRef('photos.user_id', '=', 'import_session_photos.user_id'),
      )
      .select('photos.patient_id')
      .where('import_session_photos.user_id', '=', userId)
      .where('import_session_photos.session_id', '=', sessionId)
      .where('photos.is_deleted', '=', 0)
      .execute();
    const patients = new Set(rows.flatMap((row) => (row.patient_id ? [row.patient_id] : [])));
    return {
      photos: rows.length,
      patients: patients.size,
      withoutPatient: rows.filter((row) => row.patient_id === null).length,
    };
  }

  /**
   * Import sessions completed since `since` that no import_finished claim covers: their notice
   * was never handed over (the node stopped between the finalize and the e-mail) or its e-mail
   * failed and gave the claim back. A few at a time, oldest first.
   */
  async unnoticedImports(since: number, limit: number): Promise<UnnoticedImport[]> {
    const rows = await this.db
      .selectFrom('import_sessions')
      .select(['import_sessions.id', 'import_sessions.user_id', 'import_sessions.updated_at'])
      .where('import_sessions.status', '=', 'completed')
      .where('import_sessions.updated_at', '>=', since)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('notification_sends')
              .select('notification_sends.subject_id')
              .whereRef('notification_sends.user_id', '=', 'import_sessions.user_id')
              .where('notification_sends.kind', '=', 'import_finished')
              .whereRef('notification_sends.subject_id', '=', 'import_sessions.id'),
          ),
        ),
      )
      .orderBy('import_sessions.updated_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      userId: row.user_id,
      sessionId: row.id,
      finishedAt: Number(row.updated_at),
    }));
  }

  /**
   * Takes the right to send a notice once none was sent for this subject after `sentBefore`:
   * one statement, so that two openings or two nodes at the same instant send one e-mail.
   */
  async claim(
    userId: string,
    kind: ClaimedNotice,
    subjectId: string,
    now: number,
    sentBefore: number,
  ): Promise<boolean> {
    const result = await this.db
      .insertInto('notification_sends')
      .values({ user_id: userId, kind, subject_id: subjectId, sent_at: now })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'kind', 'subject_id'])
          .doUpdateSet({ sent_at: now })
          .where('notification_sends.sent_at', '<', sentBefore),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Gives a claim back (its e-mail could not be sent), unless a newer one replaced it. */
  async release(userId: string, kind: ClaimedNotice, subjectId: string, sentAt: number) {
    await this.db
      .deleteFrom('notification_sends')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('subject_id', '=', subjectId)
      .where('sent_at', '=', sentAt)
      .execute();
  }

  /**
   * Forgets the notice of that kind and subject, so that the next one sends. Runs after most
   * changes of stored bytes: it reads first, and writes only when there is a row to delete.
   */
  async forget(userId: string, kind: ClaimedNotice, subjectId: string): Promise<void> {
    const sent = await this.db
      .selectFrom('notification_sends')
      .select('sent_at')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('subject_id', '=', subjectId)
      .executeTakeFirst();
    if (sent) await this.release(userId, kind, subjectId, Number(sent.sent_at));
  }
}
