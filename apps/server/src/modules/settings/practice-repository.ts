import {
  defaultNotificationPreferences,
  type NotificationPreferences,
} from '@photodossier/domain/practice';
import type { Kysely } from 'kysely';
import { toDbBool } from '../../platform/db/portable';
import type {
  Database,
  NotificationPreferencesTable,
  PracticeProfilesTable,
} from '../../platform/db/schema';

export type PracticeRow = PracticeProfilesTable;

const NOTIFICATION_SWITCHES = ['import_finished', 'share_opened', 'quota_near'] as const;

/** The organization and communication settings rows, one of each per user. */
export class PracticeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(userId: string): Promise<PracticeRow | null> {
    const row = await this.db
      .selectFrom('practice_profiles')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  }

  async save(row: PracticeRow): Promise<void> {
    const { user_id: _userId, ...changes } = row;
    await this.db
      .insertInto('practice_profiles')
      .values(row)
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
      .execute();
  }

  async findNotifications(userId: string): Promise<NotificationPreferencesTable | null> {
    const row = await this.db
      .selectFrom('notification_preferences')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Writes only the switches given: flipping two at the same time keeps both (writing every
   * read-then-merged column lost one of them).
   */
  async saveNotifications(
    userId: string,
    patch: Partial<NotificationPreferences>,
    now: number,
  ): Promise<void> {
    const changes: Partial<NotificationPreferencesTable> = { updated_at: now };
    for (const name of NOTIFICATION_SWITCHES) {
      const value = patch[name];
      if (value !== undefined) changes[name] = toDbBool(value);
    }
    const created = { ...defaultNotificationPreferences, ...patch };
    await this.db
      .insertInto('notification_preferences')
      .values({
        user_id: userId,
        import_finished: toDbBool(created.import_finished),
        share_opened: toDbBool(created.share_opened),
        quota_near: toDbBool(created.quota_near),
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
      .execute();
  }

}
