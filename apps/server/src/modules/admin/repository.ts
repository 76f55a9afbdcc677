import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

export interface AdminUserRow {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: string | null;
  readonly createdAt: string | number | Date;
  readonly dictaphone: number | null;
  readonly operation_reports: number | null;
  /** The bytes the quota counts (storage_usage); null before the first file. */
  readonly used_bytes: number | string | bigint | null;
}

export class AdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `work` in one transaction; `trx` serves the other repositories it needs. */
  transaction<T>(work: (repository: AdminRepository, trx: Kysely<Database>) => Promise<T>) {
    return this.db.transaction().execute((trx) => work(new AdminRepository(trx), trx));
  }

  /** Users ordered by e-mail (unique), a page after the given e-mail. */
  async listUsers(afterEmail: string | null, limit: number): Promise<AdminUserRow[]> {
    let query = this.db
      .selectFrom('user')
      .leftJoin('user_beta_features', 'user_beta_features.user_id', 'user.id')
      .leftJoin('storage_usage', 'storage_usage.user_id', 'user.id')
      .select([
        'user.id',
        'user.email',
        'user.name',
        'user.role',
        'user.createdAt',
        'user_beta_features.dictaphone',
        'user_beta_features.operation_reports',
        'storage_usage.used_bytes',
      ])
      .orderBy('user.email')
      .limit(limit);
    if (afterEmail !== null) query = query.where('user.email', '>', afterEmail);
    return query.execute();
  }

  async userExists(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('user')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setRole(userId: string, role: 'user' | 'admin'): Promise<void> {
    await this.db.updateTable('user').set({ role }).where('id', '=', userId).execute();
  }
}
