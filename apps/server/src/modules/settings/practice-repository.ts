import type { Kysely } from 'kysely';
import type {
  Database,
  NotificationPreferencesTable,
  PracticeProfilesTable,
} from '../../platform/db/schema';

export type PracticeRow = PracticeProfilesTable;

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

  async saveNotifications(row: NotificationPreferencesTable): Promise<void> {
    const { user_id: _userId, ...changes } = row;
    await this.db
      .insertInto('notification_preferences')
      .values(row)
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
      .execute();
  }
}
