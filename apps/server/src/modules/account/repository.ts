import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { fromDbBool } from '../../platform/db/portable';

/**
 * Every table holding a user's rows, by the column naming its owner. Each feature that adds a
 * user-owned table lists it here, so that account deletion can never forget it (a test checks
 * that no row of a deleted user is left anywhere).
 */
export const USER_OWNED_TABLES = [
  { table: 'user_settings', column: 'user_id' },
  { table: 'user_beta_features', column: 'user_id' },
  { table: 'face_embeddings', column: 'user_id' },
  { table: 'photos', column: 'user_id' },
  { table: 'patients', column: 'user_id' },
  // After the tables whose deletion bumps it (0004's triggers).
  { table: 'face_index_versions', column: 'user_id' },
  { table: 'tags', column: 'user_id' },
  { table: 'storage_usage', column: 'user_id' },
  { table: 'admin_plans', column: 'user_id' },
  { table: 'injection_products', column: 'user_id' },
  { table: 'injection_sessions', column: 'user_id' },
  { table: 'import_session_photos', column: 'user_id' },
  { table: 'import_sessions', column: 'user_id' },
  { table: 'share_items', column: 'user_id' },
  { table: 'shares', column: 'user_id' },
  { table: 'comparison_photos', column: 'user_id' },
  { table: 'comparisons', column: 'user_id' },
  { table: 'access_journal', column: 'user_id' },
  { table: 'journal_settings', column: 'user_id' },
  { table: 'photo_checksums', column: 'user_id' },
  { table: 'operation_reports', column: 'user_id' },
  { table: 'surgical_techniques', column: 'user_id' },
  { table: 'dictations', column: 'user_id' },
  { table: 'drive_items', column: 'user_id' },
  { table: 'email_sends', column: 'user_id' },
  { table: 'consent_templates', column: 'user_id' },
  { table: 'consent_documents', column: 'user_id' },
  { table: 'portal_invites', column: 'user_id' },
  { table: 'portal_items', column: 'user_id' },
  { table: 'practice_profiles', column: 'user_id' },
  { table: 'notification_preferences', column: 'user_id' },
  { table: 'notification_sends', column: 'user_id' },
  { table: 'export_jobs', column: 'user_id' },
  // better-auth's tables (decision 0010), the user row itself last.
  { table: 'subscription', column: 'referenceId' },
  { table: 'twoFactor', column: 'userId' },
  { table: 'passkey', column: 'userId' },
  { table: 'session', column: 'userId' },
  { table: 'account', column: 'userId' },
  { table: 'user', column: 'id' },
] as const;

export interface SignInFacts {
  /** Provider ids of the user's accounts: 'credential' (password), 'google'. */
  readonly providers: readonly string[];
  readonly passwordHash: string | null;
  readonly totpVerified: boolean;
  readonly passkeyCount: number;
}

export class AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async signInFacts(userId: string): Promise<SignInFacts> {
    const [accounts, totp, passkeys] = await Promise.all([
      this.db
        .selectFrom('account')
        .select(['providerId', 'password'])
        .where('userId', '=', userId)
        .execute(),
      this.db
        .selectFrom('twoFactor')
        .select('verified')
        .where('userId', '=', userId)
        .executeTakeFirst(),
      this.db
        .selectFrom('passkey')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirst(),
    ]);
    const credential = accounts.find((account) => account.providerId === 'credential');
    return {
      providers: accounts.map((account) => account.providerId),
      passwordHash: credential?.password ?? null,
      // better-auth marks a TOTP secret verified once a code was accepted; null on old rows.
      totpVerified: totp !== undefined && (totp.verified === null || fromDbBool(totp.verified)),
      passkeyCount: Number(passkeys?.count ?? 0),
    };
  }

  /** Deletes every row of the user in one transaction. */
  async deleteUserRows(userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const { table, column } of USER_OWNED_TABLES) {
        await (trx as unknown as Kysely<Record<string, Record<string, string>>>)
          .deleteFrom(table)
          .where(column, '=', userId)
          .execute();
      }
    });
  }
}
