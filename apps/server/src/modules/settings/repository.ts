import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { fromJsonText, toDbBool, toJsonText } from '../../platform/db/portable';

export interface BetaFeatures {
  readonly dictaphone: boolean;
  readonly operationReports: boolean;
}

/** The stored document and the version it was read at (its updated_at, always raised by a save). */
export interface StoredSettings {
  readonly document: unknown;
  readonly version: number;
  /** The ids of the last patches applied, oldest first. */
  readonly appliedPatchIds: readonly string[];
}

function patchIdsOf(text: string): string[] {
  const ids: unknown = fromJsonText(text);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findDocument(userId: string): Promise<StoredSettings | null> {
    const row = await this.db
      .selectFrom('user_settings')
      .select(['document', 'updated_at', 'applied_patch_ids'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      document: fromJsonText(row.document),
      version: Number(row.updated_at),
      appliedPatchIds: patchIdsOf(row.applied_patch_ids),
    };
  }

  /**
   * Writes the document over the version it was read at, and, when given, the account's display
   * name, in one transaction. False, with nothing written, when another save came in between:
   * the caller reads again and reapplies its change, so no save overwrites another.
   */
  async replaceDocument(
    userId: string,
    document: unknown,
    appliedPatchIds: readonly string[],
    readVersion: number | null,
    savedAt: number,
    accountName: string | null = null,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const values = {
        document: toJsonText(document),
        applied_patch_ids: toJsonText(appliedPatchIds),
        updated_at: savedAt,
      };
      const written =
        readVersion === null
          ? (
              await trx
                .insertInto('user_settings')
                .values({ user_id: userId, ...values })
                .onConflict((conflict) => conflict.column('user_id').doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows
          : (
              await trx
                .updateTable('user_settings')
                .set(values)
                .where('user_id', '=', userId)
                .where('updated_at', '=', readVersion)
                .executeTakeFirst()
            ).numUpdatedRows;
      if (Number(written ?? 0) === 0) return false;
      if (accountName !== null) {
        await trx.updateTable('user').set({ name: accountName }).where('id', '=', userId).execute();
      }
      return true;
    });
  }

  async findBetaFeatures(userId: string): Promise<BetaFeatures> {
    const row = await this.db
      .selectFrom('user_beta_features')
      .select(['dictaphone', 'operation_reports'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return {
      dictaphone: Boolean(row?.dictaphone),
      operationReports: Boolean(row?.operation_reports),
    };
  }

  /**
   * Writes only the switches given: two saves of different switches at the same time both
   * stay (writing both read-then-merged columns lost one of them on PostgreSQL).
   */
  async saveBetaFeatures(userId: string, patch: Partial<BetaFeatures>, now: number): Promise<void> {
    const changes = {
      ...(patch.dictaphone === undefined ? {} : { dictaphone: toDbBool(patch.dictaphone) }),
      ...(patch.operationReports === undefined
        ? {}
        : { operation_reports: toDbBool(patch.operationReports) }),
      updated_at: now,
    };
    await this.db
      .insertInto('user_beta_features')
      .values({
        user_id: userId,
        dictaphone: toDbBool(patch.dictaphone ?? false),
        operation_reports: toDbBool(patch.operationReports ?? false),
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
      .execute();
  }
}
