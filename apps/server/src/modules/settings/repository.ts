import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { fromJsonText, toDbBool, toJsonText } from '../../platform/db/portable';

export interface BetaFeatures {
  readonly dictaphone: boolean;
  readonly operationReports: boolean;
}

export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findDocument(userId: string): Promise<unknown> {
    const row = await this.db
      .selectFrom('user_settings')
      .select('document')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? fromJsonText(row.document) : null;
  }

  /**
   * Saves the document and, when given, the account's display name in one transaction: a
   * refused name leaves the document as it was.
   */
  async saveDocument(
    userId: string,
    document: unknown,
    now: number,
    accountName: string | null = null,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.#upsertDocument(trx, userId, document, now);
      if (accountName !== null) {
        await trx.updateTable('user').set({ name: accountName }).where('id', '=', userId).execute();
      }
    });
  }

  async #upsertDocument(
    db: Kysely<Database>,
    userId: string,
    document: unknown,
    now: number,
  ): Promise<void> {
    await db
      .insertInto('user_settings')
      .values({ user_id: userId, document: toJsonText(document), updated_at: now })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ document: toJsonText(document), updated_at: now }),
      )
      .execute();
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

  async saveBetaFeatures(userId: string, features: BetaFeatures, now: number): Promise<void> {
    const values = {
      dictaphone: toDbBool(features.dictaphone),
      operation_reports: toDbBool(features.operationReports),
      updated_at: now,
    };
    await this.db
      .insertInto('user_beta_features')
      .values({ user_id: userId, created_at: now, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
  }
}
