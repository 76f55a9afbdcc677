import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseConfig, SqlDialect } from '../../config';
import { migrateToLatest } from './migrate';
import { checkUnicodeLower, openPostgres } from './postgres';
import type { Database } from './schema';
import { openSqlite } from './sqlite';

export interface AppDatabase {
  readonly db: Kysely<Database>;
  readonly dialect: SqlDialect;
  close(): Promise<void>;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig, logger: Logger): Promise<AppDatabase> {
  const db =
    config.dialect === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url, logger);
  try {
    if (config.dialect === 'postgres') await checkUnicodeLower(db, logger);
    const applied = await migrateToLatest(db as Kysely<unknown>, config.dialect);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  } catch (error) {
    await db.destroy();
    throw error;
  }
  let closed = false;
  return {
    db,
    dialect: config.dialect,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
