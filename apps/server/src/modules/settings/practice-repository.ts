import {
  defaultNotificationPreferences,
  emptyPracticeProfile,
  type NotificationPreferences,
  type PracticeProfile,
} from '@photodossier/domain/practice';
import { sql, type Kysely } from 'kysely';
import { takeRows } from '../../platform/db/take-rows';
import { toDbBool } from '../../platform/db/portable';
import type {
  Database,
  NotificationPreferencesTable,
  PracticeProfilesTable,
} from '../../platform/db/schema';

export type PracticeRow = PracticeProfilesTable;

export interface PracticeLogo {
  readonly key: string;
  readonly type: string;
  readonly size: number;
}

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

  /**
   * Writes the organization fields only: a logo sent at the same time stays (writing back the
   * logo read before it lost it).
   */
  async saveProfile(userId: string, profile: PracticeProfile, now: number): Promise<void> {
    await this.db
      .insertInto('practice_profiles')
      .values({
        user_id: userId,
        ...profile,
        logo_key: null,
        logo_type: null,
        logo_size: null,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ ...profile, updated_at: now }),
      )
      .execute();
  }

  /**
   * Points the practice at a new logo, or at none, and gives back the key of the one replaced,
   * whose file the caller deletes. The row is taken before it is read, so two logos sent at
   * once replace each other in turn instead of both replacing the same one (a file no row
   * pointed at stayed behind).
   */
  async replaceLogo(
    userId: string,
    logo: PracticeLogo | null,
    now: number,
  ): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      if (logo) {
        await trx
          .insertInto('practice_profiles')
          .values({
            user_id: userId,
            ...emptyPracticeProfile,
            logo_key: null,
            logo_type: null,
            logo_size: null,
            updated_at: now,
          })
          .onConflict((conflict) =>
            conflict
              .column('user_id')
              .doUpdateSet({ updated_at: sql`practice_profiles.updated_at` }),
          )
          .execute();
      } else {
        const taken = await takeRows(trx, 'practice_profiles', (practice) =>
          practice.where('user_id', '=', userId),
        );
        if (taken === 0) return null;
      }
      const current = await trx
        .selectFrom('practice_profiles')
        .select('logo_key')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (!logo && current.logo_key === null) return null;
      await trx
        .updateTable('practice_profiles')
        .set({
          logo_key: logo?.key ?? null,
          logo_type: logo?.type ?? null,
          logo_size: logo?.size ?? null,
          updated_at: now,
        })
        .where('user_id', '=', userId)
        .execute();
      return current.logo_key;
    });
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
